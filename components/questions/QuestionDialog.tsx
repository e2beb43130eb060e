import type { ComponentChildren } from 'preact';
import { useLayoutEffect, useRef, useState } from 'preact/hooks';
import { t } from '../../lib/i18n';
import './questions.css';

export interface QuestionDialogProps {
  title: string;
  /** The question itself, read out with the title when the dialog opens. */
  description: string;
  confirmLabel: string;
  /** The answer is valid: null submits, a message stays on screen and keeps the dialog open. */
  validate?: () => string | null;
  /**
   * Why a click on the confirming button does not count (the dialog was covered or had just
   * appeared), or null; the hover card's frame sits in a page that may aim clicks at it.
   */
  refuseClick?: (event: MouseEvent) => string | null;
  onConfirm: () => void;
  /** The focus starts on "Cancelar" rather than on the first field or button: the safe answer to Enter. */
  focusCancel?: boolean;
  /** Cancelled: the button, or Esc. */
  onCancel: () => void;
  children?: ComponentChildren;
}

/**
 * A question asked before a paid action, in the extension's own modal dialog: labelled by its title
 * and question, the focus inside while open and back where it was after, Esc cancels. Narrow
 * enough for the hover card's 340 × 260 px frame; it scrolls within when the content is taller. One
 * question is asked at a time (lib/pages/paid-questions.ts), so its ids are fixed: `useId` would
 * weigh on the card's first script, which shares Preact's hooks with this chunk.
 */
export function QuestionDialog({ title, description, confirmLabel, validate, refuseClick, onConfirm, focusCancel = false, onCancel, children }: QuestionDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [notice, setNotice] = useState<string | null>(null);

  // Modal from its first paint, not a frame later: a key or a click in between would reach the page behind.
  useLayoutEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (!element.open) element.showModal();
    // Closing (not just removing) gives the focus back to what had it before.
    return () => element.open && element.close();
  }, []);

  return (
    <dialog
      ref={dialog}
      class="question"
      aria-labelledby="question-title"
      aria-describedby="question-text"
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
    >
      <form
        method="dialog"
        onSubmit={(event) => {
          event.preventDefault();
          const problem = validate?.() ?? null;
          setNotice(problem);
          if (problem === null) onConfirm();
        }}
      >
        <h2 id="question-title">{title}</h2>
        <p id="question-text">{description}</p>
        {children}
        {notice && (
          <p class="question-notice" role="alert">
            {notice}
          </p>
        )}
        <div class="actions">
          <button
            type="submit"
            class="primary"
            onClick={(event) => {
              const refused = refuseClick?.(event) ?? null;
              if (refused === null) return;
              event.preventDefault();
              setNotice(refused);
            }}
          >
            {confirmLabel}
          </button>
          <button type="button" autofocus={focusCancel} onClick={onCancel}>
            {t('cancel')}
          </button>
        </div>
      </form>
    </dialog>
  );
}
