import { ignore, type Fixture } from '../fixture';
import { RecentLookups } from './RecentLookups';

const now = Date.UTC(2026, 10, 21, 12);
const HOUR = 3_600_000;

export default [
  {
    name: 'consultas-recentes',
    render: () => (
      <RecentLookups
        now={now}
        entries={[
          { query: '123.456.789-09', kind: 'cpf', name: 'Maria Aparecida dos Santos', lookedUpAt: now - 2 * HOUR },
          { query: '12.345.678/0001-95', kind: 'cnpj', name: 'Madeireira Santa Rita Ltda', lookedUpAt: now - 26 * HOUR },
          { query: '+55 11 98765-4321', kind: 'phone', name: null, lookedUpAt: null },
          { query: 'nirf:81234567', kind: 'nirf', name: null, lookedUpAt: null },
        ]}
        onOpen={ignore}
      />
    ),
  },
] satisfies Fixture[];
