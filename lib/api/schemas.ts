/**
 * The records API as zod schemas: the single source of truth for every shape the service sends or
 * receives. Types are inferred from these schemas; nothing else declares an API shape.
 *
 * Tolerance rules (docs/api-decisions.md explains each one):
 * - every object keeps fields it does not know (`z.looseObject`), so a new field never breaks parsing;
 * - scalars may be `null` or missing (the spec does not say which fields are always present) and come
 *   out as `null`;
 * - arrays may be `null` or missing and come out as `[]` ("every array may be empty");
 * - numbers may arrive as numeric strings; dates may carry a time part, which is dropped;
 * - a value of the wrong kind (an object where a number belongs, a date that is not a date) is an
 *   error: the answer does not look like this API, and it is shown as such, never rendered.
 */
import { z } from 'zod';

// ---------------------------------------------------------------------------------------------
// Building blocks
// ---------------------------------------------------------------------------------------------

/** A string field the spec shows; `null` when absent. */
const text = z.string().nullish().transform((value) => value ?? null);

/** A number field; numeric strings such as "1234.5" are accepted because some gateways send them. */
const numeric = z
  .union([z.number(), z.string().trim().regex(/^-?\d+(\.\d+)?$/, 'número inválido').transform(Number)])
  .nullish()
  .transform((value) => value ?? null);

const integer = z
  .union([z.number().int(), z.string().trim().regex(/^-?\d+$/, 'inteiro inválido').transform(Number)])
  .nullish()
  .transform((value) => value ?? null);

/** Whether `YYYY-MM-DD` names a day of the calendar (no 2024-02-30). */
function isCalendarDate(value: string): boolean {
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  const parsed = new Date(Date.UTC(year, month - 1, day));
  return parsed.getUTCFullYear() === year && parsed.getUTCMonth() === month - 1 && parsed.getUTCDate() === day;
}

/** `YYYY-MM-DD`; an ISO date-time is cut to its date. */
const date = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}(?:[T ][\d:.]+(?:Z|[+-]\d{2}:?\d{2})?)?$/, 'data fora do formato AAAA-MM-DD')
  .transform((value) => value.slice(0, 10))
  .refine(isCalendarDate, 'data inexistente')
  .nullish()
  .transform((value) => value ?? null);

/** `YYYY-MM`; a full date is cut to its month. */
const month = z
  .string()
  .regex(/^\d{4}-(?:0[1-9]|1[0-2])(?:-\d{2})?$/, 'mês fora do formato AAAA-MM')
  .transform((value) => value.slice(0, 7))
  .nullish()
  .transform((value) => value ?? null);

/** Identifiers of people and companies: the spec says digits only; punctuation is stripped if sent. */
const documentNumber = z
  .union([z.string(), z.number().int().transform(String)])
  .transform((value) => value.replace(/[.\-/\s]/g, '').toUpperCase())
  .nullish()
  .transform((value) => value ?? null);

function list<T extends z.ZodType>(item: T) {
  return z
    .array(item)
    .nullish()
    .transform((value): z.output<T>[] => value ?? []);
}

function optionalObject<T extends z.ZodType>(schema: T) {
  return schema.nullish().transform((value): z.output<T> | null => value ?? null);
}

const stringList = list(z.string());

// ---------------------------------------------------------------------------------------------
// 1. Rural profile (GET {api_url}/api/v1/rural/cpf/{cpf}) and rural look-ups (endpoints 8-10)
// ---------------------------------------------------------------------------------------------

export const sncrPropertySchema = z.looseObject({
  codigo_imovel: text,
  nome_imovel: text,
  municipio: text,
  uf: text,
  area_total: numeric,
  modulos_fiscais: numeric,
  cod_ibge: text,
  nome_detentor: text,
  cpf_cnpj: documentNumber,
  tipo_detentor: text,
  fracao: numeric,
  condicao_detentor: text,
});

export const cafirPropertySchema = z.looseObject({
  nirf: text,
  area_total: numeric,
  codigo_incra: text,
  nome_imovel: text,
  situacao: text,
  logradouro: text,
  distrito: text,
  uf: text,
  municipio: text,
  cep: text,
  data_atualizacao: date,
  imune_isento: text,
  codigo_sncr: text,
});

export const productTotalSchema = z.looseObject({
  produto: text,
  qtd: integer,
  volume: numeric,
  valor: numeric,
  unidade: text,
});

export const transportOperationSchema = z.looseObject({
  data_emissao: date,
  produto: text,
  nome_popular: text,
  volume: numeric,
  unidade: text,
  valor_total: numeric,
});

export const transportPartnerSchema = z.looseObject({
  cpf_cnpj: documentNumber,
  nome: text,
  uf: text,
  municipio: text,
  direcao: text,
  qtd_operacoes: integer,
  volume_total: numeric,
  valor_total: numeric,
  produtos: stringList,
  por_produto: list(productTotalSchema),
  periodo: optionalObject(z.looseObject({ primeiro: date, ultimo: date })),
  operacoes: list(transportOperationSchema),
});

export const transportsSchema = z.looseObject({
  total: integer,
  volume_total: numeric,
  valor_total: numeric,
  produtos: stringList,
  por_ano: list(z.looseObject({ ano: integer, qtd: integer, volume: numeric })),
  por_produto: list(productTotalSchema),
  parceiros: list(transportPartnerSchema),
});

export const infractionSchema = z.looseObject({
  numero_auto: text,
  tipo_auto: text,
  cpf_cnpj: documentNumber,
  nome_infrator: text,
  municipio: text,
  uf: text,
  descricao_dano: text,
  area_embargada: numeric,
  latitude: numeric,
  longitude: numeric,
  data_auto: date,
  valor_multa: numeric,
  situacao_debito: text,
});

export const ruralSummarySchema = z.looseObject({
  area_total_ha: numeric,
  qtd_imoveis_sncr: integer,
  qtd_imoveis_cafir: integer,
  qtd_infracoes: integer,
  valor_total_multas: numeric,
  qtd_autorizacoes: integer,
  qtd_transportes: integer,
  estados: stringList,
});

export const ruralProfileSchema = z.looseObject({
  cpf_cnpj: documentNumber,
  propriedades_sncr: list(sncrPropertySchema),
  propriedades_cafir: list(cafirPropertySchema),
  transportes: optionalObject(transportsSchema),
  infracoes: list(infractionSchema),
  resumo: optionalObject(ruralSummarySchema),
});

/** Endpoint 8: GET {base_url}/rural/cafir/{nirf}. */
export const cafirLookupSchema = z.looseObject({ imoveis: list(cafirPropertySchema) });
/** Endpoints 9 and 10: GET {base_url}/rural/municipio/{codIbge} and /rural/imovel/{codigo}. */
export const sncrLookupSchema = z.looseObject({ propriedades: list(sncrPropertySchema) });

// ---------------------------------------------------------------------------------------------
// 2. Urban properties (endpoints 2, 3 and 4)
// ---------------------------------------------------------------------------------------------

export const addressSchema = z.looseObject({
  logradouro: text,
  numero: text,
  complemento: text,
  bairro: text,
  cidade: text,
  uf: text,
  cep: text,
});

export const ownerSchema = z.looseObject({
  nome: text,
  documento: documentNumber,
  tipoDocumento: text,
});

export const urbanPropertySchema = z.looseObject({
  id: text,
  fonte: text,
  sql_iptu: text,
  inscricao: text,
  localizacao: optionalObject(addressSchema),
  area_terreno: numeric,
  area_construida: numeric,
  ano_construcao: integer,
  tipo_uso: text,
  valor_venal: numeric,
  valor_iptu: numeric,
  proprietario: optionalObject(ownerSchema),
});

export const residedAddressSchema = z.looseObject({
  endereco: optionalObject(addressSchema),
  proprietarioReal: optionalObject(ownerSchema),
  imovelRecord: optionalObject(urbanPropertySchema),
  vinculo: text,
});

export const relativeSchema = z.looseObject({
  cpf: documentNumber,
  nome: text,
  vinculo: text,
  propriedades: list(urbanPropertySchema),
});

export const urbanPropertyResultSchema = z.looseObject({
  documento: documentNumber,
  tipo: text,
  nome: text,
  propriedades: list(urbanPropertySchema),
  enderecosResididos: list(residedAddressSchema),
  parentes: list(relativeSchema),
});

// ---------------------------------------------------------------------------------------------
// 3. Fiscal benefits of a company (endpoint 5)
// ---------------------------------------------------------------------------------------------

export const fiscalBenefitRecordSchema = z.looseObject({
  cnpj: documentNumber,
  razao_social: text,
  nome_fantasia: text,
  cnae: text,
  municipio: text,
  uf: text,
  ano_calendario: text,
  tipo_renuncia: text,
  beneficio_fiscal: text,
  tributo: text,
  valor_renuncia: numeric,
});

export const fiscalBenefitsResultSchema = z.looseObject({
  total: integer,
  empresas_habilitadas: list(fiscalBenefitRecordSchema),
  empresas_imunes: list(fiscalBenefitRecordSchema),
  renuncias_fiscais: list(fiscalBenefitRecordSchema),
  renuncias_por_beneficiario: list(fiscalBenefitRecordSchema),
});

// ---------------------------------------------------------------------------------------------
// 4. Federal debts (endpoint 6)
// ---------------------------------------------------------------------------------------------

const debtCommonFields = {
  cpf_cnpj: documentNumber,
  tipo_pessoa: text,
  nome_devedor: text,
  uf_devedor: text,
  numero_inscricao: text,
  situacao_inscricao: text,
  receita_principal: text,
  data_inscricao: date,
  indicador_ajuizado: text,
  valor_consolidado: numeric,
};

export const activeDebtSchema = z.looseObject({
  ...debtCommonFields,
  tipo_devedor: text,
  unidade_responsavel: text,
});

export const fgtsDebtSchema = z.looseObject({
  ...debtCommonFields,
  entidade_responsavel: text,
  unidade_inscricao: text,
});

/**
 * The spec does not show the item of `previdenciaria`. It is read as a debt inscription like the
 * other two families, with every field of both optional, and anything else kept as sent.
 */
export const socialSecurityDebtSchema = z.looseObject({
  ...debtCommonFields,
  tipo_devedor: text,
  unidade_responsavel: text,
  entidade_responsavel: text,
  unidade_inscricao: text,
});

export const federalDebtsResultSchema = z.looseObject({
  total: integer,
  dividas: z
    .looseObject({
      ativa_uniao: list(activeDebtSchema),
      fgts: list(fgtsDebtSchema),
      previdenciaria: list(socialSecurityDebtSchema),
    })
    .nullish()
    .transform((value) => value ?? { ativa_uniao: [], fgts: [], previdenciaria: [] }),
});

// ---------------------------------------------------------------------------------------------
// 5. Vehicles (endpoint 7)
// ---------------------------------------------------------------------------------------------

export const vehicleSchema = z.looseObject({
  cpf_cnpj: documentNumber,
  nome_proprietario: text,
  placa: text,
  placa_antiga: text,
  placa_nova: text,
  renavam: text,
  chassi: text,
  ano_fabricacao: integer,
  ano_modelo: integer,
  marca: text,
  modelo: text,
  combustivel: text,
  cor: text,
  municipio: text,
  uf: text,
  tipo_veiculo: text,
  especie_veiculo: text,
  situacao_veiculo: text,
  potencia: text,
  cilindradas: text,
  quantidade_passageiro: text,
  restricao_1: text,
  restricao_2: text,
  restricao_3: text,
  restricao_4: text,
});

export const vehicleResultSchema = z.looseObject({ veiculos: list(vehicleSchema) });

// ---------------------------------------------------------------------------------------------
// 6. Social benefits (endpoint 11)
// ---------------------------------------------------------------------------------------------

export const familyBenefitPaymentSchema = z.looseObject({
  cpf_favorecido: documentNumber,
  nis_favorecido: text,
  nome_favorecido: text,
  mes_competencia: month,
  mes_referencia: month,
  uf: text,
  codigo_municipio: text,
  nome_municipio: text,
  valor_parcela: numeric,
});

export const emergencyAidPaymentSchema = z.looseObject({
  cpf_beneficiario: documentNumber,
  nis_beneficiario: text,
  nome_beneficiario: text,
  cpf_responsavel: documentNumber,
  nome_responsavel: text,
  mes_disponibilizacao: month,
  uf: text,
  nome_municipio: text,
  enquadramento: text,
  parcela: text,
  valor_beneficio: numeric,
});

export const bpcPaymentSchema = z.looseObject({
  cpf_beneficiario: documentNumber,
  nis_beneficiario: text,
  nome_beneficiario: text,
  mes_competencia: month,
  uf: text,
  nome_municipio: text,
  numero_beneficio: text,
  beneficio_judicial: text,
  valor_parcela: numeric,
});

export const socialBenefitsResultSchema = z.looseObject({
  total: integer,
  auxilio_brasil: list(familyBenefitPaymentSchema),
  bolsa_familia: list(familyBenefitPaymentSchema),
  auxilio_emergencial: list(emergencyAidPaymentSchema),
  bpc: list(bpcPaymentSchema),
});

// ---------------------------------------------------------------------------------------------
// 7. Lead enrichment (endpoints 12, 13 and 14)
// ---------------------------------------------------------------------------------------------

export { ASYNC_ENRICHMENT_LIMIT, SYNC_ENRICHMENT_LIMIT } from './limits';

export const enrichmentFieldSchema = z.enum(['identidade', 'renda', 'contatos', 'empresas']);

/** Exactly one of `cpf`, `telefone`, `email`. */
export const enrichmentContactSchema = z.union([
  z.strictObject({ cpf: z.string().min(1) }),
  z.strictObject({ telefone: z.string().min(1) }),
  z.strictObject({ email: z.string().min(1) }),
]);

export const enrichmentRequestSchema = z.strictObject({
  contatos: z.array(enrichmentContactSchema).min(1),
  campos: z.array(enrichmentFieldSchema).min(1).optional(),
});

export const incomeScoreSchema = z.looseObject({
  faixa: text,
  score: numeric,
  sinais: stringList,
});

/** Field names inside company participations are not shown; CNPJ, role and capital are expected. */
export const companyParticipationSchema = z.looseObject({
  cnpj: documentNumber,
  razao_social: text,
  qualificacao: text,
  capital_social: numeric,
});

/** Field names inside the asset summary are not shown; counts and values are expected. */
export const assetSummarySchema = z.looseObject({
  qtd_imoveis: integer,
  qtd_veiculos: integer,
  valor_imoveis: numeric,
  valor_veiculos: numeric,
  valor_total: numeric,
});

export const enrichmentResultItemSchema = z.looseObject({
  status: text,
  /** The contact as submitted, when the service echoes it (not shown in the spec). */
  entrada: optionalObject(z.looseObject({ cpf: text, telefone: text, email: text })),
  cpf: documentNumber,
  nome: text,
  data_nascimento: date,
  sexo: text,
  score_renda: optionalObject(incomeScoreSchema),
  contatos: optionalObject(z.looseObject({ telefones: stringList, emails: stringList })),
  endereco: optionalObject(addressSchema),
  empresas: list(companyParticipationSchema),
  patrimonio_resumo: optionalObject(assetSummarySchema),
  remuneracao_atual: numeric,
  /** A reason for a status other than `ok` (not shown in the spec). */
  mensagem: text,
});

export const syncEnrichmentResponseSchema = z.looseObject({
  total: integer,
  enriquecidos: integer,
  resultados: list(enrichmentResultItemSchema),
});

export const asyncEnrichmentCreatedSchema = z.looseObject({
  jobId: z.union([z.string().min(1), z.number().int().transform(String)]),
  statusUrl: z.string().min(1),
});

/** Terminal values shown by the spec; any other value is kept as sent and means "not finished". */
export const TERMINAL_JOB_STATUSES = ['completed', 'failed'] as const;

export const enrichmentJobStatusSchema = z.looseObject({
  status: z.string().min(1),
  result: list(enrichmentResultItemSchema),
  /** A reason for `failed` (not shown in the spec). */
  mensagem: text,
});

// ---------------------------------------------------------------------------------------------
// 8. Person-centred entry points (shapes not shown: see docs/api-decisions.md)
// ---------------------------------------------------------------------------------------------

export const personPhoneSchema = z.union([
  z.string().transform((numero) => ({ numero, tipo: null, ddd: null })),
  z.looseObject({ ddd: text, numero: z.string(), tipo: text }),
]);

export const personEmailSchema = z.union([
  z.string().transform((email) => ({ email, score: null })),
  z.looseObject({ email: z.string(), score: numeric }),
]);

export const personRelativeSchema = z.looseObject({
  cpf: documentNumber,
  nome: text,
  vinculo: text,
});

export const taxReturnSchema = z.looseObject({
  ano: integer,
  renda_total: numeric,
  imposto_devido: numeric,
  situacao: text,
});

/** A record of one of the related data sets: kept as sent, with the common fields typed. */
export const relatedRecordSchema = z.looseObject({
  tipo: text,
  descricao: text,
  cpf: documentNumber,
  cnpj: documentNumber,
  nome: text,
  papel: text,
});

export const RELATED_DATA_SETS = [
  'empresas',
  'empregos',
  'imoveis_urbanos',
  'imoveis_rurais',
  'veiculos',
  'aeronaves',
  'patentes',
  'beneficios_sociais',
  'dividas',
  'regularidade',
  'perfis_online',
  'processos',
] as const;

export const personProfileSchema = z.looseObject({
  cpf: documentNumber,
  nome: text,
  rg: text,
  data_nascimento: date,
  sexo: text,
  cns: text,
  enderecos: list(addressSchema),
  telefones: list(personPhoneSchema),
  emails: list(personEmailSchema),
  parentes: list(personRelativeSchema),
  declaracoes_ir: list(taxReturnSchema),
  relacionados: z
    .record(z.string(), list(relatedRecordSchema))
    .nullish()
    .transform((value) => value ?? {}),
});

/** The telephone look-up answers the people (CPFs) a number belongs to. */
export const phoneOwnerSchema = z.union([
  z.string().transform((cpf) => ({ cpf: cpf.replace(/\D/g, ''), nome: null })),
  z.looseObject({ cpf: documentNumber, nome: text }),
]);

export const phoneLookupSchema = z.union([
  z.looseObject({ telefone: text, pessoas: z.array(phoneOwnerSchema) }),
  z.looseObject({ telefone: text, cpfs: list(phoneOwnerSchema) }).transform(({ cpfs, ...rest }) => ({
    ...rest,
    pessoas: cpfs,
  })),
  z.array(phoneOwnerSchema).transform((pessoas) => ({ telefone: null, pessoas })),
]);

export const digitalProfileSchema = z.looseObject({
  plataforma: text,
  usuario: text,
  url: text,
  nome: text,
});

export const emailProfilesSchema = z.looseObject({ email: text, perfis: list(digitalProfileSchema) });

export const companyPartnerSchema = z.looseObject({ cpf: documentNumber, nome: text, qualificacao: text });

export const emailCompanySchema = z.looseObject({
  cnpj: documentNumber,
  razao_social: text,
  nome_fantasia: text,
  socios: list(companyPartnerSchema),
});

export const emailCompaniesSchema = z.looseObject({ email: text, empresas: list(emailCompanySchema) });

// ---------------------------------------------------------------------------------------------
// Error bodies (not shown): any JSON object; a message is looked for under the usual names.
// ---------------------------------------------------------------------------------------------

export const errorBodySchema = z.looseObject({
  erro: z.union([z.string(), z.looseObject({ codigo: text, mensagem: text })]).optional(),
  mensagem: z.string().optional(),
  message: z.string().optional(),
  error: z.string().optional(),
  detail: z.string().optional(),
});

// ---------------------------------------------------------------------------------------------
// Inferred types
// ---------------------------------------------------------------------------------------------

export type SncrProperty = z.output<typeof sncrPropertySchema>;
export type CafirProperty = z.output<typeof cafirPropertySchema>;
export type ProductTotal = z.output<typeof productTotalSchema>;
export type TransportOperation = z.output<typeof transportOperationSchema>;
export type TransportPartner = z.output<typeof transportPartnerSchema>;
export type Transports = z.output<typeof transportsSchema>;
export type Infraction = z.output<typeof infractionSchema>;
export type RuralSummary = z.output<typeof ruralSummarySchema>;
export type RuralProfile = z.output<typeof ruralProfileSchema>;
export type CafirLookup = z.output<typeof cafirLookupSchema>;
export type SncrLookup = z.output<typeof sncrLookupSchema>;
export type Address = z.output<typeof addressSchema>;
export type Owner = z.output<typeof ownerSchema>;
export type UrbanProperty = z.output<typeof urbanPropertySchema>;
export type ResidedAddress = z.output<typeof residedAddressSchema>;
export type Relative = z.output<typeof relativeSchema>;
export type UrbanPropertyResult = z.output<typeof urbanPropertyResultSchema>;
export type FiscalBenefitRecord = z.output<typeof fiscalBenefitRecordSchema>;
export type FiscalBenefitsResult = z.output<typeof fiscalBenefitsResultSchema>;
export type ActiveDebt = z.output<typeof activeDebtSchema>;
export type FgtsDebt = z.output<typeof fgtsDebtSchema>;
export type SocialSecurityDebt = z.output<typeof socialSecurityDebtSchema>;
export type FederalDebtsResult = z.output<typeof federalDebtsResultSchema>;
export type Vehicle = z.output<typeof vehicleSchema>;
export type VehicleResult = z.output<typeof vehicleResultSchema>;
export type FamilyBenefitPayment = z.output<typeof familyBenefitPaymentSchema>;
export type EmergencyAidPayment = z.output<typeof emergencyAidPaymentSchema>;
export type BpcPayment = z.output<typeof bpcPaymentSchema>;
export type SocialBenefitsResult = z.output<typeof socialBenefitsResultSchema>;
export type EnrichmentField = z.output<typeof enrichmentFieldSchema>;
export type EnrichmentContact = z.output<typeof enrichmentContactSchema>;
export type EnrichmentRequest = z.output<typeof enrichmentRequestSchema>;
export type EnrichmentResultItem = z.output<typeof enrichmentResultItemSchema>;
export type SyncEnrichmentResponse = z.output<typeof syncEnrichmentResponseSchema>;
export type AsyncEnrichmentCreated = z.output<typeof asyncEnrichmentCreatedSchema>;
export type EnrichmentJobStatus = z.output<typeof enrichmentJobStatusSchema>;
export type PersonProfile = z.output<typeof personProfileSchema>;
export type PhoneLookup = z.output<typeof phoneLookupSchema>;
export type EmailProfiles = z.output<typeof emailProfilesSchema>;
export type EmailCompanies = z.output<typeof emailCompaniesSchema>;
export type ErrorBody = z.output<typeof errorBodySchema>;
