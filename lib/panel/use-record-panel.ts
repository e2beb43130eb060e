/**
 * The side panel's look-up state: the query shown, its families loading each on its own when its tab
 * is first shown, the filters, the back/forward trail, recent look-ups, printing and the single
 * enrichment of the identifier shown. Views get it as props; this hook alone sends messages.
 */
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'preact/hooks';
import { browser } from 'wxt/browser';
import { describeApiError, describeError } from '../api/describe-error';
import { ApiError } from '../api/errors';
import { DEFAULT_FILTERS, FAMILIES, sectionsFor, type FamilyFilters, type FamilyId, type FamilySection } from '../families';
import { downloadText } from '../files/download';
import { toJson } from '../files/formats';
import { t } from '../i18n';
import { confirmFormFill, previewFormFill, toggleFill, undoFormFill, type FormFillPorts, type FormFillState } from '../enrichment/form-fill-state';
import { enrichOne, type EnrichmentState } from '../pages/enrich-one';
import { isContactKind } from '../identifiers/kinds';
import type { LookupAnswer } from '../background/rural-operations';
import { sendPaid } from '../pages/paid';
import type { LookupRequest, PanelCommand } from '../protocol/messages';
import { isFromBackground, sendMessage } from '../protocol/send';
import { forgetRecentQueries, readSettings, recentQueriesItem, rememberQuery, tokenChangedItem, watchSettings } from '../storage';
import type { Settings } from '../settings';
import { apartOperations, wholeRecord } from './apart-operations';
import { printPlanFor, type PrintPlan } from './print-plan';
import { parseQuery, queryText, type ParsedQuery, type QueryParse } from './query';
import { bareRecentLookups, describeRecentLookups, type RecentLookup } from './recent';
import { recordDocument, recordFileName } from './record-export';
import { isFixedInOptions, type SectionState, type SectionStates } from './section-state';
import { canGoBack, canGoForward, clearTrail, EMPTY_TRAIL, pushEntry, stepTrail } from './trail';
import { markOnScreen } from '../pages/bench-marks';

function queryErrorMessage(parse: Extract<QueryParse, { ok: false }>): string {
  if (parse.field === 'empty') return t('queryEmpty');
  if (parse.field === 'unknown') return t('queryUnknown');
  return describeApiError(new ApiError('invalid_input', { field: parse.field }));
}

function readyState(result: LookupAnswer, request: LookupRequest): SectionState<unknown> {
  return {
    status: 'ready',
    data: result.data,
    fetchedAt: result.fetchedAt,
    stale: result.source === 'stale' && result.refreshError ? describeApiError(ApiError.fromJSON(result.refreshError)) : null,
    cacheOff: Boolean(result.cacheUnavailable),
    ...(result.operationsApart && request.resource === 'ruralProfile' ? { operations: apartOperations(request.cpf, result.fetchedAt, result.operationsApart) } : {}),
  };
}

/** A family's look-up; a big rural profile comes without its operations, read when a partner is opened. */
const lookUp = (section: FamilySection, refresh = false) => sendPaid('lookup', { request: section.request, operationsApart: true, ...(refresh ? { refresh: true } : {}) });

/** The families to load for a query: the tab shown, and a CPF's profile, which its header needs. */
const sectionsToLoad = (query: ParsedQuery, sections: FamilySection[], selected: FamilyId) =>
  sections.filter((section) => section.id === selected || (query.kind === 'cpf' && section.id === 'profile'));

const requestKey = (section: FamilySection) => JSON.stringify(section.request);

/**
 * The first look-ups for the identifier in the panel's address (those its first render would ask
 * for once shown), sent as the panel starts rather than after two renders: a panel opened from the
 * card shows the record sooner. By request, for `load` to take.
 */
function firstLookups(search: string): Map<string, Promise<LookupAnswer>> {
  const parse = parseQuery(new URLSearchParams(search).get('q') ?? '');
  if (!parse.ok) return new Map();
  const sections = sectionsFor(parse.query);
  const first = sections[0];
  const send = (section: FamilySection) => {
    const sent = lookUp(section);
    // A failure is shown by `load`, which takes the promise a moment later.
    sent.catch(() => undefined);
    return sent;
  };
  return new Map(first ? sectionsToLoad(parse.query, sections, first.id).map((section) => [requestKey(section), send(section)]) : []);
}

const formPorts: FormFillPorts = {
  readForm: () => sendMessage('page.form', {}),
  fillForm: async (scanId, writes) => (await sendMessage('page.fillForm', { scanId, writes })).filled,
  undoFill: (scanId) => sendMessage('page.undoFill', { scanId }),
};

export function useRecordPanel() {
  const [trail, setTrail] = useState(EMPTY_TRAIL);
  const [searchText, setSearchText] = useState('');
  const [queryError, setQueryError] = useState<string | null>(null);
  const [current, setCurrent] = useState<ParsedQuery | null>(null);
  const [filters, setFilters] = useState<FamilyFilters>(DEFAULT_FILTERS);
  const [states, setStates] = useState<SectionStates>({});
  const [selected, setSelected] = useState<FamilyId>('profile');
  const [recent, setRecent] = useState<RecentLookup[]>([]);
  const [printing, setPrinting] = useState(false);
  /** The service's address, the printed report's source. */
  const [source, setSource] = useState<string | null>(null);
  /** Families not yet looked up when the person asked to print: the plan she confirms or declines. */
  const [printPlan, setPrintPlan] = useState<PrintPlan | null>(null);
  /** Printing waits for the families being looked up for the report. */
  const [printWhenLoaded, setPrintWhenLoaded] = useState(false);
  const [view, setView] = useState<'lookup' | 'enrichment'>('lookup');
  const [single, setSingle] = useState<EnrichmentState>({ status: 'idle' });
  const [fillNotice, setFillNotice] = useState<string | null>(null);
  /** Why the last "Exportar JSON" gave no file. */
  const [exportError, setExportError] = useState<string | null>(null);
  const [formFill, setFormFill] = useState<FormFillState>({ status: 'idle' });
  /** Answers for a query the user has left are dropped. */
  const generation = useRef(0);
  const recentGeneration = useRef(0);
  const early = useRef<Map<string, Promise<LookupAnswer>> | null>(null);
  early.current ??= firstLookups(location.search);

  const sections: FamilySection[] = useMemo(() => (current ? sectionsFor(current, filters) : []), [current, filters]);

  const load = (section: FamilySection, refresh = false) => {
    const mine = generation.current;
    const settle = (state: SectionState<unknown>) => mine === generation.current && setStates((previous) => ({ ...previous, [section.id]: state }));
    setStates((previous) => ({ ...previous, [section.id]: refresh && previous[section.id]?.status === 'ready' ? previous[section.id] : { status: 'loading' } }));
    const sent = refresh ? undefined : early.current?.get(requestKey(section));
    (sent ?? lookUp(section, refresh)).then(
      (result) => {
        settle(readyState(result, section.request));
        if (import.meta.env.WXT_BENCH) markOnScreen(`atalaia:section-${section.id}`);
      },
      (error: unknown) => settle({ status: 'error', message: describeError(error), fixedInOptions: isFixedInOptions(error) }),
    );
  };

  /** The recent look-ups at once, then with the names and times the cache knows. */
  const showRecent = useCallback((queries: string[]) => {
    const mine = (recentGeneration.current += 1);
    setRecent(bareRecentLookups(queries));
    // Without an answer (a worker restarting), the list keeps its kinds: names are a help, not the list.
    void describeRecentLookups(queries).then((described) => mine === recentGeneration.current && setRecent(described), () => undefined);
  }, []);

  /** Shows `text`; `push` adds it to back/forward (not when moving through them). */
  const show = useCallback(
    (text: string, push: boolean) => {
      const parse = parseQuery(text);
      setSearchText(text);
      if (!parse.ok) {
        setQueryError(queryErrorMessage(parse));
        return;
      }
      const canonical = queryText(parse.query);
      generation.current += 1;
      setQueryError(null);
      setCurrent(parse.query);
      setFilters(DEFAULT_FILTERS);
      setStates({});
      setSingle({ status: 'idle' });
      setFillNotice(null);
      setExportError(null);
      setFormFill({ status: 'idle' });
      setPrintPlan(null);
      setPrintWhenLoaded(false);
      setView('lookup');
      setSelected(sectionsFor(parse.query)[0]?.id ?? 'profile');
      window.history.replaceState(null, '', `?q=${encodeURIComponent(text.trim())}`);
      if (push) setTrail((previous) => pushEntry(previous, canonical));
      void rememberQuery(canonical).then(showRecent);
    },
    [showRecent],
  );

  useEffect(() => {
    void recentQueriesItem.getValue().then(showRecent);
    const initial = new URLSearchParams(location.search).get('q');
    if (initial) show(initial, true);
    // A token or an address fixed in the options: every family that failed loads again, so no error
    // the fix answered stays on screen.
    const retryFailed = () => setStates((previous) => Object.fromEntries(Object.entries(previous).filter(([, state]) => state.status !== 'error')));
    const showSource = (settings: Settings) => setSource(settings.apiUrl || null);
    void readSettings().then(showSource, () => undefined);
    const unwatchSettings = watchSettings((settings) => {
      showSource(settings);
      retryFailed();
    });
    const unwatchToken = tokenChangedItem.watch(retryFailed);
    // Chrome's side panel, already open, is told the card's identifier instead of being loaded again
    // at its address (lib/background/open-panel.ts): the address it takes here is the one that follows.
    // The panel page in a tab is no side panel, and leaves the command to it.
    let windowId: number | undefined;
    void Promise.all([browser.tabs.getCurrent(), browser.windows.getCurrent()]).then(
      ([tab, window]) => (windowId = tab ? undefined : window.id),
      () => undefined,
    );
    const onCommand = (message: unknown, sender: { id?: string; url?: string }, answer: (shown: boolean) => void) => {
      const command = message as Partial<PanelCommand> | null;
      if (command?.type !== 'panel.show' || !isFromBackground(sender) || windowId === undefined || command.payload?.windowId !== windowId) return;
      show(command.payload.query, true);
      answer(true);
    };
    browser.runtime.onMessage.addListener(onCommand);
    return () => {
      unwatchSettings();
      unwatchToken();
      browser.runtime.onMessage.removeListener(onCommand);
    };
  }, [show, showRecent]);

  // Each family loads on its own, when its tab is first shown; a CPF's header needs the profile. The
  // request leaves as the tab is rendered, not a frame later after its paint: a big cached record
  // takes the background a while to read, and that wait starts sooner.
  useLayoutEffect(() => {
    if (!current) return;
    for (const section of sectionsToLoad(current, sections, selected)) if (!states[section.id]) load(section);
    // The first look-ups were for the address's identifier: taken just above, or no longer wanted.
    early.current?.clear();
  }, [current, selected, filters, states, sections]);

  // The report prints once every family it waits for has its answer (or its error, which it states).
  useEffect(() => {
    if (!printWhenLoaded || sections.some((section) => states[section.id]?.status === 'loading')) return;
    setPrintWhenLoaded(false);
    setPrinting(true);
  }, [printWhenLoaded, states, sections]);

  useEffect(() => {
    if (!printing) return;
    const done = () => setPrinting(false);
    window.addEventListener('afterprint', done, { once: true });
    window.print();
    return () => window.removeEventListener('afterprint', done);
  }, [printing]);

  return {
    view,
    setView,
    searchText,
    queryError,
    recent,
    current,
    sections,
    states,
    selected,
    filters,
    printing,
    source,
    single,
    fillNotice,
    canGoBack: canGoBack(trail),
    canGoForward: canGoForward(trail),
    open: (text: string) => show(text, true),
    move: (step: -1 | 1) => {
      const moved = stepTrail(trail, step);
      if (!moved) return;
      setTrail(moved.trail);
      show(moved.entry, false);
    },
    clearRecent: (): void => void forgetRecentQueries().then(() => setRecent([])),
    clearHistory: () => setTrail(clearTrail(current ? queryText(current) : null)),
    select: setSelected,
    retry: (id: FamilyId) => {
      const section = sections.find((candidate) => candidate.id === id);
      if (section) load(section);
    },
    refresh: () => sections.filter((section) => states[section.id]).forEach((section) => load(section, true)),
    /** New filters: the families that depend on them load again. */
    changeFilters: (next: FamilyFilters) => {
      const changed = (Object.keys(next) as (keyof FamilyFilters)[]).filter((key) => next[key] !== filters[key]);
      const reload = new Set(FAMILIES.filter((family) => family.filters?.some((key) => changed.includes(key))).map((family) => family.id));
      setFilters(next);
      setStates((previous) => Object.fromEntries(Object.entries(previous).filter(([id]) => !reload.has(id as FamilyId))));
    },
    exportError,
    /** The whole record: a big rural profile's operations are first read back from the background. */
    exportJson: async () => {
      if (!current) return;
      setExportError(null);
      try {
        const whole = await wholeRecord(states);
        if (whole) downloadText(recordFileName(current), toJson(recordDocument(current, sections, whole)), 'application/json');
        else setExportError(t('exportOperationsGone'));
      } catch (error) {
        setExportError(describeError(error));
      }
    },
    printPlan,
    /** Prints the whole record; families not looked up yet are first offered, with what they cost. */
    print: () => {
      const plan = printPlanFor(sections, states);
      // What is already answered (a CPF's companies, with its profile) is shown at no cost.
      sections.filter((section) => plan.free.includes(section.id)).forEach((section) => load(section));
      if (plan.families.length > 0) setPrintPlan(plan);
      else if (plan.free.length > 0) setPrintWhenLoaded(true);
      else setPrinting(true);
    },
    printAfterLookingUp: () => {
      sections.filter((section) => printPlan?.families.includes(section.id) && !states[section.id]).forEach((section) => load(section));
      setPrintPlan(null);
      setPrintWhenLoaded(true);
    },
    printWithoutMissing: () => {
      setPrintPlan(null);
      setPrintWhenLoaded(true);
    },
    cancelPrint: () => setPrintPlan(null),
    openOptions: (): void => void browser.runtime.openOptionsPage(),
    enrichSingle: async () => {
      if (!current || !isContactKind(current.kind)) return;
      const mine = generation.current;
      setSingle({ status: 'loading' });
      const answer = await enrichOne({ kind: current.kind, value: current.value });
      // Another identifier opened meanwhile: this answer is not about the record shown, and must not be filled in as it.
      if (mine === generation.current) setSingle(answer);
    },
    /** Writes into the page only for a real click in the panel. */
    fill: (value: string, event: MouseEvent): void => {
      if (!event.isTrusted) return;
      void sendMessage('page.fill', { value }).then(({ filled, closedField }) => setFillNotice(filled ? t('filled') : t(closedField ? 'fillClosedField' : 'fillFailed')), (error: unknown) => setFillNotice(describeError(error)));
    },
    formFill,
    formFillStart: (event: MouseEvent): void => {
      if (!event.isTrusted || single.status !== 'done') return;
      setFormFill({ status: 'loading' });
      void previewFormFill(formPorts, single.item).then(setFormFill, (error: unknown) => setFormFill({ status: 'message', message: describeError(error) }));
    },
    formFillToggle: (index: number, checked: boolean) => setFormFill((state) => toggleFill(state, index, checked)),
    formFillConfirm: (event: MouseEvent): void => {
      if (!event.isTrusted) return;
      void confirmFormFill(formPorts, formFill).then(setFormFill, (error: unknown) => setFormFill({ status: 'message', message: describeError(error) }));
    },
    formFillUndo: (event: MouseEvent): void => {
      if (!event.isTrusted) return;
      void undoFormFill(formPorts, formFill).then(setFormFill, (error: unknown) => setFormFill({ status: 'message', message: describeError(error) }));
    },
    formFillClose: () => setFormFill({ status: 'idle' }),
    /**
     * Puts the enrichment's outcome away, with what was said of a fill. Nothing while an enrichment or
     * a form's preview is on its way; a form filled keeps its "Desfazer" for when the outcome shows again.
     */
    dismissSingle: () => {
      if (single.status === 'loading' || formFill.status === 'loading') return;
      setSingle({ status: 'idle' });
      setFillNotice(null);
      setFormFill((state) => (state.status === 'filled' ? state : { status: 'idle' }));
    },
  };
}

export type RecordPanelModel = ReturnType<typeof useRecordPanel>;
