import { ignore, type Fixture } from '../fixture';
import { QuestionDialog } from './QuestionDialog';

export default [
  {
    name: 'pergunta-recusando-clique',
    render: () => (
      <QuestionDialog
        title="Orçamento do mês atingido"
        description="O orçamento de consultas do mês foi atingido. Fazer esta consulta mesmo assim?"
        confirmLabel="Consultar mesmo assim"
        refuseClick={() => 'Resposta recusada: a pergunta acabou de aparecer. Confira o que ela diz e clique de novo.'}
        onConfirm={ignore}
        onCancel={ignore}
      />
    ),
  },
] satisfies Fixture[];
