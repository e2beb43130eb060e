/**
 * A CSV file as a table, read the way CRM and spreadsheet exports write them: the bytes decoded (UTF-8
 * with or without BOM, UTF-16 with BOM, Latin-1), the separator found (`,` `;` tab `|`, or Excel's
 * `sep=` line), quoted fields with separators, quotes and line breaks inside, and every record with
 * the line it starts on. Splitting is papaparse's, without its worker (a `blob:` worker is forbidden
 * in MV3 pages). A quote left open does not swallow the rest of the file: its line is reported and
 * reading goes on at the next line. The text is read WINDOW_CHARS at a time, as steps a page can
 * spread over the event loop (./steps.ts).
 */
import Papa from 'papaparse';
import type { RowProblem } from '../protocol/limits';
import { runToEnd, type Steps } from './steps';
import { lastStartAtOrBefore } from '../sorted/partition-point';

/** Text read in one step: about a thousand records of a contacts export. */
const WINDOW_CHARS = 64 * 1024;

export type CsvEncoding = 'utf-8' | 'utf-16le' | 'utf-16be' | 'windows-1252';
export type CsvSeparator = ',' | ';' | '\t' | '|';

export const SEPARATORS: readonly CsvSeparator[] = [',', ';', '\t', '|'];

export type RecordProblem = Extract<RowProblem, 'unterminated_quote' | 'malformed_quote'>;

export interface CsvRecord {
  /** 1-based line of the file where the record starts. */
  line: number;
  fields: string[];
  problem?: RecordProblem;
}


/** Bytes decoded in one step: a 15 MB file is decoded in fifteen, each a few milliseconds. */
const DECODE_BYTES_PER_STEP = 1024 * 1024;

/** `bytes` from `from` as text of `encoding`, a slice per step; throws where UTF-8 (fatal) is not valid. */
function* decodeSteps(bytes: Uint8Array, encoding: CsvEncoding, from = 0, fatal = false): Steps<string> {
  const decoder = new TextDecoder(encoding, { fatal });
  const parts: string[] = [];
  for (let start = from; start < bytes.length; start += DECODE_BYTES_PER_STEP) {
    const end = Math.min(bytes.length, start + DECODE_BYTES_PER_STEP);
    parts.push(decoder.decode(bytes.subarray(start, end), { stream: end < bytes.length }));
    yield;
  }
  parts.push(decoder.decode());
  return parts.join('');
}

/** The encoding of the bytes: a BOM says it; else UTF-16 shows as zero bytes; else UTF-8 if valid; else Latin-1. */
export function* decodeCsvSteps(bytes: Uint8Array): Steps<{ text: string; encoding: CsvEncoding }> {
  const decode = function* (encoding: CsvEncoding, from = 0): Steps<{ text: string; encoding: CsvEncoding }> {
    return { text: yield* decodeSteps(bytes, encoding, from), encoding };
  };
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return yield* decode('utf-16le', 2);
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return yield* decode('utf-16be', 2);
  const utf16 = utf16WithoutBom(bytes);
  if (utf16) return yield* decode(utf16);
  try {
    return { text: (yield* decodeSteps(bytes, 'utf-8', 0, true)).replace(/^\uFEFF/, ''), encoding: 'utf-8' };
  } catch {
    return yield* decode('windows-1252');
  }
}

/** decodeCsvSteps at once. */
export function decodeCsv(bytes: Uint8Array): { text: string; encoding: CsvEncoding } {
  return runToEnd(decodeCsvSteps(bytes));
}

/** UTF-16 text of Latin letters has a zero in every other byte; no 8-bit text has zeros. */
function utf16WithoutBom(bytes: Uint8Array): CsvEncoding | null {
  const sample = bytes.subarray(0, 1024 - (Math.min(bytes.length, 1024) % 2));
  if (sample.length < 4) return null;
  let evenZeros = 0;
  let oddZeros = 0;
  for (let index = 0; index < sample.length; index++) {
    if (sample[index] !== 0) continue;
    if (index % 2 === 0) evenZeros++;
    else oddZeros++;
  }
  const half = sample.length / 2;
  if (oddZeros > half * 0.4 && evenZeros === 0) return 'utf-16le';
  if (evenZeros > half * 0.4 && oddZeros === 0) return 'utf-16be';
  return null;
}

/** Excel's first-line hint: `sep=;`. */
const EXCEL_SEPARATOR_LINE = /^sep=(.)\r?\n|^sep=(.)\r/;

/** The separator of a text: papaparse's guess over its first records, blank lines left out. */
function detectSeparator(text: string): CsvSeparator {
  const guess = Papa.parse<string[]>(text.slice(0, 64 * 1024), { worker: false, preview: 10, skipEmptyLines: 'greedy', delimitersToGuess: [...SEPARATORS] });
  if (!guess.errors.some((error) => error.code === 'UndetectableDelimiter')) return guess.meta.delimiter as CsvSeparator;
  // One record, or one column: the separator the header has most of, `;` (pt-BR Excel) on a tie.
  const firstLine = text.split(/\r\n|\n|\r/, 1)[0] ?? '';
  const counts = SEPARATORS.map((separator) => ({ separator, count: firstLine.split(separator).length - 1 }));
  const best = counts.reduce((top, candidate) => (candidate.count > top.count ? candidate : top), { separator: ';' as CsvSeparator, count: 0 });
  return best.separator;
}

/** Offsets where each line starts, to turn a character offset into a line number. */
function lineStarts(text: string): number[] {
  const starts = [0];
  for (let index = 0; index < text.length; index++) {
    const character = text.charCodeAt(index);
    if (character === 10) starts.push(index + 1);
    else if (character === 13) {
      if (text.charCodeAt(index + 1) === 10) index++;
      starts.push(index + 1);
    }
  }
  return starts;
}

function lineAt(starts: number[], offset: number): number {
  return lastStartAtOrBefore(starts, offset) + 1;
}

/**
 * Every record of `text`, with the line it starts on; a blank line is a record of one empty field.
 * `separator` is found when not given.
 */
export function readCsvText(text: string, separator?: CsvSeparator): { separator: CsvSeparator; records: CsvRecord[] } {
  return runToEnd(csvTextSteps(text, separator));
}

/** readCsvText in steps of about WINDOW_CHARS characters. */
export function* csvTextSteps(text: string, separator?: CsvSeparator): Steps<{ separator: CsvSeparator; records: CsvRecord[] }> {
  let body = text;
  let lineOffset = 0;
  let hinted: CsvSeparator | undefined;
  const hint = EXCEL_SEPARATOR_LINE.exec(text);
  if (hint && !separator) {
    const candidate = (hint[1] ?? hint[2]) as CsvSeparator;
    if (SEPARATORS.includes(candidate)) {
      hinted = candidate;
      body = text.slice(hint[0].length);
      lineOffset = 1;
    }
  }
  const chosen = separator ?? hinted ?? detectSeparator(body);
  yield;
  const starts = lineStarts(body);
  yield;
  const records: CsvRecord[] = [];
  // The line break papaparse finds in the text (outside quotes), kept when reading resumes mid-file.
  let newline: '\r' | '\n' | '\r\n' | undefined;
  let from = 0;
  let windowSize = WINDOW_CHARS;
  while (from < body.length) {
    // Whole lines from `from`, about windowSize characters. Unless the window reaches the end of the
    // text, its last record may be cut by the window's edge: it is read again, first of the next one.
    const end = from + windowSize >= body.length ? body.length : (starts[lineAt(starts, from + windowSize)] ?? body.length);
    const final = end >= body.length;
    const read: { start: number; record: CsvRecord }[] = [];
    let recordStart = 0;
    let openQuoteAt: number | null = null;
    Papa.parse<string[]>(body.slice(from, end), {
      worker: false,
      delimiter: chosen,
      newline,
      step: (result, parser) => {
        newline ??= result.meta.linebreak as '\r' | '\n' | '\r\n';
        const start = from + recordStart;
        recordStart = result.meta.cursor;
        const codes = new Set(result.errors.map((error) => error.code));
        if (codes.has('MissingQuotes')) {
          openQuoteAt = start;
          parser.abort();
          return;
        }
        read.push({ start, record: { line: lineAt(starts, start) + lineOffset, fields: result.data, ...(codes.has('InvalidQuotes') ? { problem: 'malformed_quote' as const } : {}) } });
      },
    });
    const cutAt: number | null = openQuoteAt ?? (final ? null : (read.pop()?.start ?? null));
    for (const { record } of read) records.push(record);
    if (cutAt === null) break;
    if (openQuoteAt !== null && final) {
      // The quote opened on this line never closes: report the line alone, read on after it.
      const lineIndex = lineAt(starts, openQuoteAt);
      const lineEnd = starts[lineIndex] ?? body.length;
      records.push({ line: lineIndex + lineOffset, fields: [body.slice(openQuoteAt, lineEnd).replace(/\r?\n$|\r$/, '')], problem: 'unterminated_quote' });
      from = lineEnd;
    } else if (cutAt === from) {
      // One record, or one open quote, fills the window: read it again in a wider one.
      windowSize *= 2;
    } else {
      from = cutAt;
      windowSize = WINDOW_CHARS;
    }
    yield;
  }
  // The line break that ends the file ends its last record; it does not start an empty one.
  const last = records.at(-1);
  if (last && last.fields.length === 1 && last.fields[0] === '' && !last.problem && /(\r\n|\n|\r)$/.test(body)) records.pop();
  return { separator: chosen, records };
}
