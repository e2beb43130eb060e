/** The panel's back/forward trail of look-ups, as a browser's history works. */
export interface Trail {
  entries: string[];
  /** The entry shown; -1 when the trail is empty. */
  index: number;
}

export const EMPTY_TRAIL: Trail = { entries: [], index: -1 };

/** After `entry` is shown by a new search or link: the entries after the current one are dropped. */
export function pushEntry(trail: Trail, entry: string): Trail {
  if (trail.entries[trail.index] === entry) return trail;
  return { entries: [...trail.entries.slice(0, trail.index + 1), entry], index: trail.index + 1 };
}

/** One step back (-1) or forward (1), or null at either end. */
export function stepTrail(trail: Trail, step: -1 | 1): { trail: Trail; entry: string } | null {
  const index = trail.index + step;
  const entry = trail.entries[index];
  return entry === undefined ? null : { trail: { ...trail, index }, entry };
}

export const canGoBack = (trail: Trail) => trail.index > 0;
export const canGoForward = (trail: Trail) => trail.index < trail.entries.length - 1;

/** "Limpar histórico": only the entry shown stays. */
export function clearTrail(current: string | null): Trail {
  return current === null ? EMPTY_TRAIL : { entries: [current], index: 0 };
}
