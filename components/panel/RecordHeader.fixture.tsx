import { ignore, type Fixture } from '../fixture';
import { RecordHeader } from './RecordHeader';

export default [
  {
    name: 'cabecalho-cpf',
    render: () => (
      <RecordHeader
        kind="cpf"
        value="12345678909"
        name="Maria Aparecida dos Santos"
        birthDate="1968-06-14"
        place="Diadema/SP"
        fetchedAt={Date.UTC(2026, 10, 21, 10)}
        now={Date.UTC(2026, 10, 21, 12)}
        onRefresh={ignore}
        onExportJson={ignore}
        onPrint={ignore}
      />
    ),
  },
  {
    name: 'cabecalho-cnpj-aguardando-nome',
    render: () => (
      <RecordHeader
        kind="cnpj"
        value="12ABC34501DE35"
        namePending
        fetchedAt={null}
        onRefresh={ignore}
        onExportJson={ignore}
        onPrint={ignore}
      />
    ),
  },
] satisfies Fixture[];
