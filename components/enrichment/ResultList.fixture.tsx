import { enrichedContact } from '../../sandbox/fixture-records';
import { CPF_FULL } from '../../sandbox/special';
import { ignore, type Fixture } from '../fixture';
import { ResultList } from './ResultList';

export default [
  {
    name: 'resultados-do-lote',
    render: () => (
      <ResultList
        results={[
          { key: `cpf:${CPF_FULL}`, contact: { cpf: CPF_FULL }, line: 2, status: 'ok', item: enrichedContact({ cpf: CPF_FULL }) },
          { key: 'phone:+5511987654321', contact: { telefone: '11987654321' }, others: [{ kind: 'email', value: 'maria.santos@correio.example' }], status: 'ok', item: enrichedContact({ telefone: '11987654321' }) },
          { key: 'cpf:98765432100', contact: { cpf: '98765432100' }, line: 4, status: 'refused', reason: 'Falha ao processar o lote: um dos contatos provocou um erro simulado pelo sandbox.' },
        ]}
        onOpen={ignore}
      />
    ),
  },
] satisfies Fixture[];
