import { ignore, type Fixture } from '../fixture';
import { ItemList } from './ItemList';
import type { Column } from './table-model';

interface Row {
  ano: number;
  valor: number;
  cpf: string;
}

const columns: Column<Row>[] = [
  { field: 'valor', value: (row) => row.valor, format: 'money', emphasis: (row) => row.valor > 9_000 },
  { field: 'ano', value: (row) => row.ano },
  { field: 'cpf', value: (row) => row.cpf, format: 'document', link: (row) => row.cpf },
];

const rows = (count: number): Row[] => Array.from({ length: count }, (_, index) => ({ ano: 2000 + (index % 26), valor: (index * 3_701) % 10_000, cpf: '12345678909' }));

export default [
  {
    name: 'itens',
    render: () => <ItemList title="Itens" columns={columns} rows={rows(5)} keyFields={['valor', 'ano']} flagged={(row) => row.valor > 9_000} fileName="itens" onOpen={ignore} />,
  },
  { name: 'itens-120', render: () => <ItemList title="Itens" columns={columns} rows={rows(120)} keyFields={['valor', 'ano']} fileName="itens" onOpen={ignore} /> },
] satisfies Fixture[];
