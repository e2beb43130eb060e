import { ignore, type Fixture } from '../fixture';
import { ContactPicker } from './ContactPicker';

export default [
  {
    name: 'contatos-da-pagina',
    render: () => (
      <ContactPicker
        contacts={[
          { kind: 'cpf', value: '12345678909' },
          { kind: 'phone', value: '+5511987654321' },
          { kind: 'email', value: 'maria.santos@correio.example' },
        ]}
        onSend={ignore}
      />
    ),
  },
] satisfies Fixture[];
