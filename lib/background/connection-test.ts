/**
 * "Testar conexão": checks each address group with a request that costs no credit, and says exactly
 * what is wrong. The probes send identifiers the API must refuse (an invalid CPF, a job id that
 * cannot exist): a service that knows the token answers 400 or 404 with its JSON error body; one that
 * does not answers 401; anything else is not this API.
 */
import { z } from 'zod';
import { ApiError } from '../api/errors';
import { createHttpClient, type AddressGroup, type ApiSettings } from '../api/http';
import { normalizeApiAddress, originPattern } from '../settings';

export type ConnectionProblem =
  | 'missing_address'
  | 'invalid_address'
  | 'missing_token'
  | 'unauthorized'
  | 'forbidden'
  | 'permission'
  | 'unreachable'
  | 'timeout'
  | 'rate_limited'
  | 'server'
  | 'not_this_api';

export type GroupReport = { ok: true } | { ok: false; problem: ConnectionProblem; status?: number | undefined };

export interface ConnectionReport {
  api: GroupReport;
  base: GroupReport;
}

const PROBES: Record<AddressGroup, { route: string; params: Record<string, string>; expected: ApiError['kind'] }> = {
  api: { route: '/api/v1/dividas/cpf/:cpf', params: { cpf: '00000000000' }, expected: 'invalid_input' },
  base: { route: '/leads/jobs/:jobId', params: { jobId: 'atalaia-teste-de-conexao' }, expected: 'not_found' },
};

export interface ConnectionTestInput {
  apiUrl: string;
  baseUrl: string;
  token: string;
}

export interface ConnectionTestDependencies {
  /** Whether the extension may reach this origin (`https://host/*`). */
  hasHostPermission: (originPattern: string) => Promise<boolean>;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

async function probe(
  group: AddressGroup,
  address: string,
  token: string,
  dependencies: ConnectionTestDependencies,
): Promise<GroupReport> {
  if (address.trim() === '') return { ok: false, problem: 'missing_address' };
  const apiAddress = normalizeApiAddress(address);
  if (!apiAddress) return { ok: false, problem: 'invalid_address' };
  const settings: ApiSettings = {
    token,
    apiUrl: apiAddress,
    baseUrl: apiAddress,
    retryLimit: 0,
    timeoutMs: dependencies.timeoutMs ?? 10_000,
    ...(dependencies.fetch ? { fetch: dependencies.fetch } : {}),
  };
  const { route, params, expected } = PROBES[group];
  try {
    await createHttpClient(settings).request({ method: 'get', group, route, params, schema: z.unknown() });
    // No probe should succeed: whatever answered 200 to it is not the records API.
    return { ok: false, problem: 'not_this_api', status: 200 };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    const { status, serverCode, serverMessage } = error.details;
    const answeredAsApi = serverCode !== undefined || serverMessage !== undefined;
    if (error.kind === expected) return answeredAsApi ? { ok: true } : { ok: false, problem: 'not_this_api', status };
    switch (error.kind) {
      case 'unauthorized':
        return { ok: false, problem: 'unauthorized', status };
      case 'forbidden':
        return { ok: false, problem: 'forbidden', status };
      case 'rate_limited':
        return { ok: false, problem: 'rate_limited', status };
      case 'server':
        return { ok: false, problem: 'server', status };
      case 'timeout':
        return { ok: false, problem: 'timeout' };
      case 'network':
        return (await dependencies.hasHostPermission(originPattern(apiAddress)))
          ? { ok: false, problem: 'unreachable' }
          : { ok: false, problem: 'permission' };
      default:
        return { ok: false, problem: 'not_this_api', status };
    }
  }
}

export async function testConnection(input: ConnectionTestInput, dependencies: ConnectionTestDependencies): Promise<ConnectionReport> {
  if (input.token.trim() === '') {
    return { api: { ok: false, problem: 'missing_token' }, base: { ok: false, problem: 'missing_token' } };
  }
  const [api, base] = await Promise.all([
    probe('api', input.apiUrl, input.token.trim(), dependencies),
    probe('base', input.baseUrl, input.token.trim(), dependencies),
  ]);
  return { api, base };
}
