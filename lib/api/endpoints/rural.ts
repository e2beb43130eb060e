/** Rural records: the rural profile of a CPF (endpoint 1) and the three rural look-ups (8, 9, 10). */
import type { HttpClient } from '../http';
import { cafirLookupSchema, ruralProfileSchema, sncrLookupSchema } from '../schemas';
import { requireCpf, requireIbgeCode, requireNirf, requirePropertyCode } from '../validate';
import type { CallOptions } from './call-options';

export function ruralEndpoints(http: HttpClient) {
  return {
    /** 1. GET {api_url}/api/v1/rural/cpf/{cpf} */
    ruralProfileByCpf: (cpf: string, options: CallOptions = {}) =>
      http.request({
        method: 'get',
        group: 'api',
        route: '/api/v1/rural/cpf/:cpf',
        params: { cpf: requireCpf(cpf) },
        schema: ruralProfileSchema,
        signal: options.signal,
      }),

    /** 8. GET {base_url}/rural/cafir/{nirf} */
    cafirPropertiesByNirf: (nirf: string, options: CallOptions = {}) =>
      http.request({
        method: 'get',
        group: 'base',
        route: '/rural/cafir/:nirf',
        params: { nirf: requireNirf(nirf) },
        schema: cafirLookupSchema,
        signal: options.signal,
      }),

    /** 9. GET {base_url}/rural/municipio/{codIbge} */
    sncrPropertiesByMunicipality: (ibgeCode: string, options: CallOptions = {}) =>
      http.request({
        method: 'get',
        group: 'base',
        route: '/rural/municipio/:codIbge',
        params: { codIbge: requireIbgeCode(ibgeCode) },
        schema: sncrLookupSchema,
        signal: options.signal,
      }),

    /** 10. GET {base_url}/rural/imovel/{codigo} */
    sncrPropertiesByCode: (propertyCode: string, options: CallOptions = {}) =>
      http.request({
        method: 'get',
        group: 'base',
        route: '/rural/imovel/:codigo',
        params: { codigo: requirePropertyCode(propertyCode) },
        schema: sncrLookupSchema,
        signal: options.signal,
      }),
  };
}
