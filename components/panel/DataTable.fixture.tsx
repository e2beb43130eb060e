import { ignore, type Fixture } from '../fixture';
import { DataTable } from './DataTable';
import type { Column } from './table-model';

interface Row {
  ano: number;
  valor: number;
  cpf: string;
}

const columns: Column<Row>[] = [
  { field: 'ano', value: (row) => row.ano },
  { field: 'valor', value: (row) => row.valor, format: 'money', emphasis: (row) => row.valor > 9_000 },
  { field: 'cpf', value: (row) => row.cpf, format: 'document', link: (row) => row.cpf },
];

const rows = (count: number): Row[] => Array.from({ length: count }, (_, index) => ({ ano: 2000 + (index % 26), valor: (index * 37) % 10_000, cpf: '12345678909' }));

export default [
  { name: 'tabela', render: () => <DataTable title="Tabela" columns={columns} rows={rows(5)} fileName="tabela" onOpen={ignore} /> },
  { name: 'tabela-10000-linhas', render: () => <DataTable title="Tabela longa" columns={columns} rows={rows(10_000)} fileName="tabela" onOpen={ignore} /> },
] satisfies Fixture[];
