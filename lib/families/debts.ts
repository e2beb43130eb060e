import type { FederalDebtsResult } from '../api/schemas';
import { defineFamily } from './types';

const debtCount = ({ dividas }: FederalDebtsResult) => dividas.ativa_uniao.length + dividas.fgts.length + dividas.previdenciaria.length;

export const debtsFamily = defineFamily<FederalDebtsResult>({
  id: 'debts',
  label: 'tabDebts',
  requests: { cpf: (cpf) => ({ resource: 'federalDebts', cpf }) },
  count: debtCount,
  summary: (debts) => ({ debts: debtCount(debts) }),
});
