/**
 * The audit log of requests to the records API, in IndexedDB (background only). An entry is written
 * before its request leaves (lib/api/http.ts asks for it), and settled with the outcome once the
 * request ends; when the write fails, the request is not sent and the person reads why. Only requests
 * that look someone up are recorded: an enrichment job's status names nobody and costs nothing.
 *
 * Beside the log the background keeps the usage counts per day (lib/spend.ts), added to as entries
 * settle and rebuilt from the log whenever entries are erased.
 */
import { clear, createStore, delMany, entries as allEntries, set, type UseStore } from 'idb-keyval';
import { ApiError, type ApiErrorKind } from '../api/errors';
import { kindOfRoute, maskIdentifier, type AuditEntry, type AuditKind, type AuditOrigin } from '../audit/entries';
import { reachedService } from '../spend';

/** Who asked, and why: bound to the API client made for one action (lib/background/service.ts). */
export interface AuditContext {
  origin: AuditOrigin;
  purpose: string | null;
  /** A policy asks for identifiers in full instead of masked. */
  fullIdentifiers: boolean;
}

/** A request about to be sent, as the HTTP layer describes it. */
export interface OutgoingRequest {
  /** `GET /pessoas/cpf/:cpf`. */
  endpoint: string;
  route: string;
  params?: Record<string, string> | undefined;
  json?: unknown;
  /** Consultas it costs once answered. */
  consultas: number;
}

/** Settles an entry with the request's outcome; never throws (the answer matters more than the note). */
export type SettleAudit = (outcome: 'ok' | ApiErrorKind, status?: number) => Promise<void>;

export interface AuditLogOptions {
  store?: UseStore;
  now?: () => number;
  /** Told of each settled entry that reached the service, and of a rebuild after erasing. */
  onUsage?: (change: { added: AuditEntry } | { rebuilt: AuditEntry[] }) => Promise<void>;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const IDENTIFYING_PARAMS = new Set(['cpf', 'cnpj', 'telefone', 'email', 'nirf', 'codIbge', 'codigo']);

/** The identifiers a request carries: its route's parameters and the contacts of an enrichment body. */
function subjectsOf(request: OutgoingRequest, full: boolean): string[] {
  const found: [string, string][] = Object.entries(request.params ?? {}).filter(([name]) => IDENTIFYING_PARAMS.has(name));
  const contacts = (request.json as { contatos?: Record<string, string>[] } | undefined)?.contatos ?? [];
  for (const contact of contacts) found.push(...Object.entries(contact));
  return found.map(([name, value]) => (full ? value : maskIdentifier(name, value)));
}

export function createAuditLog(options: AuditLogOptions = {}) {
  const store = options.store ?? createStore('atalaia-audit', 'entries');
  const now = options.now ?? Date.now;
  let sequence = 0;
  // Writes go one after another, so that a settle never lands before its entry.
  let writing: Promise<unknown> = Promise.resolve();
  const queue = <T>(work: () => Promise<T>): Promise<T> => {
    const next = writing.then(work, work);
    writing = next.catch(() => undefined);
    return next;
  };

  const read = async (): Promise<AuditEntry[]> => (await allEntries<string, AuditEntry>(store)).map(([, entry]) => entry);

  async function remove(match: (entry: AuditEntry) => boolean): Promise<number> {
    return queue(async () => {
      const gone = (await allEntries<string, AuditEntry>(store)).filter(([, entry]) => match(entry)).map(([key]) => key);
      if (gone.length > 0) await delMany(gone, store);
      await options.onUsage?.({ rebuilt: await read() });
      return gone.length;
    });
  }

  return {
    /**
     * Writes the entry of a request about to be sent and answers how to settle it; null for a
     * request that looks nobody up. Throws the ApiError the person reads when the write fails.
     */
    async record(request: OutgoingRequest, context: AuditContext): Promise<SettleAudit | null> {
      const kind: AuditKind | null = kindOfRoute(request.route);
      if (kind === null) return null;
      const at = now();
      sequence += 1;
      const entry: AuditEntry = {
        id: `${String(at).padStart(15, '0')}-${String(sequence).padStart(6, '0')}`,
        at,
        kind,
        endpoint: request.endpoint,
        subjects: subjectsOf(request, context.fullIdentifiers),
        contacts: request.consultas,
        outcome: 'sent',
        origin: context.origin,
        purpose: context.purpose,
      };
      try {
        await queue(() => set(entry.id, entry, store));
      } catch {
        throw new ApiError('forbidden', { endpoint: request.endpoint, blockedBy: 'audit' });
      }
      return async (outcome, status) => {
        const settled: AuditEntry = { ...entry, outcome, ...(status === undefined ? {} : { status }) };
        try {
          await queue(() => set(entry.id, settled, store));
          if (reachedService(settled)) await options.onUsage?.({ added: settled });
        } catch {
          // The entry stays `sent`: the request was recorded before it left, which is what counts.
        }
      };
    },

    /** Every entry, oldest first. */
    entries: async (): Promise<AuditEntry[]> => {
      await writing;
      return (await read()).sort((a, b) => a.at - b.at);
    },

    /** Deletes entries older than `days` days; answers how many. */
    eraseOlderThan: (days: number) => {
      const limit = now() - days * DAY_MS;
      return remove((entry) => entry.at < limit);
    },

    eraseAll: () =>
      queue(async () => {
        await clear(store);
        await options.onUsage?.({ rebuilt: [] });
      }),
  };
}

export type AuditLog = ReturnType<typeof createAuditLog>;
