import { ignore, type Fixture } from '../fixture';
import type { WelcomeModel } from '../../lib/welcome/use-welcome';
import { WelcomePage } from './WelcomePage';

/** The welcome page just after "Usar sandbox local": saved and tested. */
const model: WelcomeModel = {
  connection: {
    values: { token: 'demo', apiUrl: 'http://127.0.0.1:8787', baseUrl: 'http://127.0.0.1:8787' },
    locked: { token: false, apiUrl: false, baseUrl: false },
    tokenSet: true,
    busy: false,
    status: [
      { ok: true, text: 'Configurações salvas.' },
      { ok: true, text: 'Endereço da API: funcionando, o serviço aceitou o token.' },
      { ok: true, text: 'Endereço base: funcionando, o serviço aceitou o token.' },
    ],
    showError: ignore,
    onChange: ignore,
    onSave: ignore,
    onTest: ignore,
    onUseSandbox: ignore,
    onForgetToken: ignore,
  },
  shortcuts: { openPanel: 'Alt+Shift+A', nextIdentifier: 'Alt+Shift+N' },
  panelPlace: 'sidePanel',
  demoUrl: 'http://127.0.0.1:8787/demo',
  onOpenOptions: ignore,
};

/** A product build's welcome, before connecting: no developer sandbox, so no demo step. */
const product: WelcomeModel = {
  ...model,
  connection: { ...model.connection, values: { token: '', apiUrl: '', baseUrl: '' }, tokenSet: false, status: [], onUseSandbox: undefined },
};

export default [
  { name: 'boas-vindas', render: () => <WelcomePage model={model} /> },
  { name: 'boas-vindas-produto', render: () => <WelcomePage model={product} /> },
] satisfies Fixture[];
