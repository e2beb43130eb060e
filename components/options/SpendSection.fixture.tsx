import type { Fixture } from '../fixture';
import { SpendSection } from './SpendSection';

export default [
  {
    name: 'consultas-gastas',
    render: () => (
      <SpendSection
        spend={{
          today: 41,
          month: 541,
          byEndpoint: [
            { endpoint: 'POST /leads/async/enriquecer', today: 0, month: 500 },
            { endpoint: 'POST /leads/enriquecer', today: 40, month: 40 },
            { endpoint: 'GET /pessoas/cpf/:cpf', today: 1, month: 1 },
          ],
        }}
      />
    ),
  },
] satisfies Fixture[];
