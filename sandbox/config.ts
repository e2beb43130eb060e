/**
 * Sandbox options from environment variables (for `npm run sandbox`). Invalid values stop the start
 * with a message that names the variable, rather than being ignored.
 */
import { faultSettingsPatchSchema, type FaultSettings } from './faults';
import { jobFailureKey } from './jobs';
import { DEFAULT_PORT, DEFAULT_TOKEN, type SandboxOptions } from './server';

type Environment = Readonly<Record<string, string | undefined>>;

/** A number from the environment, or `fallback` when the variable is unset or empty. */
function numberFrom(env: Environment, name: string, fallback: number, check: (value: number) => boolean, expected: string): number {
  const raw = env[name]?.trim();
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || !check(value)) throw new Error(`${name} inválido: esperava ${expected}.`);
  return value;
}

const isWholeNonNegative = (value: number) => Number.isInteger(value) && value >= 0;
const isRate = (value: number) => value >= 0 && value <= 1;

function faultsFrom(env: Environment): Partial<FaultSettings> {
  let fromJson: Partial<FaultSettings> = {};
  const json = env.SANDBOX_FAULTS?.trim();
  if (json) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(json);
    } catch {
      throw new Error('SANDBOX_FAULTS inválido: esperava um objeto JSON.');
    }
    const patch = faultSettingsPatchSchema.safeParse(parsed);
    if (!patch.success) throw new Error(`SANDBOX_FAULTS inválido: ${patch.error.issues.map((issue) => issue.path.join('.') || issue.message).join(', ')}.`);
    fromJson = patch.data;
  }
  // The single-value variables win over the JSON object.
  const latencyMs = numberFrom(env, 'SANDBOX_LATENCY_MS', fromJson.latencyMs ?? 0, isWholeNonNegative, 'um inteiro ≥ 0 (milissegundos)');
  const errorRate = numberFrom(env, 'SANDBOX_ERROR_RATE', fromJson.errorRate ?? 0, isRate, 'um número entre 0 e 1');
  return { ...fromJson, latencyMs, errorRate };
}

/** `SANDBOX_JOB_FAILS`: contacts separated by commas that make their job fail. */
function jobFailuresFrom(env: Environment): string[] {
  const contacts = (env.SANDBOX_JOB_FAILS ?? '').split(',').map((contact) => contact.trim()).filter(Boolean);
  const invalid = contacts.filter((contact) => jobFailureKey(contact) === null);
  if (invalid.length > 0) throw new Error(`SANDBOX_JOB_FAILS inválido: ${invalid.join(', ')} não é CPF, telefone nem e-mail.`);
  return contacts;
}

export function optionsFromEnvironment(env: Environment): SandboxOptions {
  const requests = numberFrom(env, 'SANDBOX_RATE_LIMIT', 0, (value) => Number.isInteger(value) && value > 0, 'um inteiro > 0');
  const windowMs = numberFrom(env, 'SANDBOX_RATE_WINDOW_MS', 60_000, (value) => Number.isInteger(value) && value > 0, 'um inteiro > 0 (milissegundos)');
  const token = env.SANDBOX_TOKEN?.trim() || DEFAULT_TOKEN;
  return {
    port: numberFrom(env, 'PORT', DEFAULT_PORT, (value) => Number.isInteger(value) && value >= 0 && value <= 65_535, 'uma porta entre 0 e 65535'),
    token,
    faults: faultsFrom(env),
    rateLimit: requests > 0 ? { requests, windowMs } : null,
    jobDurationMs: numberFrom(env, 'SANDBOX_JOB_MS', 3000, isWholeNonNegative, 'um inteiro ≥ 0 (milissegundos)'),
    jobFailures: jobFailuresFrom(env),
  };
}
