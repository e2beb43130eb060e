/** "Testar conexão" as the options page says it: one line per address group, in the user's language. */
import type { ConnectionProblem, ConnectionReport, GroupReport } from '../background/connection-test';
import { t, type MessageKey } from '../i18n';

const PROBLEM_MESSAGES = {
  missing_address: 'problemMissingAddress',
  invalid_address: 'problemInvalidAddress',
  missing_token: 'problemMissingToken',
  unauthorized: 'problemUnauthorized',
  forbidden: 'problemForbidden',
  permission: 'problemPermission',
  unreachable: 'problemUnreachable',
  timeout: 'problemTimeout',
  rate_limited: 'problemRateLimited',
  server: 'problemServer',
  not_this_api: 'problemNotThisApi',
} as const satisfies Record<ConnectionProblem, MessageKey>;

export interface ConnectionLine {
  ok: boolean;
  text: string;
}

/** One line per address group, in the user's language; a missing token is said once. */
export function describeConnectionReport(report: ConnectionReport): ConnectionLine[] {
  const groups: [GroupReport, string][] = [
    [report.api, t('groupApi')],
    [report.base, t('groupBase')],
  ];
  if (!report.api.ok && report.api.problem === 'missing_token') return [{ ok: false, text: t('problemMissingToken') }];
  return groups.map(([group, label]) =>
    group.ok
      ? { ok: true, text: t('connectionOk', label) }
      : { ok: false, text: t(PROBLEM_MESSAGES[group.problem], [label, String(group.status ?? '?')]) },
  );
}
