/**
 * A fixed-window rate limit per token: `requests` per `windowMs`, the window starting at the first
 * request. Off unless configured. Answers that exceed it say when to come back, in whole seconds.
 */

export interface RateLimit {
  requests: number;
  windowMs: number;
}

export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export class RateLimiter {
  readonly #windows = new Map<string, { startedAt: number; count: number }>();

  constructor(
    private readonly limit: RateLimit | null,
    private readonly now: () => number,
  ) {}

  get configured(): RateLimit | null {
    return this.limit;
  }

  /** Counts one request for `key` and says whether it may go through. */
  take(key: string): RateDecision {
    if (!this.limit) return { allowed: true };
    const now = this.now();
    let window = this.#windows.get(key);
    if (!window || now - window.startedAt >= this.limit.windowMs) {
      window = { startedAt: now, count: 0 };
      this.#windows.set(key, window);
    }
    window.count++;
    if (window.count <= this.limit.requests) return { allowed: true };
    const remainingMs = window.startedAt + this.limit.windowMs - now;
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(remainingMs / 1000)) };
  }

  reset(): void {
    this.#windows.clear();
  }
}
