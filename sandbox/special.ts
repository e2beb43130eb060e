/**
 * Identifiers with a known, documented behaviour, for demos and tests (docs/sandbox.md lists them).
 * Every other valid identifier gets ordinary generated records. CPFs and CNPJs are completed with
 * the library's check-digit helpers so they are valid by construction.
 */
import { cnpjWithCheckDigits } from '../lib/identifiers/cnpj';
import { cpfWithCheckDigits } from '../lib/identifiers/cpf';

/** 111.444.777-35: no records in any family; the person profile exists with empty lists. */
export const CPF_EMPTY = cpfWithCheckDigits('111444777');

/** 123.456.789-09: every family populated (relatives with properties, vehicle restrictions, all debt and benefit families...). */
export const CPF_FULL = cpfWithCheckDigits('123456789');

/** 987.654.321-00: ordinary records, but an asynchronous enrichment job containing it ends `failed`. */
export const CPF_JOB_FAILS = cpfWithCheckDigits('987654321');

/** 222.333.444-05: a timber trader whose rural profile carries 10,000 transport operations (40 partners × 250). */
export const CPF_LARGE = cpfWithCheckDigits('222333444');

/** (11) 98765-4321: resolves to CPF_FULL (first owner of the phone look-up). */
export const PHONE_FULL = '11987654321';

/**
 * (21) 99876-5432: nobody owns it. Phones are derived from CPFs by a permutation that only reaches
 * mobile numbers below a bound (see generators/phone-numbers.ts); this one is above it.
 */
export const PHONE_NO_OWNER = '21998765432';

/** Resolves to CPF_FULL through the person look-up by e-mail. */
export const EMAIL_PERSON = 'maria.santos@correio.example';

/** No person; the company look-up finds CNPJ_NUMERIC, whose first partner is the resolved CPF. */
export const EMAIL_COMPANY = 'contato@madeireira-santa-rita.example';

/** Resolves to nothing: no person, no company, no online profile. */
export const EMAIL_NOBODY = 'ninguem@sem-cadastro.example';

/** 11.222.333/0001-81: a timber company with qualifications and tax waivers (three benefit lists) and urban properties. */
export const CNPJ_NUMERIC = cnpjWithCheckDigits('112223330001');

/** 12.ABC.345/01DE-35: the Receita Federal's example of an alphanumeric CNPJ; a school with tax immunities, waivers and urban properties. */
export const CNPJ_ALPHANUMERIC = cnpjWithCheckDigits('12ABC34501DE');

/** NIRF 8.123.456-7: the first CAFIR property of CPF_FULL. */
export const NIRF_WITH_RECORDS = '81234567';

/** Sinop/MT: holds the first SNCR property of CPF_FULL (among others). */
export const IBGE_WITH_RECORDS = '5107909';

/** SNCR code 950.041.012.345-6: the first SNCR property of CPF_FULL, in IBGE_WITH_RECORDS. */
export const SNCR_CODE_WITH_RECORDS = '9500410123456';

/** People whose name is fixed (so the demo page and the docs can name them). */
export const PINNED_PEOPLE: Readonly<Record<string, { nome: string; sexo: 'F' | 'M'; telefone?: string; email?: string }>> = {
  [CPF_FULL]: { nome: 'Maria Aparecida dos Santos', sexo: 'F', telefone: PHONE_FULL, email: EMAIL_PERSON },
  [CPF_EMPTY]: { nome: 'José Carlos Pereira', sexo: 'M' },
  [CPF_JOB_FAILS]: { nome: 'Antônio Ferreira Lima', sexo: 'M' },
  [CPF_LARGE]: { nome: 'Francisco das Chagas Oliveira', sexo: 'M' },
};

/** Companies whose name is fixed. */
export const PINNED_COMPANIES: Readonly<Record<string, { razao_social: string; nome_fantasia: string }>> = {
  [CNPJ_NUMERIC]: { razao_social: 'Madeireira Santa Rita Ltda', nome_fantasia: 'Madeireira Santa Rita' },
  [CNPJ_ALPHANUMERIC]: { razao_social: 'Instituto Educacional Nova Aliança', nome_fantasia: 'Colégio Nova Aliança' },
};

/** What the pinned e-mails resolve to; any other address is resolved from its hash. */
export const PINNED_EMAILS: Readonly<Record<string, { person: string | null; companies: readonly string[] }>> = {
  [EMAIL_PERSON]: { person: CPF_FULL, companies: [] },
  [EMAIL_COMPANY]: { person: null, companies: [CNPJ_NUMERIC] },
  [EMAIL_NOBODY]: { person: null, companies: [] },
};
