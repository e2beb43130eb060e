/**
 * PDFs that the document reader must refuse or explain, made at test time: one protected by a
 * password (the standard security handler, revision 2: RC4 40-bit, written by hand, since pdf-lib does
 * not encrypt), one made only of drawings (a scan has no text either), one cut short, one whose page
 * tree lists the same page a million times (6 bytes a "page"), and one long enough for the index to
 * ask before reading on.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PDFDocument, rgb } from 'pdf-lib';
import { demoGazettePdf } from './gazette-pdf';

/** The padding string of the standard security handler (PDF 32000-1, 7.6.3.3). */
const PADDING = Buffer.from('28bf4e5e4e758a4164004e56fffa01082e2e00b6d0683e802f0ca9fe6453697a', 'hex');

const md5 = (...parts: Buffer[]) => createHash('md5').update(Buffer.concat(parts)).digest();
const padded = (password: string) => Buffer.concat([Buffer.from(password, 'latin1'), PADDING]).subarray(0, 32);

function rc4(key: Buffer, data: Buffer): Buffer {
  const state = Array.from({ length: 256 }, (_, index) => index);
  let j = 0;
  for (let i = 0; i < 256; i++) {
    j = (j + (state[i] as number) + (key[i % key.length] as number)) & 255;
    [state[i], state[j]] = [state[j] as number, state[i] as number];
  }
  const out = Buffer.alloc(data.length);
  let i = 0;
  j = 0;
  for (let index = 0; index < data.length; index++) {
    i = (i + 1) & 255;
    j = (j + (state[i] as number)) & 255;
    [state[i], state[j]] = [state[j] as number, state[i] as number];
    out[index] = (data[index] as number) ^ (state[((state[i] as number) + (state[j] as number)) & 255] as number);
  }
  return out;
}

/** A one-page PDF saying `text`, readable only with `password` (the owner's password is another). */
export function protectedPdf(text: string, password: string): Uint8Array {
  const permissions = -4;
  const fileId = md5(Buffer.from(`atalaia-protected-${text}`));
  const owner = rc4(md5(padded(`${password}-owner`)).subarray(0, 5), padded(password));
  const permissionBytes = Buffer.alloc(4);
  permissionBytes.writeInt32LE(permissions);
  const key = md5(padded(password), owner, permissionBytes, fileId).subarray(0, 5);
  const user = rc4(key, PADDING);
  const objectKey = (number: number) => md5(key, Buffer.from([number & 255, (number >> 8) & 255, (number >> 16) & 255, 0, 0])).subarray(0, 10);

  const content = Buffer.from(`BT /F1 14 Tf 72 720 Td (${text.replace(/[()\\]/g, '\\$&')}) Tj ET`, 'latin1');
  const encrypted = rc4(objectKey(4), content);
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    null,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Filter /Standard /V 1 /R 2 /O <${owner.toString('hex')}> /U <${user.toString('hex')}> /P ${permissions} >>`,
  ];
  const chunks: Buffer[] = [Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  const offsets: number[] = [];
  let length = chunks[0]?.length ?? 0;
  const push = (chunk: Buffer) => {
    chunks.push(chunk);
    length += chunk.length;
  };
  objects.forEach((body, index) => {
    offsets.push(length);
    const number = index + 1;
    if (body === null) {
      push(Buffer.from(`${number} 0 obj\n<< /Length ${encrypted.length} >>\nstream\n`, 'latin1'));
      push(encrypted);
      push(Buffer.from('\nendstream\nendobj\n', 'latin1'));
    } else {
      push(Buffer.from(`${number} 0 obj\n${body}\nendobj\n`, 'latin1'));
    }
  });
  const xref = length;
  const entries = offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  const id = fileId.toString('hex');
  push(Buffer.from(`xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${entries}trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Encrypt 6 0 R /ID [<${id}> <${id}>] >>\nstartxref\n${xref}\n%%EOF\n`, 'latin1'));
  return new Uint8Array(Buffer.concat(chunks));
}

/** Two pages of drawings and no text at all, as a scanned document reads. */
export async function imageOnlyPdf(): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  document.setCreationDate(new Date(Date.UTC(2026, 5, 30)));
  document.setModificationDate(new Date(Date.UTC(2026, 5, 30)));
  for (let page = 0; page < 2; page++) {
    const drawn = document.addPage([595, 842]);
    for (let line = 0; line < 40; line++) drawn.drawRectangle({ x: 60, y: 760 - line * 17, width: 300 + ((line * 37) % 170), height: 7, color: rgb(0.2, 0.2, 0.2) });
  }
  return document.save();
}

/**
 * A scan (sandbox/demo/scan-page.png, drawn by scripts/scan-fixture.ts as scanned at 300 dpi): a gazette
 * extract with a CNPJ, a CPF and three addresses that only OCR can read, on one page or on each of `pages`.
 */
export async function scannedPdf(pages = 1): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  document.setCreationDate(new Date(Date.UTC(2026, 10, 27)));
  document.setModificationDate(new Date(Date.UTC(2026, 10, 27)));
  const image = await document.embedPng(readFileSync(join(import.meta.dirname, 'scan-page.png')));
  for (let index = 0; index < pages; index++) document.addPage([595, 842]).drawImage(image, { x: 0, y: 0, width: 595, height: 842 });
  return document.save();
}

/** The demo gazette cut in half: a PDF header and then nothing a reader can use. */
export async function brokenPdf(): Promise<Uint8Array> {
  const { bytes } = await demoGazettePdf();
  return bytes.slice(0, 400);
}

/** A PDF from its objects' bodies (object n is `bodies[n - 1]`, object 1 the catalog), with its cross-reference table. */
function rawPdf(bodies: string[]): Uint8Array {
  const chunks: string[] = ['%PDF-1.4\n'];
  let length = chunks[0]?.length ?? 0;
  const offsets = bodies.map((body, index) => {
    const offset = length;
    const chunk = `${index + 1} 0 obj\n${body}\nendobj\n`;
    chunks.push(chunk);
    length += Buffer.byteLength(chunk, 'latin1');
    return offset;
  });
  const entries = offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  chunks.push(`xref\n0 ${bodies.length + 1}\n0000000000 65535 f \n${entries}trailer\n<< /Size ${bodies.length + 1} /Root 1 0 R >>\nstartxref\n${length}\n%%EOF\n`);
  return new Uint8Array(Buffer.from(chunks.join(''), 'latin1'));
}

const textStream = (text: string) => {
  const content = `BT /F1 14 Tf 72 720 Td (${text.replace(/[()\\]/g, '\\$&')}) Tj ET`;
  return `<< /Length ${content.length} >>\nstream\n${content}\nendstream`;
};
const FONT = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>';

/** One page saying `text`, listed `claimed` times in the page tree: a document that lies about its size. */
export function repeatedPagePdf(claimed: number, text = 'CPF 123.456.789-09'): Uint8Array {
  return rawPdf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${'3 0 R '.repeat(claimed)}] /Count ${claimed} >>`,
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    textStream(text),
    FONT,
  ]);
}

/** `pages` distinct pages saying their number, and `extra` on page `extraPage`. */
export function longPdf(pages: number, extraPage: number, extra: string): Uint8Array {
  const pageObject = (number: number) => 6 + number - 1;
  const bodies = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${Array.from({ length: pages }, (_, index) => `${pageObject(index + 1)} 0 R`).join(' ')}] /Count ${pages} >>`,
    FONT,
    textStream('Documento longo'),
    textStream(extra),
  ];
  for (let number = 1; number <= pages; number++) {
    bodies.push(`<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents ${number === extraPage ? 5 : 4} 0 R /Resources << /Font << /F1 3 0 R >> >> >>`);
  }
  return rawPdf(bodies);
}
