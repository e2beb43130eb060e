import { parseContactsCsv, type ParsedContacts } from '../../lib/enrichment/csv';
import { ignore, type Fixture } from '../fixture';
import { CsvPreview } from './CsvPreview';

const csv = 'Nome;CPF;Telefone;E-mail\nMaria Aparecida;123.456.789-09;(11) 98765-4321;maria.santos@correio.example\nJoão;111.111.111-11;;\nAna;;(21) 3456-7890;\n"Sem fechamento;;;\nMaria de novo;12345678909;;\n';

export default [
  {
    name: 'csv-previa',
    render: () => <CsvPreview fileName="clientes.csv" parsed={parseContactsCsv(new TextEncoder().encode(csv)) as ParsedContacts} cost="2 contatos → 2 consultas (1 envio imediato)" known={0} resendKnown={false} onResendKnown={ignore} onSend={ignore} />,
  },
] satisfies Fixture[];
