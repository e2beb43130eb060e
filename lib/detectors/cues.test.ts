import { describe, expect, it } from 'vitest';
import { cnpjDetector } from './cnpj';
import { cpfDetector } from './cpf';
import { columnCues, CUE_WINDOW, cuedKinds, nearestCue } from './cues';
import { phoneDetector } from './phone';

const DETECTORS = [cpfDetector, cnpjDetector, phoneDetector];
const CPF = 1 << 0;
const CNPJ = 1 << 1;
const PHONE = 1 << 2;

/** The kind `nearestCue` names for the number at the first digit of `text`. */
function cueBefore(text: string, count = DETECTORS.length): string | undefined {
  const start = text.search(/\d{5}/);
  return nearestCue(text, start, DETECTORS, count)?.kind;
}

describe('nearestCue', () => {
  it('names the kind of the cue word just before the number', () => {
    expect(cueBefore('CPF 12345678909')).toBe('cpf');
    expect(cueBefore('Celular: 11987654321')).toBe('phone');
    expect(cueBefore('CNPJ nº 11222333000181')).toBe('cnpj');
  });

  it('compares without case or accents', () => {
    expect(cueBefore('TELEFONE 11987654321')).toBe('phone');
    expect(cueBefore('Télefone 11987654321')).toBe('phone');
  });

  it('takes the nearest cue when several precede the number', () => {
    expect(cueBefore('CPF do titular, celular 12345678909')).toBe('phone');
    expect(cueBefore('celular do titular, CPF 12345678909')).toBe('cpf');
  });

  it('finds nothing in prose without a cue word', () => {
    expect(cueBefore('protocolo número 12345678909')).toBeUndefined();
    expect(cueBefore('12345678909')).toBeUndefined();
  });

  it('does not read past a line break', () => {
    expect(cueBefore('CPF\n12345678909')).toBeUndefined();
    expect(cueBefore('CPF\r\n12345678909')).toBeUndefined();
  });

  it(`looks only ${CUE_WINDOW} characters back, and not at a word the window cuts`, () => {
    expect(cueBefore(`CPF ${'x '.repeat(CUE_WINDOW / 2)}12345678909`)).toBeUndefined();
    // `hotel` ends in `tel`: cut by the window's edge it must not read as the phone's cue.
    const padding = ' '.repeat(CUE_WINDOW - 3);
    expect(cueBefore(`hotel${padding}12345678909`)).toBeUndefined();
  });

  it('matches whole words only', () => {
    expect(cueBefore('hotel 11987654321')).toBeUndefined();
    expect(cueBefore('cpfs 12345678909')).toBeUndefined();
  });

  it('considers only the first `count` detectors', () => {
    expect(cueBefore('celular 11987654321', 2)).toBeUndefined();
    expect(cueBefore('CPF 12345678909', 1)).toBe('cpf');
  });
});

describe('cuedKinds', () => {
  const kinds = (text: string) => cuedKinds(text, 0, text.length, DETECTORS);

  it('masks every kind named by a word in the range', () => {
    expect(kinds('CPF/CNPJ')).toBe(CPF | CNPJ);
    expect(kinds('Fone/Fax')).toBe(PHONE);
    expect(kinds('num_telefone_serventia')).toBe(PHONE);
    expect(kinds('Nome completo')).toBe(0);
  });

  it('reads only the given range', () => {
    const text = 'CPF e telefone';
    expect(cuedKinds(text, 4, text.length, DETECTORS)).toBe(PHONE);
    expect(cuedKinds(text, 0, 3, DETECTORS)).toBe(CPF);
  });
});

describe('columnCues', () => {
  /** The column cue `at` gives for the first occurrence of each needle, asked in increasing order. */
  function cuesAt(text: string, needles: string[]): number[] {
    const cues = columnCues(text, DETECTORS);
    if (cues === null) throw new Error('no table read');
    return needles.map((needle) => cues.at(text.indexOf(needle)));
  }

  it('gives each cell the kinds its column header names', () => {
    const text = 'Nome;CNPJ;Telefone\nAcme;11222333000181;6933020602\n';
    expect(cuesAt(text, ['Acme', '11222333000181', '6933020602'])).toEqual([0, CNPJ, PHONE]);
  });

  it('reads tabs, pipes and commas as delimiters', () => {
    expect(cuesAt('CPF\tNome\n12345678909\tAna', ['12345678909', 'Ana'])).toEqual([CPF, 0]);
    expect(cuesAt('Nome|Celular\nAna|11987654321', ['Ana', '11987654321'])).toEqual([0, PHONE]);
    expect(cuesAt('Nome,CPF\r\nAna,12345678909', ['Ana', '12345678909'])).toEqual([0, CPF]);
  });

  it('gives nothing before the header ends', () => {
    const text = 'CPF;Nome\n12345678909;Ana';
    expect(columnCues(text, DETECTORS)?.at(0)).toBe(0);
  });

  it('skips a byte order mark', () => {
    expect(cuesAt('\ufeffCPF;Nome\n12345678909;Ana', ['12345678909'])).toEqual([CPF]);
  });

  it('counts delimiters inside quoted fields as text, and a doubled quote as a quote', () => {
    const text = 'Nome,Endereço,CPF\n"Silva, Ana","Rua ""A"", 1",12345678909\n';
    expect(cuesAt(text, ['Silva', 'Rua', '12345678909'])).toEqual([0, 0, CPF]);
  });

  it('starts every row at its first column', () => {
    const text = 'CPF;Telefone\n12345678909;11987654321\n98765432100;11912345678\n';
    expect(cuesAt(text, ['12345678909', '11987654321', '98765432100', '11912345678'])).toEqual([CPF, PHONE, CPF, PHONE]);
  });

  it('finds a header under a title when the next line has as many cells', () => {
    const text = 'Relatório de clientes\n\nNome;CPF\nAna;12345678909\n';
    expect(cuesAt(text, ['12345678909'])).toEqual([CPF]);
  });

  it('does not take a later sentence with a comma and a cue word for a header', () => {
    expect(columnCues('Atendimento\nLigue para o telefone, das 8h às 18h\n11987654321 é o número\n', DETECTORS)).toBeNull();
  });

  it('gives nothing to prose without delimiters under the table', () => {
    const text = 'Nome;CPF\nAna;12345678909\nLigue 11987654321\n';
    expect(cuesAt(text, ['12345678909', '11987654321'])).toEqual([CPF, 0]);
  });

  it('is no table when the header names no kind, holds data or has one cell', () => {
    expect(columnCues('Nome;Cidade\nAna;Recife\n', DETECTORS)).toBeNull();
    expect(columnCues('CPF;12345678909\nAna;Recife\n', DETECTORS)).toBeNull();
    expect(columnCues('CPF\n12345678909\n', DETECTORS)).toBeNull();
    expect(columnCues('CPF;Nome', DETECTORS)).toBeNull();
  });

  it('is no table when a header cell is a sentence', () => {
    expect(columnCues(`CPF;${'palavra '.repeat(10)}\n12345678909;x\n`, DETECTORS)).toBeNull();
  });
});
