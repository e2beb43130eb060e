import { ignore, type Fixture } from '../fixture';
import { BudgetDialog } from './BudgetDialog';

export default [{ name: 'orcamento-atingido-pergunta', render: () => <BudgetDialog month={812} budget={800} onConfirm={ignore} onCancel={ignore} /> }] satisfies Fixture[];
