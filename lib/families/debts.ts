import type { ActiveDebt, FederalDebtsResult } from '../api/schemas';
import { defineFamily } from './types';

type DebtRow = Pick<ActiveDebt, 'indicador_ajuizado'>;

/** A debt inscription already taken to court ("ajuizada"). */
export const isInCourt = (debt: DebtRow) => /^(s|sim|true|1)$/i.test(debt.indicador_ajuizado ?? '');

const allDebts = ({ dividas }: FederalDebtsResult): DebtRow[] => [...dividas.ativa_uniao, ...dividas.fgts, ...dividas.previdenciaria];
const debtCount = ({ dividas }: FederalDebtsResult) => dividas.ativa_uniao.length + dividas.fgts.length + dividas.previdenciaria.length;

export const debtsFamily = defineFamily<FederalDebtsResult>({
  id: 'debts',
  label: 'tabDebts',
  requests: { cpf: (cpf) => ({ resource: 'federalDebts', cpf }) },
  count: debtCount,
  summary: (debts) => ({ debts: debtCount(debts) }),
  review: { kinds: ['cpf'], facts: (debts) => ({ debts: debtCount(debts), debtsInCourt: allDebts(debts).filter(isInCourt).length }) },
});
