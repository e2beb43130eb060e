import { ignore, type Fixture } from '../fixture';
import { Decisions } from './Decisions';

const awaiting = (chunk: number, reason: 'outcome_unknown' | 'possibly_created' | 'storage_full', cpfs: string[]) =>
  cpfs.map((cpf, index) => ({ key: `cpf:${cpf}`, contact: { cpf }, line: index + 2, status: 'awaiting_decision' as const, reason, chunk }));

export default [
  {
    name: 'decisoes-envio-interrompido',
    render: () => (
      <Decisions
        decisions={[
          { chunk: 0, failure: 'outcome_unknown', size: 2, refetch: false },
          { chunk: 1, failure: 'possibly_created', size: 1, refetch: false },
        ]}
        results={[...awaiting(0, 'outcome_unknown', ['12345678909', '98765432100']), ...awaiting(1, 'possibly_created', ['11144477735'])]}
        onDecide={ignore}
      />
    ),
  },
  {
    name: 'decisoes-sem-espaco',
    render: () => (
      <Decisions decisions={[{ chunk: 0, failure: 'storage_full', size: 1, refetch: true }]} results={awaiting(0, 'storage_full', ['12345678909'])} onDecide={ignore} />
    ),
  },
] satisfies Fixture[];
