import { render } from 'preact';
import { EnrichmentView } from '../../components/enrichment/EnrichmentView';
import { PageAccessNotice } from '../../components/panel/PageAccessNotice';
import { PanelPage } from '../../components/panel/PanelPage';
import '../../components/panel/panel.css';
import '../../components/theme.css';
import { localizeDocument } from '../../lib/i18n';
import { useEnrichmentPanel } from '../../lib/panel/use-enrichment-panel';
import { usePageAccess } from '../../lib/panel/use-page-access';
import { useRecordPanel } from '../../lib/panel/use-record-panel';

function Enrichment({ onOpen }: { onOpen: (query: string) => void }) {
  return <EnrichmentView {...useEnrichmentPanel(onOpen)} />;
}

function PageAccess() {
  return <PageAccessNotice {...usePageAccess()} />;
}

function PanelApp() {
  const model = useRecordPanel();
  return <PanelPage model={model} access={<PageAccess />} enrichment={<Enrichment onOpen={model.open} />} />;
}

localizeDocument('panelTitle');
const root = document.getElementById('app');
if (root) render(<PanelApp />, root);
