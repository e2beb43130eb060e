/**
 * The transport operations a big rural profile leaves in the background (lib/background/rural-operations.ts):
 * a partner's, asked for when the person opens it; all of them, to export the record whole.
 */
import type { RuralProfile, TransportOperation } from '../api/schemas';
import { MAX_PARTNERS } from '../protocol/limits';
import { sendMessage } from '../protocol/send';
import type { SectionStates } from './section-state';

export interface ApartOperations {
  /** Per partner, in the record's order, how many operations it has. */
  counts: number[];
  /** The operations of these partners; null when the cache no longer holds the answer they came with. */
  load: (partners: number[]) => Promise<TransportOperation[][] | null>;
}

export function apartOperations(cpf: string, fetchedAt: number, counts: number[]): ApartOperations {
  return { counts, load: (partners) => sendMessage('lookup.operations', { cpf, fetchedAt, partners }) };
}

/** The record with every partner's operations in place; null when the cache no longer holds them. */
export async function withOperations(record: RuralProfile, apart: ApartOperations): Promise<RuralProfile | null> {
  const wanted = apart.counts.flatMap((count, index) => (count > 0 ? [index] : []));
  const loaded = new Map<number, TransportOperation[]>();
  for (let start = 0; start < wanted.length; start += MAX_PARTNERS) {
    const partners = wanted.slice(start, start + MAX_PARTNERS);
    const operations = await apart.load(partners);
    if (!operations) return null;
    partners.forEach((index, position) => loaded.set(index, operations[position] ?? []));
  }
  const transportes = record.transportes && {
    ...record.transportes,
    parceiros: record.transportes.parceiros.map((partner, index) => ({ ...partner, operacoes: loaded.get(index) ?? partner.operacoes })),
  };
  return { ...record, transportes };
}

/** The panel's families with the rural profile made whole, for the JSON export; null when that failed. */
export async function wholeRecord(states: SectionStates): Promise<SectionStates | null> {
  const rural = states.rural;
  if (rural?.status !== 'ready' || !rural.operations) return states;
  const data = await withOperations(rural.data as RuralProfile, rural.operations);
  return data && { ...states, rural: { ...rural, data } };
}
