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
  state: 'running' as const,
  chunks: [
    { index: 0, mode: 'async' as const, size: 834, state: 'completed' as const },
    { index: 1, mode: 'async' as const, size: 834, state: 'polling' as const },
    { index: 2, mode: 'async' as const, size: 832, state: 'pending' as const },
  ],
  etaMs: 42_000,
};

const handlers = { onCancel: ignore, onRetryFailed: ignore, onExportCsv: ignore, onExportJson: ignore, onExportFailed: ignore, onOpen: ignore };

export default [
  { name: 'lote-em-andamento', render: () => <BatchCard progress={running} results={null} {...handlers} /> },
  {
    name: 'lote-concluido',
    render: () => (
      <BatchCard
        progress={{ ...running, finished: 2, total: 2, state: 'partial', etaMs: null, chunks: [{ index: 0, mode: 'sync', size: 2, state: 'completed' }] }}
        results={[
          { key: `cpf:${CPF_FULL}`, contact: { cpf: CPF_FULL }, line: 2, status: 'ok', item: enrichedContact({ cpf: CPF_FULL }) },
          { key: 'email:ninguem@sem-cadastro.example', contact: { email: 'ninguem@sem-cadastro.example' }, line: 3, status: 'not_enriched', reason: 'nao_encontrado' },
        ]}
        {...handlers}
      />
    ),
  },
] satisfies Fixture[];
