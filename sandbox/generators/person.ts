/**
 * The identity of a person, keyed by CPF: name, birth date, documents, home, phones, e-mails and
 * income. Every family that names a person (urban `nome`, `nome_devedor`, `nome_proprietario`,
 * `nome_favorecido`, enrichment, profile, relatives, partners) takes the name from here, so one CPF
 * has one name everywhere.
 */
import type { Address } from '../../lib/api/schemas';
import {
  EMAIL_DOMAINS, FEMALE_FIRST_NAMES, FEMALE_MIDDLE_NAMES, MALE_FIRST_NAMES, MALE_MIDDLE_NAMES, SURNAMES,
  SURNAME_PARTICLES,
} from '../data/names';
import type { Municipality } from '../data/municipalities';
import { seededRandom, type Rng } from '../random';
import { PINNED_PEOPLE } from '../special';
import { slug } from '../text';
import { daysBeforeReference } from './dates';
import { randomCns, randomCpf, randomNis, randomRg } from './documents';
import { landlineNumberOf, mobileNumberOf } from './phone-numbers';
import { municipalityForAreaCode, randomAddress } from './places';
import { personPlan } from './plan';

export type Sex = 'F' | 'M';

export interface PersonName {
  nome: string;
  sexo: Sex;
}

export interface PersonPhone {
  /** Area code + number, digits only (the form the phone look-up takes). */
  national: string;
  tipo: 'celular' | 'fixo';
}

export type PersonEmail = {
  email: string;
  /** How reliable the link between the person and the address is, 0 to 100. */
  score: number;
};

export interface PersonIdentity extends PersonName {
  cpf: string;
  dataNascimento: string;
  rg: string;
  cns: string;
  nis: string;
  municipality: Municipality;
  endereco: Address;
  telefones: PersonPhone[];
  emails: PersonEmail[];
  /** Current monthly income (R$); drives benefits, tax returns and the income score. */
  rendaMensal: number;
}

function surname(rng: Rng): string {
  const name = rng.pick(SURNAMES);
  const particle = SURNAME_PARTICLES[name];
  return particle && rng.chance(0.5) ? `${particle} ${name}` : name;
}

/** The name alone: cheap, for the many places that only show who someone is. */
export function personName(cpf: string): PersonName {
  const pinned = PINNED_PEOPLE[cpf];
  if (pinned) return { nome: pinned.nome, sexo: pinned.sexo };
  const rng = seededRandom('nome', cpf);
  const sexo: Sex = rng.chance(0.5) ? 'F' : 'M';
  const first = rng.pick(sexo === 'F' ? FEMALE_FIRST_NAMES : MALE_FIRST_NAMES);
  const middle = rng.chance(0.3) ? ` ${rng.pick(sexo === 'F' ? FEMALE_MIDDLE_NAMES : MALE_MIDDLE_NAMES)}` : '';
  const surnames = rng.chance(0.6) ? `${surname(rng)} ${surname(rng)}` : surname(rng);
  return { nome: `${first}${middle} ${surnames}`, sexo };
}

function phonesOf(cpf: string): PersonPhone[] {
  const plan = personPlan(cpf);
  if (!plan.listsContacts) return [];
  const pinned = PINNED_PEOPLE[cpf]?.telefone;
  const phones: PersonPhone[] = pinned ? [{ national: pinned, tipo: 'celular' }] : [];
  phones.push({ national: mobileNumberOf(cpf, 0), tipo: 'celular' });
  if (plan.secondMobile) phones.push({ national: mobileNumberOf(cpf, 1), tipo: 'celular' });
  if (plan.landline) phones.push({ national: landlineNumberOf(cpf), tipo: 'fixo' });
  return phones;
}

function emailsOf(cpf: string, nome: string, birthYear: string, rng: Rng): PersonEmail[] {
  const plan = personPlan(cpf);
  const words = slug(nome, ' ').split(' ').filter((word) => !['de', 'da', 'do', 'dos', 'das'].includes(word));
  const first = words[0] ?? 'contato';
  const last = words[words.length - 1] ?? 'email';
  const localParts = [`${first}.${last}`, `${first}${last}${birthYear.slice(2)}`, `${first[0]}${last}`, `${first}_${last}${rng.int(1, 99)}`];
  const pinned = PINNED_PEOPLE[cpf]?.email;
  const addresses = pinned ? [pinned] : [];
  for (const local of localParts) {
    if (addresses.length >= plan.emails) break;
    addresses.push(`${local}@${rng.pick(EMAIL_DOMAINS)}`);
  }
  return addresses.map((email, index) => ({ email, score: index === 0 ? rng.int(80, 99) : rng.int(35, 79) }));
}

function monthlyIncome(rng: Rng, lowIncome: boolean): number {
  if (lowIncome) return rng.decimal(0, 1518);
  const band = rng.next();
  if (band < 0.4) return rng.decimal(1518, 3000);
  if (band < 0.7) return rng.decimal(3000, 7000);
  if (band < 0.9) return rng.decimal(7000, 15000);
  return rng.decimal(15000, 40000);
}

export function personIdentity(cpf: string): PersonIdentity {
  const rng = seededRandom('identidade', cpf);
  const plan = personPlan(cpf);
  const { nome, sexo } = personName(cpf);
  const dataNascimento = daysBeforeReference(rng.int(18 * 365, 85 * 365));
  const telefones = phonesOf(cpf);
  // People mostly live where their first phone's area code is.
  const homeAreaCode = (telefones[0]?.national ?? mobileNumberOf(cpf, 0)).slice(0, 2);
  const municipality = municipalityForAreaCode(rng, homeAreaCode);
  const receivesBenefits = plan.bolsaFamilia + plan.auxilioBrasil + plan.bpc > 0;
  return {
    cpf,
    nome,
    sexo,
    dataNascimento,
    rg: randomRg(rng),
    cns: randomCns(rng),
    nis: randomNis(rng),
    municipality,
    endereco: randomAddress(rng, municipality),
    telefones,
    emails: emailsOf(cpf, nome, dataNascimento.slice(0, 4), rng),
    rendaMensal: monthlyIncome(rng, receivesBenefits),
  };
}

export type RelativeLink = {
  cpf: string;
  nome: string;
  vinculo: string;
};

type Role = 'mae' | 'pai' | 'conjuge' | 'filho' | 'irmao';

function roleLabel(role: Role, sexo: Sex): string {
  switch (role) {
    case 'mae':
      return 'Mãe';
    case 'pai':
      return 'Pai';
    case 'conjuge':
      return 'Cônjuge';
    case 'filho':
      return sexo === 'F' ? 'Filha' : 'Filho';
    case 'irmao':
      return sexo === 'F' ? 'Irmã' : 'Irmão';
  }
}

function rolesFor(rng: Rng, count: number): Role[] {
  const unique = rng.sample<Role>(['mae', 'pai', 'conjuge'], rng.int(0, Math.min(3, count)));
  const repeated = Array.from({ length: count - unique.length }, () => rng.pick<Role>(['filho', 'irmao']));
  return [...unique, ...repeated];
}

/**
 * The person's relatives. Their CPFs are drawn so that a mother is a woman and a father a man; for
 * the CPF with every family populated, the first relative is drawn among people who own urban
 * property, so the relatives' properties are never all empty.
 */
export function relativesOf(cpf: string): RelativeLink[] {
  const plan = personPlan(cpf);
  const rng = seededRandom('parentes', cpf);
  return rolesFor(rng, plan.relatives).map((role, index) => {
    for (;;) {
      const candidate = randomCpf(rng);
      const { nome, sexo } = personName(candidate);
      if ((role === 'mae' && sexo !== 'F') || (role === 'pai' && sexo !== 'M') || candidate === cpf) continue;
      if (plan.complete && index === 0 && personPlan(candidate).urbanProperties === 0) continue;
      return { cpf: candidate, nome, vinculo: roleLabel(role, sexo) };
    }
  });
}
