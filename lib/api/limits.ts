/** The spec's limits on enrichment requests, free of zod so that pages can plan batches with them. */
export const SYNC_ENRICHMENT_LIMIT = 100;
export const ASYNC_ENRICHMENT_LIMIT = 1000;
