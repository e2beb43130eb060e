/** What printing the whole record takes: the families not looked up yet, and the requests they cost. */
import type { FamilyId, FamilySection } from '../families';
import type { SectionStates } from './section-state';

export interface PrintPlan {
  /** Families not looked up yet whose answer takes a request: what the person is asked about. */
  families: FamilyId[];
  /** The API requests they take: families answered by one resource share one. */
  requests: number;
  /** Families not shown yet whose answer is already here (a CPF's companies come with its profile): loaded at no cost. */
  free: FamilyId[];
}

export function printPlanFor(sections: FamilySection[], states: SectionStates): PrintPlan {
  const requestOf = (section: FamilySection) => JSON.stringify(section.request);
  const answered = new Set(sections.filter((section) => states[section.id]).map(requestOf));
  const missing = sections.filter((section) => !states[section.id]);
  const costing = missing.filter((section) => !answered.has(requestOf(section)));
  return {
    families: costing.map((section) => section.id),
    requests: new Set(costing.map(requestOf)).size,
    free: missing.filter((section) => answered.has(requestOf(section))).map((section) => section.id),
  };
}
