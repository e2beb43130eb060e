import { enrichedContact } from '../../sandbox/fixture-records';
import { CPF_FULL } from '../../sandbox/special';
import { ignore, type Fixture } from '../fixture';
import { SingleEnrichment } from './SingleEnrichment';

export default [
  {
    name: 'enriquecer-no-painel',
    render: () => <SingleEnrichment state={{ status: 'done', item: enrichedContact({ cpf: CPF_FULL }) }} fillNotice={null} onEnrich={ignore} onFill={ignore} />,
  },
] satisfies Fixture[];
