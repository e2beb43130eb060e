/**
 * The message protocol between contexts, both directions, free of zod so that every context can
 * import it: what each message into the background answers, which of them a content script may send,
 * and the messages the background sends to a tab's content script. The payload schemas are in
 * `./schemas.ts`, which only the background's router loads.
 */
import type { EnrichmentResultItem, SyncEnrichmentResponse, TransportOperation } from '../api/schemas';
import type { AuditEntry } from '../audit/entries';
import type { SerializedApiError } from '../api/errors';
import type { CacheStats, CachedSubject } from '../background/cache';
import type { ConnectionReport } from '../background/connection-test';
import type { LogEntry } from '../background/log';
import type { OcrDocument } from '../background/ocr-store';
import type { LookupAnswer } from '../background/rural-operations';
import type { OcrPage } from '../reader/ocr-text';
import type { IdentifierReview } from '../background/review';
import type { IdentifierSummary } from '../background/summary';
import type { SkippedRow } from '../enrichment/batches';
import type { BatchProgress, ContactResult } from '../enrichment/progress';
import type { IdentifierKind } from '../identifiers/kinds';
import type { Settings } from '../settings';
import type { TokenState } from '../storage/trusted';
import type { MessagePayload, MessageType } from './schemas';

export type { LookupRequest, LookupResource, MessagePayload, MessageType } from './schemas';
export { MAX_BATCH_CONTACTS, MAX_COLUMNS, MAX_HEADER_LINE_CHARS, MAX_REVIEW_BATCH } from './limits';

/** An identifier a page shows that enrichment takes. */
export interface PageIdentifier {
  kind: 'cpf' | 'phone' | 'email';
  value: string;
}

/** Why text on a page does not count as shown: a page can hide text from people but not from a scanner. */
export type HiddenReason = 'not_rendered' | 'transparent' | 'tiny_text' | 'tiny_field' | 'off_screen' | 'clipped' | 'covered' | 'low_contrast';

/**
 * A person or company the page shows: the identifiers of one table row, list item, card or block. The
 * strongest one is sent (CPF, then phone, then e-mail), the others are shown beside the result.
 */
export interface PageContact {
  primary: PageIdentifier;
  others: PageIdentifier[];
  /** The person's name as the record shows it (its "Nome" cell, its card's heading), to tell contacts apart. */
  name?: string;
  /** Set when the page hides these identifiers: listed apart, never picked by default. */
  hidden?: HiddenReason;
}

/** What a form field on the page asks for, as "Preencher formulário" maps an enrichment onto it. */
export const FORM_ROLES = ['name', 'birth_date', 'sex', 'email', 'phone', 'cpf', 'address', 'street', 'number', 'complement', 'district', 'city', 'uf', 'cep'] as const;
export type FormRole = (typeof FORM_ROLES)[number];

/** A field of the page's form, described for the preview: never its value, only whether it has one. */
export interface FormField {
  id: number;
  role: FormRole;
  /** Its label, placeholder or name, as the person reads it on the page (cut to 80 characters). */
  label: string;
  filled: boolean;
  control: 'text' | 'date' | 'select';
  /** A select's options (value and text), to pick the one that matches. */
  options?: { value: string; text: string }[];
  /** Set when the page hides the field: listed, marked, never ticked unless the person ticks it. */
  hidden?: HiddenReason;
}

/**
 * Where the fields of a scan come from: the form the person is working in (named as the page names
 * it, when it does), or the whole page when she has not gone to a field in a form.
 */
export type FormScope = { kind: 'form'; name?: string } | { kind: 'page' };

/** The form fields found on the page at one moment; a fill names that moment, so fields cannot be swapped. */
export interface FormScan {
  scanId: number;
  scope: FormScope;
  fields: FormField[];
}

/** What "Desfazer" did: fields put back as they were, and fields left alone because the person edited them since. */
export interface FormUndo {
  restored: number;
  kept: number;
}

/**
 * What "Preencher" did: written; no field to write (the person has not gone to one); or the field is
 * in a closed shadow root, which the page keeps out of any script's reach.
 */
export type FillOutcome = 'filled' | 'no_field' | 'closed_field';

/** One value to write into a field of a scan; `replace` overwrites a field that has a value. */
export interface FormWrite {
  id: number;
  value: string;
  replace: boolean;
}

/**
 * Whether Atalaia can read pages: every site (`allSites`), and the page beside the panel (null when
 * there is none: the panel is itself the active tab).
 */
export interface PageAccess {
  allSites: boolean;
  page: { tabId: number; reached: boolean } | null;
}

/** A card's box in a frame's viewport pixels. */
export interface FrameBox {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

export interface CardIdentifier {
  kind: IdentifierKind;
  value: string;
}

/** What the card frame shows: the identifier, and whether it offers "Enriquecer" (a contact, and the feature on). */
export interface CardSubject extends CardIdentifier {
  enrichable: boolean;
  /**
   * A token and the service's addresses are set: without them the card says so and offers the
   * options instead of actions that could only fail.
   */
  configured: boolean;
  /**
   * Opened by the person's "next identifier" shortcut: the frame moves focus into itself. Only the
   * background says so (from the content script's own card.open), so the page cannot make a card take the focus.
   */
  keyboard?: true;
}

export interface MessageAnswers {
  'card.open': { cardId: string };
  /** The host of the tab's top frame, for a frame without a site of its own; null when it has none. */
  'frame.topHost': string | null;
  /** The tab's top document is a PDF in the browser's own viewer (Chrome): its toolbar badge says so. */
  'page.pdfShown': { marked: boolean };
  'card.get': CardSubject;
  'card.close': { closed: boolean };
  /**
   * Shown: the top frame displays the card of a sub-frame (`requestId` names the position the frames
   * relayed, lib/content/frame-relay.ts); `box` is where it went, in the opener frame's viewport, for
   * the way to it (lib/content/card-place.ts). Null when the top frame could not show it.
   */
  'card.show': { box: FrameBox | null };
  /** Whether the card had the focus when it was hidden (then it goes back to the identifier). */
  'card.hide': { hadFocus: boolean };
  'card.pointer': null;
  /** Whether the person has seen the card, uncovered, without a break up to now (true in extension pages). */
  'card.uncovered': boolean;
  'card.summary': IdentifierSummary | null;
  'card.enrichment': EnrichmentResultItem | null;
  /**
   * `opened: false`: Firefox's sidebar is set to the query but stays closed until the person opens it
   * (the card's click cannot, see lib/background/open-panel.ts), with `shortcut` as they have it.
   */
  'panel.open': { opened: boolean; shortcut: string | null };
  'enrich.one': SyncEnrichmentResponse;
  lookup: LookupAnswer;
  /** Per partner asked for, its operations; null when the cache no longer holds that answer. */
  'lookup.operations': TransportOperation[][] | null;
  /** The settings in force after the change (the policy applied). */
  'settings.update': Settings;
  'token.save': TokenState;
  'token.state': TokenState;
  'connection.test': ConnectionReport;
  'enrich.start': BatchProgress;
  'enrich.known': { known: number[] };
  'enrich.batches': BatchProgress[];
  'enrich.results': { progress: BatchProgress; results: ContactResult[]; header?: string[] | undefined; skipped?: SkippedRow[] | undefined } | null;
  'enrich.cancel': { cancelled: true };
  'enrich.decide': { taken: boolean };
  'enrich.tick': { open: number };
  'page.contacts': PageContact[];
  'page.fill': { filled: boolean; closedField?: true };
  'page.form': FormScan | null;
  'page.fillForm': { filled: number };
  'page.undoFill': FormUndo;
  'page.access': PageAccess;
  'cache.stats': CacheStats;
  'cache.list': CachedSubject[];
  'cache.purgeAll': { purged: true };
  'cache.purgeSubject': { purged: number };
  /** One per identifier asked about, in order; null when the cache has nothing on it. */
  'recent.summaries': (IdentifierSummary | null)[];
  'reader.review': IdentifierReview[];
  'reader.viewer': { allowed: boolean };
  'reader.failure': { logged: true };
  /** The pages OCR read of a document before, by page number. */
  'ocr.pages': { pages: Record<number, OcrPage> };
  /** Whether the page was kept (not with the cache off). */
  'ocr.save': { saved: boolean };
  'ocr.list': OcrDocument[];
  'ocr.erase': { erased: true };
  /** The session's purpose ('' when none was given). */
  'purpose.get': { purpose: string };
  'purpose.set': { purpose: string };
  'audit.entries': AuditEntry[];
  'audit.erase': { erased: number };
  'diagnostics.entries': LogEntry[];
  'diagnostics.clear': { cleared: true };
  'diagnostics.report': { logged: true };
}

/**
 * The only messages a content script may send: opening a card, which answers an id and nothing else;
 * showing or hiding in the top frame the card a sub-frame opened (positions and ids only); its top
 * frame's host; and that its tab shows a PDF, which sets the toolbar's badge and nothing else.
 * Whatever reaches the page's context could leak to the page, so summaries and enrichment go to the
 * card frame instead; and nothing a content script asks may open the panel or make a request, since
 * its world is the one nearest the page (the card frame opens the panel after a guarded click).
 */
export const CONTENT_MESSAGES = ['card.open', 'card.show', 'card.hide', 'frame.topHost', 'page.pdfShown'] as const satisfies readonly MessageType[];
export type ContentMessageType = (typeof CONTENT_MESSAGES)[number];

export type Reply<T> = { ok: true; value: T } | { ok: false; error: SerializedApiError };

export interface Envelope<T extends string, P> {
  atalaia: 1;
  type: T;
  payload: P;
}

export type MessageEnvelope<T extends MessageType> = Envelope<T, MessagePayload<T>>;

/** Background → content script: what the background asks a tab's page, and what each answers. */
export interface TabMessages {
  /** The keyboard command: move to the page's next identifier. */
  'content.next': { payload: Record<string, never>; answer: null };
  /** The page's host (`location.host`), for the toolbar's pause menu. */
  'content.host': { payload: Record<string, never>; answer: string | null };
  /** The contacts the page shows, for "Enriquecer contatos desta página". */
  'content.contacts': { payload: Record<string, never>; answer: PageContact[] };
  /** The card frame asked to close (its × or Escape): hide it if it is still this page's card. */
  'content.closeCard': { payload: { cardId: string }; answer: null };
  /**
   * The top frame shows the card a sub-frame opened, at the position relayed under `requestId`;
   * answers where the card went, in the opener frame's viewport (null: no position came).
   */
  'content.showCard': { payload: { cardId: string; requestId: string; keyboard: boolean }; answer: FrameBox | null };
  /** The top frame hides the sub-frame's card it shows; answers whether the card had the focus. */
  'content.hideCard': { payload: { cardId: string }; answer: boolean };
  /** The card frame reports the person's pointer entering (`over`) or leaving it, to the frame that opened it. */
  'content.cardPointer': { payload: { cardId: string; over: boolean }; answer: null };
  /** The top frame, where every card of the tab shows: has the card been visible, uncovered, without a break up to now? */
  'content.cardUncovered': { payload: { cardId: string }; answer: boolean };
  /** Put a value into the field the person last focused, at the caret or over the selection. */
  'content.fill': { payload: { value: string }; answer: FillOutcome };
  /** The form fields around the field the person last focused (or of the whole page), for "Preencher formulário". */
  'content.form': { payload: Record<string, never>; answer: FormScan };
  /** Write the values the person confirmed into the fields of a scan; answers how many were written. */
  'content.fillForm': { payload: { scanId: number; writes: FormWrite[] }; answer: number };
  /** "Desfazer": put back the fields the last fill of that scan changed. */
  'content.undoFill': { payload: { scanId: number }; answer: FormUndo };
  /** Counts and timings of the scanner, for the page benchmark; only in benchmark builds. */
  'content.stats': { payload: Record<string, never>; answer: Record<string, number> | null };
}

export type TabMessageType = keyof TabMessages;

/**
 * Background → the document reader (an extension page, which `tabs.sendMessage` does not reach): the
 * keyboard command in the reader's tab, and the close of a card it opened (the card's own × or Esc).
 * Sent to every extension page; only the reader in that tab acts.
 */
export type ReaderCommand = { atalaia: 1; type: 'reader.next'; payload: { tabId: number } } | { atalaia: 1; type: 'reader.closeCard'; payload: { tabId: number; cardId: string } };
/**
 * Background → Chrome's side panel open in `windowId`: show `query` (the card's "Abrir no painel"),
 * without the page loading again as it does when its address changes. Answered `true` by that panel.
 */
export type PanelCommand = { atalaia: 1; type: 'panel.show'; payload: { windowId: number; query: string } };
export type TabMessageEnvelope<T extends TabMessageType> = Envelope<T, TabMessages[T]['payload']>;
