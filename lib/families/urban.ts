import type { UrbanPropertyResult } from '../api/schemas';
import { defineFamily } from './types';

export const urbanFamily = defineFamily<UrbanPropertyResult>({
  id: 'urban',
  label: 'tabUrban',
  requests: {
    cpf: (cpf, { uf, includeRelatives }) =>
      uf ? { resource: 'urbanByCpfInState', cpf, uf } : { resource: 'urbanByCpf', cpf, ...(includeRelatives ? {} : { includeRelatives: false }) },
    cnpj: (cnpj) => ({ resource: 'urbanByCnpj', cnpj }),
  },
  count: (urban) => urban.propriedades.length + urban.enderecosResididos.length + urban.parentes.reduce((sum, relative) => sum + relative.propriedades.length, 0),
  summary: (urban) => ({ name: urban.nome ?? null, properties: urban.propriedades.length }),
  filters: ['uf', 'includeRelatives'],
  // A company's name comes with its urban properties; a person's from the profile.
  review: { kinds: ['cnpj'], facts: (urban) => ({ name: urban.nome ?? null }) },
});
