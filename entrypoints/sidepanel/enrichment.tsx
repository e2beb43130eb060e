/** Wiring of the panel's enrichment view: messages to the background, files, downloads, the tick. */
import { useEffect, useState } from 'preact/hooks';
import { EnrichmentView } from '../../components/enrichment/EnrichmentView';
import { downloadText } from '../../components/panel/download';
import type { EnrichmentContact, EnrichmentField } from '../../lib/api/schemas';
import type { BatchContact } from '../../lib/enrichment/batches';
import { parseContactsCsv, type ParsedContacts } from '../../lib/enrichment/csv';
import { failedCsv, resultsCsv, resultsJson } from '../../lib/enrichment/results-export';
import type { BatchProgress, ContactResult } from '../../lib/enrichment/progress';
import { toJson } from '../../lib/file-formats';
import { t } from '../../lib/i18n';
import { e164ToNationalDigits } from '../../lib/identifiers/phone';
import { formatInteger } from '../../lib/format';
import { MAX_BATCH_CONTACTS, type PageContact } from '../../lib/protocol/messages';
import { sendMessage } from '../../lib/protocol/send';
import { enrichmentFieldsItem } from '../../lib/storage';
import { describeApiError, isApiError } from '../../lib/api/errors';

const MAX_CSV_BYTES = 20 * 1024 * 1024;
const TICK_MS = 1_000;

function toBatchContact(contact: PageContact): BatchContact {
  const enrichment: EnrichmentContact =
    contact.kind === 'cpf' ? { cpf: contact.value } : contact.kind === 'phone' ? { telefone: e164ToNationalDigits(contact.value) } : { email: contact.value };
  return { key: `${contact.kind === 'phone' ? 'telefone' : contact.kind}:${contact.value}`, contact: enrichment };
}

export function EnrichmentPanel({ onOpen }: { onOpen: (query: string) => void }) {
  const [fields, setFields] = useState<EnrichmentField[]>([]);
  const [pageContacts, setPageContacts] = useState<PageContact[] | null>(null);
  const [csv, setCsv] = useState<{ fileName: string; parsed: ParsedContacts } | null>(null);
  const [csvError, setCsvError] = useState<string | null>(null);
  const [batches, setBatches] = useState<BatchProgress[]>([]);
  const [results, setResults] = useState<Record<string, ContactResult[]>>({});
  const [notice, setNotice] = useState<string | null>(null);
  const [headers, setHeaders] = useState<Record<string, string[] | undefined>>({});

  const report = (error: unknown) => setNotice(isApiError(error) ? describeApiError(error) : t('errorNetwork'));

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

  // While the panel is open and a batch runs, poll what is due every second (the alarm is slower).
  const running = batches.some((batch) => batch.state === 'running');
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => void sendMessage('enrich.tick', {}).then(refresh).catch(report), TICK_MS);
    return () => clearInterval(timer);
  }, [running, results]);

  const start = async (contacts: BatchContact[], source: { label: string; header?: string[] }, retryOf?: string) => {
    setNotice(null);
    if (contacts.length > MAX_BATCH_CONTACTS) {
      setNotice(t('batchTooBig', formatInteger(MAX_BATCH_CONTACTS)));
      return;
    }
    try {
      const progress = await sendMessage('enrich.start', { contacts, source, ...(fields.length ? { campos: fields } : {}), ...(retryOf ? { retryOf } : {}) });
      setBatches((previous) => [progress, ...previous]);
      setHeaders((previous) => ({ ...previous, [progress.id]: source.header }));
    } catch (error) {
      report(error);
    }
  };

  const resultsOf = async (batchId: string) => results[batchId] ?? (await sendMessage('enrich.results', { batchId }))?.results ?? [];

  return (
    <EnrichmentView
      fields={fields}
      onFields={(next) => {
        setFields(next);
        void enrichmentFieldsItem.setValue(next);
      }}
      pageContacts={pageContacts}
      onLoadPageContacts={() => void sendMessage('page.contacts', {}).then(setPageContacts, report)}
      onSendPageContacts={(picked) => void start(picked.map(toBatchContact), { label: t('pageContactsHeading') })}
      csv={csv}
      csvError={csvError}
      onCsvFile={(file) => {
        setCsv(null);
        setCsvError(null);
        if (file.size > MAX_CSV_BYTES) {
          setCsvError(t('csvTooBig'));
          return;
        }
        void file.arrayBuffer().then((buffer) => {
          const parsed = parseContactsCsv(new Uint8Array(buffer));
          if ('failure' in parsed) setCsvError(parsed.failure === 'empty' ? t('csvEmpty') : t('csvNoContactColumn'));
          else setCsv({ fileName: file.name, parsed });
        });
      }}
      onSendCsv={() => {
        if (!csv) return;
        const contacts = csv.parsed.rows.map((row) => ({ key: row.key, contact: row.contact, line: row.line, original: row.original }));
        void start(contacts, { label: csv.fileName, header: csv.parsed.header });
        setCsv(null);
      }}
      batches={batches}
      results={results}
      notice={notice}
      onCancel={(batchId) => void sendMessage('enrich.cancel', { batchId }).then(refresh).catch(report)}
      onRetryFailed={(batchId) =>
        void resultsOf(batchId).then((rows) => {
          const failed = rows.filter((row) => row.status === 'failed' || row.status === 'cancelled');
          const label = batches.find((batch) => batch.id === batchId)?.label ?? '';
          return start(
            failed.map((row) => ({ key: row.key, contact: row.contact, ...(row.line ? { line: row.line } : {}), ...(row.original ? { original: row.original } : {}) })),
            { label: `${label} (${t('retryFailed').toLowerCase()})`, ...(headers[batchId] ? { header: headers[batchId] } : {}) },
            batchId,
          );
        })
      }
      onExport={(batchId, format) =>
        void resultsOf(batchId).then((rows) => {
          const name = `atalaia-enriquecimento-${batchId.slice(0, 8)}`;
          if (format === 'json') downloadText(`${name}.json`, toJson(resultsJson(rows)), 'application/json');
          else if (format === 'failed') downloadText(`${name}-falhas.csv`, failedCsv(rows, headers[batchId]), 'text/csv;charset=utf-8');
          else downloadText(`${name}.csv`, resultsCsv(rows, headers[batchId]), 'text/csv;charset=utf-8');
        })
      }
      onOpen={onOpen}
    />
  );
}
