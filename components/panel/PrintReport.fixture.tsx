import type { Fixture } from '../fixture';
import { PrintReport } from './PrintReport';

const printedAt = Date.UTC(2026, 10, 21, 12);

export default [
  {
    name: 'relatorio-impresso',
    render: () => (
      <div>
        <PrintReport
          kindTitle="CPF"
          identifier="123.456.789-09"
          name="Maria Aparecida dos Santos"
          printedAt={printedAt}
          source="https://api.exemplo.com.br/api/v1"
          families={[
            { label: 'Perfil', counts: '17', fetchedAt: printedAt - 3_600_000 },
            { label: 'Imóveis rurais', counts: '5 · Autos de infração ambiental: 2', fetchedAt: printedAt - 1_800_000 },
            { label: 'Veículos', counts: null, fetchedAt: null },
          ]}
        />
      </div>
    ),
  },
] satisfies Fixture[];
