/**
 * The open document's session (pages, index, card, search, lib/reader/session.ts), started once the
 * document is loaded and its pages' container is on screen, destroyed when the document goes. The
 * views are told of its changes through `version`.
 */
import type { RefObject } from 'preact';
import { useCallback, useEffect, useRef, useState } from 'preact/hooks';
import { sendMessage } from '../protocol/send';
import type { Settings } from '../settings';
import type { ReaderError } from './source';
import type { ReaderSession } from './session';
import { loadEngine, type LoadedDocument } from './use-document-source';

/** The first pages fill the width available, between 50 % and 150 %. */
const fitTo = (container: HTMLElement) => (pageWidth: number) => Math.min(1.5, Math.max(0.5, Math.round(((container.clientWidth - 48) / pageWidth) * 20) / 20));

export function useSession(loaded: LoadedDocument | null, settings: Settings | null, pagesRef: RefObject<HTMLDivElement | null>, onFailure: (error: unknown) => void) {
  const [session, setSession] = useState<ReaderSession | null>(null);
  const [version, setVersion] = useState(0);
  const changed = useCallback(() => setVersion((value) => value + 1), []);
  // What the session starts with; later changes reach it through their own effects, not a new session.
  const startRef = useRef<{ settings: Settings | null; onFailure: (error: unknown) => void }>({ settings, onFailure });
  useEffect(() => {
    startRef.current = { settings, onFailure };
  });
  const ready = settings !== null;

  useEffect(() => {
    const container = pagesRef.current;
    const { settings: initial, onFailure: failed } = startRef.current;
    if (!loaded || !container || !ready || !initial) return;
    let cancelled = false;
    let opened: ReaderSession | null = null;
    const options = {
      pdf: loaded.pdf,
      container,
      kinds: initial.detectedKinds,
      highlightStyle: initial.highlightStyle,
      initialScale: fitTo(container),
      onChange: changed,
      onBroken: (error: ReaderError) => {
        if (!cancelled) failed(error);
      },
      ocr: {
        hash: loaded.hash,
        title: loaded.title,
        automatic: initial.ocrAutomatic,
        // Ours, not the file's (a packaged file missing, a worker that does not start): logged without the document.
        onFailure: (error: unknown) => void sendMessage('reader.failure', { kind: 'ocr', message: error instanceof Error ? error.name : 'unknown' }).catch(() => undefined),
      },
    };
    void loadEngine()
      .then(({ openSession }) => openSession(options))
      .then(
        (created) => {
          if (cancelled) {
            created.destroy();
            return;
          }
          opened = created;
          container.focus({ preventScroll: true });
          setSession(created);
        },
        (error: unknown) => {
          if (!cancelled) failed(error);
        },
      );
    return () => {
      cancelled = true;
      opened?.destroy();
      setSession(null);
    };
  }, [loaded, ready, pagesRef, changed]);

  const highlightStyle = settings?.highlightStyle;
  useEffect(() => {
    if (session && highlightStyle) session.setHighlightStyle(highlightStyle);
  }, [session, highlightStyle]);

  return { session, version, changed };
}
