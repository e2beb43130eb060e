/**
 * The record families, one file each, in the order the panel shows their tabs. Adding a family is
 * its file, its line here, its view in components/panel/family-views.tsx and a fixture: the registry
 * test fails until all are there.
 */
import type { MessageKey } from '../i18n';
import type { ParsedQuery } from '../panel/query';
import type { LookupRequest } from '../protocol/schemas';
import { cafirFamily } from './cafir';
import { companiesFamily } from './companies';
import { debtsFamily } from './debts';
import { digitalProfilesFamily } from './digital-profiles';
import { emailCompaniesFamily } from './email-companies';
import { fiscalFamily } from './fiscal';
import { ownersFamily } from './owners';
import { profileFamily } from './profile';
import { ruralFamily } from './rural';
import { sncrFamily } from './sncr';
import { socialFamily } from './social';
import { DEFAULT_FILTERS, type Family, type FamilyFilters, type FamilyId } from './types';
import { urbanFamily } from './urban';
import { vehiclesFamily } from './vehicles';

export { DEFAULT_FILTERS, REVIEW_FACTS, type Family, type FamilyFilters, type FamilyId, type ReviewFacts, type ReviewKind, type SummaryFacts } from './types';

export const FAMILIES: readonly Family[] = [
  profileFamily,
  ruralFamily,
  urbanFamily,
  debtsFamily,
  vehiclesFamily,
  socialFamily,
  companiesFamily,
  fiscalFamily,
  ownersFamily,
  digitalProfilesFamily,
  emailCompaniesFamily,
  cafirFamily,
  sncrFamily,
];

const BY_ID = new Map(FAMILIES.map((family) => [family.id, family]));

export function familyById(id: FamilyId): Family {
  const family = BY_ID.get(id);
  if (!family) throw new Error(`no family ${id}`);
  return family;
}

/** One family as the panel shows it for a query: its id, label and the look-up behind it. */
export interface FamilySection {
  id: FamilyId;
  label: Family['label'];
  request: LookupRequest;
}

/** The families that a query shows, in tab order, with the look-up of each under the given filters. */
export function sectionsFor(query: ParsedQuery, filters: FamilyFilters = DEFAULT_FILTERS): FamilySection[] {
  return FAMILIES.flatMap((family) => {
    const request = family.requests[query.kind];
    return request ? [{ id: family.id, label: family.label, request: request(query.value, filters) }] : [];
  });
}

/** The family's one number for an answer (tab badges, header, card summary): one counting rule per family. */
export function countRecords(id: FamilyId, data: unknown): number {
  return familyById(id).count(data);
}

/** The other things a family's answer lists, each under its own name, leaving out those it has none of. */
export function otherCounts(id: FamilyId, data: unknown): { label: MessageKey; count: number }[] {
  return (familyById(id).others?.(data) ?? []).filter((other) => other.count > 0);
}

/** Whether an answer lists nothing at all (the "no records" state): a rural answer with only infractions is not empty. */
export function isEmptyAnswer(id: FamilyId, data: unknown): boolean {
  const family = familyById(id);
  return (family.records ?? family.count)(data) === 0;
}

/** The name a family's answer gives the identifier looked up (a company's name for a CNPJ), if any. */
export function nameFrom(id: FamilyId, data: unknown): string | null {
  return familyById(id).summary?.(data).name ?? null;
}
