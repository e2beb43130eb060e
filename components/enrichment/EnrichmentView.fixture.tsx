import { ignore, type Fixture } from '../fixture';
import { EnrichmentView } from './EnrichmentView';

export default [
  {
    name: 'enriquecimento-inicio',
    render: () => (
      <EnrichmentView
        fields={[]}
        onFields={ignore}
        pageContacts={null}
        onLoadPageContacts={ignore}
        onSendPageContacts={ignore}
        csv={null}
        csvError={null}
        onCsvFile={ignore}
        onSendCsv={ignore}
        batches={[]}
        results={{}}
        notice={null}
        onCancel={ignore}
        onRetryFailed={ignore}
        onExport={ignore}
        onOpen={ignore}
      />
    ),
  },
] satisfies Fixture[];
