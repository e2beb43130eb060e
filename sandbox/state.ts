/** The sandbox's mutable state: fault settings, rate-limit counters, jobs and the request log. */
import { FaultInjector, type FaultSettings } from './faults';
import { JobStore } from './jobs';
import { RateLimiter, type RateLimit } from './rate-limit';
import { RequestLog, type RequestRecord } from './request-log';

export interface SandboxStateOptions {
  faults: FaultSettings;
  rateLimit: RateLimit | null;
  jobDurationMs: number;
  /** Contacts that make their job fail, normalized by `jobFailureKey`. */
  jobFailures: readonly string[];
  now: () => number;
  onRequest?: (record: RequestRecord) => void;
}

export class SandboxState {
  readonly faults: FaultInjector;
  readonly rateLimiter: RateLimiter;
  readonly jobs: JobStore;
  readonly requestLog: RequestLog;
  readonly #closing = new AbortController();

  constructor(options: SandboxStateOptions) {
    this.faults = new FaultInjector(options.faults);
    this.rateLimiter = new RateLimiter(options.rateLimit, options.now);
    this.jobs = new JobStore(options.jobDurationMs, options.now, options.jobFailures);
    this.requestLog = new RequestLog(options.onRequest);
  }

  /** Aborts when the sandbox shuts down, so delayed and hanging answers let go. */
  get closing(): AbortSignal {
    return this.#closing.signal;
  }

  /** Faults and job failures back to the start settings; rate-limit counters, jobs and request log emptied. */
  reset(): void {
    this.faults.reset();
    this.rateLimiter.reset();
    this.jobs.clear();
    this.requestLog.clear();
  }

  shutdown(): void {
    this.#closing.abort();
  }
}
