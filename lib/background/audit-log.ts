/**
 * The audit log and the spend ledger of requests to the records API, in the extension's database
 * (background only). Before a request that looks someone up leaves (lib/api/http.ts asks), its audit
 * entry and its ledger entry are written in one transaction; once the request ends, both are settled
 * in one transaction. When the write fails, the request is not sent and the person reads why. An
 * enrichment job's status names nobody and costs nothing: it is in neither.
 *
 * The two differ in what they keep and for how long. The audit entry names the identifiers (masked
 * unless a policy says otherwise) and is the person's or the organization's to erase. The ledger
 * entry names nobody, only what was asked and what it may cost; it is kept for this month and the
 * last, whatever is erased from the log, so that usage and the budget only grow within a month.
 */
import { ApiError, type ApiErrorKind } from '../api/errors';
import { kindOfRoute, maskIdentifier, type AuditEntry, type AuditKind, type AuditOrigin } from '../audit/entries';
import { charges, monthStart, type LedgerEntry } from '../audit/spend';
import { databaseHandle, inTransaction, type AtalaiaDatabase } from '../storage/database';

/** Who asked, and why: bound to the API client made for one action (lib/background/service.ts). */
export interface AuditContext {
  origin: AuditOrigin;
  purpose: string | null;
  /** A policy asks for identifiers in full instead of masked. */
  fullIdentifiers: boolean;
  /** The enrichment batch the requests belong to. */
  batchId?: string;
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
  /** The idempotency key of the request (`<batch>-<chunk>`), when it has one. */
  spendKey?: string | undefined;
}

/** Settles an entry with the request's outcome; never throws (the answer matters more than the note). */
export type SettleAudit = (outcome: 'ok' | ApiErrorKind, status?: number) => Promise<void>;

export interface AuditLogOptions {
  database?: () => Promise<AtalaiaDatabase>;
  now?: () => number;
  /** Told whenever the ledger changed, to refresh the display copy of the usage. */
  onLedger?: () => Promise<void>;
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

/**
 * What a settled request may have cost. A refusal by the service (it did no work) costs nothing; a
 * dropped connection costs nothing for a look-up, which is retried as the same question, but a POST
 * may have arrived before the connection dropped, so it stays `sent` and counts.
 */
function ledgerState(endpoint: string, outcome: 'ok' | ApiErrorKind, status: number | undefined): LedgerEntry['state'] {
  if (outcome === 'network') return endpoint.startsWith('GET ') ? 'not_sent' : 'sent';
  if (outcome === 'ok' || outcome === 'not_found') return 'answered';
  return status !== undefined && REFUSAL_STATUSES.has(status) ? 'refused' : 'answered';
}

/** Statuses by which the service turns a request down without doing it. */
const REFUSAL_STATUSES = new Set([400, 401, 403, 413, 422, 429, 500, 502, 503, 504]);

export function createAuditLog(options: AuditLogOptions = {}) {
  const database = options.database ?? databaseHandle();
  const now = options.now ?? Date.now;
  let sequence = 0;

  const changed = () => options.onLedger?.().catch(() => undefined);

  return {
    /**
     * Writes the audit and ledger entries of a request about to be sent and answers how to settle
     * them; null for a request that looks nobody up. Throws the ApiError the person reads when the
     * write fails: then nothing was written and nothing is sent.
     */
    async record(request: OutgoingRequest, context: AuditContext): Promise<SettleAudit | null> {
      const kind: AuditKind | null = kindOfRoute(request.route);
      if (kind === null) return null;
      const at = now();
      sequence += 1;
      const id = `${String(at).padStart(15, '0')}-${String(sequence).padStart(6, '0')}`;
      const entry: AuditEntry = {
        id,
        at,
        kind,
        endpoint: request.endpoint,
        subjects: subjectsOf(request, context.fullIdentifiers),
        contacts: request.consultas,
        outcome: 'sent',
        origin: context.origin,
        purpose: context.purpose,
      };
      const spent: LedgerEntry = {
        id,
        at,
        kind,
        units: request.consultas,
        origin: context.origin,
        state: 'sent',
        ...(context.batchId === undefined ? {} : { batchId: context.batchId }),
        ...(request.spendKey === undefined ? {} : { key: request.spendKey }),
      };
      try {
        await inTransaction(await database(), ['audit', 'ledger'], async (transaction) => {
          await Promise.all([transaction.objectStore('audit').put(entry, id), transaction.objectStore('ledger').put(spent, id)]);
        });
      } catch {
        throw new ApiError('forbidden', { endpoint: request.endpoint, blockedBy: 'audit' });
      }
      // The pages' copy of the usage follows; the request need not wait for it.
      void changed();
      return async (outcome, status) => {
        const withStatus = status === undefined ? {} : { status };
        try {
          await inTransaction(await database(), ['audit', 'ledger'], async (transaction) => {
            const audit = transaction.objectStore('audit');
            // An entry erased while its request was out stays erased.
            if (await audit.get(id)) await audit.put({ ...entry, outcome, ...withStatus }, id);
            await transaction.objectStore('ledger').put({ ...spent, state: ledgerState(request.endpoint, outcome, status), ...withStatus }, id);
          });
          await changed();
        } catch {
          // The entries stay `sent`: written before the request left, they count, which is what matters.
        }
      };
    },

    /** Every audit entry, oldest first. */
    entries: async (): Promise<AuditEntry[]> => (await (await database()).getAll('audit')).sort((a, b) => a.at - b.at),

    /** Deletes audit entries older than `days` days; answers how many. The ledger keeps its own. */
    async eraseOlderThan(days: number): Promise<number> {
      const limit = now() - days * DAY_MS;
      return inTransaction(await database(), ['audit'], async (transaction) => {
        const store = transaction.objectStore('audit');
        const gone = (await store.getAll()).filter((entry) => entry.at < limit);
        await Promise.all(gone.map((entry) => store.delete(entry.id)));
        return gone.length;
      });
    },

    async eraseAll(): Promise<void> {
      await inTransaction(await database(), ['audit'], (transaction) => transaction.objectStore('audit').clear());
    },

    /** The ledger's entries from the first of last month on (what this month's counts need). */
    ledger: async (): Promise<LedgerEntry[]> => (await database()).getAllFromIndex('ledger', 'byTime', IDBKeyRange.lowerBound(monthStart(now(), 1))),

    /** Consultas counted this month: what the budget is held to. */
    async monthUsage(): Promise<number> {
      const entries = await (await database()).getAllFromIndex('ledger', 'byTime', IDBKeyRange.lowerBound(monthStart(now())));
      return charges(entries).reduce((sum, entry) => sum + entry.units, 0);
    },

    /** A batch's entries: what its requests asked for and what came back. */
    batchEntries: async (batchId: string): Promise<LedgerEntry[]> => (await database()).getAllFromIndex('ledger', 'byBatch', batchId),

    /** Drops ledger entries from before last month: no count reads them any more. */
    async pruneLedger(): Promise<number> {
      return inTransaction(await database(), ['ledger'], async (transaction) => {
        const index = transaction.objectStore('ledger').index('byTime');
        let pruned = 0;
        for (let cursor = await index.openCursor(IDBKeyRange.upperBound(monthStart(now(), 1), true)); cursor; cursor = await cursor.continue()) {
          await cursor.delete();
          pruned += 1;
        }
        return pruned;
      });
    },
  };
}

export type AuditLog = ReturnType<typeof createAuditLog>;
