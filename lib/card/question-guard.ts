import type { SpendGuard } from './spend-guard';

/**
 * Watches a question the card asks in its own dialog before spending (purpose, budget) with a guard
 * of its own (`PaidAction.guard`), so a click on its answer follows the card's rules: the question
 * counts as just changed when it appears, and the pointer must have come into it. Loaded with the
 * questions (lib/pages/paid-questions.ts), not with the card's first script.
 */
export function watchQuestion(dialog: HTMLElement, guard: SpendGuard): () => void {
  guard.contentChanged();
  const onPointer = (event: PointerEvent) => guard.pointerEntered(event);
  const onPointerLeave = () => guard.pointerLeft();
  dialog.addEventListener('pointermove', onPointer);
  dialog.addEventListener('pointerleave', onPointerLeave);
  return () => {
    guard.dispose();
    dialog.removeEventListener('pointermove', onPointer);
    dialog.removeEventListener('pointerleave', onPointerLeave);
  };
}
