/**
 * How a batch is cut into requests, and what it costs: the same plan the runner follows and the panel
 * shows before anything is sent ("500 contatos → 500 consultas (1 tarefa)"). Free of zod and of
 * storage, so the panel can load it.
 */
import { ASYNC_ENRICHMENT_LIMIT, SYNC_ENRICHMENT_LIMIT } from '../api/limits';
import type { EnrichmentField } from '../api/schemas';

/** Every enrichment field (`campos`): the choice a new user starts with. */
export const ALL_ENRICHMENT_FIELDS: EnrichmentField[] = ['identidade', 'renda', 'contatos', 'empresas'];

export interface PlannedChunk {
  mode: 'sync' | 'async';
  /** Contacts `[from, to)` of the batch. */
  from: number;
  to: number;
}

/** Up to 100 contacts go through the synchronous endpoint; more as jobs of at most 1,000. */
export function planChunks(count: number): PlannedChunk[] {
  if (count <= SYNC_ENRICHMENT_LIMIT) return [{ mode: 'sync', from: 0, to: count }];
  const chunks: PlannedChunk[] = [];
  const jobs = Math.ceil(count / ASYNC_ENRICHMENT_LIMIT);
  // Even sizes: 2,500 contacts make 3 jobs of 834/833/833, not 1,000/1,000/500.
  const size = Math.ceil(count / jobs);
  for (let from = 0; from < count; from += size) chunks.push({ mode: 'async', from, to: Math.min(count, from + size) });
  return chunks;
}

export interface Cost {
  contacts: number;
  /** Each contact sent is one consulta (one credit). */
  consultas: number;
  mode: 'sync' | 'async';
  requests: number;
}

export function costOf(contacts: number): Cost {
  const chunks = planChunks(contacts);
  return { contacts, consultas: contacts, mode: chunks[0]?.mode ?? 'sync', requests: chunks.length };
}
