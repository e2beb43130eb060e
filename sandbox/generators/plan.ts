/**
 * How many records of each family an identifier has. Deciding the counts in one place keeps the
 * families independent of each other (each generator only reads its own counts) and lets the
 * special identifiers (special.ts) force "nothing", "everything" or "a lot".
 */
import { seededRandom, type Rng } from '../random';
import { CNPJ_ALPHANUMERIC, CNPJ_NUMERIC, CPF_EMPTY, CPF_FULL, CPF_LARGE } from '../special';

export interface PersonPlan {
  /** Forces optional details on (restrictions on a vehicle, relatives who own property...). */
  complete: boolean;
  /** Phones, e-mails and addresses are listed; false only for the CPF with no records. */
  listsContacts: boolean;
  secondMobile: boolean;
  landline: boolean;
  emails: number;
  relatives: number;
  sncrProperties: number;
  cafirProperties: number;
  infractions: number;
  transportPartners: number;
  operationsPerPartner: readonly [number, number];
  authorizations: number;
  urbanProperties: number;
  residedAddresses: number;
  activeDebts: number;
  fgtsDebts: number;
  socialSecurityDebts: number;
  vehicles: number;
  auxilioBrasil: number;
  bolsaFamilia: number;
  auxilioEmergencial: number;
  bpc: number;
  companies: number;
  jobs: number;
  taxReturns: number;
  onlineProfiles: number;
  lawsuits: number;
  regularityRecords: number;
  aircraft: number;
  patents: number;
}

export interface CompanyPlan {
  qualifications: number;
  immunities: number;
  waivers: number;
  waiversByBeneficiary: number;
  urbanProperties: number;
  addresses: number;
  partners: number;
}

const EMPTY_PERSON: PersonPlan = {
  complete: false, listsContacts: false, secondMobile: false, landline: false, emails: 0, relatives: 0,
  sncrProperties: 0, cafirProperties: 0, infractions: 0, transportPartners: 0, operationsPerPartner: [0, 0],
  authorizations: 0, urbanProperties: 0, residedAddresses: 0, activeDebts: 0, fgtsDebts: 0, socialSecurityDebts: 0,
  vehicles: 0, auxilioBrasil: 0, bolsaFamilia: 0, auxilioEmergencial: 0, bpc: 0, companies: 0, jobs: 0,
  taxReturns: 0, onlineProfiles: 0, lawsuits: 0, regularityRecords: 0, aircraft: 0, patents: 0,
};

/** `count` when the family is present (probability `presence`), otherwise 0. */
function family(rng: Rng, presence: number, min: number, max: number): number {
  return rng.chance(presence) ? rng.int(min, max) : 0;
}

/** Ordinary people: each family present with a probability between about 40% and 70%. */
function ordinaryPersonPlan(cpf: string): PersonPlan {
  const rng = seededRandom('plano', cpf);
  const rural = rng.chance(0.55);
  const sncrProperties = rural ? rng.int(1, 3) : 0;
  const transportPartners = rural ? family(rng, 0.5, 1, 6) : 0;
  const debts = rng.chance(0.45);
  const benefits = rng.chance(0.5);
  // When a family is present, at least one of its lists has items.
  const activeDebts = debts ? rng.int(1, 3) : 0;
  const bolsaFamilia = benefits ? family(rng, 0.6, 3, 8) : 0;
  return {
    complete: false,
    listsContacts: true,
    secondMobile: rng.chance(0.4),
    landline: rng.chance(0.3),
    emails: rng.int(1, 3),
    relatives: family(rng, 0.85, 1, 4),
    sncrProperties,
    cafirProperties: rural ? family(rng, 0.6, 1, 2) : 0,
    infractions: rural ? family(rng, 0.35, 1, 3) : 0,
    transportPartners,
    operationsPerPartner: [1, 25],
    authorizations: transportPartners > 0 ? rng.int(1, 4) : 0,
    urbanProperties: family(rng, 0.65, 1, 4),
    residedAddresses: family(rng, 0.7, 1, 3),
    activeDebts,
    fgtsDebts: debts ? family(rng, 0.4, 1, 2) : 0,
    socialSecurityDebts: debts ? family(rng, 0.4, 1, 2) : 0,
    vehicles: family(rng, 0.6, 1, 4),
    auxilioBrasil: benefits ? family(rng, 0.5, 2, 8) : 0,
    bolsaFamilia,
    auxilioEmergencial: benefits ? family(rng, 0.5, 1, 5) : 0,
    bpc: benefits && bolsaFamilia === 0 ? family(rng, 0.5, 3, 8) : 0,
    companies: family(rng, 0.35, 1, 3),
    jobs: family(rng, 0.7, 1, 3),
    taxReturns: family(rng, 0.6, 1, 5),
    onlineProfiles: family(rng, 0.6, 1, 3),
    lawsuits: family(rng, 0.3, 1, 3),
    regularityRecords: family(rng, 0.2, 1, 2),
    aircraft: family(rng, 0.03, 1, 1),
    patents: family(rng, 0.02, 1, 1),
  };
}

const FULL_PERSON_OVERRIDES: Partial<PersonPlan> = {
  complete: true, listsContacts: true, secondMobile: true, landline: true, emails: 2, relatives: 4,
  sncrProperties: 3, cafirProperties: 2, infractions: 2, transportPartners: 4, operationsPerPartner: [3, 12],
  authorizations: 3, urbanProperties: 3, residedAddresses: 3, activeDebts: 2, fgtsDebts: 1, socialSecurityDebts: 1,
  vehicles: 3, auxilioBrasil: 4, bolsaFamilia: 6, auxilioEmergencial: 5, bpc: 3, companies: 2, jobs: 2,
  taxReturns: 4, onlineProfiles: 3, lawsuits: 2, regularityRecords: 2, aircraft: 1, patents: 1,
};

/** 40 partners × 250 operations = 10,000 transport operations. */
const LARGE_PERSON_OVERRIDES: Partial<PersonPlan> = {
  sncrProperties: 3, cafirProperties: 2, transportPartners: 40, operationsPerPartner: [250, 250], authorizations: 12,
};

export function personPlan(cpf: string): PersonPlan {
  if (cpf === CPF_EMPTY) return EMPTY_PERSON;
  const ordinary = ordinaryPersonPlan(cpf);
  if (cpf === CPF_FULL) return { ...ordinary, ...FULL_PERSON_OVERRIDES };
  if (cpf === CPF_LARGE) return { ...ordinary, ...LARGE_PERSON_OVERRIDES };
  return ordinary;
}

export function companyPlan(cnpj: string): CompanyPlan {
  if (cnpj === CNPJ_NUMERIC) {
    return { qualifications: 2, immunities: 0, waivers: 3, waiversByBeneficiary: 2, urbanProperties: 2, addresses: 2, partners: 3 };
  }
  if (cnpj === CNPJ_ALPHANUMERIC) {
    return { qualifications: 0, immunities: 2, waivers: 1, waiversByBeneficiary: 1, urbanProperties: 2, addresses: 1, partners: 3 };
  }
  const rng = seededRandom('plano-empresa', cnpj);
  const benefits = rng.chance(0.6);
  return {
    qualifications: benefits ? family(rng, 0.5, 1, 2) : 0,
    immunities: benefits ? family(rng, 0.15, 1, 1) : 0,
    waivers: benefits ? rng.int(1, 4) : 0,
    waiversByBeneficiary: benefits ? family(rng, 0.5, 1, 3) : 0,
    urbanProperties: family(rng, 0.6, 1, 3),
    addresses: rng.int(1, 2),
    partners: rng.int(1, 4),
  };
}
