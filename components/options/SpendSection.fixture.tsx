import { ignore, type Fixture } from '../fixture';
import { SpendSection } from './SpendSection';

const spend = {
  today: 41,
  month: 541,
  byKind: [
    { kind: 'enrichment' as const, today: 40, month: 540 },
    { kind: 'profile' as const, today: 1, month: 1 },
  ],
};

export default [
  { name: 'consultas-gastas', render: () => <SpendSection spend={spend} budget={0} budgetLocked={false} onBudget={ignore} /> },
  { name: 'consultas-orcamento-quase', render: () => <SpendSection spend={spend} budget={600} budgetLocked onBudget={ignore} /> },
] satisfies Fixture[];
