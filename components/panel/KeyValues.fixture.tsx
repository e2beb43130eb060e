import type { Fixture } from '../fixture';
import { KeyValues } from './KeyValues';

export default [
  {
    name: 'pares',
    render: () => (
      <KeyValues
        items={[
          { field: 'nome', value: 'Maria Aparecida dos Santos' },
          { field: 'data_nascimento', value: '1968-06-14', format: 'date' },
          { field: 'valor_total', value: 1234567.89, format: 'money' },
          { field: 'rg', value: null },
        ]}
      />
    ),
  },
] satisfies Fixture[];
