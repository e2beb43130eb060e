import { ignore, type Fixture } from '../fixture';
import { PageAccessNotice } from './PageAccessNotice';

export default [
  { name: 'acesso-pagina-bloqueada', render: () => <PageAccessNotice view={{ kind: 'blocked', page: true, refused: false }} onGrant={ignore} onReload={ignore} /> },
  { name: 'acesso-sites-recusado', render: () => <PageAccessNotice view={{ kind: 'blocked', page: false, refused: true }} onGrant={ignore} onReload={ignore} /> },
  { name: 'acesso-concedido-recarregar', render: () => <PageAccessNotice view={{ kind: 'granted', page: true }} onGrant={ignore} onReload={ignore} /> },
] satisfies Fixture[];
