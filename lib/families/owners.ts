import type { PhoneLookup } from '../api/schemas';
import { defineFamily } from './types';

export const ownersFamily = defineFamily<PhoneLookup>({
  id: 'owners',
  label: 'phoneOwners',
  requests: { phone: (phone) => ({ resource: 'peopleByPhone', phone }) },
  count: (owners) => owners.pessoas.length,
  summary: (owners) => ({ name: owners.pessoas[0]?.nome ?? null }),
});
