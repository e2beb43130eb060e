import type { Fixture } from '../fixture';
import { ReportPrint } from './ReportPrint';

export default [
  {
    name: 'leitor-relatorio-impresso',
    render: () => (
      <ReportPrint
        title="diario-oficial-sinop.pdf"
        header={['Página(s)', 'Tipo', 'Identificador', 'Ocorrências', 'Nome encontrado', 'Dívidas ajuizadas', 'Consultado em']}
        rows={[
          ['1, 4', 'CPF', '123.456.789-09', 3, 'Maria Aparecida dos Santos', 2, '21/11/2026 09:05'],
          ['1', 'CNPJ', '11.222.333/0001-81', 2, 'Madeireira Santa Rita Ltda', '', '21/11/2026 09:05'],
        ]}
      />
    ),
  },
] satisfies Fixture[];
