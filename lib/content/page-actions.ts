/**
 * What the content script does only when the person asks for it from the panel or a card: write a
 * value into the field she was in ("Preencher"), read, fill and undo the form around it ("Preencher
 * formulário"), and list the people the page shows ("Enriquecer contatos desta página"). None of it
 * runs on a page until then, so none of it is in the script every page loads: it is its own script
 * (entrypoints/page-actions.ts), loaded on the first such request (./page-actions-load.ts).
 *
 * What it is handed was gathered in the content script, where and when it happened: the field of the
 * person's last trusted gesture (./field-memory.ts), the identifiers the scanner found.
 */
import type { FillOutcome, FormScan, FormUndo, FormWrite, PageContact } from '../protocol/messages';
import type { RememberedField } from './field-memory';
import { insertText, isWritable } from './fill';
import { createFormFiller } from './form-fields';
import { pageContacts, type FoundIdentifier } from './page-contacts';
import { createVisibilityCheck } from './visibility';

export interface PageActions {
  /** Writes `value` into the remembered field, if a person can still see and write into it. */
  fill(remembered: RememberedField | null, value: string): Exclude<FillOutcome, 'closed_field'>;
  /** The form around the remembered field (the whole page without one). */
  scanForm(remembered: RememberedField | null): FormScan;
  fillForm(scanId: number, writes: FormWrite[]): number;
  undoFill(scanId: number): FormUndo;
  /** The page's contacts from the identifiers found; `ignore`: Atalaia's own host, never part of the page. */
  contacts(found: FoundIdentifier[], ignore: Element | null): PageContact[];
}

export function createPageActions(document: Document): PageActions {
  const forms = createFormFiller(document);
  const writable = (remembered: RememberedField | null) => (remembered && isWritable(remembered.field) ? remembered : null);
  return {
    fill(remembered, value) {
      const field = writable(remembered);
      return field && insertText(field.field, value, field.selection) ? 'filled' : 'no_field';
    },
    scanForm: (remembered) => forms.scan(writable(remembered)?.field ?? null),
    fillForm: (scanId, writes) => forms.fill(scanId, writes),
    undoFill: (scanId) => forms.undo(scanId),
    contacts(found, ignore) {
      const visibility = createVisibilityCheck(document.defaultView ?? window, ignore);
      return pageContacts(found, (range) => visibility.text(range));
    },
  };
}
