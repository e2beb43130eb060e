/**
 * Whether a paid action may make requests at all, decided before any client is made: a purpose
 * given when one is required (LGPD art. 6, purpose), an action that would take the month past its
 * budget confirmed (a batch as a whole, before anything is sent), and the
 * organization's switched-off features. A refusal is an ApiError the person reads (lib/api/describe-error.ts).
 */
import { ApiError } from '../api/errors';
import type { AuditOrigin } from '../audit/entries';
import { crossesBudget } from '../audit/spend';
import { isDisabled, type ManagedConfig, type ManagedFeature } from '../settings/managed';
import type { Settings } from '../settings';

/** Who asks for requests: where the action started, and whether the person confirmed it past the budget. */
export interface Requester {
  origin: AuditOrigin;
  confirmed?: boolean | undefined;
}

export interface GateInput {
  settings: Settings;
  managed: ManagedConfig;
  /** The session's purpose; empty when none was given. */
  purpose: string;
  /** Consultas the spend ledger counts this month. */
  monthUsage: number;
  /** Consultas the action is about to spend (1 for a look-up, a batch's contacts). */
  incoming: number;
  /** The person confirmed this action past the budget. */
  confirmed: boolean;
  origin: AuditOrigin;
  /** An enrichment (the enrichment features apply). */
  enrichment: boolean;
}

/** The features an action needs, by where it was started. */
function featuresOf(origin: AuditOrigin, enrichment: boolean): ManagedFeature[] {
  const features: ManagedFeature[] = enrichment ? ['enrichment'] : [];
  if (origin === 'page') features.push('pageEnrichment');
  if (origin === 'csv') features.push('csvImport');
  if (origin === 'reader') features.push('reader');
  return features;
}

/** The purpose written with each entry, or null when none is in force. */
function effectivePurpose(input: Pick<GateInput, 'settings' | 'managed' | 'purpose'>): string | null {
  const purpose = input.purpose.trim();
  if (!purpose) return null;
  const allowed = input.managed.purposes;
  return allowed?.length && input.settings.requirePurpose && !allowed.includes(purpose) ? null : purpose;
}

/** Throws the reason the action may not make requests; answers the purpose to record otherwise. */
export function checkGate(input: GateInput): string | null {
  if (featuresOf(input.origin, input.enrichment).some((feature) => isDisabled(input.managed, feature))) {
    throw new ApiError('forbidden', { blockedBy: 'feature' });
  }
  const purpose = effectivePurpose(input);
  if (input.settings.requirePurpose && purpose === null) throw new ApiError('forbidden', { blockedBy: 'purpose' });
  if (!input.confirmed && crossesBudget(input.monthUsage, input.incoming, input.settings.monthlyBudget)) {
    throw new ApiError('forbidden', { blockedBy: 'budget', budget: { month: input.monthUsage, incoming: input.incoming, limit: input.settings.monthlyBudget } });
  }
  return purpose;
}
