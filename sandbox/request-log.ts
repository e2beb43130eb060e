/**
 * What the sandbox answered, for tests to assert on (GET /__sandbox/requests). Paths are kept
 * without their query string, so the token (a query parameter) is never recorded.
 */

export interface RequestRecord {
  method: string;
  /** Path only, never the query string. */
  path: string;
  status: number;
  /** ISO date-time of the answer. */
  at: string;
}

/** Older entries are dropped beyond this, so a long-running sandbox does not grow without bound. */
const MAX_RECORDS = 10_000;

export class RequestLog {
  #records: RequestRecord[] = [];

  constructor(private readonly onRecord?: (record: RequestRecord) => void) {}

  add(record: RequestRecord): void {
    this.#records.push(record);
    if (this.#records.length > MAX_RECORDS) this.#records.splice(0, this.#records.length - MAX_RECORDS);
    this.onRecord?.(record);
  }

  list(): RequestRecord[] {
    return this.#records.map((record) => ({ ...record }));
  }

  clear(): void {
    this.#records = [];
  }
}
