/**
 * The reader page's state: where the PDF comes from and what went wrong getting it, the open
 * document's session (pages, index, card, search), the keyboard, what the cache knows of the
 * document's CPFs and CNPJs, "Consultar todos", and the report's exports. The views get it as props.
 */
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { browser } from 'wxt/browser';
import type { IdentifierReview } from '../background/review';
import { describeError } from '../api/describe-error';
import { downloadBlob, downloadText } from '../files/download';
import { safeFileName } from '../files/formats';
import { t } from '../i18n';
import { MAX_REVIEW_BATCH, type ReaderCommand } from '../protocol/messages';
import { sendPaid, type PaidAction } from '../pages/paid';
import { isFromBackground, sendMessage } from '../protocol/send';
import type { Settings } from '../settings';
import { readSettings, watchSettings } from '../storage';
import { keyAction, zoomStep } from './keys';
import { INDEX_PAGE_SIZE } from './reader-view';
import { planLookups, runLookups, type LookupPlan, type LookupProgress, type LookupRunResult } from './lookup-all';
import type * as Engine from './engine';
import type { PDFDocumentProxy } from './pdf';
import { buildReport, reportCsv, reportXlsx, type Report } from './report';
import type { ReaderSession } from './session';
import { fetchPdf, originPatternOf, ReaderError, sourceFromSearch, type ReaderProblem } from './source';

export type ReaderPhase = 'choose' | 'loading' | 'problem' | 'open';

export type LookupState =
  | { phase: 'idle' }
  | { phase: 'planning' }
  | { phase: 'confirm'; plan: LookupPlan }
  | { phase: 'running'; progress: LookupProgress }
  | { phase: 'done'; result: LookupRunResult }
  | { phase: 'error'; message: string };

interface Loaded {
  pdf: PDFDocumentProxy;
  title: string;
  /** The address it came from; null for a local file. */
  url: string | null;
}

/** The name people know a document by: the file's name, or the last part of its address. */
export function documentTitle(url: string): string {
  try {
    const name = decodeURIComponent(new URL(url).pathname.split('/').filter(Boolean).pop() ?? '');
    return name || new URL(url).host;
  } catch {
    return url;
  }
}

/** pdf.js and what uses it, loaded once; its worker starts as soon as it is here. */
let engine: Promise<typeof Engine> | null = null;
function loadEngine() {
  engine ??= import('./engine').then((module) => {
    module.startWorker();
    // Benchmark builds only: bench/reader's anchor.
    if (import.meta.env.WXT_BENCH) module.installBenchHook();
    return module;
  });
  return engine;
}

const isField = (target: EventTarget | null) =>
  target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement;

export function useReader() {
  const [phase, setPhase] = useState<ReaderPhase>('choose');
  const [problem, setProblem] = useState<ReaderProblem | null>(null);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [session, setSession] = useState<ReaderSession | null>(null);
  const [version, setVersion] = useState(0);
  const [settings, setSettings] = useState<Settings | null>(null);
  const [reviews, setReviews] = useState<ReadonlyMap<string, IdentifierReview>>(new Map());
  const [lookup, setLookup] = useState<LookupState>({ phase: 'idle' });
  const [exportNotice, setExportNotice] = useState<string | null>(null);
  const [indexLimits, setIndexLimits] = useState<Record<string, number>>({});
  /** The report being printed: the print view is rendered only for that. */
  const [printing, setPrinting] = useState<Report | null>(null);
  const pagesRef = useRef<HTMLDivElement>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  const pendingBytes = useRef<{ bytes: Uint8Array; title: string; url: string | null } | null>(null);
  const lookupAbort = useRef<AbortController | null>(null);
  /**
   * Bumped when the open document goes (and when another is asked for). What was asked for it (its
   * download, the cache's facts, a plan, a running "Consultar todos") can answer after another document
   * is open; `forThisDocument` drops it then.
   */
  const documentGeneration = useRef(0);
  const forThisDocument = () => {
    const generation = documentGeneration.current;
    return () => generation === documentGeneration.current;
  };
  const source = useMemo(() => sourceFromSearch(location.search), []);

  /** Opens the PDF's bytes, unless another document was asked for meanwhile (`stillAsked`). */
  async function open(bytes: Uint8Array, title: string, url: string | null, stillAsked: () => boolean, password?: string) {
    // pdf.js takes the buffer it is given; a copy stays for a password or a retry.
    pendingBytes.current = { bytes, title, url };
    try {
      performance.mark('atalaia-reader:fetched');
      const { openDocument } = await loadEngine();
      const pdf = await openDocument(bytes.slice(), password);
      if (!stillAsked()) {
        void pdf.destroy();
        return;
      }
      performance.mark('atalaia-reader:opened');
      pendingBytes.current = null;
      setProblem(null);
      document.title = `${title} · Atalaia`;
      setLoaded({ pdf, title, url });
      setPhase('open');
    } catch (error) {
      if (stillAsked()) fail(error);
    }
  }

  function fail(error: unknown) {
    setProblem(error instanceof ReaderError ? error.problem : { kind: 'broken' });
    setPhase('problem');
  }

  /*
   * Each load starts a new document: a file chosen or dropped while an address is still downloading
   * (or another file still being read) wins, and the late one is dropped, not opened over it.
   */
  async function loadUrl(url: string) {
    closeSession();
    const stillAsked = forThisDocument();
    setPhase('loading');
    setProblem(null);
    try {
      const bytes = await fetchPdf(url, {
        fetch: (address, init) => fetch(address, init),
        hasHostAccess: (pattern) => browser.permissions.contains({ origins: [pattern] }),
      });
      if (stillAsked()) await open(bytes, documentTitle(url), url, stillAsked);
    } catch (error) {
      if (stillAsked()) fail(error);
    }
  }

  function loadFile(file: File) {
    closeSession();
    const stillAsked = forThisDocument();
    setPhase('loading');
    setProblem(null);
    void file.arrayBuffer().then(
      async (buffer) => {
        if (stillAsked()) await open(new Uint8Array(buffer), file.name, null, stillAsked);
      },
      () => {
        if (stillAsked()) fail(new ReaderError({ kind: 'broken' }));
      },
    );
  }

  function closeSession() {
    documentGeneration.current += 1;
    lookupAbort.current?.abort();
    // The session's effect destroys it as `loaded` changes.
    setSession(null);
    setLoaded(null);
    setReviews(new Map());
    setLookup({ phase: 'idle' });
    setIndexLimits({});
    setExportNotice(null);
  }

  // Start: refuse to work framed (a page could dress the reader up to aim clicks), then load.
  useEffect(() => {
    void loadEngine().catch(() => undefined);
    void readSettings().then(setSettings);
    const unwatch = watchSettings(setSettings);
    if (window.top !== window) {
      setProblem({ kind: 'framed' });
      setPhase('problem');
      return unwatch;
    }
    if (source.kind === 'url') void loadUrl(source.url);
    else if (source.kind === 'invalid') {
      setProblem({ kind: 'invalidAddress' });
      setPhase('problem');
    }
    return unwatch;
  }, []);

  // The session starts once the document is loaded and its pages' container is on screen.
  useEffect(() => {
    const container = pagesRef.current;
    if (!loaded || !container || !settings) return;
    let cancelled = false;
    let opened: ReaderSession | null = null;
    // The first pages fill the width available, between 50 % and 150 %.
    const fit = (pageWidth: number) => Math.min(1.5, Math.max(0.5, Math.round(((container.clientWidth - 48) / pageWidth) * 20) / 20));
    const options = { pdf: loaded.pdf, container, kinds: settings.detectedKinds, highlightStyle: settings.highlightStyle, initialScale: fit, onChange: () => setVersion((value) => value + 1) };
    void loadEngine()
      .then(({ openSession }) => openSession(options))
      .then((created) => {
        if (cancelled) {
          created.destroy();
          return;
        }
        opened = created;
        container.focus({ preventScroll: true });
        setSession(created);
      }, (error: unknown) => {
        if (!cancelled) fail(error);
      });
    return () => {
      cancelled = true;
      opened?.destroy();
    };
  }, [loaded, settings !== null]);

  useEffect(() => {
    if (session && settings) session.setHighlightStyle(settings.highlightStyle);
  }, [session, settings?.highlightStyle]);

  // The keyboard, and the extension's Alt+Shift+N command routed to this tab by the background.
  useEffect(() => {
    if (!session) return;
    const act = (action: ReturnType<typeof keyAction>) => {
      const viewer = session.viewer;
      switch (action) {
        case 'nextIdentifier':
          return session.step(1);
        case 'previousIdentifier':
          return session.step(-1);
        case 'nextPage':
          return viewer.scrollToPage(session.currentPage + 1);
        case 'previousPage':
          return viewer.scrollToPage(session.currentPage - 1);
        case 'firstPage':
          return viewer.scrollToPage(1);
        case 'lastPage':
          return viewer.scrollToPage(viewer.pageCount);
        case 'zoomIn':
          return viewer.setScale(zoomStep(viewer.scale, 1));
        case 'zoomOut':
          return viewer.setScale(zoomStep(viewer.scale, -1));
        case 'zoomReset':
          return viewer.setScale(1);
        case 'find':
          return searchRef.current?.focus();
        case 'escape':
          if (session.isCardOpen()) session.closeCard();
          else if (document.activeElement === searchRef.current) pagesRef.current?.focus();
          return;
        default:
          return;
      }
    };
    const onKey = (event: KeyboardEvent) => {
      const action = keyAction({
        key: event.key,
        code: event.code,
        altKey: event.altKey,
        shiftKey: event.shiftKey,
        ctrlKey: event.ctrlKey,
        metaKey: event.metaKey,
        inField: isField(event.target),
      });
      if (!action) return;
      event.preventDefault();
      act(action);
      setVersion((value) => value + 1);
    };
    let tabId: number | undefined;
    void browser.tabs.getCurrent().then((tab) => (tabId = tab?.id));
    const onCommand = (message: unknown, sender: { id?: string; url?: string }) => {
      const command = message as Partial<ReaderCommand> | null;
      // Only the background sends it; only this tab's reader acts on it.
      if (!isFromBackground(sender) || command?.payload?.tabId !== tabId) return;
      if (command?.type === 'reader.next') act('nextIdentifier');
      if (command?.type === 'reader.closeCard') session?.closeCard();
    };
    window.addEventListener('keydown', onKey);
    browser.runtime.onMessage.addListener(onCommand);
    return () => {
      window.removeEventListener('keydown', onKey);
      browser.runtime.onMessage.removeListener(onCommand);
    };
  }, [session]);

  const complete = session?.index.isComplete() ?? false;

  /** What the cache knows about the document's CPFs and CNPJs, or some of them (no request). */
  async function refreshReviews(only?: ReadonlySet<string>): Promise<IdentifierReview[]> {
    if (!session) return [];
    const stillOpen = forThisDocument();
    const subjects = session.index
      .entries()
      .filter((entry) => (entry.kind === 'cpf' || entry.kind === 'cnpj') && (!only || only.has(entry.key)))
      .map((entry) => ({ kind: entry.kind as 'cpf' | 'cnpj', value: entry.value }));
    const answers: IdentifierReview[] = [];
    for (let start = 0; start < subjects.length; start += MAX_REVIEW_BATCH) {
      answers.push(...(await sendMessage('reader.review', { identifiers: subjects.slice(start, start + MAX_REVIEW_BATCH) })));
    }
    if (!stillOpen()) return answers;
    setReviews((previous) => {
      const next = new Map(only ? previous : []);
      for (const review of answers) next.set(`${review.kind}:${review.value}`, review);
      return next;
    });
    return answers;
  }

  useEffect(() => {
    if (complete) {
      void refreshReviews()
        .catch(() => undefined)
        .then(() => performance.mark('atalaia-reader:reviewed'));
    }
  }, [complete]);

  // The print view exists only while printing: a long report in the page would slow every change.
  useEffect(() => {
    if (!printing) return;
    const done = () => setPrinting(null);
    window.addEventListener('afterprint', done, { once: true });
    requestAnimationFrame(() => window.print());
    return () => window.removeEventListener('afterprint', done);
  }, [printing]);

  const fileBase = safeFileName(`atalaia-${loaded?.title.replace(/\.pdf$/i, '') ?? 'documento'}`);

  return {
    phase,
    problem,
    title: loaded?.title ?? null,
    url: loaded?.url ?? (source.kind === 'url' ? source.url : null),
    session,
    version,
    reviews,
    lookup,
    printing,
    indexLimits,
    exportNotice,
    pagesRef,
    searchRef,
    onFile: loadFile,
    /** Host access to the PDF's origin, asked inside the click, then the PDF again. */
    onAllowOrigin: () => {
      if (source.kind !== 'url') return;
      void browser.permissions.request({ origins: [originPatternOf(source.url)] }).then((granted) => {
        if (granted) void loadUrl(source.url);
      });
    },
    onPassword: (password: string) => {
      const pending = pendingBytes.current;
      if (pending) void open(pending.bytes, pending.title, pending.url, forThisDocument(), password);
    },
    onRetry: () => source.kind === 'url' && void loadUrl(source.url),
    /** The browser's own viewer, past the opt-in redirect for this one visit. */
    onBrowserViewer: () => {
      const url = loaded?.url ?? (source.kind === 'url' ? source.url : null);
      if (!url || !/^https?:/.test(url)) return;
      void sendMessage('reader.viewer', { url })
        .catch(() => undefined)
        .then(() => location.assign(url));
    },
    onPage: (page: number) => session?.viewer.scrollToPage(page),
    onZoom: (direction: 1 | -1) => {
      if (!session) return;
      session.viewer.setScale(zoomStep(session.viewer.scale, direction));
      setVersion((value) => value + 1);
    },
    onSearch: (query: string) => session?.setSearch(query),
    onSearchStep: (direction: 1 | -1) => session?.stepSearch(direction),
    onVisit: (key: string) => session?.visitFirst(key),
    /** "Consultar todos", step one: count the requests (cached ones are free) and ask to confirm. */
    onLookupAll: (event: MouseEvent) => {
      if (!event.isTrusted || !session) return;
      const stillOpen = forThisDocument();
      setLookup({ phase: 'planning' });
      void refreshReviews().then(
        (answers) => stillOpen() && setLookup({ phase: 'confirm', plan: planLookups(answers) }),
        (error: unknown) => stillOpen() && setLookup({ phase: 'error', message: describeError(error) }),
      );
    },
    /** Step two, a second trusted click: the look-ups, at a bounded rate. */
    onConfirmLookup: (event: MouseEvent) => {
      if (!event.isTrusted || lookup.phase !== 'confirm') return;
      const controller = new AbortController();
      lookupAbort.current = controller;
      const stillOpen = forThisDocument();
      const { pending } = lookup.plan;
      setLookup({ phase: 'running', progress: { done: 0, failed: 0, total: pending.length } });
      // The index's facts fill in as the answers arrive, a few identifiers at a time.
      let answered = new Set<string>();
      const refreshAnswered = () => {
        const keys = answered;
        answered = new Set();
        return keys.size > 0 ? refreshReviews(keys).catch(() => []) : Promise.resolve([]);
      };
      // One action: past the month's budget, confirmed once for all its look-ups.
      const paid: PaidAction = { confirmed: false };
      void runLookups(pending, {
        lookup: (request) => sendPaid('lookup', { request }, paid),
        signal: controller.signal,
        onProgress: (progress, request) => {
          // Look-ups already under way when the document went still end here.
          if (!stillOpen()) return;
          setLookup({ phase: 'running', progress });
          answered.add('cnpj' in request ? `cnpj:${request.cnpj}` : 'cpf' in request ? `cpf:${request.cpf}` : '');
          if (answered.size >= 8) void refreshAnswered();
        },
      }).then(async (result) => {
        if (!stillOpen()) return;
        await refreshAnswered();
        if (!stillOpen()) return;
        setLookup(result.stoppedBy ? { phase: 'error', message: t('lookupAllStopped', describeError(result.stoppedBy)) } : { phase: 'done', result });
      });
    },
    onCancelLookup: () => {
      lookupAbort.current?.abort();
      if (lookup.phase === 'confirm' || lookup.phase === 'error') setLookup({ phase: 'idle' });
    },
    onShowMore: (kind: string) => setIndexLimits((limits) => ({ ...limits, [kind]: (limits[kind] ?? INDEX_PAGE_SIZE) + 500 })),
    onExport: (format: 'csv' | 'xlsx' | 'print') => {
      if (!session) return;
      const report = buildReport(session.index.entries(), reviews);
      setExportNotice(null);
      if (format === 'csv') downloadText(`${fileBase}.csv`, reportCsv(report), 'text/csv;charset=utf-8');
      else if (format === 'xlsx') {
        void reportXlsx(report).then(
          (blob) => downloadBlob(`${fileBase}.xlsx`, blob),
          () => setExportNotice(t('exportFailed')),
        );
      } else setPrinting(report);
    },
  };
}

export type ReaderModel = ReturnType<typeof useReader>;
