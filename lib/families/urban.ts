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
  // The person's (or company's) own properties; addresses lived at and relatives' properties are counted under their own names.
  count: (urban) => urban.propriedades.length,
  records: (urban) => urban.propriedades.length + urban.enderecosResididos.length + urban.parentes.reduce((sum, relative) => sum + relative.propriedades.length, 0),
  others: (urban) => [
    { label: 'residedAddresses', count: urban.enderecosResididos.length },
    { label: 'relativesProperties', count: urban.parentes.reduce((sum, relative) => sum + relative.propriedades.length, 0) },
  ],
  summary: (urban) => ({ name: urban.nome ?? null, urbanProperties: urban.propriedades.length }),
  filters: ['uf', 'includeRelatives'],
  // A company's name comes with its urban properties; a person's from the profile.
  review: { kinds: ['cnpj'], facts: (urban) => ({ name: urban.nome ?? null }) },
});
