import { DEFAULT_FILTERS } from '../../lib/families';
import { vehiclesOf } from '../../sandbox/generators/vehicles';
import { CPF_FULL } from '../../sandbox/special';
import { ignore, type Fixture } from '../fixture';
import { SectionContent } from './SectionContent';

export default [
  {
    name: 'conteudo-veiculos',
    render: () => <SectionContent id="vehicles" data={vehiclesOf(CPF_FULL)} name="fixture" subject={CPF_FULL} isCpf filters={DEFAULT_FILTERS} onFilters={ignore} onOpen={ignore} />,
  },
] satisfies Fixture[];
