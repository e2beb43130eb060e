import { ignore, type Fixture } from '../fixture';
import { ConnectionSection } from './ConnectionSection';

export default [
  {
    name: 'opcoes-conexao',
    render: () => (
      <ConnectionSection
        values={{ token: 'demo', apiUrl: 'http://127.0.0.1:8787', baseUrl: 'http://127.0.0.1:8787' }}
        locked={{ token: false, apiUrl: false, baseUrl: false }}
        tokenSet
        busy={false}
        status={[
          { ok: true, text: 'Endereço da API: funcionando, o serviço aceitou o token.' },
          { ok: false, text: 'Endereço base: o token foi recusado pelo serviço (HTTP 401). Confira o token.' },
        ]}
        onChange={ignore}
        onSave={ignore}
        onTest={ignore}
        onUseSandbox={ignore}
        onForgetToken={ignore}
      />
    ),
  },
  {
    name: 'opcoes-conexao-gerenciada',
    render: () => (
      <ConnectionSection
        values={{ token: '', apiUrl: 'https://api.exemplo.com.br', baseUrl: 'https://base.exemplo.com.br' }}
        locked={{ token: true, apiUrl: true, baseUrl: true }}
        tokenSet={false}
        busy={false}
        status={[]}
        onChange={ignore}
        onSave={ignore}
        onTest={ignore}
        onUseSandbox={ignore}
        onForgetToken={ignore}
      />
    ),
  },
] satisfies Fixture[];
