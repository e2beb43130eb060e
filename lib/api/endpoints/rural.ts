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
        path: `/api/v1/rural/cpf/${requireCpf(cpf)}`,
        endpoint: 'GET /api/v1/rural/cpf/:cpf',
        schema: ruralProfileSchema,
        signal: options.signal,
      }),

    /** 8. GET {base_url}/rural/cafir/{nirf} */
    cafirPropertiesByNirf: (nirf: string, options: CallOptions = {}) =>
      http.request({
        method: 'get',
        group: 'base',
        path: `/rural/cafir/${requireNirf(nirf)}`,
        endpoint: 'GET /rural/cafir/:nirf',
        schema: cafirLookupSchema,
        signal: options.signal,
      }),

    /** 9. GET {base_url}/rural/municipio/{codIbge} */
    sncrPropertiesByMunicipality: (ibgeCode: string, options: CallOptions = {}) =>
      http.request({
        method: 'get',
        group: 'base',
        path: `/rural/municipio/${requireIbgeCode(ibgeCode)}`,
        endpoint: 'GET /rural/municipio/:codIbge',
        schema: sncrLookupSchema,
        signal: options.signal,
      }),

    /** 10. GET {base_url}/rural/imovel/{codigo} */
    sncrPropertiesByCode: (propertyCode: string, options: CallOptions = {}) =>
      http.request({
        method: 'get',
        group: 'base',
        path: `/rural/imovel/${requirePropertyCode(propertyCode)}`,
        endpoint: 'GET /rural/imovel/:codigo',
        schema: sncrLookupSchema,
        signal: options.signal,
      }),
  };
}
