import { ignore, type Fixture } from '../fixture';
import { Section } from './Section';

const now = Date.UTC(2026, 10, 21, 12);
const text = (data: string) => <p>{data}</p>;

export default [
  { name: 'secao-carregando', render: () => <Section state={{ status: 'loading' }} onRetry={ignore} onOpenOptions={ignore} isEmpty={() => false}>{text}</Section> },
  {
    name: 'secao-erro',
    render: () => (
      <Section state={{ status: 'error', message: 'O serviço de consultas está com problemas (erro 503). Tente de novo em alguns minutos.' }} onRetry={ignore} onOpenOptions={ignore} isEmpty={() => false}>
        {text}
      </Section>
    ),
  },
  {
    name: 'secao-erro-token',
    render: () => (
      <Section state={{ status: 'error', message: 'Configure o token de acesso nas opções do Atalaia para consultar registros.', fixedInOptions: true }} onRetry={ignore} onOpenOptions={ignore} isEmpty={() => false}>
        {text}
      </Section>
    ),
  },
  {
    name: 'secao-vazia',
    render: () => (
      <Section state={{ status: 'ready', data: '', fetchedAt: now, stale: null, cacheOff: false }} onRetry={ignore} onOpenOptions={ignore} isEmpty={() => true}>
        {text}
      </Section>
    ),
  },
  {
    name: 'secao-desatualizada',
    render: () => (
      <Section
        state={{ status: 'ready', data: 'Registro guardado', fetchedAt: now - 2 * 3_600_000, stale: 'Não foi possível falar com o serviço de consultas.', cacheOff: false }}
        onRetry={ignore} onOpenOptions={ignore}
        isEmpty={() => false}
        now={now}
      >
        {text}
      </Section>
    ),
  },
] satisfies Fixture[];
