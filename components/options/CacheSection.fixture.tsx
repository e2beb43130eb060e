import { ignore, type Fixture } from '../fixture';
import { CacheSection } from './CacheSection';

export default [
  {
    name: 'opcoes-cache',
    render: () => (
      <CacheSection ttlHours={24} stats={{ entries: 12, people: 7, companies: 3, otherSubjects: 2, bytes: 734_003 }} notice={null} onTtlChange={ignore} onClear={ignore} />
    ),
  },
] satisfies Fixture[];
