import { federalDebtsOf } from '../../../sandbox/generators/federal-debts';
import { CPF_FULL } from '../../../sandbox/special';
import { ignore, type Fixture } from '../../fixture';
import { DebtsView } from './DebtsView';

export default [{ name: 'dividas', render: () => <DebtsView data={federalDebtsOf(CPF_FULL)} name="fixture" onOpen={ignore} /> }] satisfies Fixture[];
