import type { FamilyId } from '../families';

/** One record family as the panel holds it; each loads, fails and refreshes on its own. */
export type SectionState<T> =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; data: T; fetchedAt: number; stale: string | null; cacheOff: boolean }
  | { status: 'error'; message: string };

export type SectionStates = Partial<Record<FamilyId, SectionState<unknown>>>;
