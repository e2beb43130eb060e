/**
 * The panel's enrichment view state: the fields chosen, what this browser spent, the page's people,
 * a CSV being imported, the batches with their results, and the 1-second poll while a batch runs and
 * the panel is open (faster than the background's alarm). The view gets it as props; this hook alone
 * sends messages. Every send needs a real click, and the view has shown its cost first.
 */
import { useCallback, useEffect, useRef, useState } from 'preact/hooks';
import type { ExportFormat } from '../../components/enrichment/BatchCard';
import type { EnrichmentViewProps } from '../../components/enrichment/EnrichmentView';
import { describeError } from '../api/describe-error';
import { isApiError } from '../api/errors';
import type { EnrichmentField } from '../api/schemas';
import { downloadBlob, downloadText } from '../files/download';
import type { BatchContact, SkippedRow } from '../enrichment/batches';
import type { ParsedContacts } from '../enrichment/csv';
import { NO_SPEND, type BatchProgress, type ContactResult } from '../enrichment/progress';
import { failedTable, resultsJson, resultsTable, tableCsv } from '../enrichment/results-export';
import { runInSlices } from '../enrichment/steps';
import { toJson } from '../files/formats';
import { formatNumber } from '../format';
import { t } from '../i18n';
import { MAX_COLUMNS, MAX_HEADER_LINE_CHARS, type PageContact } from '../protocol/messages';
import { sendPaid } from '../pages/paid';
import { sendMessage } from '../protocol/send';
import { spendTotals, type SpendTotals } from '../audit/spend';
import { isDisabled } from '../settings/managed';
import { enrichmentFieldsItem, managedItem, readEnrichmentFields, readManaged, spendItem, type ManagedMirror } from '../storage';
import { batchSizeProblem, costText, csvSizeProblem, pageContactToBatch, retryContacts } from './enrichment-gates';

export const TICK_MS = 1_000;

interface BatchSource {
  label: string;
  origin: 'page' | 'csv';
  header?: string[] | undefined;
  skipped?: SkippedRow[] | undefined;
}

/** The CSV's rows as a batch: the contacts to send, and the rows kept only for the export. */
function csvBatch(parsed: ParsedContacts): { contacts: BatchContact[]; skipped: SkippedRow[] } {
  const contacts: BatchContact[] = [];
  const skipped: SkippedRow[] = [];
  for (const { line, fields, outcome } of parsed.rows) {
    if (outcome.kind === 'contact') contacts.push({ key: outcome.key, contact: outcome.contact, line, fields });
    else if (outcome.kind === 'duplicate') skipped.push({ line, fields, duplicateOf: outcome.of });
    else skipped.push({ line, fields, problem: outcome.problem, ...(outcome.value ? { value: outcome.value } : {}) });
  }
  return { contacts, skipped };
}

export function useEnrichmentPanel(onOpen: (query: string) => void): EnrichmentViewProps {
  const [fields, setFields] = useState<EnrichmentField[]>([]);
  const [spend, setSpend] = useState<SpendTotals | null>(null);
  const [pageContacts, setPageContacts] = useState<PageContact[] | null>(null);
  const [csv, setCsv] = useState<{ fileName: string; parsed: ParsedContacts } | null>(null);
  const [csvError, setCsvError] = useState<string | null>(null);
  const [batches, setBatches] = useState<BatchProgress[]>([]);
  const [results, setResults] = useState<Record<string, ContactResult[]>>({});
  const [sources, setSources] = useState<Record<string, BatchSource>>({});
  const [notice, setNotice] = useState<string | null>(null);
  const [managed, setManaged] = useState<ManagedMirror>({});
  /** The batch each section sent, shown in place of what sent it. */
  const [placed, setPlaced] = useState<Partial<Record<BatchSource['origin'], string>>>({});
  /** A send in flight: a second press, before the first has re-rendered, sends nothing. */
  const sending = useRef(false);
  /** Per section, keys of the shown contacts enriched within the cache's TTL (asked of the background), and whether to pay for them again. */
  const [knownKeys, setKnownKeys] = useState<Record<BatchSource['origin'], ReadonlySet<string>>>({ page: new Set(), csv: new Set() });
  const [resendKnown, setResendKnown] = useState<Record<BatchSource['origin'], boolean>>({ page: false, csv: false });

  /** Asks which of a section's contacts were enriched within the cache's TTL, before their cost is shown. */
  const learnKnown = async (section: BatchSource['origin'], contacts: BatchContact[]) => {
    setResendKnown((previous) => ({ ...previous, [section]: false }));
    const { known } = await sendMessage('enrich.known', { contacts: contacts.map((entry) => entry.contact) });
    setKnownKeys((previous) => ({ ...previous, [section]: new Set(known.flatMap((position) => contacts[position]?.key ?? [])) }));
  };

  const report = useCallback((error: unknown) => setNotice(describeError(error)), []);

  /** The batches whose results were read, so that each is asked for once (however often the list is refreshed). */
  const resultsRead = useRef(new Set<string>());
  const refresh = useCallback(async () => {
    const list = await sendMessage('enrich.batches', {});
    setBatches(list);
    for (const batch of list) {
      if (batch.state === 'running' || resultsRead.current.has(batch.id)) continue;
      const answer = await sendMessage('enrich.results', { batchId: batch.id });
      if (answer) {
        resultsRead.current.add(batch.id);
        setResults((previous) => ({ ...previous, [batch.id]: answer.results }));
        setSources((previous) => ({ ...previous, [batch.id]: { label: batch.label, origin: answer.header ? 'csv' : 'page', header: answer.header, skipped: answer.skipped } }));
      }
    }
  }, []);

  useEffect(() => {
    void readEnrichmentFields().then(setFields);
    void refresh().catch(report);
    void readManaged().then(setManaged);
    const showSpend = (log: Parameters<typeof spendTotals>[0]) => setSpend(spendTotals(log, Date.now()));
    void spendItem.getValue().then(showSpend);
    const unwatch = [spendItem.watch(showSpend), managedItem.watch(() => void readManaged().then(setManaged))];
    return () => unwatch.forEach((stop) => stop());
  }, [refresh, report]);

  const running = batches.some((batch) => batch.state === 'running');
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => void sendMessage('enrich.tick', {}).then(refresh).catch(report), TICK_MS);
    return () => clearInterval(timer);
  }, [running, refresh, report]);

  /**
   * Sends a batch under an id chosen here, so that sending it again (the message is resent once when
   * the worker stops under it) files one batch. Answers whether the background filed it; when the
   * worker stopped, says whether it was filed first, asking it again.
   */
  const start = async (event: MouseEvent, contacts: BatchContact[], source: BatchSource, retryOf?: string): Promise<boolean> => {
    if (!event.isTrusted || sending.current) return false;
    const problem = fields.length === 0 ? t('fieldsNoneChosen') : batchSizeProblem(contacts.length);
    setNotice(problem);
    if (problem) return false;
    sending.current = true;
    const batchId = crypto.randomUUID();
    // The button turns into the batch's card at once, where the person looks; nothing is sent twice.
    const placeholder: BatchProgress = { id: batchId, label: source.label, createdAt: Date.now(), total: contacts.length, finished: 0, cancelled: 0, spend: NO_SPEND, unsent: contacts.length, state: 'running', chunks: [], etaMs: null, decisions: [] };
    setPlaced((previous) => ({ ...previous, [source.origin]: batchId }));
    setBatches((previous) => [placeholder, ...previous]);
    const unplace = () => {
      setPlaced(({ [source.origin]: shown, ...others }) => (shown === batchId ? others : { ...others, [source.origin]: shown }));
      setBatches((previous) => previous.filter((batch) => batch.id !== batchId));
    };
    try {
      const progress = await sendPaid('enrich.start', {
        batchId,
        contacts,
        source: { label: source.label, origin: source.origin, ...(source.header ? { header: source.header } : {}), ...(source.skipped?.length ? { skipped: source.skipped } : {}) },
        campos: fields,
        ...(retryOf ? { retryOf } : {}),
        // What the plan showed: the background sends no more than this (a retry's plan is its cost line).
        ...(resendKnown[source.origin] || retryOf ? { resendKnown: true } : { announced: contacts.filter((entry) => !knownKeys[source.origin].has(entry.key)).length }),
      });
      setBatches((previous) => [progress, ...previous.filter((batch) => batch.id !== batchId)]);
      setSources((previous) => ({ ...previous, [progress.id]: source }));
      return true;
    } catch (error) {
      if (!isApiError(error) || error.kind !== 'background_stopped') {
        unplace();
        report(error);
        // The plan changed under it: show the new one.
        if (isApiError(error) && error.details.blockedBy === 'plan') await learnKnown(source.origin, contacts).catch(report);
        return false;
      }
      const filed = (await sendMessage('enrich.batches', {}).catch(() => [])).some((batch) => batch.id === batchId);
      setNotice(t(filed ? 'startFiledAfterStop' : 'startNotFiled'));
      if (filed) {
        setSources((previous) => ({ ...previous, [batchId]: source }));
        await refresh().catch(report);
      } else unplace();
      return filed;
    } finally {
      sending.current = false;
    }
  };

  const resultsOf = async (batchId: string) => results[batchId] ?? (await sendMessage('enrich.results', { batchId }))?.results ?? [];

  const exportBatch = async (batchId: string, format: ExportFormat) => {
    const rows = await resultsOf(batchId);
    const source = sources[batchId];
    const input = { results: rows, header: source?.header, skipped: source?.skipped };
    const name = `atalaia-enriquecimento-${batchId.slice(0, 8)}`;
    if (format === 'json') downloadText(`${name}.json`, toJson(resultsJson(rows, source?.skipped)), 'application/json');
    else if (format === 'failed') downloadText(`${name}-falhas.csv`, tableCsv(failedTable(input)), 'text/csv;charset=utf-8');
    else if (format === 'xlsx') {
      const { tableXlsx } = await import('../enrichment/xlsx');
      downloadBlob(`${name}.xlsx`, await tableXlsx(resultsTable(input)));
    } else downloadText(`${name}.csv`, tableCsv(resultsTable(input)), 'text/csv;charset=utf-8');
  };

  return {
    fields,
    onFields: (next) => {
      setFields(next);
      void enrichmentFieldsItem.setValue(next);
    },
    spend,
    costOf: costText,
    pageContacts,
    onLoadPageContacts: () => {
      // Reading the page again starts a new choice: the last batch goes back to the list.
      setPlaced(({ page: _shown, ...others }) => others);
      void sendMessage('page.contacts', {})
        .then((contacts) => {
          setPageContacts(contacts);
          return learnKnown('page', contacts.map(pageContactToBatch));
        })
        .catch(report);
    },
    placed,
    onSendPageContacts: (picked, event) => void start(event, picked.map(pageContactToBatch), { label: t('pageContactsHeading'), origin: 'page' }),
    csv,
    csvError,
    onCsvFile: (file) => {
      setCsv(null);
      setPlaced(({ csv: _shown, ...others }) => others);
      const tooBig = csvSizeProblem(file.size);
      setCsvError(tooBig);
      if (tooBig) return;
      // The parser (papaparse) is loaded with the first file, not with the panel; it reads in slices,
      // so that a hostile file (a header of 100,000 columns, megabytes of UTF-16) freezes nothing.
      // A file moved or erased after it was picked cannot be read: that is the person's to mend, not a bug.
      const bytes = file.arrayBuffer().then(
        (buffer) => new Uint8Array(buffer),
        () => null,
      );
      void Promise.all([bytes, import('../enrichment/csv')]).then(async ([buffer, { contactsCsvSteps }]) => {
        if (!buffer) return setCsvError(t('csvUnreadable', file.name));
        const parsed = await runInSlices(contactsCsvSteps(buffer));
        if (!('failure' in parsed)) {
          setCsv({ fileName: file.name, parsed });
          await learnKnown('csv', csvBatch(parsed).contacts);
        }
        else if (parsed.failure === 'empty') setCsvError(t('csvEmpty'));
        else if (parsed.failure === 'too_many_columns') setCsvError(t('csvTooManyColumns', MAX_COLUMNS));
        else if (parsed.failure === 'header_too_long') setCsvError(t('csvHeaderTooLong', [file.name, formatNumber(MAX_HEADER_LINE_CHARS)]));
        else setCsvError(t('csvNoContactColumn'));
      }, report);
    },
    onSendCsv: (event) => {
      if (!csv) return;
      const { contacts, skipped } = csvBatch(csv.parsed);
      // The file stays offered until its batch is filed, so that "Enviar" again needs no new import.
      void start(event, contacts, { label: csv.fileName, origin: 'csv', header: csv.parsed.header, skipped }).then((filed) => filed && setCsv(null));
    },
    knownKeys,
    resendKnown,
    onResendKnown: (section, resend) => setResendKnown((previous) => ({ ...previous, [section]: resend })),
    batches,
    results,
    notice,
    onCancel: (batchId) => void sendMessage('enrich.cancel', { batchId }).then(refresh).catch(report),
    onDecide: (batchId, chunk, choice, event) => {
      if (!event.isTrusted) return;
      // Its results change: forget the ones shown, so that they are asked again once it ends.
      resultsRead.current.delete(batchId);
      setResults(({ [batchId]: _dropped, ...others }) => others);
      // Sending again is paid: past the budget, or crossing it, the person is asked first.
      void sendPaid('enrich.decide', { batchId, chunk, choice }).then(refresh).catch(report);
    },
    onRetryFailed: (batchId, event) =>
      void resultsOf(batchId)
        .then((rows) => {
          const source = sources[batchId];
          const label = `${source?.label ?? batches.find((batch) => batch.id === batchId)?.label ?? ''} (${t('retryFailed').toLowerCase()})`;
          return start(event, retryContacts(rows), { label, origin: source?.origin ?? 'page', header: source?.header }, batchId);
        })
        .catch(report),
    onExport: (batchId, format) => void exportBatch(batchId, format).catch(report),
    onOpen,
    pageEnrichment: !isDisabled(managed, 'pageEnrichment'),
    csvImport: !isDisabled(managed, 'csvImport'),
  };
}
