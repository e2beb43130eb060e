/**
 * What the sandbox answered, for tests to assert on (GET /__sandbox/requests). The token travels as the
 * `token` query parameter, whose value is never recorded; the rest of the query string is, so a token
 * sent anywhere else (another parameter, the path) shows up here for a test to find.
 */

export interface RequestRecord {
  method: string;
  path: string;
  /** The query string, with the `token` parameter's value replaced by `REDACTED`; absent when empty. */
  query?: string;
  status: number;
  /** ISO date-time of the answer. */
  at: string;
  /** For an enrichment request: how many contacts its body held (what a client spent, at most). */
  contacts?: number;
  /** The `Idempotency-Key` header, when the request had one. */
  idempotencyKey?: string;
}

export const REDACTED_TOKEN = 'REDACTED';

/** A request's query string as the log keeps it: everything but the value of `token`. */
export function loggedQuery(url: string): string {
  const params = new URL(url).searchParams;
  if (params.has('token')) params.set('token', REDACTED_TOKEN);
  return params.toString();
}

/** Older entries are dropped beyond this, so a long-running sandbox does not grow without bound. */
const MAX_RECORDS = 10_000;

export class RequestLog {
  #records: RequestRecord[] = [];
  /** Requests received and not answered yet, by `METHOD path`: a test waits for one to be held. */
  #inFlight = new Map<string, number>();

  constructor(private readonly onRecord?: (record: RequestRecord) => void) {}

  add(record: RequestRecord): void {
    this.#records.push(record);
    if (this.#records.length > MAX_RECORDS) this.#records.splice(0, this.#records.length - MAX_RECORDS);
    this.onRecord?.(record);
  }

  arrived(method: string, path: string): void {
    const key = `${method} ${path}`;
    this.#inFlight.set(key, (this.#inFlight.get(key) ?? 0) + 1);
  }

  answered(method: string, path: string): void {
    const key = `${method} ${path}`;
    const left = (this.#inFlight.get(key) ?? 1) - 1;
    if (left > 0) this.#inFlight.set(key, left);
    else this.#inFlight.delete(key);
  }

  /** `METHOD path` of each request received and not answered yet. */
  inFlight(): string[] {
    return [...this.#inFlight].flatMap(([key, count]) => Array.from({ length: count }, () => key));
  }

  list(): RequestRecord[] {
    return this.#records.map((record) => ({ ...record }));
  }

  clear(): void {
    this.#records = [];
  }
}
