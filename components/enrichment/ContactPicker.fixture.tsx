import { ignore, type Fixture } from '../fixture';
import { ContactPicker } from './ContactPicker';

const cost = (count: number) => `${count} contatos → ${count} consultas (1 envio imediato)`;

export default [
  {
    name: 'contatos-da-pagina',
    render: () => (
      <ContactPicker
        contacts={[
          { primary: { kind: 'cpf', value: '12345678909' }, others: [{ kind: 'phone', value: '+5511987654321' }, { kind: 'email', value: 'maria.santos@correio.example' }] },
          { primary: { kind: 'phone', value: '+5521998765432' }, others: [] },
          { primary: { kind: 'cpf', value: '98765432100' }, others: [], hidden: 'not_rendered' },
        ]}
        costOf={cost}
        knownKeys={new Set()}
        resendKnown={false}
        onResendKnown={ignore}
        onSend={ignore}
        onReload={ignore}
      />
    ),
  },
  {
    name: 'contatos-da-pagina-ja-enriquecidos',
    render: () => (
      <ContactPicker
        contacts={[
          { primary: { kind: 'cpf', value: '12345678909' }, others: [] },
          { primary: { kind: 'phone', value: '+5521998765432' }, others: [] },
        ]}
        costOf={cost}
        knownKeys={new Set(['cpf:12345678909'])}
        resendKnown={false}
        onResendKnown={ignore}
        onSend={ignore}
        onReload={ignore}
      />
    ),
  },
] satisfies Fixture[];
