/** How kinds of look-up and origins of the audit log read in the options page, the panel and exports. */
import type { MessageKey } from '../i18n';
import type { AuditKind, AuditOrigin } from './entries';

export const AUDIT_KIND_LABELS: Record<AuditKind, MessageKey> = {
  profile: 'tabProfile',
  rural: 'tabRural',
  urban: 'tabUrban',
  debts: 'tabDebts',
  vehicles: 'tabVehicles',
  social: 'tabSocial',
  companies: 'tabCompanies',
  fiscal: 'tabFiscal',
  owners: 'phoneOwners',
  digitalProfiles: 'digitalProfiles',
  emailCompanies: 'emailCompanies',
  cafir: 'cafirProperties',
  sncr: 'sncrProperties',
  enrichment: 'navEnrichment',
};

export const AUDIT_ORIGIN_LABELS: Record<AuditOrigin, MessageKey> = {
  panel: 'auditOrigin_panel',
  card: 'auditOrigin_card',
  page: 'auditOrigin_page',
  csv: 'auditOrigin_csv',
  reader: 'auditOrigin_reader',
};
