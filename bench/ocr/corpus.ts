/**
 * The OCR corpus: pages of real public Brazilian documents (bench/detect/real/texts, sources in
 * bench/detect/real/README.md and bench/ocr/README.md), each to be drawn as a scan at 200 and 300 dpi
 * with a slight rotation and noise (./render.ts). Some pages are kept aside from tuning (`heldOut`):
 * the tolerant pass and the OCR settings were tuned on the others only.
 *
 * Where the publisher redacted the identifiers (`000.000.000-00`, `xxxx@xxxx`), a line of test
 * identifiers is added, marked in the page itself as fictitious; their check digits are valid and
 * they belong to no one (generated, `cpfWithCheckDigits` / `cnpjWithCheckDigits`).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { cnpjWithCheckDigits } from '../../lib/identifiers/cnpj';
import { cpfWithCheckDigits } from '../../lib/identifiers/cpf';

const TEXTS = join(import.meta.dirname, '../detect/real/texts');
const read = (name: string) => readFileSync(join(TEXTS, name), 'utf8');

export interface CorpusPage {
  id: string;
  /** The file of bench/detect/real/texts it comes from. */
  source: string;
  text: string;
  heldOut: boolean;
}

const formatCpf = (digits: string) => `${digits.slice(0, 3)}.${digits.slice(3, 6)}.${digits.slice(6, 9)}-${digits.slice(9)}`;
const formatCnpj = (digits: string) => `${digits.slice(0, 2)}.${digits.slice(2, 5)}.${digits.slice(5, 8)}/${digits.slice(8, 12)}-${digits.slice(12)}`;
const formatPhone = (digits: string) => (digits.length === 10 ? `(${digits.slice(0, 2)}) ${digits.slice(2, 6)}-${digits.slice(6)}` : `(${digits.slice(0, 2)}) ${digits.slice(2, 7)}-${digits.slice(7)}`);

/** Fictitious identifiers with valid check digits, for pages whose publisher redacted the real ones. */
function testLine(seed: number): string {
  const base = String(100_000_000 + seed * 7_654_321).slice(0, 9);
  const company = `${String(10_000_000 + seed * 1_234_567).slice(0, 8)}0001`;
  return `Dados de teste (fictícios): CPF ${formatCpf(cpfWithCheckDigits(base))}, CNPJ ${formatCnpj(cnpjWithCheckDigits(company))}, e-mail teste${seed}@exemplo.gov.br.`;
}

/** Text without the blank runs and dot leaders of extracted PDFs. */
const tidy = (text: string) =>
  text
    .replace(/\.{6,}/g, ' … ')
    .replace(/[ \t]+/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .join('\n');

/** The notary offices' CSV as a printed list: one office per paragraph, its CNPJ, phone and e-mail. */
function notaryList(from: number, count: number): string {
  const [header = '', ...rows] = read('cartorios-cnj.csv').split('\n');
  const columns = header.split(',');
  const cell = (fields: string[], name: string) => fields[columns.indexOf(name)] ?? '';
  const parse = (row: string) => [...row.matchAll(/("([^"]*)"|[^,]*)(,|$)/g)].map((match) => match[2] ?? match[1] ?? '');
  return rows
    .slice(from, from + count)
    .map(parse)
    .map((fields) => {
      const phone = cell(fields, 'num_telefone_serventia');
      const parts = [
        `${cell(fields, 'DSC_DENOMINACAO_SERVENTIA')} (${cell(fields, 'DS_CIDADE')}/${cell(fields, 'IND_UF')})`,
        `CNPJ: ${formatCnpj(cell(fields, 'NUM_CNPJ_SERVENTIA').padStart(14, '0'))}`,
        ...(phone.length >= 10 ? [`Telefone: ${formatPhone(phone)}`] : []),
        `E-mail: ${cell(fields, 'DSC_EMAIL_SERVENTIA')}`,
      ];
      return parts.join(' – ');
    })
    .join('\n');
}

/** Splits a long text into pages of about `size` characters, at line ends. */
function pagesOf(text: string, size: number): string[] {
  const pages: string[] = [];
  let current = '';
  for (const line of text.split('\n')) {
    if (current.length + line.length > size && current) {
      pages.push(current);
      current = '';
    }
    current += `${line}\n`;
  }
  if (current.trim()) pages.push(current);
  return pages;
}

export function ocrCorpus(): CorpusPage[] {
  const single = (source: string, heldOut: boolean, extra = ''): CorpusPage => ({ id: source.replace(/\.\w+$/, ''), source, text: tidy(read(source)) + (extra ? `\n${extra}` : ''), heldOut });
  const pratania = pagesOf(tidy(read('diario-pratania-sp-2020-10-26.txt')), 2600).map((text, index) => ({ id: `diario-pratania-p${index + 1}`, source: 'diario-pratania-sp-2020-10-26.txt', text, heldOut: index % 2 === 1 }));
  return [
    single('itaitinga-ce-diario-558-2021.txt', false),
    single('pacajus-ce-diario-1104-2025.txt', true),
    single('terra-alta-pa-ata-registro-precos-2023.txt', true),
    single('aurora-do-para-minuta-contrato.txt', false),
    single('santarem-pa-termo-referencia-seminfra.txt', false),
    single('camacari-ba-ouvidoria-2025.txt', true),
    single('alvorada-rs-comunicado-2015.txt', false),
    single('bom-jesus-do-araguaia-mt-ata-34-2024.txt', true),
    single('antt-termo-aditivo-025-2021.txt', false, testLine(1)),
    single('fapemig-contrato-009341296.txt', true, testLine(2)),
    single('dou-concursos-e-selecoes-2019.txt', true),
    ...pratania,
    { id: 'cartorios-lista-1', source: 'cartorios-cnj.csv', text: notaryList(0, 12), heldOut: false },
    { id: 'cartorios-lista-2', source: 'cartorios-cnj.csv', text: notaryList(40, 12), heldOut: true },
  ];
}
