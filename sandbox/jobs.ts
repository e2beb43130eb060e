/**
 * Asynchronous enrichment jobs. A job's status follows from the time since it was created, worked
 * out on each poll: `queued` for the first 20% of the job duration, `processing` until it has
 * elapsed, then `completed` (with the result items) or `failed` when one of its contacts is a
 * job-failing contact: one that resolves to the CPF that always fails jobs (special.ts), or any
 * contact (a CPF, a phone, an e-mail, or the CPF it resolves to) named in the job-failure list, set at
 * start (`SANDBOX_JOB_FAILS`, `jobFailures`) or at run time (`PUT /__sandbox/job-failures`).
 * Jobs live in memory until the sandbox is reset.
 */
import { randomUUID } from 'node:crypto';
import type { EnrichmentContact, EnrichmentField } from '../lib/api/schemas';
import { normalizeCpf } from '../lib/identifiers/cpf';
import { normalizeEmail } from '../lib/identifiers/email';
import { e164ToNationalDigits, normalizePhone } from '../lib/identifiers/phone';
import { enrichmentItem, resolveContact, type EnrichmentItemJson } from './generators/enrichment';
import { CPF_JOB_FAILS } from './special';

/**
 * A contact as the job-failure list names it: a CPF's 11 digits, a phone's area code and number, an
 * e-mail lower-cased; null for anything else.
 */
export function jobFailureKey(value: string): string | null {
  const cpf = normalizeCpf(value);
  if (cpf) return cpf;
  const phone = normalizePhone(value);
  if (phone) return e164ToNationalDigits(phone);
  return normalizeEmail(value)?.toLowerCase() ?? null;
}

function contactKey(contact: EnrichmentContact): string | null {
  if ('cpf' in contact) return jobFailureKey(contact.cpf);
  if ('telefone' in contact) return jobFailureKey(contact.telefone);
  return jobFailureKey(contact.email);
}

export type JobStatusJson =
  | { status: 'queued' | 'processing' }
  | { status: 'completed'; result: EnrichmentItemJson[] }
  | { status: 'failed'; mensagem: string };

interface Job {
  id: string;
  createdAt: number;
  /** How long it takes, fixed when it is created. */
  durationMs: number;
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
  #failing: Set<string>;
  #durationMs: number;

  constructor(
    private readonly initialDurationMs: number,
    private readonly now: () => number,
    private readonly initialFailures: readonly string[] = [],
  ) {
    this.#failing = new Set(initialFailures);
    this.#durationMs = initialDurationMs;
  }

  /** How long each job created from now on takes (ms); `null`: the duration the store started with. */
  setDuration(durationMs: number | null): void {
    this.#durationMs = durationMs ?? this.initialDurationMs;
  }

  /** The contacts (normalized by `jobFailureKey`) that make any job holding them fail. */
  get failures(): string[] {
    return [...this.#failing];
  }

  setFailures(keys: readonly string[]): void {
    this.#failing = new Set(keys);
  }

  #makesJobFail(contact: EnrichmentContact): boolean {
    const key = contactKey(contact);
    if (key !== null && this.#failing.has(key)) return true;
    const resolution = resolveContact(contact);
    return resolution.status === 'ok' && (resolution.cpf === CPF_JOB_FAILS || this.#failing.has(resolution.cpf));
  }

  /**
   * Creates a job, or returns the one already created with the same idempotency scope (token and
   * Idempotency-Key header). The request body of a repeat is not compared: the first one wins.
   */
  create(contacts: readonly EnrichmentContact[], fields: readonly EnrichmentField[] | undefined, idempotencyScope?: string): { id: string; replayed: boolean } {
    const existing = idempotencyScope === undefined ? undefined : this.#byIdempotencyKey.get(idempotencyScope);
    if (existing) return { id: existing, replayed: true };
    const fails = contacts.some((contact) => this.#makesJobFail(contact));
    const job: Job = { id: randomUUID(), createdAt: this.now(), durationMs: this.#durationMs, contacts, fields, fails };
    this.#jobs.set(job.id, job);
    if (idempotencyScope !== undefined) this.#byIdempotencyKey.set(idempotencyScope, job.id);
    return { id: job.id, replayed: false };
  }

  /** The job's status now, or null for an unknown id. */
  status(id: string): JobStatusJson | null {
    const job = this.#jobs.get(id);
    if (!job) return null;
    const elapsed = this.now() - job.createdAt;
    if (elapsed < job.durationMs * QUEUED_SHARE) return { status: 'queued' };
    if (elapsed < job.durationMs) return { status: 'processing' };
    if (job.fails) {
      return { status: 'failed', mensagem: 'Falha ao processar o lote: um dos contatos provocou um erro simulado pelo sandbox.' };
    }
    job.result ??= job.contacts.map((contact) => enrichmentItem(contact, job.fields));
    return { status: 'completed', result: job.result };
  }

  /** Jobs and idempotency keys emptied; the job-failure list and the duration back to the start ones. */
  clear(): void {
    this.#jobs.clear();
    this.#byIdempotencyKey.clear();
    this.#failing = new Set(this.initialFailures);
    this.#durationMs = this.initialDurationMs;
  }
}
