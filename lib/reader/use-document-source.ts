/**
 * Where the reader's document comes from and what went wrong getting it: an address (fetched without
 * the person's cookies until they ask to use their login), a `file:` address only with the reader
 * menu's grant, a file chosen or dropped, and a password when the PDF asks for one. A site the
 * organization blocked is refused before anything is fetched, and closed if blocked while open.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { browser } from 'wxt/browser';
import { isBlockedSite } from '../settings/managed';
import type { ManagedMirror } from '../storage';
import { fileGrantsItem } from '../storage/session';
import type * as Engine from './engine';
import { isGranted } from '../storage/file-grants';
import { sendMessage } from '../protocol/send';
import { failureReport, problemOf } from './problems';
import type { PDFDocumentProxy } from './pdf';
import { fetchPdf, grantOf, originPatternOf, ReaderError, sourceFromSearch, type ReaderProblem, type ReaderSource } from './source';
import { documentHash } from './document-hash';
import type { ReaderSettings } from './use-reader-settings';

export type ReaderPhase = 'choose' | 'loading' | 'problem' | 'open';

export interface LoadedDocument {
  pdf: PDFDocumentProxy;
  title: string;
  /** The address it came from; null for a local file. */
  url: string | null;
  /** SHA-256 of its bytes: what OCR results are kept under. */
  hash: string;
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
export function loadEngine() {
  engine ??= import('./engine').then((module) => {
    module.startWorker();
    return module;
  });
  return engine;
}

/**
 * The site of an address of the web if the organization blocked it (`blockedSites`): its host, with
 * the port when it has one, which a pattern names only when it wants that port alone; null for a local file.
 */
export function blockedHostOf(managed: ManagedMirror, url: string | null): string | null {
  if (!url || !/^https?:/i.test(url)) return null;
  const { host } = new URL(url);
  return isBlockedSite(managed, host) ? host : null;
}

/** What is wrong before anything is fetched: the page framed, or the address unusable. */
function problemAtStart(source: ReaderSource): ReaderProblem | null {
  if (window.top !== window) return { kind: 'framed' };
  return source.kind === 'invalid' ? { kind: 'invalidAddress' } : null;
}

export function useDocumentSource(current: ReaderSettings | null) {
  const source = useMemo(() => sourceFromSearch(location.search), []);
  const [problem, setProblem] = useState<ReaderProblem | null>(() => problemAtStart(source));
  const [phase, setPhase] = useState<ReaderPhase>(() => (problem ? 'problem' : source.kind === 'url' ? 'loading' : 'choose'));
  const [loaded, setLoaded] = useState<LoadedDocument | null>(null);
  /** The person asked to fetch the address with their cookies ("Usar meu login neste site"). */
  const [withLogin, setWithLogin] = useState(false);
  const pendingBytesRef = useRef<{ bytes: Uint8Array; title: string; url: string | null } | null>(null);
  /**
   * Bumped when another document is asked for. What was asked for the last one (its download, the
   * cache's facts, a plan, a running "Consultar todos") can answer after another is open;
   * `forThisDocument` drops it then.
   */
  const generationRef = useRef(0);
  const forThisDocument = useCallback(() => {
    const asked = generationRef.current;
    return () => asked === generationRef.current;
  }, []);
  const managed = current?.managed ?? null;

  const fail = useCallback((error: unknown) => {
    const problem = problemOf(error);
    // Ours, not the file's: logged for the Diagnóstico report the message points to.
    if (problem.kind === 'ours') void sendMessage('reader.failure', failureReport(error)).catch(() => undefined);
    setProblem(problem);
    setPhase('problem');
  }, []);

  /** The open document turned out broken (or our code failed on it): it goes, and the reader says why. */
  const closeWith = useCallback(
    (error: unknown) => {
      generationRef.current += 1;
      setLoaded(null);
      fail(error);
    },
    [fail],
  );

  /** Leaves the open document (the session's effect destroys it as `loaded` changes). */
  const startOver = useCallback(() => {
    generationRef.current += 1;
    setLoaded(null);
    setProblem(null);
    setPhase('loading');
    return forThisDocument();
  }, [forThisDocument]);

  /** Opens the PDF's bytes, unless another document was asked for meanwhile (`stillAsked`). */
  const open = useCallback(
    async (bytes: Uint8Array, title: string, url: string | null, stillAsked: () => boolean, password?: string) => {
      // pdf.js takes the buffer it is given; a copy stays for a password or a retry.
      pendingBytesRef.current = { bytes, title, url };
      try {
        performance.mark('atalaia-reader:fetched');
        const { openDocument } = await loadEngine();
        const [pdf, hash] = await Promise.all([openDocument(bytes.slice(), password), documentHash(bytes)]);
        if (!stillAsked()) {
          void pdf.destroy();
          return;
        }
        performance.mark('atalaia-reader:opened');
        pendingBytesRef.current = null;
        setProblem(null);
        document.title = `${title} · Atalaia`;
        setLoaded({ pdf, title, url, hash });
        setPhase('open');
      } catch (error) {
        if (stillAsked()) fail(error);
      }
    },
    [fail],
  );

  /*
   * Each load starts a new document: a file chosen or dropped while an address is still downloading
   * (or another file still being read) wins, and the late one is dropped, not opened over it.
   */
  const loadUrl = useCallback(
    async (url: string, login: boolean) => {
      const stillAsked = startOver();
      try {
        if (url.startsWith('file:') && !isGranted(await fileGrantsItem.getValue(), grantOf(location.hash), url, Date.now())) {
          throw new ReaderError({ kind: 'fileUrlRefused' });
        }
        const bytes = await fetchPdf(url, {
          fetch: (address, init) => fetch(address, init),
          hasHostAccess: (pattern) => browser.permissions.contains({ origins: [pattern] }),
          withLogin: login,
        });
        if (stillAsked()) await open(bytes, documentTitle(url), url, stillAsked);
      } catch (error) {
        if (stillAsked()) fail(error);
      }
    },
    [startOver, open, fail],
  );

  const loadFile = useCallback(
    (file: File) => {
      const stillAsked = startOver();
      void file.arrayBuffer().then(
        async (buffer) => {
          if (stillAsked()) await open(new Uint8Array(buffer), file.name, null, stillAsked);
        },
        () => {
          if (stillAsked()) fail(new ReaderError({ kind: 'broken' }));
        },
      );
    },
    [startOver, open, fail],
  );

  // The address, once the policy is known: a blocked site is refused before anything is fetched.
  const blockedHost = useMemo(() => (managed ? blockedHostOf(managed, loaded ? loaded.url : source.kind === 'url' ? source.url : null) : null), [managed, loaded, source]);
  const startedRef = useRef(false);
  useEffect(() => {
    // A site blocked while open is fetched anew if the policy lets it go again.
    if (blockedHost) startedRef.current = false;
    if (startedRef.current || managed === null || problemAtStart(source) || source.kind !== 'url' || blockedHost) return;
    startedRef.current = true;
    void loadUrl(source.url, false);
  }, [managed, source, blockedHost, loadUrl]);
  const address = source.kind === 'url' ? source.url : null;
  // Blocked, at the start or while open (the policy changed): nothing more of it is read or shown.
  return {
    phase: blockedHost ? ('problem' as const) : phase,
    problem: blockedHost ? ({ kind: 'blockedSite', host: blockedHost } as const) : problem,
    loaded: blockedHost ? null : loaded,
    /** The address asked for, or the open document's. */
    url: loaded?.url ?? address,
    withLogin,
    forThisDocument,
    closeWith,
    onFile: loadFile,
    /** Host access to the PDF's origin, asked inside the click, then the PDF again. */
    onAllowOrigin: () => {
      if (!address) return;
      void browser.permissions.request({ origins: [originPatternOf(address)] }).then((granted) => {
        if (granted) void loadUrl(address, withLogin);
      });
    },
    /** The address again, this time with the person's cookies for its site: only from their own click. */
    onUseLogin: (event: MouseEvent) => {
      if (!event.isTrusted || !address) return;
      setWithLogin(true);
      void loadUrl(address, true);
    },
    onPassword: (password: string) => {
      const pending = pendingBytesRef.current;
      if (pending) void open(pending.bytes, pending.title, pending.url, forThisDocument(), password);
    },
    onRetry: () => {
      if (address) void loadUrl(address, withLogin);
    },
  };
}
