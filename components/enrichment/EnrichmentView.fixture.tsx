import { ignore, type Fixture } from '../fixture';
import { EnrichmentView } from './EnrichmentView';

export default [
  {
    name: 'enriquecimento-inicio',
    render: () => (
      <EnrichmentView
        fields={['identidade', 'renda', 'contatos', 'empresas']}
        onFields={ignore}
        spend={{ today: 12, month: 340, byKind: [] }}
        costOf={(count) => `${count} contatos → ${count} consultas (1 envio imediato)`}
        pageContacts={null}
        onLoadPageContacts={ignore}
        onSendPageContacts={ignore}
        csv={null}
        csvError={null}
        onCsvFile={ignore}
        onSendCsv={ignore}
        batches={[]}
        placed={{}}
        knownKeys={{ page: new Set(), csv: new Set() }}
        resendKnown={{ page: false, csv: false }}
        onResendKnown={ignore}
        results={{}}
        notice={null}
        pageEnrichment
        csvImport
        onCancel={ignore}
        onRetryFailed={ignore}
        onDecide={ignore}
        onExport={ignore}
        onOpen={ignore}
      />
    ),
  },
] satisfies Fixture[];
