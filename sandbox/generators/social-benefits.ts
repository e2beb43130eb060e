/**
 * Social benefits of a person (endpoint 11): Auxílio Brasil, Bolsa Família, Auxílio Emergencial and
 * BPC, with the months and amounts each programme actually paid. For the CPF with every family
 * populated, one Auxílio Emergencial payment went to a relative with the person as the one
 * responsible, so the `nome` filter has something to tell apart.
 */
import type { BpcPayment, EmergencyAidPayment, FamilyBenefitPayment, SocialBenefitsResult } from '../../lib/api/schemas';
import { AUXILIO_BRASIL, AUXILIO_EMERGENCIAL, BOLSA_FAMILIA, MINIMUM_WAGE_BY_YEAR } from '../data/social-benefits';
import { seededRandom, type Rng } from '../random';
import { REFERENCE_DATE, shiftMonth } from './dates';
import { randomNis } from './documents';
import { personIdentity, relativesOf, type PersonIdentity } from './person';
import { personPlan } from './plan';

/** `count` consecutive items of `items` (fewer when the list is shorter), from a random start. */
function consecutive<T>(rng: Rng, items: readonly T[], count: number): T[] {
  const start = rng.int(0, Math.max(0, items.length - count));
  return items.slice(start, start + count);
}

/** Every month from `first` to `last`, both included. */
function monthRange(first: string, last: string): string[] {
  const months = [first];
  while ((months.at(-1) ?? last) < last) months.push(shiftMonth(months.at(-1) ?? last, 1));
  return months;
}

/** Bolsa Família and Auxílio Brasil payments of the person's family. */
function familyPayment(rng: Rng, person: PersonIdentity, month: string, valor_parcela: number): FamilyBenefitPayment {
  return {
    cpf_favorecido: person.cpf,
    nis_favorecido: person.nis,
    nome_favorecido: person.nome,
    mes_competencia: month,
    // The payment file is sometimes one month late.
    mes_referencia: rng.chance(0.8) ? month : shiftMonth(month, 1),
    uf: person.municipality.uf,
    codigo_municipio: person.municipality.ibge,
    nome_municipio: person.municipality.nome,
    valor_parcela,
  };
}

function auxilioBrasil(rng: Rng, person: PersonIdentity, count: number): FamilyBenefitPayment[] {
  // R$ 400 until July 2022, R$ 600 from August 2022.
  return consecutive(rng, monthRange(AUXILIO_BRASIL.firstMonth, AUXILIO_BRASIL.lastMonth), count).map((month) =>
    familyPayment(rng, person, month, month >= '2022-08' ? AUXILIO_BRASIL.values[1] : AUXILIO_BRASIL.values[0]),
  );
}

function bolsaFamilia(rng: Rng, person: PersonIdentity, count: number): FamilyBenefitPayment[] {
  const value = BOLSA_FAMILIA.base + rng.int(0, 2) * BOLSA_FAMILIA.childSupplement + rng.int(0, 2) * BOLSA_FAMILIA.dependantSupplement;
  const lastMonth = shiftMonth(REFERENCE_DATE.slice(0, 7), -1);
  return consecutive(rng, monthRange(BOLSA_FAMILIA.firstMonth, lastMonth), count).map((month) => familyPayment(rng, person, month, value));
}

function auxilioEmergencial(rng: Rng, person: PersonIdentity, count: number, relative: { cpf: string; nome: string } | null): EmergencyAidPayment[] {
  const months = [...AUXILIO_EMERGENCIAL.months2020, ...AUXILIO_EMERGENCIAL.months2021];
  const singleMother = person.sexo === 'F' && rng.chance(0.4);
  const livesAlone = !singleMother && rng.chance(0.3);
  const framework = rng.pick(AUXILIO_EMERGENCIAL.frameworks);
  const relativeNis = randomNis(rng);
  return consecutive(rng, months, count).map((month, index, all) => {
    const in2021 = month >= '2021-01';
    const parcelNumber = (in2021 ? AUXILIO_EMERGENCIAL.months2021 : AUXILIO_EMERGENCIAL.months2020).indexOf(month) + 1;
    // 2020: R$ 600 for five months then R$ 300 (doubled for single mothers); 2021: R$ 150 to R$ 375.
    const value2020 = parcelNumber <= 5 ? 600 : 300;
    const valor_beneficio = in2021 ? (singleMother ? 375 : livesAlone ? 150 : 250) : singleMother ? value2020 * 2 : value2020;
    const paidToRelative = relative !== null && index === all.length - 1;
    return {
      cpf_beneficiario: paidToRelative ? relative.cpf : person.cpf,
      nis_beneficiario: paidToRelative ? relativeNis : person.nis,
      nome_beneficiario: paidToRelative ? relative.nome : person.nome,
      cpf_responsavel: person.cpf,
      nome_responsavel: person.nome,
      mes_disponibilizacao: month,
      uf: person.municipality.uf,
      nome_municipio: person.municipality.nome,
      enquadramento: framework,
      parcela: `${parcelNumber}ª`,
      valor_beneficio,
    };
  });
}

function bpc(rng: Rng, person: PersonIdentity, count: number): BpcPayment[] {
  const numero_beneficio = `${rng.int(70, 71)}${rng.digits(8)}`;
  const judicial = rng.chance(0.2) ? 'SIM' : 'NAO';
  return consecutive(rng, monthRange('2020-01', '2025-12'), count).map((month) => ({
    cpf_beneficiario: person.cpf,
    nis_beneficiario: person.nis,
    nome_beneficiario: person.nome,
    mes_competencia: month,
    uf: person.municipality.uf,
    nome_municipio: person.municipality.nome,
    numero_beneficio,
    beneficio_judicial: judicial,
    valor_parcela: MINIMUM_WAGE_BY_YEAR[Number(month.slice(0, 4))] ?? 0,
  }));
}

export function socialBenefitsOf(cpf: string): SocialBenefitsResult {
  const rng = seededRandom('beneficios-sociais', cpf);
  const plan = personPlan(cpf);
  const person = personIdentity(cpf);
  const relative = plan.complete ? (relativesOf(cpf)[0] ?? null) : null;
  const lists = {
    auxilio_brasil: auxilioBrasil(rng, person, plan.auxilioBrasil),
    bolsa_familia: bolsaFamilia(rng, person, plan.bolsaFamilia),
    auxilio_emergencial: auxilioEmergencial(rng, person, plan.auxilioEmergencial, relative),
    bpc: bpc(rng, person, plan.bpc),
  };
  return { total: countPayments(lists), ...lists };
}

/** `total` is the number of payments listed, so it stays right after a filter. */
export function countPayments(lists: Pick<SocialBenefitsResult, 'auxilio_brasil' | 'bolsa_familia' | 'auxilio_emergencial' | 'bpc'>): number {
  return lists.auxilio_brasil.length + lists.bolsa_familia.length + lists.auxilio_emergencial.length + lists.bpc.length;
}
