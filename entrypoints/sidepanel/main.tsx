import { render } from 'preact';
import { PageAccessNotice } from '../../components/panel/PageAccessNotice';
import { PanelPage } from '../../components/panel/PanelPage';
import '../../components/panel/panel.css';
import { localizeDocument } from '../../lib/i18n';
import { lazyComponent } from '../../components/lazy';
import { useFeature } from '../../lib/pages/use-feature';
import { usePageAccess } from '../../lib/panel/use-page-access';
import { useRecordPanel } from '../../lib/panel/use-record-panel';
import { reportUncaughtErrors } from '../../lib/pages/report-errors';

reportUncaughtErrors('sidepanel');

/** The enrichment mode, loaded when first chosen: most openings of the panel are look-ups. */
const Enrichment = lazyComponent(async () => {
  const [{ EnrichmentView }, { useEnrichmentPanel }] = await Promise.all([import('../../components/enrichment/EnrichmentView'), import('../../lib/panel/use-enrichment-panel')]);
  return function Enrichment({ onOpen }: { onOpen: (query: string) => void }) {
    return <EnrichmentView {...useEnrichmentPanel(onOpen)} />;
  };
});

/** Usage, budget and purpose in the header, loaded after the panel's first paint. */
const Account = lazyComponent(async () => {
  const [{ AccountBar }, { useAccount }] = await Promise.all([import('../../components/panel/AccountBar'), import('../../lib/panel/use-account')]);
  return function Account() {
    return <AccountBar {...useAccount()} />;
  };
});

function PageAccess() {
  return <PageAccessNotice {...usePageAccess()} />;
}

function PanelApp() {
  const model = useRecordPanel();
  return <PanelPage model={model} access={<PageAccess />} account={<Account />} canEnrich={useFeature('enrichment')} enrichment={<Enrichment onOpen={model.open} />} />;
}

localizeDocument('panelTitle');
const root = document.getElementById('app');
if (root) render(<PanelApp />, root);
