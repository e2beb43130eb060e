import { personProfileOf } from '../../sandbox/generators/person-profile';
import { vehiclesOf } from '../../sandbox/generators/vehicles';
import { CPF_FULL } from '../../sandbox/special';
import { DEFAULT_FILTERS, sectionsFor } from '../../lib/families';
import { ignore, type Fixture } from '../fixture';
import { RecordPanel } from './RecordPanel';

const query = { kind: 'cpf' as const, value: CPF_FULL };
const fetchedAt = Date.UTC(2026, 10, 21, 10);

export default [
  {
    name: 'painel-cpf',
    render: () => (
      <RecordPanel
        query={query}
        sections={sectionsFor(query)}
        states={{
          profile: { status: 'ready', data: personProfileOf(CPF_FULL), fetchedAt, stale: null, cacheOff: false },
          vehicles: { status: 'ready', data: vehiclesOf(CPF_FULL), fetchedAt, stale: null, cacheOff: false },
          debts: { status: 'error', message: 'O serviço de consultas está com problemas (erro 503). Tente de novo em alguns minutos.' },
        }}
        selected="vehicles"
        filters={DEFAULT_FILTERS}
        printing={false}
        source="https://api.exemplo.com.br/api/v1"
        now={Date.UTC(2026, 10, 21, 12)}
        onSelect={ignore}
        onRetry={ignore}
        onOpenOptions={ignore}
        onRefresh={ignore}
        onFilters={ignore}
        onOpen={ignore}
        onExportJson={ignore}
        exportError={null}
        onPrint={ignore}
        printPlan={null}
        onPrintAfterLookingUp={ignore}
        onPrintWithoutMissing={ignore}
        onCancelPrint={ignore}
      />
    ),
  },
] satisfies Fixture[];
