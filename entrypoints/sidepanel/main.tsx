import { render } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';
import type { EnrichmentState } from '../../components/card/HoverCard';
import { SingleEnrichment } from '../../components/enrichment/SingleEnrichment';
import { RecordPanel } from '../../components/panel/RecordPanel';
import { SearchBar } from '../../components/panel/SearchBar';
import type { SectionState } from '../../components/panel/Section';
import { downloadText } from '../../components/panel/download';
import '../../components/panel/panel.css';
import '../../components/theme.css';
import { ApiError, describeApiError, isApiError } from '../../lib/api/errors';
import { safeFileName, toJson } from '../../lib/file-formats';
import { localizeDocument, t } from '../../lib/i18n';
import type { LookupResult } from '../../lib/background/lookup';
import { sendMessage } from '../../lib/protocol/send';
import { DEFAULT_FILTERS, sectionsFor, type FamilySection, type FamilyFilters, type FamilyId } from '../../lib/families';
import { parseQuery, queryText, type ParsedQuery, type QueryParse } from '../../lib/panel/query';
import { enrichmentFieldsItem, recentQueriesItem, rememberQuery } from '../../lib/storage';
import { EnrichmentPanel } from './enrichment';

type States = Partial<Record<FamilyId, SectionState<unknown>>>;

function queryErrorMessage(parse: Extract<QueryParse, { ok: false }>): string {
  if (parse.field === 'empty') return t('queryEmpty');
  if (parse.field === 'unknown') return t('queryUnknown');
  return describeApiError(new ApiError('invalid_input', { field: parse.field }));
}

function readyState(result: LookupResult): SectionState<unknown> {
  return {
    status: 'ready',
    data: result.data,
    fetchedAt: result.fetchedAt,
    stale: result.source === 'stale' && result.refreshError ? describeApiError(ApiError.fromJSON(result.refreshError)) : null,
    cacheOff: Boolean(result.cacheUnavailable),
  };
}

function errorState(error: unknown): SectionState<unknown> {
  return { status: 'error', message: isApiError(error) ? describeApiError(error) : t('errorNetwork') };
}

function PanelApp() {
  const [trail, setTrail] = useState<{ entries: string[]; index: number }>({ entries: [], index: -1 });
  const [searchText, setSearchText] = useState('');
  const [queryError, setQueryError] = useState<string | null>(null);
  const [current, setCurrent] = useState<ParsedQuery | null>(null);
  const [filters, setFilters] = useState<FamilyFilters>(DEFAULT_FILTERS);
  const [states, setStates] = useState<States>({});
  const [selected, setSelected] = useState<FamilyId>('profile');
  const [recent, setRecent] = useState<string[]>([]);
  const [printing, setPrinting] = useState(false);
  const [view, setView] = useState<'lookup' | 'enrichment'>('lookup');
  const [single, setSingle] = useState<EnrichmentState>({ status: 'idle' });
  const [fillNotice, setFillNotice] = useState<string | null>(null);
  /** Answers for a query the user has left are dropped. */
  const generation = useRef(0);

  const sections: FamilySection[] = current ? sectionsFor(current, filters) : [];

  const load = (section: FamilySection, refresh = false) => {
    const mine = generation.current;
    setStates((previous) => ({ ...previous, [section.id]: refresh && previous[section.id]?.status === 'ready' ? previous[section.id] : { status: 'loading' } }));
    sendMessage('lookup', { request: section.request, ...(refresh ? { refresh: true } : {}) }).then(
      (result) => mine === generation.current && setStates((previous) => ({ ...previous, [section.id]: readyState(result) })),
      (error: unknown) => mine === generation.current && setStates((previous) => ({ ...previous, [section.id]: errorState(error) })),
    );
  };

  /** Shows `text`; `push` adds it to back/forward (not when moving through them). */
  const show = (text: string, push: boolean) => {
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
    setView('lookup');
    setSelected(sectionsFor(parse.query)[0]?.id ?? 'profile');
    window.history.replaceState(null, '', `?q=${encodeURIComponent(text.trim())}`);
    if (push) setTrail((previous) => ({ entries: [...previous.entries.slice(0, previous.index + 1), canonical], index: previous.index + 1 }));
    void rememberQuery(canonical).then(setRecent);
  };

  useEffect(() => {
    void recentQueriesItem.getValue().then(setRecent);
    const initial = new URLSearchParams(location.search).get('q');
    if (initial) show(initial, true);
  }, []);

  // Each family loads on its own, when its tab is first shown; a CPF's header needs the profile.
  useEffect(() => {
    if (!current) return;
    const wanted = sections.filter((section) => section.id === selected || (current.kind === 'cpf' && section.id === 'profile'));
    for (const section of wanted) if (!states[section.id]) load(section);
  }, [current, selected, filters, states]);

  useEffect(() => {
    if (!printing) return;
    const done = () => setPrinting(false);
    window.addEventListener('afterprint', done, { once: true });
    window.print();
    return () => window.removeEventListener('afterprint', done);
  }, [printing]);

  const move = (step: -1 | 1) => {
    const index = trail.index + step;
    const entry = trail.entries[index];
    if (entry === undefined) return;
    setTrail({ ...trail, index });
    show(entry, false);
  };

  const changeFilters = (next: FamilyFilters) => {
    setFilters(next);
    setStates((previous) => {
      const { urban: _urban, social: _social, ...rest } = previous;
      return rest;
    });
  };

  const exportJson = () => {
    if (!current) return;
    const registros = Object.fromEntries(
      sections.flatMap((section) => {
        const state = states[section.id];
        return state?.status === 'ready' ? [[section.id, { consultado_em: new Date(state.fetchedAt).toISOString(), dados: state.data }]] : [];
      }),
    );
    const document = { consulta: queryText(current), exportado_em: new Date().toISOString(), registros };
    downloadText(`${safeFileName(`atalaia-${current.kind}-${current.value}`)}.json`, toJson(document), 'application/json');
  };

  const enrichSingle = async () => {
    if (!current || (current.kind !== 'cpf' && current.kind !== 'phone' && current.kind !== 'email')) return;
    setSingle({ status: 'loading' });
    const contact = current.kind === 'cpf' ? { cpf: current.value } : current.kind === 'phone' ? { telefone: current.value } : { email: current.value };
    const campos = await enrichmentFieldsItem.getValue();
    try {
      const answer = await sendMessage('enrich.one', { contact, ...(campos.length ? { campos } : {}) });
      const item = answer.resultados[0];
      setSingle(item?.status === 'ok' ? { status: 'done', item } : { status: 'error', message: t('enrichNotOk', item?.mensagem ?? item?.status ?? '?') });
    } catch (error) {
      setSingle({ status: 'error', message: isApiError(error) ? describeApiError(error) : t('errorNetwork') });
    }
  };

  return (
    <div class="panel">
      <nav class="modes" aria-label={t('panelTitle')}>
        <button type="button" aria-pressed={view === 'lookup'} onClick={() => setView('lookup')}>
          {t('navLookup')}
        </button>
        <button type="button" aria-pressed={view === 'enrichment'} onClick={() => setView('enrichment')}>
          {t('navEnrichment')}
        </button>
      </nav>
      {view === 'enrichment' ? <EnrichmentPanel onOpen={(text) => show(text, true)} /> : null}
      <div hidden={view !== 'lookup'}>
        <SearchBar
          value={searchText}
          error={queryError}
          canGoBack={trail.index > 0}
          canGoForward={trail.index < trail.entries.length - 1}
          recent={recent}
          onSearch={(text) => show(text, true)}
          onBack={() => move(-1)}
          onForward={() => move(1)}
          onClearRecent={() => void recentQueriesItem.setValue([]).then(() => setRecent([]))}
          onClearHistory={() => setTrail(current ? { entries: [queryText(current)], index: 0 } : { entries: [], index: -1 })}
        />
        {current ? (
          <RecordPanel
            query={current}
            sections={sections}
            states={states}
            selected={selected}
            filters={filters}
            printing={printing}
            onSelect={setSelected}
            onRetry={(id) => {
              const section = sections.find((candidate) => candidate.id === id);
              if (section) load(section);
            }}
            onRefresh={() => sections.filter((section) => states[section.id]).forEach((section) => load(section, true))}
            onFilters={changeFilters}
            onOpen={(text) => show(text, true)}
            onExportJson={exportJson}
            onPrint={() => setPrinting(true)}
          />
        ) : (
          <p class="welcome">{t('welcome')}</p>
        )}
        {current && (current.kind === 'cpf' || current.kind === 'phone' || current.kind === 'email') && (
          <SingleEnrichment
            state={single}
            fillNotice={fillNotice}
            onEnrich={() => void enrichSingle()}
            onFill={(value) => void sendMessage('page.fill', { value }).then(({ filled }) => setFillNotice(filled ? t('filled') : t('fillFailed')))}
          />
        )}
      </div>
    </div>
  );
}

localizeDocument('panelTitle');
const root = document.getElementById('app');
if (root) render(<PanelApp />, root);
