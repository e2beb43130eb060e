import type { SncrLookup } from '../api/schemas';
import { defineFamily } from './types';

export const sncrFamily = defineFamily<SncrLookup>({
  id: 'sncr',
  label: 'sncrProperties',
  requests: {
    municipio: (ibgeCode) => ({ resource: 'sncrByMunicipality', ibgeCode }),
    imovel: (propertyCode) => ({ resource: 'sncrByCode', propertyCode }),
  },
  count: (lookup) => lookup.propriedades.length,
});
