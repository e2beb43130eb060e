/** Contacts in one enrichment batch (50 jobs of 1,000); the panel says so before sending more. */
export const MAX_BATCH_CONTACTS = 50_000;
/** Identifiers the reader asks about in one `reader.review` message. */
export const MAX_REVIEW_BATCH = 200;
