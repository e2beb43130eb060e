/** Vocabulary of the rural registries (SNCR, CAFIR) and of environmental infractions. */

export const HOLDER_CONDITIONS = ['Proprietário', 'Proprietário', 'Posseiro a justo título', 'Posseiro por simples ocupação'] as const;

export const CAFIR_SITUATIONS = ['Ativo', 'Ativo', 'Ativo', 'Cancelado', 'Suspenso'] as const;

export const CAFIR_TAX_STATUS = ['Não', 'Não', 'Não', 'Imune', 'Isento'] as const;

export const INFRACTION_KINDS = ['Multa simples', 'Multa simples', 'Multa diária', 'Advertência'] as const;

/** What was done, with the fine per hectare (or per unit) and whether an area is embargoed. */
export const INFRACTION_DESCRIPTIONS = [
  { descricao: 'Destruir ou danificar floresta nativa objeto de especial preservação sem autorização do órgão competente', finePerUnit: 5000, embargo: true },
  { descricao: 'Desmatar a corte raso área de vegetação nativa sem autorização do órgão ambiental competente', finePerUnit: 5000, embargo: true },
  { descricao: 'Receber ou transportar madeira nativa sem licença válida (DOF) para todo o tempo da viagem', finePerUnit: 300, embargo: false },
  { descricao: 'Fazer uso de fogo em áreas agropastoris sem autorização do órgão competente', finePerUnit: 1000, embargo: true },
  { descricao: 'Impedir ou dificultar a regeneração natural de florestas em área de preservação permanente', finePerUnit: 5000, embargo: true },
] as const;

export const INFRACTION_DEBT_SITUATIONS = ['Pendente de julgamento', 'Em cobrança', 'Quitado', 'Parcelado', 'Inscrito em dívida ativa'] as const;
