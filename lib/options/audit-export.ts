/**
 * The audit log taken away: CSV the way Brazilian Excel opens it (`;`, BOM) and JSON, each entry as
 * the log holds it (never record data, never the token: the log has neither).
 */
import { AUDIT_KIND_LABELS, AUDIT_ORIGIN_LABELS } from '../audit/labels';
import type { AuditEntry } from '../audit/entries';
import { toCsv, toJson } from '../files/formats';
import { formatDateTime } from '../format';
import { t, type MessageKey } from '../i18n';

/** The outcome in words: `ok`, "enviada, sem resposta", or the error's kind and HTTP status. */
export function outcomeText(entry: AuditEntry): string {
  if (entry.outcome === 'ok') return t('auditOutcomeOk');
  if (entry.outcome === 'sent') return t('auditOutcomeSent');
  return t('auditOutcomeFailed', entry.status === undefined ? entry.outcome : `${entry.outcome} (HTTP ${entry.status})`);
}

export function auditCsv(entries: readonly AuditEntry[]): string {
  const header = ['auditColumnWhen', 'auditColumnKind', 'auditColumnEndpoint', 'auditColumnIdentifier', 'auditColumnContacts', 'auditColumnOutcome', 'auditColumnOrigin', 'auditColumnPurpose'] as const satisfies readonly MessageKey[];
  return toCsv(
    header.map((key) => t(key)),
    entries.map((entry) => [
      formatDateTime(entry.at),
      t(AUDIT_KIND_LABELS[entry.kind]),
      entry.endpoint,
      entry.subjects.join(', '),
      entry.contacts,
      outcomeText(entry),
      t(AUDIT_ORIGIN_LABELS[entry.origin]),
      entry.purpose ?? '',
    ]),
  );
}

export function auditJson(entries: readonly AuditEntry[]): string {
  return toJson(entries.map(({ id: _id, ...entry }) => ({ ...entry, at: new Date(entry.at).toISOString() })));
}
