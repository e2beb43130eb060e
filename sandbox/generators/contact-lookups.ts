/**
 * Person-centred look-ups by phone and by e-mail, and the online profiles found by e-mail.
 *
 * Phones lead back to their owners exactly (phone-numbers.ts). E-mail addresses cannot carry a CPF,
 * so an address is resolved from its hash alone: about 70% belong to a person, 15% only to a company
 * (whose first partner is then the person, for enrichment), 15% to nobody. The pinned addresses in
 * special.ts say explicitly what they resolve to.
 */
import type { EmailProfiles } from '../../lib/api/schemas';
import { ONLINE_PLATFORMS } from '../data/names';
import { hashString, seededRandom } from '../random';
import { PINNED_EMAILS, PINNED_PEOPLE } from '../special';
import { slug } from '../text';
import { companyIdentity, type CompanyPartner } from './company';
import { randomCnpj, randomCpf } from './documents';
import { candidateOwnerOf } from './phone-numbers';
import { personIdentity, personName } from './person';
import { personPlan } from './plan';

type DigitalProfile = EmailProfiles['perfis'][number];

export type PhoneOwner = {
  cpf: string;
  nome: string;
};

/** People a phone (area code + number) belongs to; pinned owners first. */
export function ownersOfPhone(national: string): PhoneOwner[] {
  const owners = Object.entries(PINNED_PEOPLE)
    .filter(([, person]) => person.telefone === national)
    .map(([cpf, person]) => ({ cpf, nome: person.nome }));
  const candidate = candidateOwnerOf(national);
  if (candidate && !owners.some((owner) => owner.cpf === candidate)) {
    const identity = personIdentity(candidate);
    if (identity.telefones.some((phone) => phone.national === national)) owners.push({ cpf: candidate, nome: identity.nome });
  }
  return owners;
}

/** E-mail addresses are matched case-insensitively, as mail providers do. */
function emailKey(email: string): string {
  return email.toLowerCase();
}

/** The CPF of the person an e-mail address belongs to, or null. */
export function personOfEmail(email: string): string | null {
  const key = emailKey(email);
  const pinned = PINNED_EMAILS[key];
  if (pinned) return pinned.person;
  return hashString(`email|${key}`) % 100 < 70 ? randomCpf(seededRandom('email-pessoa', key)) : null;
}

/** CNPJs of the companies an e-mail address is registered to. */
function companiesOfEmail(email: string): string[] {
  const key = emailKey(email);
  const pinned = PINNED_EMAILS[key];
  if (pinned) return [...pinned.companies];
  const bucket = hashString(`email|${key}`) % 100;
  const rng = seededRandom('email-empresas', key);
  // Addresses in the 70-84 band belong to companies only; a fifth of personal addresses also
  // appear in a company's records.
  const count = bucket >= 70 && bucket < 85 ? rng.int(1, 2) : bucket < 70 && rng.chance(0.2) ? 1 : 0;
  return Array.from({ length: count }, () => randomCnpj(rng));
}

export type EmailCompany = {
  cnpj: string;
  razao_social: string;
  nome_fantasia: string;
  socios: CompanyPartner[];
};

export function emailCompanies(email: string): EmailCompany[] {
  return companiesOfEmail(email).map((cnpj) => {
    const company = companyIdentity(cnpj);
    return { cnpj, razao_social: company.razao_social, nome_fantasia: company.nome_fantasia, socios: company.socios };
  });
}

/** A person's profiles on social and professional networks. */
export function onlineProfilesOf(cpf: string): DigitalProfile[] {
  const rng = seededRandom('perfis-online', cpf);
  const { nome } = personName(cpf);
  const handle = slug(nome, '.');
  return rng.sample(ONLINE_PLATFORMS, personPlan(cpf).onlineProfiles).map((platform) => {
    const usuario = rng.chance(0.5) ? handle : `${handle.replace(/\./g, '')}${rng.int(1, 999)}`;
    return { plataforma: platform.plataforma, usuario, url: `${platform.url}${usuario}`, nome };
  });
}

/** Online profiles found by e-mail: those of the address's owner, if it has one. */
export function onlineProfilesOfEmail(email: string): DigitalProfile[] {
  const cpf = personOfEmail(email);
  return cpf ? onlineProfilesOf(cpf) : [];
}
