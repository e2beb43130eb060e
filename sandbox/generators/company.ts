/**
 * The identity of a company, keyed by CNPJ (numeric or alphanumeric): names, activity, head office,
 * capital and partners. Every family that names a company takes the name from here.
 */
import type { Address } from '../../lib/api/schemas';
import { ECONOMIC_ACTIVITIES, NON_PROFIT_ACTIVITIES, type EconomicActivity } from '../data/economic-activities';
import type { Municipality } from '../data/municipalities';
import { COMPANY_NAMES, COMPANY_SUFFIXES } from '../data/names';
import { seededRandom } from '../random';
import { PINNED_COMPANIES } from '../special';
import { slug } from '../text';
import { randomCnpj, randomCpf } from './documents';
import { personName } from './person';
import { randomAddress, randomMunicipality } from './places';
import { companyPlan, personPlan } from './plan';

export type CompanyPartner = {
  cpf: string;
  nome: string;
  qualificacao: string;
};

export interface CompanyName {
  razao_social: string;
  nome_fantasia: string;
  activity: EconomicActivity;
}

export interface CompanyIdentity extends CompanyName {
  cnpj: string;
  municipality: Municipality;
  endereco: Address;
  capitalSocial: number;
  socios: CompanyPartner[];
  email: string;
}

/** Companies holding tax immunities are non-profit entities (schools, hospitals, churches). */
function isNonProfit(cnpj: string): boolean {
  return companyPlan(cnpj).immunities > 0;
}

/** Names and activity alone: cheap, for the many places that only show who a company is. */
export function companyName(cnpj: string): CompanyName {
  const activities = isNonProfit(cnpj) ? NON_PROFIT_ACTIVITIES : ECONOMIC_ACTIVITIES;
  const pinned = PINNED_COMPANIES[cnpj];
  if (pinned) {
    const activity = activities.find((candidate) => candidate.nameWords.some((word) => pinned.razao_social.startsWith(word)));
    return { ...pinned, activity: activity ?? activities[0] };
  }
  const rng = seededRandom('empresa-nome', cnpj);
  const activity = rng.pick(activities);
  const nome_fantasia = `${rng.pick(activity.nameWords)} ${rng.pick(COMPANY_NAMES)}`;
  const razao_social = isNonProfit(cnpj) ? nome_fantasia : `${nome_fantasia} ${rng.pick(COMPANY_SUFFIXES)}`;
  return { razao_social, nome_fantasia, activity };
}

export function companyIdentity(cnpj: string): CompanyIdentity {
  const rng = seededRandom('empresa', cnpj);
  const plan = companyPlan(cnpj);
  const name = companyName(cnpj);
  const nonProfit = isNonProfit(cnpj);
  const municipality = randomMunicipality(rng);
  const socios = Array.from({ length: plan.partners }, (_, index) => {
    const cpf = randomCpf(rng);
    const [leader, member] = nonProfit ? ['Presidente', 'Diretor'] : ['Sócio-Administrador', 'Sócio'];
    return { cpf, nome: personName(cpf).nome, qualificacao: index === 0 ? leader : member };
  });
  return {
    ...name,
    cnpj,
    municipality,
    endereco: randomAddress(rng, municipality),
    // Non-profit associations have no share capital.
    capitalSocial: nonProfit ? 0 : rng.int(10, 5000) * 1000,
    socios,
    email: `contato@${slug(name.nome_fantasia)}.example`,
  };
}

export type CompanyParticipation = {
  cnpj: string;
  razao_social: string;
  qualificacao: string;
  capital_social: number;
};

/** Companies a person is a partner or administrator of. */
export function participationsOf(cpf: string): CompanyParticipation[] {
  const rng = seededRandom('participacoes', cpf);
  return Array.from({ length: personPlan(cpf).companies }, () => {
    const company = companyIdentity(randomCnpj(rng));
    return {
      cnpj: company.cnpj,
      razao_social: company.razao_social,
      qualificacao: rng.pick(['Sócio-Administrador', 'Sócio', 'Administrador']),
      capital_social: company.capitalSocial,
    };
  });
}
