/**
 * The person-centred entry points. Their base address and formats are not shown in the spec; they are
 * called on `{base_url}`, like every other unversioned path (docs/api-decisions.md).
 */
import type { HttpClient } from '../http';
import { emailCompaniesSchema, emailProfilesSchema, personProfileSchema, phoneLookupSchema } from '../schemas';
import { requireCpf, requireEmail, requirePhone } from '../validate';
import type { CallOptions } from './call-options';

export function peopleEndpoints(http: HttpClient) {
  return {
    /** GET /pessoas/cpf/{cpf}: the full profile. */
    personProfileByCpf: (cpf: string, options: CallOptions = {}) =>
      http.request({
        method: 'get',
        group: 'base',
        route: '/pessoas/cpf/:cpf',
        params: { cpf: requireCpf(cpf) },
        schema: personProfileSchema,
        signal: options.signal,
      }),

    /** GET /pessoas/telefone/{telefone}: the CPFs a number belongs to. */
    peopleByPhone: (phone: string, options: CallOptions = {}) =>
      http.request({
        method: 'get',
        group: 'base',
        route: '/pessoas/telefone/:telefone',
        params: { telefone: requirePhone(phone) },
        schema: phoneLookupSchema,
        signal: options.signal,
      }),

    /** GET /perfis/email/{email}: digital profiles. */
    digitalProfilesByEmail: (email: string, options: CallOptions = {}) =>
      http.request({
        method: 'get',
        group: 'base',
        route: '/perfis/email/:email',
        params: { email: requireEmail(email) },
        schema: emailProfilesSchema,
        signal: options.signal,
      }),

    /** GET /empresas/email/{email}: companies associated with an address. */
    companiesByEmail: (email: string, options: CallOptions = {}) =>
      http.request({
        method: 'get',
        group: 'base',
        route: '/empresas/email/:email',
        params: { email: requireEmail(email) },
        schema: emailCompaniesSchema,
        signal: options.signal,
      }),
  };
}
