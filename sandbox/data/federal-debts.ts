/** Vocabulary of federal debts inscribed by the National Treasury (PGFN). */

export const ACTIVE_DEBT_REVENUES = [
  'IRPF - Imposto sobre a Renda da Pessoa Física',
  'Multa por atraso na entrega da declaração do IRPF',
  'ITR - Imposto sobre a Propriedade Territorial Rural',
  'IRPF - Ganho de capital na alienação de bens',
  'Multa administrativa - Lei 9.605/98',
] as const;

export const FGTS_REVENUES = ['FGTS - Depósitos não recolhidos', 'FGTS - Contribuição social rescisória (LC 110/2001)'] as const;

export const SOCIAL_SECURITY_REVENUES = [
  'Contribuição previdenciária - contribuinte individual',
  'Contribuição previdenciária - empregador doméstico',
  'Contribuição previdenciária - obra de construção civil (CNO)',
] as const;

/** Situations of an inscription; the first two are the ones a court case (ajuizada) goes with. */
export const FILED_SITUATIONS = ['Ativa ajuizada', 'Ativa ajuizada - garantia'] as const;
export const UNFILED_SITUATIONS = [
  'Ativa em cobrança', 'Ativa a ser ajuizada', 'Suspensa por decisão judicial', 'Em negociação - parcelamento',
] as const;
