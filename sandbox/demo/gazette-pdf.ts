/**
 * GET /demo.pdf: a gazette ("Diário Oficial") as a PDF, generated with pdf-lib, byte for byte the same
 * on every run. Two columns of small type like a real gazette, identifiers the sandbox knows, some
 * broken across two lines of a column, masked CPFs of a transparency portal, numbers that only look
 * like identifiers, a column drawn out of reading order, and one page with no identifier at all.
 *
 * `gazettePdf({ pages })` makes a long one (the reader's benchmark: 300 pages, about 3 MB of text)
 * from the same parts. Each identifier drawn is listed with its page, so tests know what a reader
 * must find without reading the PDF back.
 */
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { formatCnpj, formatCpf, formatPhone } from '../../lib/identifiers/format';
import { cnpjWithCheckDigits } from '../../lib/identifiers/cnpj';
import { cpfWithCheckDigits } from '../../lib/identifiers/cpf';
import { companyName } from '../generators/company';
import { personName } from '../generators/person';
import { mulberry32 } from '../random';
import { CNPJ_ALPHANUMERIC, CNPJ_NUMERIC, CPF_EMPTY, CPF_FULL, CPF_JOB_FAILS, CPF_LARGE, EMAIL_COMPANY, EMAIL_PERSON, PHONE_FULL } from '../special';

export type PlacedKind = 'cpf' | 'cnpj' | 'phone' | 'email' | 'masked_cpf';

/** An identifier drawn on a page, normalized as `detect()` reports it (docs/contracts.md, 1). */
export interface PlacedIdentifier {
  page: number;
  kind: PlacedKind;
  value: string;
}

export interface GazettePdf {
  bytes: Uint8Array;
  pages: number;
  identifiers: PlacedIdentifier[];
}

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 48;
const GUTTER = 18;
const COLUMN_WIDTH = (A4.width - 2 * MARGIN - GUTTER) / 2;
const FIXED_DATE = new Date(Date.UTC(2026, 5, 30, 12));

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

/** One line of a column: its text and whether it is a heading. */
interface Line {
  text: string;
  bold?: boolean;
}

const phoneText = (national: string) => formatPhone(`+55${national}`);
const maskedCpf = (cpf: string) => `***.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-**`;
const maskedValue = (cpf: string) => `***${cpf.slice(3, 9)}**`;

/** Splits `text` into lines no wider than `width`, at spaces only. */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(' ')) {
    const candidate = current ? `${current} ${word}` : word;
    if (current && font.widthOfTextAtSize(candidate, size) > width) {
      lines.push(current);
      current = word;
    } else {
      current = candidate;
    }
  }
  if (current) lines.push(current);
  return lines;
}

/** Draws lines top-down from `top` at `x`; throws if a line is wider than the column (the layout is hand-made). */
function drawColumn(page: PDFPage, fonts: Fonts, lines: Line[], x: number, top: number, size: number, leading: number): void {
  let y = top;
  for (const line of lines) {
    const font = line.bold ? fonts.bold : fonts.regular;
    if (font.widthOfTextAtSize(line.text, size) > COLUMN_WIDTH + 0.5) throw new Error(`line too wide for the column: ${line.text}`);
    if (line.text) page.drawText(line.text, { x, y, size, font, color: rgb(0.1, 0.1, 0.12) });
    y -= leading;
  }
}

function drawMasthead(page: PDFPage, fonts: Fonts, pageNumber: number, pages: number): number {
  const title = 'DIÁRIO OFICIAL DO MUNICÍPIO DE SINOP/MT';
  const size = 14;
  page.drawText(title, { x: (A4.width - fonts.bold.widthOfTextAtSize(title, size)) / 2, y: A4.height - MARGIN - size, size, font: fonts.bold });
  const edition = `Ano XXII · Edição nº 5.874 · 30 de junho de 2026 · Página ${pageNumber} de ${pages}`;
  page.drawText(edition, { x: (A4.width - fonts.regular.widthOfTextAtSize(edition, 8)) / 2, y: A4.height - MARGIN - 30, size: 8, font: fonts.regular });
  const ruleY = A4.height - MARGIN - 38;
  page.drawLine({ start: { x: MARGIN, y: ruleY }, end: { x: A4.width - MARGIN, y: ruleY }, thickness: 1.2 });
  return ruleY - 16;
}

const LEFT_X = MARGIN;
const RIGHT_X = MARGIN + COLUMN_WIDTH + GUTTER;

/** The four pages of the demo gazette, column by column, with what each holds. */
function demoPages(): { left: Line[]; right: Line[]; rightFirst?: boolean; identifiers: Omit<PlacedIdentifier, 'page'>[] }[] {
  const full = personName(CPF_FULL).nome;
  const empty = personName(CPF_EMPTY).nome;
  const failing = personName(CPF_JOB_FAILS).nome;
  const large = personName(CPF_LARGE).nome;
  const timber = companyName(CNPJ_NUMERIC).razao_social;
  const school = companyName(CNPJ_ALPHANUMERIC).razao_social;
  const cnpj = formatCnpj(CNPJ_NUMERIC);
  const alphanumeric = formatCnpj(CNPJ_ALPHANUMERIC);
  const emptyCpf = formatCpf(CPF_EMPTY);
  const phone = phoneText(PHONE_FULL);
  const [companyUser, companyDomain] = EMAIL_COMPANY.split('@') as [string, string];
  const domainSplit = companyDomain.indexOf('-') + 1;

  return [
    {
      left: [
        { text: 'SECRETARIA MUNICIPAL DE ADMINISTRAÇÃO', bold: true },
        { text: 'Extrato do Contrato nº 112/2026', bold: true },
        { text: 'CONTRATANTE: Município de Sinop/MT.' },
        { text: `CONTRATADA: ${timber},` },
        // The CNPJ breaks after its slash, as narrow gazette columns do.
        { text: `inscrita no CNPJ sob o nº ${cnpj.slice(0, 11)}` },
        { text: `${cnpj.slice(11)}, neste ato representada por` },
        { text: `${full}, CPF ${formatCpf(CPF_FULL)}.` },
        { text: 'OBJETO: fornecimento de madeira serrada' },
        { text: '(Cumaru e Ipê) para a reforma de pontes rurais.' },
        { text: 'VALOR GLOBAL: R$ 187.450,00. VIGÊNCIA:' },
        { text: '01/07/2026 a 31/12/2026. Processo administrativo' },
        { text: 'nº 2026.0412.000318.' },
        { text: '' },
        { text: 'Termo de Fomento nº 07/2026', bold: true },
        { text: `Partes: o Município e o ${school},` },
        { text: `CNPJ ${alphanumeric}. Responsável técnico:` },
        // The CPF breaks after its second dot.
        { text: `${empty}, CPF ${emptyCpf.slice(0, 8)}` },
        { text: `${emptyCpf.slice(8)}. Telefone para contato: ${phone}.` },
      ],
      right: [
        { text: 'SECRETARIA MUNICIPAL DE SAÚDE', bold: true },
        { text: 'Aviso de Licitação: Pregão Eletrônico nº 31/2026', bold: true },
        { text: 'Objeto: aquisição de medicamentos da farmácia' },
        { text: 'básica. Abertura: 15/07/2026, às 9h. Edital e' },
        { text: 'esclarecimentos pelo e-mail' },
        { text: `${EMAIL_PERSON} ou pelo telefone` },
        // A phone broken before its last four digits.
        { text: `${phone.slice(0, -4)}` },
        { text: `${phone.slice(-4)}, de segunda a sexta-feira.` },
        { text: '' },
        { text: 'Portaria nº 1.204/2026', bold: true },
        { text: 'Concede licença para capacitação ao servidor de' },
        { text: `CPF ${maskedCpf(CPF_FULL)}, matrícula 40.112-3, de` },
        { text: '01/08/2026 a 29/10/2026.' },
      ],
      identifiers: [
        { kind: 'cnpj', value: CNPJ_NUMERIC },
        { kind: 'cpf', value: CPF_FULL },
        { kind: 'cnpj', value: CNPJ_ALPHANUMERIC },
        { kind: 'cpf', value: CPF_EMPTY },
        { kind: 'phone', value: `+55${PHONE_FULL}` },
        { kind: 'email', value: EMAIL_PERSON },
        { kind: 'phone', value: `+55${PHONE_FULL}` },
        { kind: 'masked_cpf', value: maskedValue(CPF_FULL) },
      ],
    },
    {
      left: [
        { text: 'CONTROLADORIA GERAL DO MUNICÍPIO', bold: true },
        { text: 'Diárias pagas em junho de 2026', bold: true },
        { text: 'Dados publicados conforme a Lei nº 12.527/2011;' },
        { text: 'CPFs mascarados como no Portal da Transparência.' },
        { text: `${maskedCpf(CPF_EMPTY)}  R$ 1.240,00  Cuiabá/MT` },
        { text: `${maskedCpf(CPF_JOB_FAILS)}  R$ 620,00  Brasília/DF` },
        { text: `${maskedCpf(CPF_LARGE)}  R$ 310,00  Sorriso/MT` },
      ],
      right: [
        { text: 'NÚMEROS QUE NÃO SÃO IDENTIFICADORES', bold: true },
        { text: 'Data de publicação: 30/06/2026.' },
        { text: 'Valor empenhado: R$ 1.234.567,89.' },
        { text: 'CEP da prefeitura: 78550-000.' },
        { text: 'Protocolo de atendimento: 2026.0001.234567.' },
        { text: 'Linha digitável: 23793.38128 60007.827136' },
        { text: '95000.063305 9 84410026000.' },
      ],
      identifiers: [
        { kind: 'masked_cpf', value: maskedValue(CPF_EMPTY) },
        { kind: 'masked_cpf', value: maskedValue(CPF_JOB_FAILS) },
        { kind: 'masked_cpf', value: maskedValue(CPF_LARGE) },
      ],
    },
    {
      left: [
        { text: 'ERRATA', bold: true },
        { text: 'Na edição nº 5.873, de 29 de junho de 2026, onde' },
        { text: 'se lê "Praça das Palmeiras", leia-se "Praça' },
        { text: 'das Castanheiras". Ficam mantidos os demais' },
        { text: 'termos da publicação original.' },
      ],
      right: [
        { text: 'CALENDÁRIO DE SESSÕES', bold: true },
        { text: 'As sessões ordinárias da Câmara Municipal' },
        { text: 'ocorrem às terças e quintas-feiras, às 19h,' },
        { text: 'de 1º de fevereiro a 17 de julho e de 1º de' },
        { text: 'agosto a 22 de dezembro de 2026.' },
      ],
      identifiers: [],
    },
    {
      // Drawn right column first: the reader must still read the left one first.
      rightFirst: true,
      left: [
        { text: 'SECRETARIA DE AGRICULTURA', bold: true },
        { text: 'Edital de Credenciamento nº 04/2026', bold: true },
        { text: `Credenciado: ${large},` },
        { text: `CPF ${formatCpf(CPF_LARGE)}, produtor rural.` },
        { text: `Credenciado: ${failing}, CPF` },
        // A plain CPF written without punctuation.
        { text: `${CPF_JOB_FAILS}, pecuarista.` },
        { text: 'Dúvidas: contato@ com a secretaria ou' },
        { text: `pelo e-mail ${companyUser}@${companyDomain.slice(0, domainSplit)}` },
        { text: `${companyDomain.slice(domainSplit)}.` },
      ],
      right: [
        { text: 'EXTRATO DE TERMO ADITIVO', bold: true },
        { text: `Contratada: ${timber},` },
        { text: `CNPJ ${CNPJ_NUMERIC}, primeiro termo aditivo` },
        { text: 'ao Contrato nº 112/2026, prorrogando a vigência' },
        { text: 'por doze meses.' },
      ],
      identifiers: [
        { kind: 'cpf', value: CPF_LARGE },
        { kind: 'cpf', value: CPF_JOB_FAILS },
        { kind: 'email', value: EMAIL_COMPANY },
        { kind: 'cnpj', value: CNPJ_NUMERIC },
      ],
    },
  ];
}

async function newDocument(): Promise<{ document: PDFDocument; fonts: Fonts }> {
  const document = await PDFDocument.create();
  // Fixed metadata: the same bytes on every run.
  document.setTitle('Diário Oficial do Município de Sinop/MT: Edição nº 5.874');
  document.setProducer('Atalaia sandbox');
  document.setCreator('Atalaia sandbox');
  document.setCreationDate(FIXED_DATE);
  document.setModificationDate(FIXED_DATE);
  const fonts = { regular: await document.embedFont(StandardFonts.TimesRoman), bold: await document.embedFont(StandardFonts.TimesRomanBold) };
  return { document, fonts };
}

/** The demo gazette: four pages (the third with no identifier). */
export async function demoGazettePdf(): Promise<GazettePdf> {
  const { document, fonts } = await newDocument();
  const pages = demoPages();
  const identifiers: PlacedIdentifier[] = [];
  pages.forEach((content, index) => {
    const page = document.addPage([A4.width, A4.height]);
    const top = drawMasthead(page, fonts, index + 1, pages.length);
    const draw = (lines: Line[], x: number) => drawColumn(page, fonts, lines, x, top, 9, 12);
    if (content.rightFirst) {
      draw(content.right, RIGHT_X);
      draw(content.left, LEFT_X);
    } else {
      draw(content.left, LEFT_X);
      draw(content.right, RIGHT_X);
    }
    identifiers.push(...content.identifiers.map((identifier) => ({ page: index + 1, ...identifier })));
  });
  return { bytes: await document.save({ useObjectStreams: false }), pages: pages.length, identifiers };
}

const FIRST_NAMES = ['Ana', 'João', 'Maria', 'José', 'Francisca', 'Antônio', 'Adriana', 'Carlos', 'Juliana', 'Paulo', 'Luzia', 'Raimundo'];
const LAST_NAMES = ['Silva', 'Santos', 'Oliveira', 'Souza', 'Pereira', 'Lima', 'Carvalho', 'Ferreira', 'Rodrigues', 'Almeida', 'Costa', 'Gomes'];
const OBJECTS = [
  'aquisição de material de expediente para as escolas municipais',
  'prestação de serviços de manutenção de vias urbanas e estradas vicinais',
  'fornecimento de gêneros alimentícios para a merenda escolar',
  'locação de máquinas pesadas para a Secretaria de Obras',
  'contratação de empresa para coleta de resíduos sólidos',
];

/**
 * A long gazette for benchmarks: `pages` pages of two dense columns (8 pt, about 10 KB of text a
 * page), each act naming people and companies by CPF, CNPJ, phone and e-mail, one CNPJ in three broken
 * across lines. Deterministic for a given page count.
 */
export async function gazettePdf({ pages }: { pages: number }): Promise<GazettePdf> {
  const { document, fonts } = await newDocument();
  const random = mulberry32(pages);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)] as T;
  const digits = (count: number) => Array.from({ length: count }, () => Math.floor(random() * 10)).join('');
  const identifiers: PlacedIdentifier[] = [];
  const size = 8;
  const leading = 9.6;

  for (let pageNumber = 1; pageNumber <= pages; pageNumber++) {
    const page = document.addPage([A4.width, A4.height]);
    const top = drawMasthead(page, fonts, pageNumber, pages);
    const capacity = Math.floor((top - MARGIN) / leading);
    for (const x of [LEFT_X, RIGHT_X]) {
      const lines: Line[] = [];
      let act = 0;
      while (lines.length < capacity) {
        act += 1;
        const person = `${pick(FIRST_NAMES)} ${pick(LAST_NAMES)} ${pick(LAST_NAMES)}`;
        const cpf = cpfWithCheckDigits(`${1 + Math.floor(random() * 8)}${digits(8)}`);
        const cnpj = cnpjWithCheckDigits(`${1 + Math.floor(random() * 8)}${digits(7)}0001`);
        const phone = `${pick(['11', '21', '31', '65', '66', '61'])}9${8000 + Math.floor(random() * 1999)}${digits(4)}`;
        const email = `${person.split(' ')[0]?.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()}.${digits(3)}@prefeitura.example`;
        const formattedCnpj = formatCnpj(cnpj);
        const breakCnpj = act % 3 === 0;
        const paragraph = [
          `Extrato nº ${act}/${pageNumber}. Objeto: ${pick(OBJECTS)}. Contratada: empresa inscrita no CNPJ`,
          breakCnpj ? `${formattedCnpj.slice(0, 11)}\n${formattedCnpj.slice(11)},` : `${formattedCnpj},`,
          `representada por ${person}, CPF ${formatCpf(cpf)}, telefone ${phoneText(phone)}, e-mail ${email}.`,
          `Valor: R$ ${Math.floor(random() * 900 + 100)}.${digits(3)},${digits(2)}. Vigência: 01/07/2026 a 30/06/2027.`,
        ].join(' ');
        const [before, after = ''] = paragraph.split('\n');
        const wrapped = [...wrap(before ?? '', fonts.regular, size, COLUMN_WIDTH)];
        if (after) {
          // The broken CNPJ: its first half ends a line, the rest starts the next one.
          const tail = wrapped.pop() ?? '';
          if (fonts.regular.widthOfTextAtSize(tail, size) > COLUMN_WIDTH) throw new Error('tail too wide');
          wrapped.push(tail, ...wrap(after.trimStart(), fonts.regular, size, COLUMN_WIDTH));
        }
        if (lines.length + wrapped.length + 1 > capacity) break;
        lines.push(...wrapped.map((text) => ({ text })), { text: '' });
        identifiers.push(
          { page: pageNumber, kind: 'cnpj', value: cnpj },
          { page: pageNumber, kind: 'cpf', value: cpf },
          { page: pageNumber, kind: 'phone', value: `+55${phone}` },
          { page: pageNumber, kind: 'email', value: email },
        );
      }
      drawColumn(page, fonts, lines, x, top, size, leading);
    }
  }
  return { bytes: await document.save({ useObjectStreams: false }), pages, identifiers };
}
