/** Records of an individual by CPF: federal debts (6), vehicles (7) and social benefits (11). */
import type { HttpClient } from '../http';
import { federalDebtsResultSchema, socialBenefitsResultSchema, vehicleResultSchema } from '../schemas';
import { requireCpf, requireName } from '../validate';
import type { CallOptions } from './call-options';

export interface SocialBenefitsOptions extends CallOptions {
  /** Keep only payments whose beneficiary's name matches (the spec's `nome` query parameter). */
  name?: string;
}

export function personRecordEndpoints(http: HttpClient) {
  return {
    /** 6. GET {api_url}/api/v1/dividas/cpf/{cpf} */
    federalDebtsByCpf: (cpf: string, options: CallOptions = {}) =>
      http.request({
        method: 'get',
        group: 'api',
        route: '/api/v1/dividas/cpf/:cpf',
        params: { cpf: requireCpf(cpf) },
        schema: federalDebtsResultSchema,
        signal: options.signal,
      }),

    /** 7. GET {base_url}/veiculos/cpf/{cpf} */
    vehiclesByCpf: (cpf: string, options: CallOptions = {}) =>
      http.request({
        method: 'get',
        group: 'base',
        route: '/veiculos/cpf/:cpf',
        params: { cpf: requireCpf(cpf) },
        schema: vehicleResultSchema,
        signal: options.signal,
      }),

    /** 11. GET {api_url}/api/v1/beneficios/cpf/{cpf}, optionally filtered by `nome`. */
    socialBenefitsByCpf: (cpf: string, options: SocialBenefitsOptions = {}) =>
      http.request({
        method: 'get',
        group: 'api',
        route: '/api/v1/beneficios/cpf/:cpf',
        params: { cpf: requireCpf(cpf) },
        schema: socialBenefitsResultSchema,
        searchParams: { nome: options.name === undefined || options.name.trim() === '' ? undefined : requireName(options.name) },
        signal: options.signal,
      }),
  };
}
