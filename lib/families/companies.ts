import type { PersonProfile } from '../api/schemas';
import { defineFamily } from './types';

/** A person's companies come with the profile: the same request, another view of it. */
export const companiesFamily = defineFamily<PersonProfile>({
  id: 'companies',
  label: 'tabCompanies',
  requests: { cpf: (cpf) => ({ resource: 'personProfile', cpf }) },
  count: (profile) => profile.relacionados.empresas?.length ?? 0,
});
