import type { FiscalBenefitsResult } from '../api/schemas';
import { defineFamily } from './types';

const benefitCount = (fiscal: FiscalBenefitsResult) =>
  fiscal.empresas_habilitadas.length + fiscal.empresas_imunes.length + fiscal.renuncias_fiscais.length + fiscal.renuncias_por_beneficiario.length;

export const fiscalFamily = defineFamily<FiscalBenefitsResult>({
  id: 'fiscal',
  label: 'tabFiscal',
  requests: { cnpj: (cnpj) => ({ resource: 'fiscalBenefits', cnpj }) },
  count: benefitCount,
  // The company's own lists (not the beneficiaries of its waivers) carry its name.
  summary: (fiscal) => ({ name: [...fiscal.empresas_habilitadas, ...fiscal.empresas_imunes, ...fiscal.renuncias_fiscais].find((record) => record.razao_social)?.razao_social ?? null }),
  review: { kinds: ['cnpj'], facts: (fiscal) => ({ fiscalBenefits: benefitCount(fiscal) }) },
});
