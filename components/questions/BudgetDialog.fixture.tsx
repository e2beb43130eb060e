import { ignore, type Fixture } from '../fixture';
import { BudgetDialog } from './BudgetDialog';

export default [
  { name: 'orcamento-atingido-pergunta', render: () => <BudgetDialog month={812} budget={800} incoming={1} onConfirm={ignore} onCancel={ignore} /> },
  { name: 'orcamento-lote-ultrapassa-pergunta', render: () => <BudgetDialog month={0} budget={3} incoming={40} onConfirm={ignore} onCancel={ignore} /> },
] satisfies Fixture[];
