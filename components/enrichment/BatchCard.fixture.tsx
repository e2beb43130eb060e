import { enrichedContact } from '../../sandbox/fixture-records';
import { CPF_FULL } from '../../sandbox/special';
import { ignore, type Fixture } from '../fixture';
import { BatchCard } from './BatchCard';

const running = {
  id: '00000000-0000-4000-8000-000000000001',
  label: 'clientes.csv',
  createdAt: Date.UTC(2026, 10, 21, 12),
  total: 2_500,
  finished: 834,
  cancelled: 0,
  spend: { sent: 1_668, unanswered: 0 },
  unsent: 832,
  state: 'running' as const,
  chunks: [
    { index: 0, mode: 'async' as const, size: 834, state: 'completed' as const },
    { index: 1, mode: 'async' as const, size: 834, state: 'split' as const, failure: 'job_failed' as const, splitJobs: { total: 6, running: 2 }, isolation: { sent: 1_460, allowed: 1_670 } },
    { index: 2, mode: 'async' as const, size: 832, state: 'pending' as const },
  ],
  etaMs: 42_000,
  decisions: [],
};

const handlers = { onCancel: ignore, onRetryFailed: ignore, onDecide: ignore, onExport: ignore, onOpen: ignore, costOf: (count: number) => `${count} contatos → ${count} consultas (1 envio imediato)` };

export default [
  { name: 'lote-em-andamento', render: () => <BatchCard progress={running} results={null} {...handlers} /> },
  {
    name: 'lote-cancelado',
    render: () => (
      <BatchCard
        progress={{ ...running, finished: 1_642, total: 2_462, cancelled: 820, state: 'cancelled', etaMs: null, spend: { sent: 1_642, unanswered: 0 }, unsent: 820, chunks: [{ index: 0, mode: 'async', size: 821, state: 'completed' }, { index: 1, mode: 'async', size: 821, state: 'completed' }, { index: 2, mode: 'async', size: 820, state: 'cancelled' }] }}
        results={null}
        {...handlers}
      />
    ),
  },
  {
    name: 'lote-concluido',
    render: () => (
      <BatchCard
        progress={{ ...running, finished: 3, total: 3, state: 'partial', etaMs: null, spend: { sent: 4, unanswered: 0 }, unsent: 0, chunks: [{ index: 0, mode: 'sync', size: 3, state: 'completed' }] }}
        results={[
          { key: `cpf:${CPF_FULL}`, contact: { cpf: CPF_FULL }, line: 2, status: 'ok', item: enrichedContact({ cpf: CPF_FULL }) },
          { key: 'email:ninguem@sem-cadastro.example', contact: { email: 'ninguem@sem-cadastro.example' }, line: 3, status: 'not_enriched', reason: 'Nenhuma pessoa ou empresa encontrada para este e-mail.' },
          { key: 'cpf:98765432100', contact: { cpf: '98765432100' }, line: 4, status: 'refused', reason: 'Falha ao processar o lote: um dos contatos provocou um erro simulado pelo sandbox.' },
          { key: 'cpf:11144477735', contact: { cpf: '11144477735' }, line: 5, status: 'failed', reason: 'gave_up' },
        ]}
        {...handlers}
      />
    ),
  },
  {
    name: 'lote-aguarda-decisao',
    render: () => (
      <BatchCard
        progress={{
          ...running,
          finished: 3,
          total: 3,
          state: 'failed',
          etaMs: null,
          spend: { sent: 3, unanswered: 3 },
          unsent: 0,
          chunks: [{ index: 0, mode: 'sync', size: 3, state: 'failed', failure: 'outcome_unknown' }],
          decisions: [{ chunk: 0, failure: 'outcome_unknown', size: 3, choices: ['resend', 'leave'], isolationCost: 5 }],
        }}
        results={['12345678909', '98765432100', '11144477735'].map((cpf, index) => ({
          key: `cpf:${cpf}`,
          contact: { cpf },
          line: index + 2,
          status: 'awaiting_decision' as const,
          reason: 'outcome_unknown',
          chunk: 0,
        }))}
        {...handlers}
      />
    ),
  },
] satisfies Fixture[];
