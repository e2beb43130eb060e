import { vehiclesOf } from '../../../sandbox/generators/vehicles';
import { CPF_FULL } from '../../../sandbox/special';
import { ignore, type Fixture } from '../../fixture';
import { VehiclesView } from './VehiclesView';

export default [{ name: 'veiculos', render: () => <VehiclesView data={vehiclesOf(CPF_FULL)} name="fixture" onOpen={ignore} /> }] satisfies Fixture[];
