import type { ComponentChildren } from 'preact';
import { countRecords, isEmptyAnswer, nameFrom, otherCounts, type FamilySection, type FamilyFilters, type FamilyId } from '../../lib/families';
import { formatInteger } from '../../lib/format';
import { formatQueryValue } from '../../lib/format/query';
import { KIND_TITLES } from '../../lib/identifiers/kinds';
import type { PersonProfile } from '../../lib/api/schemas';
import { useLayoutEffect } from 'preact/hooks';
import { t } from '../../lib/i18n';
import type { ParsedQuery } from '../../lib/panel/query';
import type { PrintPlan as Plan } from '../../lib/panel/print-plan';
import { PrintPlan } from './PrintPlan';
import { PrintReport } from './PrintReport';
import { RecordHeader } from './RecordHeader';
import { Section, type SectionState } from './Section';
import { FAMILY_VIEWS, SectionContent } from './SectionContent';
import { Tabs } from './Tabs';

export interface RecordPanelProps {
  query: ParsedQuery;
  sections: FamilySection[];
  states: Partial<Record<FamilyId, SectionState<unknown>>>;
  selected: FamilyId;
  filters: FamilyFilters;
  /** Every loaded section stacked, for printing. */
  printing: boolean;
  /** The service's address, named as the printed report's source. */
  source: string | null;
  now?: number;
  onSelect: (id: FamilyId) => void;
  onRetry: (id: FamilyId) => void;
  onOpenOptions: () => void;
  onRefresh: () => void;
  onFilters: (filters: FamilyFilters) => void;
  onOpen: (query: string) => void;
  onExportJson: () => void;
  /** Why the last export gave no file. */
  exportError: string | null;
  onPrint: () => void;
  /** Families not looked up yet, offered before printing; null when nothing is asked. */
  printPlan: Plan | null;
  onPrintAfterLookingUp: () => void;
  onPrintWithoutMissing: () => void;
  onCancelPrint: () => void;
  /** What the panel's "Enriquecer" gave (SingleEnrichment), under the header: it was asked for. */
  afterHeader?: ComponentChildren;
}

const IDLE: SectionState<unknown> = { status: 'idle' };

/** Everything about one identifier: a header, then each record family in its own tab. */
export function RecordPanel(props: RecordPanelProps) {
  const { query, sections, states, selected, filters, printing, now } = props;
  // The shown family's view code loads while its record is being read, not after it arrives.
  useLayoutEffect(() => void FAMILY_VIEWS[selected].preload(), [selected]);
  const countOf = (id: FamilyId) => {
    const state = states[id];
    return state?.status === 'ready' ? countRecords(id, state.data) : null;
  };
  const profileState = states.profile;
  const profile = profileState?.status === 'ready' ? (profileState.data as PersonProfile) : null;
  const firstAddress = profile?.enderecos[0];
  // A CNPJ has no profile: its name comes from whichever answer carries it (urban properties, fiscal benefits).
  const companyName =
    query.kind === 'cnpj'
      ? sections
          .map((section) => {
            const state = states[section.id];
            return state?.status === 'ready' ? nameFrom(section.id, state.data) : null;
          })
          .find(Boolean) ?? null
      : null;
  const freshness = sections.map((section) => states[section.id]).find((state) => state?.status === 'ready');
  const name = profile?.nome ?? companyName;
  // The answer that names a CPF (its profile) or a CNPJ (its first family) is on its way: the header
  // keeps the name's line, so the tabs do not jump under the pointer when it arrives.
  const isPending = (state: SectionState<unknown> | undefined) => !state || state.status === 'loading';
  const namePending = !name && (query.kind === 'cpf' ? isPending(profileState) : query.kind === 'cnpj' && !freshness && isPending(states[selected]));
  const highlightName = `atalaia-${query.kind}-${query.value}`;

  const body = (section: FamilySection) => {
    const state = states[section.id] ?? IDLE;
    return (
      <Section state={state} onRetry={() => props.onRetry(section.id)} onOpenOptions={props.onOpenOptions} isEmpty={(data) => isEmptyAnswer(section.id, data)} now={now}>
        {(data) => (
          <SectionContent
            id={section.id}
            data={data}
            name={highlightName}
            subject={query.value}
            isCpf={query.kind === 'cpf'}
            filters={filters}
            onFilters={props.onFilters}
            onOpen={props.onOpen}
            operations={state.status === 'ready' ? state.operations : undefined}
          />
        )}
      </Section>
    );
  };

  return (
    <article class={printing ? 'record printing' : 'record'} id="record" tabIndex={-1}>
      {printing && (
        <PrintReport
          kindTitle={t(KIND_TITLES[query.kind])}
          identifier={formatQueryValue(query.kind, query.value)}
          name={name ?? null}
          printedAt={now ?? Date.now()}
          source={props.source}
          families={sections.map((section) => {
            const state = states[section.id];
            const ready = state?.status === 'ready' ? state : null;
            const others = ready ? otherCounts(section.id, ready.data).map((other) => `${t(other.label)}: ${formatInteger(other.count)}`) : [];
            return {
              label: t(section.label),
              counts: ready ? [formatInteger(countRecords(section.id, ready.data)), ...others].join(' · ') : null,
              fetchedAt: ready ? ready.fetchedAt : null,
            };
          })}
        />
      )}
      <RecordHeader
        kind={query.kind}
        value={query.value}
        name={name}
        namePending={namePending}
        birthDate={profile?.data_nascimento ?? null}
        place={firstAddress?.cidade ? `${firstAddress.cidade}/${firstAddress.uf ?? ''}` : null}
        fetchedAt={freshness?.status === 'ready' ? freshness.fetchedAt : null}
        now={now}
        onRefresh={props.onRefresh}
        onExportJson={props.onExportJson}
        onPrint={props.onPrint}
      />
      {props.exportError && (
        <p class="notice no-print" role="alert">
          {props.exportError}
        </p>
      )}
      {props.afterHeader}
      {props.printPlan && (
        <PrintPlan
          plan={props.printPlan}
          sections={sections}
          onLookUpAndPrint={props.onPrintAfterLookingUp}
          onPrintWithout={props.onPrintWithoutMissing}
          onCancel={props.onCancelPrint}
        />
      )}
      {printing ? (
        sections.map((section) => {
          const status = states[section.id]?.status;
          return (
            <section key={section.id} class="print-section">
              <h2>{t(section.label)}</h2>
              {status === 'ready' ? body(section) : <p class="left-out">{t(status === 'error' ? 'leftOutFailed' : 'leftOutNotLookedUp')}</p>}
            </section>
          );
        })
      ) : sections.length === 1 && sections[0] ? (
        body(sections[0])
      ) : (
        <Tabs
          tabs={sections.map((section) => ({ id: section.id, label: t(section.label), badge: countOf(section.id) }))}
          selected={selected}
          onSelect={(id) => props.onSelect(id as FamilyId)}
        >
          {sections.filter((section) => section.id === selected).map((section) => (
            <div key={section.id}>{body(section)}</div>
          ))}
        </Tabs>
      )}
    </article>
  );
}
