import type { EmailCompanies } from '../api/schemas';
import { defineFamily } from './types';

export const emailCompaniesFamily = defineFamily<EmailCompanies>({
  id: 'emailCompanies',
  label: 'emailCompanies',
  requests: { email: (email) => ({ resource: 'companiesByEmail', email }) },
  count: (companies) => companies.empresas.length,
  summary: (companies) => ({ name: companies.empresas[0]?.razao_social ?? null }),
});
