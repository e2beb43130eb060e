import { ignore, type Fixture } from '../fixture';
import { SearchBar } from './SearchBar';

export default [
  {
    name: 'busca-com-erro',
    render: () => (
      <SearchBar
        value="529.982.247-24"
        error="CPF inválido: confira os 11 dígitos (os dois últimos são dígitos verificadores)."
        canGoBack
        canGoForward={false}
        recent={[
          { query: '123.456.789-09', kind: 'cpf', name: 'Maria Aparecida dos Santos', lookedUpAt: Date.UTC(2026, 10, 21, 10) },
          { query: 'nirf:81234567', kind: 'nirf', name: null, lookedUpAt: null },
        ]}
        recentOpen={false}
        onSearch={ignore}
        onBack={ignore}
        onForward={ignore}
        onClearRecent={ignore}
        onClearHistory={ignore}
      />
    ),
  },
] satisfies Fixture[];
