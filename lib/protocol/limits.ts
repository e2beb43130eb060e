/** Contacts in one enrichment batch (50 jobs of 1,000); the panel says so before sending more. */
export const MAX_BATCH_CONTACTS = 50_000;

/** Columns of a CSV header; wider files are refused with a message (no CRM export has more). */
export const MAX_COLUMNS = 500;
/** A CSV's first line longer than this is no header of MAX_COLUMNS names: the file is refused before it is read. */
export const MAX_HEADER_LINE_CHARS = 64 * 1024;

/** Why a CSV row was not sent (`problem_<name>` in the catalogue). */
export const ROW_PROBLEMS = ['no_contact', 'invalid_cpf', 'invalid_phone', 'invalid_email', 'wrong_field_count', 'unterminated_quote', 'malformed_quote'] as const;
export type RowProblem = (typeof ROW_PROBLEMS)[number];

/** Recent look-ups the panel keeps, and describes in one `recent.summaries` message. */
export const MAX_RECENT_QUERIES = 20;

/** Identifiers the reader asks about in one `reader.review` message. */
export const MAX_REVIEW_BATCH = 200;

/** Transport partners whose operations one `lookup.operations` message asks for; more go in several. */
export const MAX_PARTNERS = 1000;
