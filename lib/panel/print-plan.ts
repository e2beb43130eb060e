/** What printing the whole record takes: the families not looked up yet, and the requests they cost. */
import type { FamilyId, FamilySection } from '../families';
import type { SectionStates } from './section-state';

export interface PrintPlan {
  /** Families not looked up yet. */
  families: FamilyId[];
  /** The API requests they take: families answered by one resource (a CPF's profile and companies) share one. */
  requests: number;
}

export function printPlanFor(sections: FamilySection[], states: SectionStates): PrintPlan {
  const requestOf = (section: FamilySection) => JSON.stringify(section.request);
  const answered = new Set(sections.filter((section) => states[section.id]).map(requestOf));
  const missing = sections.filter((section) => !states[section.id]);
  return { families: missing.map((section) => section.id), requests: new Set(missing.map(requestOf).filter((request) => !answered.has(request))).size };
}
