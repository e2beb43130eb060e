/**
 * Sandbox records as the client would read them (parsed with the API schemas), for the view fixtures:
 * views take parsed shapes, and components may not import the schemas' code.
 */
import { enrichmentResultItemSchema, type EnrichmentContact, type EnrichmentResultItem } from '../lib/api/schemas';
import { enrichmentItem } from './generators/enrichment';

export function enrichedContact(contact: EnrichmentContact): EnrichmentResultItem {
  return enrichmentResultItemSchema.parse(enrichmentItem(contact));
}
