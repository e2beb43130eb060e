import type { MessageKey } from '../i18n';
import type { QueryKind } from '../panel/query';
import type { LookupRequest } from '../protocol/schemas';

export type FamilyId =
  | 'profile'
  | 'rural'
  | 'urban'
  | 'debts'
  | 'vehicles'
  | 'social'
  | 'companies'
  | 'fiscal'
  | 'owners'
  | 'digitalProfiles'
  | 'emailCompanies'
  | 'cafir'
  | 'sncr';

/** The panel's filters; a family's request may depend on them. */
export interface FamilyFilters {
  uf: string;
  includeRelatives: boolean;
  beneficiaryName: string;
}

export const DEFAULT_FILTERS: FamilyFilters = { uf: '', includeRelatives: true, beneficiaryName: '' };

/** What the hover card says about an identifier, each fact from the family that knows it. */
export interface SummaryFacts {
  name: string | null;
  place: string | null;
  properties: number | null;
  debts: number | null;
  vehicles: number | null;
}

/**
 * One record family: its tab label, the look-up behind it for each kind of query that shows it, how
 * many records an answer holds, and the facts it gives the hover card's summary. `Data` is the
 * answer's type, inferred from the API's zod schemas.
 */
export interface Family<Data = unknown> {
  id: FamilyId;
  label: MessageKey;
  requests: Partial<Record<QueryKind, (value: string, filters: FamilyFilters) => LookupRequest>>;
  /**
   * The family's one number, the same in the header, the tab badge and the card summary: what the
   * family is about (properties count properties, not infractions or addresses lived at).
   */
  count: (data: Data) => number;
  /** Everything the answer lists, when it holds more than what `count` counts: an answer is empty only when this is 0. */
  records?: (data: Data) => number;
  /** What else the answer lists, each counted under its own name (infractions, addresses lived at…). */
  others?: (data: Data) => { label: MessageKey; count: number }[];
  summary?: (data: Data) => Partial<SummaryFacts>;
  /** The filters whose change makes the family load again. */
  filters?: (keyof FamilyFilters)[];
}

/** Keeps each family's `Data` checked where it is defined, and erases it for the registry. */
export function defineFamily<Data>(family: Family<Data>): Family {
  return family as Family;
}
