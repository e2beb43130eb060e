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
  /** Counted by family, never added up: a card that said "8 imóveis" could not say which were looked up. */
  ruralProperties: number | null;
  urbanProperties: number | null;
  debts: number | null;
  vehicles: number | null;
}

/**
 * What the document reader's index says about a CPF or CNPJ, each fact from the family that knows
 * it: the name, and the flags a reviewer looks for (debts in court, restricted vehicles, embargoed
 * areas, tax benefits). `null` where no family answered.
 */
export interface ReviewFacts {
  name: string | null;
  debts: number | null;
  debtsInCourt: number | null;
  vehicles: number | null;
  restrictedVehicles: number | null;
  ruralProperties: number | null;
  embargoes: number | null;
  fiscalBenefits: number | null;
}

export const REVIEW_FACTS = ['name', 'debts', 'debtsInCourt', 'vehicles', 'restrictedVehicles', 'ruralProperties', 'embargoes', 'fiscalBenefits'] as const satisfies readonly (keyof ReviewFacts)[];

/** The kinds the reader looks up for its report ("Consultar todos"). */
export type ReviewKind = 'cpf' | 'cnpj';

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
  /** What the family adds to the reader's report, for which kinds ("Consultar todos" looks these up). */
  review?: { kinds: ReviewKind[]; facts: (data: Data) => Partial<ReviewFacts> };
}

/** Keeps each family's `Data` checked where it is defined, and erases it for the registry. */
export function defineFamily<Data>(family: Family<Data>): Family {
  return family as Family;
}
