import { ignore, type Fixture } from '../fixture';
import { AccountBar } from './AccountBar';

const usage = { today: 37, month: 812, byKind: [{ kind: 'profile' as const, today: 37, month: 812 }] };

export default [
  { name: 'painel-consumo', render: () => <AccountBar usage={usage} budget={0} budgetState="none" requirePurpose={false} purpose="" onChangePurpose={ignore} /> },
  { name: 'painel-consumo-finalidade-aviso', render: () => <AccountBar usage={usage} budget={1000} budgetState="warning" requirePurpose purpose="Due diligence" onChangePurpose={ignore} /> },
  { name: 'painel-consumo-orcamento-atingido', render: () => <AccountBar usage={usage} budget={800} budgetState="reached" requirePurpose purpose="" onChangePurpose={ignore} /> },
] satisfies Fixture[];
