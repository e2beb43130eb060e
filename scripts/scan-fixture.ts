/**
 * `npx tsx scripts/scan-fixture.ts`: draws the one-page scan the e2e suites read with OCR
 * (sandbox/demo/scan-page.png, made into a PDF by `scannedPdf()` in sandbox/demo/odd-pdfs.ts): a
 * gazette extract scanned at 300 dpi, slightly turned and speckled, drawn by bench/ocr/render.ts and
 * kept at the width the reader draws a page at for OCR. Its identifiers are test ones with valid
 * check digits (529.982.247-25, 11.222.333/0001-81), nobody's, and addresses under `exemplo`.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { openScanner } from '../bench/ocr/render';
import { OCR_PAGE_WIDTH_PX } from '../lib/reader/ocr-session';

export const SCAN_TEXT = [
  'PREFEITURA MUNICIPAL DE EXEMPLO',
  'Diário Oficial - Extrato de contrato (documento de teste)',
  'Contratada: Empresa Exemplo Ltda., CNPJ 11.222.333/0001-81.',
  'Representante legal: CPF 529.982.247-25.',
  'Contato: licitacao@exemplo.gov.br',
  // An `@` the Portuguese model misreads here (`&Q`), read again by the English one (lib/reader/ocr-address-reread.ts).
  'Ouvidoria: atendimento.ouvidoria@exemplo.org.br',
  // A `1` between letters the models read as `l` (`registrolzona`), named by its shape against the
  // page's own `1`s and `l`s (lib/reader/ocr-address-glyphs.ts).
  'Cartório: registro1zona@exemplo.gov.br',
].join('\n');

const scanner = await openScanner();
const [png] = await scanner.render([{ text: SCAN_TEXT, dpi: 300, angle: 0.4, seed: 20261127, readWidth: OCR_PAGE_WIDTH_PX }]);
await scanner.close();
if (png) writeFileSync(join(import.meta.dirname, '../sandbox/demo/scan-page.png'), png);
