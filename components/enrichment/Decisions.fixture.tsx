import { ignore, type Fixture } from '../fixture';
import { Decisions } from './Decisions';

const awaiting = (chunk: number, reason: 'outcome_unknown' | 'possibly_created' | 'storage_full' | 'failed_whole', cpfs: string[]) =>
  cpfs.map((cpf, index) => ({ key: `cpf:${cpf}`, contact: { cpf }, line: index + 2, status: 'awaiting_decision' as const, reason, chunk }));

export default [
  {
    name: 'decisoes-envio-interrompido',
    render: () => (
      <Decisions
        decisions={[
          { chunk: 0, failure: 'outcome_unknown', size: 2, choices: ['resend', 'leave'], isolationCost: 2 },
          { chunk: 1, failure: 'possibly_created', size: 1, choices: ['resend', 'leave'], isolationCost: 0 },
        ]}
        results={[...awaiting(0, 'outcome_unknown', ['12345678909', '98765432100']), ...awaiting(1, 'possibly_created', ['11144477735'])]}
        onDecide={ignore}
      />
    ),
  },
  {
    name: 'decisoes-sem-espaco',
    render: () => (
      <Decisions decisions={[{ chunk: 0, failure: 'storage_full', size: 1, choices: ['refetch', 'leave'], isolationCost: 0 }]} results={awaiting(0, 'storage_full', ['12345678909'])} onDecide={ignore} />
    ),
  },
  {
    name: 'decisoes-tarefa-falhou',
    render: () => (
      <Decisions
        decisions={[{ chunk: 1, failure: 'failed_whole', size: 821, choices: ['retry', 'isolate', 'leave'], isolationCost: 1_645 }]}
        results={awaiting(1, 'failed_whole', ['12345678909', '98765432100', '11144477735'])}
        onDecide={ignore}
      />
    ),
  },
] satisfies Fixture[];
