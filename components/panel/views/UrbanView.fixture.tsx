import { urbanResultForCnpj, urbanResultForCpf } from '../../../sandbox/generators/urban';
import { CNPJ_NUMERIC, CPF_FULL } from '../../../sandbox/special';
import { ignore, type Fixture } from '../../fixture';
import { UrbanView } from './UrbanView';

export default [
  {
    name: 'imoveis-urbanos',
    render: () => (
      <UrbanView data={urbanResultForCpf(CPF_FULL, { includeRelatives: true })} name="fixture" filters={{ uf: '', includeRelatives: true }} onFilters={ignore} onOpen={ignore} />
    ),
  },
  { name: 'imoveis-urbanos-cnpj', render: () => <UrbanView data={urbanResultForCnpj(CNPJ_NUMERIC)} name="fixture" onOpen={ignore} /> },
] satisfies Fixture[];
