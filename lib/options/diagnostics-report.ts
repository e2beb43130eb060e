import type { LogEntry } from '../background/log';

/** "Copiar relatório": the extension's version, the browser, and the log, one entry a line. */
export function diagnosticsReport(entries: LogEntry[], version: string, userAgent: string): string {
  const lines = entries.map((entry) => `${new Date(entry.time).toISOString()}\t${entry.context}\t${entry.kind}\t${entry.message}`);
  return [`Atalaia ${version}`, userAgent, '', ...lines].join('\n');
}
