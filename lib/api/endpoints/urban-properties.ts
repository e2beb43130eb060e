/** Urban properties of a person or company (endpoints 2, 3 and 4). */
import type { HttpClient } from '../http';
import { urbanPropertyResultSchema } from '../schemas';
import { requireCnpj, requireCpf, requireUf } from '../validate';
import type { CallOptions } from './call-options';

/**
 * The spec names an option to include relatives' properties (default true) without naming the
 * parameter: it is sent as this query parameter (docs/api-decisions.md).
 */
export const INCLUDE_RELATIVES_PARAM = 'incluir_parentes';

export interface UrbanByCpfOptions extends CallOptions {
  /** Include the properties of relatives (the service's default is true). */
  includeRelatives?: boolean;
}

export function urbanPropertyEndpoints(http: HttpClient) {
  return {
    /** 2. GET {base_url}/imoveis/cpf/{cpf} */
    urbanPropertiesByCpf: (cpf: string, options: UrbanByCpfOptions = {}) =>
      http.request({
        method: 'get',
        group: 'base',
        route: '/imoveis/cpf/:cpf',
        params: { cpf: requireCpf(cpf) },
        schema: urbanPropertyResultSchema,
        searchParams: {
          [INCLUDE_RELATIVES_PARAM]: options.includeRelatives === undefined ? undefined : String(options.includeRelatives),
        },
        signal: options.signal,
      }),

    /** 3. GET {base_url}/imoveis/cpf/{cpf}/{uf} */
    urbanPropertiesByCpfInState: (cpf: string, uf: string, options: CallOptions = {}) =>
      http.request({
        method: 'get',
        group: 'base',
        route: '/imoveis/cpf/:cpf/:uf',
        params: { cpf: requireCpf(cpf), uf: requireUf(uf) },
        schema: urbanPropertyResultSchema,
        signal: options.signal,
      }),

    /** 4. GET {base_url}/imoveis/cnpj/{cnpj} */
    urbanPropertiesByCnpj: (cnpj: string, options: CallOptions = {}) =>
      http.request({
        method: 'get',
        group: 'base',
        route: '/imoveis/cnpj/:cnpj',
        params: { cnpj: requireCnpj(cnpj) },
        schema: urbanPropertyResultSchema,
        signal: options.signal,
      }),
  };
}
