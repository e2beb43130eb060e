import type { CafirLookup } from '../api/schemas';
import { defineFamily } from './types';

export const cafirFamily = defineFamily<CafirLookup>({
  id: 'cafir',
  label: 'cafirProperties',
  requests: { nirf: (nirf) => ({ resource: 'cafir', nirf }) },
  count: (lookup) => lookup.imoveis.length,
});
