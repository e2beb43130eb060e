/**
 * The panel's enrichment view state: the fields chosen, the page's contacts, a CSV being imported,
 * the batches with their results, and the 1-second poll while a batch runs and the panel is open
 * (faster than the background's alarm). The view gets it as props; this hook alone sends messages.
 */
import { useEffect, useState } from 'preact/hooks';
import type { EnrichmentViewProps } from '../../components/enrichment/EnrichmentView';
import { describeError } from '../api/describe-error';
import type { EnrichmentField } from '../api/schemas';
import { downloadText } from '../download';
import type { BatchContact } from '../enrichment/batches';
import { parseContactsCsv, type ParsedContacts } from '../enrichment/csv';
import type { BatchProgress, ContactResult } from '../enrichment/progress';
import { failedCsv, resultsCsv, resultsJson } from '../enrichment/results-export';
import { toJson } from '../file-formats';
import { t } from '../i18n';
import type { PageContact } from '../protocol/messages';
import { sendMessage } from '../protocol/send';
import { enrichmentFieldsItem } from '../storage';
import { batchSizeProblem, csvSizeProblem, pageContactToBatch, retryContacts } from './enrichment-gates';

export const TICK_MS = 1_000;

export function useEnrichmentPanel(onOpen: (query: string) => void): EnrichmentViewProps {
  const [fields, setFields] = useState<EnrichmentField[]>([]);
  const [pageContacts, setPageContacts] = useState<PageContact[] | null>(null);
  const [csv, setCsv] = useState<{ fileName: string; parsed: ParsedContacts } | null>(null);
  const [csvError, setCsvError] = useState<string | null>(null);
  const [batches, setBatches] = useState<BatchProgress[]>([]);
  const [results, setResults] = useState<Record<string, ContactResult[]>>({});
  const [notice, setNotice] = useState<string | null>(null);
  const [headers, setHeaders] = useState<Record<string, string[] | undefined>>({});

  const report = (error: unknown) => setNotice(describeError(error));

  const refresh = async () => {
    const list = await sendMessage('enrich.batches', {});
    setBatches(list);
    for (const batch of list) {
      if (batch.state === 'running' || results[batch.id]) continue;
      const answer = await sendMessage('enrich.results', { batchId: batch.id });
      if (answer) {
        setResults((previous) => ({ ...previous, [batch.id]: answer.results }));
        setHeaders((previous) => ({ ...previous, [batch.id]: answer.header }));
      }
    }
  };

  useEffect(() => {
    void enrichmentFieldsItem.getValue().then(setFields);
    void refresh().catch(report);
  }, []);

  const running = batches.some((batch) => batch.state === 'running');
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => void sendMessage('enrich.tick', {}).then(refresh).catch(report), TICK_MS);
    return () => clearInterval(timer);
  }, [running, results]);

  const start = async (contacts: BatchContact[], source: { label: string; header?: string[] }, retryOf?: string) => {
    const tooBig = batchSizeProblem(contacts.length);
    setNotice(tooBig);
    if (tooBig) return;
    try {
      const progress = await sendMessage('enrich.start', { contacts, source, ...(fields.length ? { campos: fields } : {}), ...(retryOf ? { retryOf } : {}) });
      setBatches((previous) => [progress, ...previous]);
      setHeaders((previous) => ({ ...previous, [progress.id]: source.header }));
    } catch (error) {
      report(error);
    }
  };

  const resultsOf = async (batchId: string) => results[batchId] ?? (await sendMessage('enrich.results', { batchId }))?.results ?? [];

  return {
    fields,
    onFields: (next) => {
      setFields(next);
      void enrichmentFieldsItem.setValue(next);
    },
    pageContacts,
    onLoadPageContacts: () => void sendMessage('page.contacts', {}).then(setPageContacts, report),
    onSendPageContacts: (picked) => void start(picked.map(pageContactToBatch), { label: t('pageContactsHeading') }),
    csv,
    csvError,
    onCsvFile: (file) => {
      setCsv(null);
      const tooBig = csvSizeProblem(file.size);
      setCsvError(tooBig);
      if (tooBig) return;
      void file.arrayBuffer().then((buffer) => {
        const parsed = parseContactsCsv(new Uint8Array(buffer));
        if ('failure' in parsed) setCsvError(parsed.failure === 'empty' ? t('csvEmpty') : t('csvNoContactColumn'));
        else setCsv({ fileName: file.name, parsed });
      }, report);
    },
    onSendCsv: () => {
      if (!csv) return;
      const contacts = csv.parsed.rows.map((row) => ({ key: row.key, contact: row.contact, line: row.line, original: row.original }));
      void start(contacts, { label: csv.fileName, header: csv.parsed.header });
      setCsv(null);
    },
    batches,
    results,
    notice,
    onCancel: (batchId) => void sendMessage('enrich.cancel', { batchId }).then(refresh).catch(report),
    onRetryFailed: (batchId) =>
      void resultsOf(batchId)
        .then((rows) => {
          const label = batches.find((batch) => batch.id === batchId)?.label ?? '';
          const header = headers[batchId];
          return start(retryContacts(rows), { label: `${label} (${t('retryFailed').toLowerCase()})`, ...(header ? { header } : {}) }, batchId);
        })
        .catch(report),
    onExport: (batchId, format) =>
      void resultsOf(batchId)
        .then((rows) => {
          const name = `atalaia-enriquecimento-${batchId.slice(0, 8)}`;
          if (format === 'json') downloadText(`${name}.json`, toJson(resultsJson(rows)), 'application/json');
          else if (format === 'failed') downloadText(`${name}-falhas.csv`, failedCsv(rows, headers[batchId]), 'text/csv;charset=utf-8');
          else downloadText(`${name}.csv`, resultsCsv(rows, headers[batchId]), 'text/csv;charset=utf-8');
        })
        .catch(report),
    onOpen,
  };
}
