/**
 * Asynchronous enrichment jobs. A job's status follows from the time since it was created, worked
 * out on each poll: `queued` for the first 20% of the job duration, `processing` until it has
 * elapsed, then `completed` (with the result items) or `failed` when a contact resolves to the CPF
 * that makes jobs fail (special.ts). Jobs live in memory until the sandbox is reset.
 */
import { randomUUID } from 'node:crypto';
import type { EnrichmentContact, EnrichmentField } from '../lib/api/schemas';
import { enrichmentItem, resolveContact, type EnrichmentItemJson } from './generators/enrichment';
import { CPF_JOB_FAILS } from './special';

export type JobStatusJson =
  | { status: 'queued' | 'processing' }
  | { status: 'completed'; result: EnrichmentItemJson[] }
  | { status: 'failed'; mensagem: string };

interface Job {
  id: string;
  createdAt: number;
  contacts: readonly EnrichmentContact[];
  fields: readonly EnrichmentField[] | undefined;
  fails: boolean;
  /** Computed on the first poll after completion, then kept. */
  result?: EnrichmentItemJson[];
}

const QUEUED_SHARE = 0.2;

export class JobStore {
  readonly #jobs = new Map<string, Job>();
  readonly #byIdempotencyKey = new Map<string, string>();

  constructor(
    private readonly durationMs: number,
    private readonly now: () => number,
  ) {}

  /**
   * Creates a job, or returns the one already created with the same idempotency scope (token and
   * Idempotency-Key header). The request body of a repeat is not compared: the first one wins.
   */
  create(contacts: readonly EnrichmentContact[], fields: readonly EnrichmentField[] | undefined, idempotencyScope?: string): { id: string; replayed: boolean } {
    const existing = idempotencyScope === undefined ? undefined : this.#byIdempotencyKey.get(idempotencyScope);
    if (existing) return { id: existing, replayed: true };
    const fails = contacts.some((contact) => {
      const resolution = resolveContact(contact);
      return resolution.status === 'ok' && resolution.cpf === CPF_JOB_FAILS;
    });
    const job: Job = { id: randomUUID(), createdAt: this.now(), contacts, fields, fails };
    this.#jobs.set(job.id, job);
    if (idempotencyScope !== undefined) this.#byIdempotencyKey.set(idempotencyScope, job.id);
    return { id: job.id, replayed: false };
  }

  /** The job's status now, or null for an unknown id. */
  status(id: string): JobStatusJson | null {
    const job = this.#jobs.get(id);
    if (!job) return null;
    const elapsed = this.now() - job.createdAt;
    if (elapsed < this.durationMs * QUEUED_SHARE) return { status: 'queued' };
    if (elapsed < this.durationMs) return { status: 'processing' };
    if (job.fails) {
      return { status: 'failed', mensagem: 'Falha ao processar o lote: um dos contatos provocou um erro simulado pelo sandbox.' };
    }
    job.result ??= job.contacts.map((contact) => enrichmentItem(contact, job.fields));
    return { status: 'completed', result: job.result };
  }

  clear(): void {
    this.#jobs.clear();
    this.#byIdempotencyKey.clear();
  }
}
