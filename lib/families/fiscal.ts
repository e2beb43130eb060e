import type { FiscalBenefitsResult } from '../api/schemas';
import { defineFamily } from './types';

const benefitCount = (fiscal: FiscalBenefitsResult) =>
  fiscal.empresas_habilitadas.length + fiscal.empresas_imunes.length + fiscal.renuncias_fiscais.length + fiscal.renuncias_por_beneficiario.length;

export const fiscalFamily = defineFamily<FiscalBenefitsResult>({
  id: 'fiscal',
  label: 'tabFiscal',
  requests: { cnpj: (cnpj) => ({ resource: 'fiscalBenefits', cnpj }) },
  count: benefitCount,
  review: { kinds: ['cnpj'], facts: (fiscal) => ({ fiscalBenefits: benefitCount(fiscal) }) },
});
