/**
 * The payload schema of every message into the background. Only the background's router imports this
 * module's values; every other context imports its types, which compile to nothing, so that zod never
 * ships in a page or a content script.
 */
import { z } from 'zod';
import { enrichmentContactSchema, enrichmentFieldSchema } from '../api/schemas';
import { HIGHLIGHT_STYLES, IDENTIFIER_KINDS, type Settings } from '../settings';
import { MAX_BATCH_CONTACTS, MAX_COLUMNS, MAX_PARTNERS, MAX_RECENT_QUERIES, MAX_REVIEW_BATCH, ROW_PROBLEMS } from './limits';

const shortText = z.string().min(1).max(300);
/** A document's SHA-256, hex. */
const documentHash = z.string().regex(/^[0-9a-f]{64}$/);
const ocrBox = z.tuple([z.number(), z.number(), z.number(), z.number()]);
/** What OCR read on one page (lib/reader/ocr-text.ts): at most a dense page's worth of lines and words. */
const ocrPageSchema = z.strictObject({
  lines: z
    .array(
      z.strictObject({
        box: ocrBox,
        words: z.array(z.strictObject({ text: z.string().min(1).max(200), confidence: z.number().min(0).max(100), box: ocrBox })).max(400),
      }),
    )
    .max(1000),
});
/** The fields of one CSV row, as read. */
const csvFields = z.array(z.string().max(5000)).max(MAX_COLUMNS + 1);

export const lookupRequestSchema = z.discriminatedUnion('resource', [
  z.strictObject({ resource: z.literal('personProfile'), cpf: shortText }),
  z.strictObject({ resource: z.literal('ruralProfile'), cpf: shortText }),
  z.strictObject({ resource: z.literal('urbanByCpf'), cpf: shortText, includeRelatives: z.boolean().optional() }),
  z.strictObject({ resource: z.literal('urbanByCpfInState'), cpf: shortText, uf: shortText }),
  z.strictObject({ resource: z.literal('urbanByCnpj'), cnpj: shortText }),
  z.strictObject({ resource: z.literal('fiscalBenefits'), cnpj: shortText }),
  z.strictObject({ resource: z.literal('federalDebts'), cpf: shortText }),
  z.strictObject({ resource: z.literal('vehicles'), cpf: shortText }),
  z.strictObject({ resource: z.literal('socialBenefits'), cpf: shortText, name: z.string().max(300).optional() }),
  z.strictObject({ resource: z.literal('cafir'), nirf: shortText }),
  z.strictObject({ resource: z.literal('sncrByMunicipality'), ibgeCode: shortText }),
  z.strictObject({ resource: z.literal('sncrByCode'), propertyCode: shortText }),
  z.strictObject({ resource: z.literal('peopleByPhone'), phone: shortText }),
  z.strictObject({ resource: z.literal('digitalProfiles'), email: shortText }),
  z.strictObject({ resource: z.literal('companiesByEmail'), email: shortText }),
]);

export type LookupRequest = z.output<typeof lookupRequestSchema>;
export type LookupResource = LookupRequest['resource'];

/** Each setting's type; the background applies each value's own rule (lib/settings/index.ts) before keeping it. */
const settingFields = {
  apiUrl: z.string().max(2000),
  baseUrl: z.string().max(2000),
  cacheTtlHours: z.number(),
  prefetchOnHover: z.boolean(),
  detectedKinds: z.array(z.enum(IDENTIFIER_KINDS)).max(IDENTIFIER_KINDS.length),
  pausedEverywhere: z.boolean(),
  pausedSites: z.array(z.string().max(300)).max(10_000),
  highlightStyle: z.enum(HIGHLIGHT_STYLES),
  openPdfsInReader: z.boolean(),
  ocrAutomatic: z.boolean(),
  requirePurpose: z.boolean(),
  auditRetentionDays: z.number(),
  monthlyBudget: z.number(),
} satisfies { [Field in keyof Settings]-?: z.ZodType<Settings[Field]> };

/** Every message: its payload schema. What each answers is in `./messages.ts`. */
export const MESSAGE_SCHEMAS = {
  /**
   * Content: open the hover card for an identifier; answers the id the card frame will ask with.
   * `keyboard`: opened by the "next identifier" shortcut, so the card takes the focus.
   */
  'card.open': z.strictObject({ kind: z.enum(IDENTIFIER_KINDS), value: shortText, keyboard: z.literal(true).optional() }),
  'frame.topHost': z.strictObject({}),
  'page.pdfShown': z.strictObject({}),
  /**
   * Content (a sub-frame): show in the top frame the card it opened, at the position it relayed
   * under `requestId`; or any frame: its card is now the tab's one (the card shown before closes).
   */
  'card.show': z.strictObject({ cardId: z.string().uuid(), requestId: z.string().regex(/^[0-9a-f]{32}$/).optional() }),
  /** Content (a sub-frame): hide the card it had the top frame show. */
  'card.hide': z.strictObject({ cardId: z.string().uuid() }),
  /** Card frame: the person's pointer entered (`over`) or left it; the frame that opened it keeps it open meanwhile. */
  'card.pointer': z.strictObject({ cardId: z.string().uuid(), over: z.boolean() }),
  /** Card frame, before an action that spends or writes: has the page let the person see the card? */
  'card.uncovered': z.strictObject({ cardId: z.string().uuid() }),
  /** Card frame (after a guarded click) or extension pages: open the side panel at an identifier (or, asked for, a tab). */
  'panel.open': z.strictObject({ query: shortText, inTab: z.literal(true).optional() }),
  /** Card frame: which identifier it shows (only to a frame in the tab that opened it). */
  'card.get': z.strictObject({ cardId: z.string().uuid() }),
  /** Card frame: close me (the frame never talks to the page, so the content script hears it from us). */
  'card.close': z.strictObject({ cardId: z.string().uuid() }),
  /**
   * Card frame: what the cache knows of the identifier it shows. `onScreen`: the card is shown (a
   * card is readied hidden before the hover delay ends); only then a request, and only when the
   * person turned on look-up on hover (a CPF's profile): the background reads that setting, not the frame.
   */
  'card.summary': z.strictObject({ cardId: z.string().uuid(), onScreen: z.literal(true).optional() }),
  /** Card frame: the last enrichment of the contact it shows, kept in the cache (no request). */
  'card.enrichment': z.strictObject({ cardId: z.string().uuid() }),
  /**
   * Card frame or panel: enrich one contact (a trusted click), with the fields last chosen unless given.
   * `confirmed`: the person confirmed a paid action past the month's budget (lib/pages/paid.ts).
   */
  'enrich.one': z.strictObject({ contact: enrichmentContactSchema, campos: z.array(enrichmentFieldSchema).max(4).optional(), confirmed: z.literal(true).optional() }),
  /**
   * Extension pages: look records up. `operationsApart`: a big rural profile comes without its
   * transport operations, asked for with `lookup.operations` (lib/background/rural-operations.ts).
   */
  lookup: z.strictObject({
    request: lookupRequestSchema,
    refresh: z.boolean().optional(),
    confirmed: z.literal(true).optional(),
    operationsApart: z.literal(true).optional(),
  }),
  /** Extension pages: the operations left out of a rural profile, for the given partners (no request). */
  'lookup.operations': z.strictObject({
    cpf: shortText,
    fetchedAt: z.number().int().nonnegative(),
    partners: z.array(z.number().int().nonnegative()).min(1).max(MAX_PARTNERS),
  }),
  /**
   * Options (and the welcome page): change the person's settings. The background keeps them in its
   * database, out of content scripts' reach, and writes the pages' copy after.
   */
  'settings.update': z.strictObject(settingFields).partial(),
  /** Options: keep the person's token (`''` forgets it). No message ever answers the token back. */
  'token.save': z.strictObject({ token: z.string().trim().max(2000) }),
  /** Options: whether the person's token is set. */
  'token.state': z.strictObject({}),
  /** Extension pages: check an address and token before saving them. */
  'connection.test': z.strictObject({ apiUrl: z.string().max(2000), baseUrl: z.string().max(2000), token: z.string().max(2000).optional() }),
  /** Panel: enrich many contacts (a page's, a CSV's) as a batch that survives the worker. */
  'enrich.start': z.strictObject({
    /** The panel's id for the batch: the same start sent twice files one batch. */
    batchId: z.string().uuid(),
    contacts: z
      .array(
        z.strictObject({
          key: shortText,
          contact: enrichmentContactSchema,
          line: z.number().int().positive().optional(),
          fields: csvFields.optional(),
          others: z.array(z.strictObject({ kind: z.enum(['cpf', 'phone', 'email']), value: shortText })).max(20).optional(),
        }),
      )
      .min(1)
      .max(MAX_BATCH_CONTACTS),
    campos: z.array(enrichmentFieldSchema).max(4).optional(),
    source: z.strictObject({
      label: z.string().max(300),
      origin: z.enum(['page', 'csv']),
      header: z.array(z.string().max(300)).max(MAX_COLUMNS).optional(),
      skipped: z
        .array(
          z.strictObject({
            line: z.number().int().positive(),
            fields: csvFields,
            problem: z.enum(ROW_PROBLEMS).optional(),
            value: z.string().max(5000).optional(),
            duplicateOf: z.number().int().positive().optional(),
          }),
        )
        .max(MAX_BATCH_CONTACTS)
        .optional(),
    }),
    retryOf: z.string().uuid().optional(),
    confirmed: z.literal(true).optional(),
    /** The person chose to pay again for contacts enriched within the cache's TTL; by default they are not sent. */
    resendKnown: z.literal(true).optional(),
    /** How many contacts the plan shown said would be sent: the batch sends no more, or nothing. */
    announced: z.number().int().nonnegative().max(MAX_BATCH_CONTACTS).optional(),
  }),
  /** Panel: which of these contacts were enriched within the cache's TTL (positions), before the cost is shown. */
  'enrich.known': z.strictObject({ contacts: z.array(enrichmentContactSchema).max(MAX_BATCH_CONTACTS) }),
  'enrich.batches': z.strictObject({}),
  'enrich.results': z.strictObject({ batchId: z.string().uuid() }),
  'enrich.cancel': z.strictObject({ batchId: z.string().uuid() }),
  /** Panel: the person's decision on a chunk that waits for one (fetch again, or send again). */
  'enrich.decide': z.strictObject({
    batchId: z.string().uuid(),
    chunk: z.number().int().nonnegative(),
    // What the person clicked (lib/enrichment/runner-rules.ts `choicesFor`); the runner refuses one the chunk does not offer.
    choice: z.enum(['refetch', 'resend', 'retry', 'isolate', 'leave']),
    confirmed: z.literal(true).optional(),
  }),
  /** Panel: it is watching; poll what is due now (faster than the alarm). */
  'enrich.tick': z.strictObject({}),
  /** Panel: the contacts the active tab's page shows. */
  'page.contacts': z.strictObject({}),
  /** Panel or card: put a value in the form field last focused on the active tab's page. */
  'page.fill': z.strictObject({ value: z.string().min(1).max(2000) }),
  /** Panel: the form fields of the active tab's page, described (never their values). */
  'page.form': z.strictObject({}),
  /** Panel: write the values the person confirmed into the fields of a form scan. */
  'page.fillForm': z.strictObject({
    scanId: z.number().int().nonnegative(),
    writes: z.array(z.strictObject({ id: z.number().int().nonnegative(), value: z.string().min(1).max(2000), replace: z.boolean() })).min(1).max(100),
  }),
  /** Panel: put back the fields the last "Preencher formulário" of that scan changed. */
  'page.undoFill': z.strictObject({ scanId: z.number().int().nonnegative() }),
  /** Panel: whether Atalaia can read the page beside it (its window's active tab) and every site. */
  'page.access': z.strictObject({ windowId: z.number().int().nonnegative().optional() }),
  'cache.stats': z.strictObject({}),
  'cache.list': z.strictObject({}),
  'cache.purgeAll': z.strictObject({}),
  'cache.purgeSubject': z.strictObject({ subject: shortText }),
  /** Panel: what the cache knows of its recent look-ups (name, when), for the list on its home; never a request. */
  'recent.summaries': z.strictObject({
    identifiers: z
      .array(z.strictObject({ kind: z.enum(['cpf', 'cnpj', 'phone', 'email']), value: shortText }))
      .max(MAX_RECENT_QUERIES),
  }),
  /** Reader: what the cache knows of a document's CPFs and CNPJs, and which look-ups are still to make. */
  'reader.review': z.strictObject({
    identifiers: z
      .array(z.strictObject({ kind: z.enum(['cpf', 'cnpj']), value: shortText }))
      .min(1)
      .max(MAX_REVIEW_BATCH),
  }),
  /** Reader: let this tab show a PDF in the browser's own viewer once, past the opt-in redirect. */
  'reader.viewer': z.strictObject({ url: z.string().max(4000).regex(/^https?:\/\//) }),
  /** Reader: a failure of ours (not the file's), for the diagnostic log, already stripped of addresses. */
  'reader.failure': z.strictObject({ kind: z.string().max(64), message: z.string().max(500) }),
  /** Reader: the pages of a scanned document OCR read before (by the SHA-256 of its bytes). */
  'ocr.pages': z.strictObject({ hash: documentHash }),
  /** Reader: what OCR read on a page, kept under the document's hash. */
  'ocr.save': z.strictObject({ hash: documentHash, title: z.string().max(300), page: z.number().int().min(1).max(1_000_000), ocr: ocrPageSchema }),
  /** Options: the documents whose OCR is kept, and erasing one (`hash`) or all. */
  'ocr.list': z.strictObject({}),
  'ocr.erase': z.strictObject({ hash: documentHash.optional() }),
  /**
   * Pages asking for the session's purpose (lib/pages/paid-questions.ts), through the background:
   * Firefox gives the hover card's frame no `storage.session`.
   */
  'purpose.get': z.strictObject({}),
  'purpose.set': z.strictObject({ purpose: z.string().trim().min(1).max(200) }),
  /** Options: the audit log ("Registro de consultas"), and erasing it by age or entirely. */
  'audit.entries': z.strictObject({}),
  'audit.erase': z.strictObject({ olderThanDays: z.number().int().min(0).max(100_000).optional() }),
  /** Options: the diagnostic log ("Diagnóstico"), and erasing it. */
  'diagnostics.entries': z.strictObject({}),
  'diagnostics.clear': z.strictObject({}),
  /**
   * An extension page's own uncaught error (lib/pages/report-errors.ts), for the same log: which page,
   * the error's class name, and its message, which the log scrubs before keeping it.
   */
  'diagnostics.report': z.strictObject({
    page: z.enum(['sidepanel', 'card', 'options', 'welcome', 'reader']),
    kind: z.string().regex(/^[A-Za-z_$][\w$]{0,59}$/),
    message: z.string().max(1_000),
  }),
} as const;

export type MessageType = keyof typeof MESSAGE_SCHEMAS;
export type MessagePayload<T extends MessageType> = z.output<(typeof MESSAGE_SCHEMAS)[T]>;

export const envelopeSchema = z.strictObject({
  atalaia: z.literal(1),
  type: z.string().max(64),
  payload: z.unknown(),
});
