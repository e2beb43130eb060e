import { ignore, type Fixture } from '../fixture';
import { EnrichBar } from './EnrichBar';

export default [
  { name: 'barra-enriquecer', render: () => <EnrichBar state={{ status: 'idle' }} onEnrich={ignore} /> },
  { name: 'barra-enriquecendo', render: () => <EnrichBar state={{ status: 'loading' }} onEnrich={ignore} /> },
] satisfies Fixture[];
