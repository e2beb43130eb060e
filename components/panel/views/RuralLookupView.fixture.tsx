import { cafirByNirf, sncrByMunicipality } from '../../../sandbox/generators/rural-lookups';
import { IBGE_WITH_RECORDS, NIRF_WITH_RECORDS } from '../../../sandbox/special';
import { ignore, type Fixture } from '../../fixture';
import { CafirLookupView, SncrLookupView } from './RuralLookupView';

export default [
  { name: 'nirf', render: () => <CafirLookupView data={{ imoveis: cafirByNirf(NIRF_WITH_RECORDS) }} name="fixture" onOpen={ignore} /> },
  { name: 'municipio', render: () => <SncrLookupView data={{ propriedades: sncrByMunicipality(IBGE_WITH_RECORDS) }} name="fixture" onOpen={ignore} /> },
] satisfies Fixture[];
