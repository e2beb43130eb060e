import type { ComponentChildren } from 'preact';
import { useRef } from 'preact/hooks';
import { t } from '../../lib/i18n';
import { isContactKind } from '../../lib/identifiers/kinds';
import type { RecordPanelModel } from '../../lib/panel/use-record-panel';
import { EnrichBar } from '../enrichment/EnrichBar';
import { SingleEnrichment } from '../enrichment/SingleEnrichment';
import { RecordPanel } from './RecordPanel';
import { preloadFamilyViews } from './SectionContent';
import { SearchBar } from './SearchBar';

interface Props {
  model: RecordPanelModel;
  /** The enrichment view, mounted only while its mode is chosen. */
  enrichment: ComponentChildren;
  /** What Atalaia cannot read (PageAccessNotice), above everything else. */
  access?: ComponentChildren;
  /** Usage, budget and purpose (AccountBar), in the header. */
  account?: ComponentChildren;
  /** False when the organization switched enrichment off: the mode and the single "Enriquecer" are gone. */
  canEnrich?: boolean;
}

/** The side panel: the two modes (look-up, enrichment), the search bar and the record. */
export function PanelPage({ model, enrichment, access, account, canEnrich = true }: Props) {
  const enrichButton = useRef<HTMLButtonElement>(null);
  const { current } = model;
  const enrichable = canEnrich && current !== null && isContactKind(current.kind);
  return (
    <div class="panel">
      {current && model.view === 'lookup' && (
        <a class="skip-link" href="#record">
          {t('skipToRecord')}
        </a>
      )}
      {access}
      {/* The account line loads after the first paint: its place is kept, so that nothing below moves. */}
      {account && <div class="account-slot no-print">{account}</div>}
      <nav class="modes no-print" aria-label={t('panelTitle')}>
        <button type="button" aria-pressed={model.view === 'lookup'} onClick={() => model.setView('lookup')}>
          {t('navLookup')}
        </button>
        {canEnrich && (
          <button type="button" aria-pressed={model.view === 'enrichment'} onClick={() => model.setView('enrichment')}>
            {t('navEnrichment')}
          </button>
        )}
      </nav>
      {model.view === 'enrichment' && canEnrich ? enrichment : null}
      <div hidden={model.view !== 'lookup'}>
        <SearchBar
          value={model.searchText}
          error={model.queryError}
          canGoBack={model.canGoBack}
          canGoForward={model.canGoForward}
          recent={model.recent}
          recentOpen={!current}
          onSearch={model.open}
          onBack={() => model.move(-1)}
          onForward={() => model.move(1)}
          onClearRecent={model.clearRecent}
          onClearHistory={model.clearHistory}
        />
        {current ? (
          <RecordPanel
            query={current}
            sections={model.sections}
            states={model.states}
            selected={model.selected}
            filters={model.filters}
            printing={model.printing}
            source={model.source}
            onSelect={model.select}
            onRetry={model.retry}
            onOpenOptions={model.openOptions}
            onRefresh={model.refresh}
            onFilters={model.changeFilters}
            onOpen={model.open}
            onExportJson={() => void model.exportJson()}
            exportError={model.exportError}
            onPrint={() => void preloadFamilyViews().then(model.print, model.print)}
            printPlan={model.printPlan}
            onPrintAfterLookingUp={model.printAfterLookingUp}
            onPrintWithoutMissing={model.printWithoutMissing}
            onCancelPrint={model.cancelPrint}
            afterHeader={
              enrichable && (
                <SingleEnrichment
                  state={model.single}
                  fillNotice={model.fillNotice}
                  formFill={model.formFill}
                  onFill={model.fill}
                  onFormFillStart={model.formFillStart}
                  onFormFillToggle={model.formFillToggle}
                  onFormFillConfirm={model.formFillConfirm}
                  onFormFillUndo={model.formFillUndo}
                  onFormFillClose={model.formFillClose}
                  onDismiss={() => {
                    model.dismissSingle();
                    enrichButton.current?.focus();
                  }}
                />
              )
            }
          />
        ) : (
          <p class="welcome">{t('welcome')}</p>
        )}
        {enrichable && <EnrichBar state={model.single} onEnrich={() => void model.enrichSingle()} buttonRef={enrichButton} />}
      </div>
    </div>
  );
}
