/** Federal tax benefits a company can hold, as named in the Receita Federal's open data. */

export interface FiscalBenefitKind {
  beneficio_fiscal: string;
  tipo_renuncia: string;
  tributos: readonly string[];
}

/** Qualifications (habilitações) to special regimes. */
export const QUALIFICATIONS: readonly FiscalBenefitKind[] = [
  { beneficio_fiscal: 'REIDI - Regime Especial de Incentivos para o Desenvolvimento da Infraestrutura', tipo_renuncia: 'Suspensão', tributos: ['PIS/PASEP', 'COFINS'] },
  { beneficio_fiscal: 'SUDAM - Redução de 75% do IRPJ', tipo_renuncia: 'Redução de imposto', tributos: ['IRPJ'] },
  { beneficio_fiscal: 'SUDENE - Redução de 75% do IRPJ', tipo_renuncia: 'Redução de imposto', tributos: ['IRPJ'] },
  { beneficio_fiscal: 'REPORTO - Regime Tributário para Incentivo à Modernização e à Ampliação da Estrutura Portuária', tipo_renuncia: 'Suspensão', tributos: ['IPI', 'PIS/PASEP', 'COFINS'] },
  { beneficio_fiscal: 'Drawback - Suspensão', tipo_renuncia: 'Suspensão', tributos: ['II', 'IPI', 'PIS/PASEP', 'COFINS'] },
];

/** Immunities (imunidades) of non-profit entities. */
export const IMMUNITIES: readonly FiscalBenefitKind[] = [
  { beneficio_fiscal: 'Imunidade - Instituições de educação e de assistência social sem fins lucrativos', tipo_renuncia: 'Imunidade', tributos: ['IRPJ', 'CSLL'] },
  { beneficio_fiscal: 'Imunidade - Templos de qualquer culto', tipo_renuncia: 'Imunidade', tributos: ['IRPJ'] },
  { beneficio_fiscal: 'Entidades beneficentes de assistência social (CEBAS)', tipo_renuncia: 'Imunidade', tributos: ['COFINS', 'PIS/PASEP', 'Contribuição previdenciária patronal'] },
];

/** Tax waivers (renúncias) reported per company. */
export const WAIVERS: readonly FiscalBenefitKind[] = [
  { beneficio_fiscal: 'Simples Nacional', tipo_renuncia: 'Regime diferenciado', tributos: ['IRPJ', 'CSLL', 'PIS/PASEP', 'COFINS'] },
  { beneficio_fiscal: 'Lei do Bem - Pesquisa e Desenvolvimento Tecnológico', tipo_renuncia: 'Dedução da base de cálculo', tributos: ['IRPJ', 'CSLL'] },
  { beneficio_fiscal: 'Desoneração da folha de pagamento', tipo_renuncia: 'Substituição de base de cálculo', tributos: ['Contribuição previdenciária patronal'] },
  { beneficio_fiscal: 'Zona Franca de Manaus', tipo_renuncia: 'Isenção', tributos: ['II', 'IPI'] },
  { beneficio_fiscal: 'Programa de Alimentação do Trabalhador (PAT)', tipo_renuncia: 'Dedução do imposto', tributos: ['IRPJ'] },
  { beneficio_fiscal: 'Crédito presumido de IPI - Insumos agropecuários', tipo_renuncia: 'Crédito presumido', tributos: ['IPI'] },
];
