import { isApiError } from '../api/errors';
import type { FamilyId } from '../families';
import type { ApartOperations } from './apart-operations';

/** One record family as the panel holds it; each loads, fails and refreshes on its own. */
export type SectionState<T> =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; data: T; fetchedAt: number; stale: string | null; cacheOff: boolean; operations?: ApartOperations }
  | { status: 'error'; message: string; fixedInOptions?: boolean };

export type SectionStates = Partial<Record<FamilyId, SectionState<unknown>>>;

/** Errors a person fixes in the options page: no token or address yet, or a token the service refused. */
export function isFixedInOptions(error: unknown): boolean {
  return isApiError(error) && (error.details.notConfigured !== undefined || error.kind === 'unauthorized');
}
