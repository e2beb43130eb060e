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
        recent={['12345678909', 'nirf:81234567', '+5511987654321']}
        onSearch={ignore}
        onBack={ignore}
        onForward={ignore}
        onClearRecent={ignore}
        onClearHistory={ignore}
      />
    ),
  },
] satisfies Fixture[];
