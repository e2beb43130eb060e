/** Company records: fiscal benefits of a CNPJ (endpoint 5). */
import type { HttpClient } from '../http';
import { fiscalBenefitsResultSchema } from '../schemas';
import { requireCnpj } from '../validate';
import type { CallOptions } from './call-options';

export function companyEndpoints(http: HttpClient) {
  return {
    /** 5. GET {base_url}/beneficios/cnpj/{cnpj} */
    fiscalBenefitsByCnpj: (cnpj: string, options: CallOptions = {}) =>
      http.request({
        method: 'get',
        group: 'base',
        route: '/beneficios/cnpj/:cnpj',
        params: { cnpj: requireCnpj(cnpj) },
        schema: fiscalBenefitsResultSchema,
        signal: options.signal,
      }),
  };
}
