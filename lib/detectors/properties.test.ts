/**
 * Property tests: every valid identifier, in every format the detectors accept, is found with its
 * exact span and value amid ordinary pt-BR text; no single-character change of a valid CPF or CNPJ is
 * reported as one; and the work of detection (characters read and copied, counted) grows linearly on
 * adversarial inputs.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cnpjWithCheckDigits } from '../identifiers/cnpj';
import { cpfWithCheckDigits } from '../identifiers/cpf';
import { AREA_CODES } from '../identifiers/phone';
import type { Detection, DetectionKind } from './index';
import { detect } from './index';

interface Planted {
  kind: DetectionKind;
  /** How it is written in the text, cue words included. */
  written: string;
  /** Cue words before the identifier itself (not part of the span). */
  cue: string;
  value: string;
}

const DIGIT = fc.constantFrom(...'0123456789');
const ALPHANUMERIC = fc.constantFrom(...'0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ');
const digits = (length: number) => fc.array(DIGIT, { minLength: length, maxLength: length }).map((items) => items.join(''));

// Ordinary words (no cue words), accents, an emoji: what surrounds identifiers on a page.
const WORD = fc.constantFrom('de', 'nomeação', 'Secretaria', 'município', 'São', 'Paulo', 'ação', 'valor', 'José', 'ÁREA', 'é', 'à', '😀', 'Ltda', 'nº');
const BEFORE = fc.constantFrom(' ', ', ', ': ', ' (', ' “', ' — ', '\n', '; ', ' [');
const AFTER = fc.constantFrom(' ', ', ', '. ', ') ', '” ', ' — ', '\n', '; ', '.', '!', '?', ']');
const prefix = fc.tuple(fc.array(WORD, { maxLength: 6 }), BEFORE).map(([words, separator]) => (words.length ? words.join(' ') + separator : ''));
const suffix = fc.tuple(AFTER, fc.array(WORD, { maxLength: 6 })).map(([separator, words]) => (words.length ? `${separator} ${words.join(' ')}` : separator));

const cpf = digits(9)
  .map(cpfWithCheckDigits)
  .filter((value) => !/^(\d)\1{10}$/.test(value));

const cpfWritten = fc.tuple(cpf, fc.nat(5)).map(([value, format]): Planted => {
  const [a, b, c, d] = [value.slice(0, 3), value.slice(3, 6), value.slice(6, 9), value.slice(9)];
  const written = [`${a}.${b}.${c}-${d}`, value, `${a}${b}${c}-${d}`, `${a}.${b}.${c} ${d}`, `${a}.${b}${c}-${d}`, `${a}.${b}.${c}-\n${d}`][format] ?? value;
  return { kind: 'cpf', written, cue: '', value };
});

const cnpjFormats = (value: string, withLetters: boolean): string[] => {
  const [a, b, c, d, e] = [value.slice(0, 2), value.slice(2, 5), value.slice(5, 8), value.slice(8, 12), value.slice(12)];
  if (withLetters) return [`${a}.${b}.${c}/${d}-${e}`, `${a}.${b}.${c}/${d}-${e}`.toLowerCase()];
  const formats: string[] = [];
  for (const first of ['.', '']) for (const second of ['.', '']) for (const third of ['/', '']) for (const fourth of ['-', ' ', '']) {
    formats.push(`${a}${first}${b}${second}${c}${third}${d}${fourth}${e}`);
  }
  // As PDFs and people write them: a wrapped line, marks typed wrong, a stray space.
  formats.push(`${a}.${b}.${c}/${d}-\n${e}`, `${a}.${b}.${c}.${d}-${e}`, `${a}.${b}.${c}.${d}/${e}`, `${a}. ${b}.${c}/${d}-${e}`, `${a} ${b}.${c}/${d}-${e}`);
  return formats;
};

const numericCnpj = digits(12)
  .map(cnpjWithCheckDigits)
  .filter((value) => !/^(\d)\1{13}$/.test(value));
const alphanumericCnpj = fc
  .array(ALPHANUMERIC, { minLength: 12, maxLength: 12 })
  .map((characters) => cnpjWithCheckDigits(characters.join('')))
  .filter((value) => /[A-Z]/.test(value));

const cnpjWritten = fc.oneof(
  fc.tuple(numericCnpj, fc.nat(28)).map(([value, format]): Planted => ({ kind: 'cnpj', written: cnpjFormats(value, false)[format] ?? value, cue: '', value })),
  fc.tuple(alphanumericCnpj, fc.nat(2)).map(([value, format]): Planted => {
    // Plain alphanumeric CNPJs are reported after the word CNPJ, and need a digit before the check digits.
    if (format === 2 && /\d/.test(value.slice(0, 12))) return { kind: 'cnpj', written: value, cue: 'CNPJ ', value };
    return { kind: 'cnpj', written: cnpjFormats(value, true)[format % 2] ?? value, cue: '', value };
  }),
);

const PHONE_CUE = fc.constantFrom('celular ', 'Tel.: ', 'WhatsApp ', 'fone ', 'Contato: ', 'telefone: ');
const phoneWritten = fc.oneof(
  fc
    .tuple(fc.constantFrom(...AREA_CODES), fc.boolean(), digits(7), fc.integer({ min: 2, max: 5 }), fc.nat(24), PHONE_CUE, fc.constantFrom('21', '15', '41'))
    .map(([area, mobile, rest, landlineFirst, format, cue, carrier]): Planted => {
      const subscriber = mobile ? `9${rest}${rest.slice(-1)}` : `${landlineFirst}${rest}`;
      const [head, tail] = [subscriber.slice(0, -4), subscriber.slice(-4)];
      const value = `+55${area}${subscriber}`;
      const formats = [
        `(${area}) ${head}-${tail}`,
        `(${area})${head}-${tail}`,
        `${area} ${head}-${tail}`,
        `${area} ${head} ${tail}`,
        `${area}-${head}-${tail}`,
        `${area}.${head}.${tail}`,
        `+55 ${area} ${head}-${tail}`,
        `+55 (${area}) ${head}-${tail}`,
        `+55${area}${subscriber}`,
        `55 ${area} ${head} ${tail}`,
        `0 ${carrier} ${area} ${head}-${tail}`,
        `0${carrier} ${area} ${head}-${tail}`,
        `(0xx${area}) ${head}-${tail}`,
        `0xx${area} ${head}-${tail}`,
        `(0${area}) ${head}-${tail}`,
        `0${area} ${head}-${tail}`,
        `${area}${head}-${tail}`,
        `(${area})  ${head}-${tail}`,
        `(${area}) ${head} - ${tail}`,
        `(${area})\n${head}-${tail}`,
        `0055 ${area} ${head}-${tail}`,
        `55 (${area}) ${head}-${tail}`,
      ];
      if (format < formats.length) return { kind: 'phone', written: formats[format] ?? '', cue: '', value };
      // Plain digits only after a cue word.
      const plain = [`${area}${subscriber}`, `55${area}${subscriber}`, `0${carrier}${area}${subscriber}`][format - formats.length] ?? '';
      return { kind: 'phone', written: plain, cue, value };
    }),
  fc.tuple(fc.constantFrom('800', '300', '500', '900'), digits(7), fc.nat(3), PHONE_CUE).map(([prefix, rest, format, cue]): Planted => {
    const value = `+55${prefix}${rest}`;
    const formats = [`0${prefix} ${rest.slice(0, 3)} ${rest.slice(3)}`, `0${prefix}-${rest.slice(0, 3)}-${rest.slice(3)}`, `0${prefix} ${rest}`];
    return format < 3 ? { kind: 'phone', written: formats[format] ?? '', cue: '', value } : { kind: 'phone', written: `0${prefix}${rest}`, cue, value };
  }),
);

const LOCAL_CHARACTER = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzABCXYZ0123456789');
const localPart = fc
  .array(fc.tuple(fc.array(LOCAL_CHARACTER, { minLength: 1, maxLength: 8 }), fc.constantFrom('.', '_', '+', '-')), { minLength: 1, maxLength: 3 })
  .map((pieces) => pieces.map(([characters, separator]) => characters.join('') + separator).join('').slice(0, -1));
const label = fc.array(fc.constantFrom(...'abcxyzABC019'), { minLength: 1, maxLength: 10 }).map((characters) => characters.join(''));
const emailWritten = fc
  .tuple(localPart, fc.array(label, { minLength: 1, maxLength: 3 }), fc.constantFrom('com', 'br', 'ORG', 'Net', 'gov', 'io', 'online'))
  .map(([local, labels, tld]): Planted => {
    const domain = `${labels.join('.')}.${tld}`;
    return { kind: 'email', written: `${local}@${domain}`, cue: '', value: `${local}@${domain.toLowerCase()}` };
  });

const maskedWritten = fc
  .tuple(cpf, fc.array(fc.boolean(), { minLength: 4, maxLength: 4 }), fc.boolean(), fc.constantFrom('*', 'X', 'x'))
  .filter(([, hidden]) => hidden.some(Boolean) && !hidden.every(Boolean))
  // Six zeros shown is the Receita's placeholder, not a CPF (masked-cpf.ts).
  .filter(([value, hidden]) => !/^0+$/.test([value.slice(0, 3), value.slice(3, 6), value.slice(6, 9), value.slice(9)].filter((_, index) => !hidden[index]).join('')))
  .map(([value, hidden, formatted, mask]): Planted => {
    const groups = [value.slice(0, 3), value.slice(3, 6), value.slice(6, 9), value.slice(9)].map((group, index) => (hidden[index] ? mask.repeat(group.length) : group));
    const written = formatted ? `${groups[0]}.${groups[1]}.${groups[2]}-${groups[3]}` : groups.join('');
    return { kind: 'masked_cpf', written, cue: '', value: groups.join('').replace(/[xX]/g, '*') };
  });

function expectFoundAlone(before: string, planted: Planted, after: string): void {
  const text = before + planted.cue + planted.written + after;
  const start = before.length + planted.cue.length;
  expect(detect(text)).toEqual([{ kind: planted.kind, start, end: start + planted.written.length, value: planted.value } satisfies Detection]);
}

describe('every valid identifier, in every format, is found with its exact span and value', () => {
  it.each([
    ['CPF', cpfWritten],
    ['CNPJ (numeric and alphanumeric)', cnpjWritten],
    ['phone', phoneWritten],
    ['e-mail', emailWritten],
    ['masked CPF', maskedWritten],
  ] as const)('%s', (_, planted) => {
    fc.assert(fc.property(prefix, planted, suffix, expectFoundAlone), { numRuns: 1500 });
  });

  it('several identifiers in one text', () => {
    const any = fc.oneof(cpfWritten, cnpjWritten, phoneWritten, emailWritten, maskedWritten);
    fc.assert(
      fc.property(fc.array(fc.tuple(prefix, any), { minLength: 1, maxLength: 6 }), suffix, (items, after) => {
        let text = '';
        const expected: Detection[] = [];
        for (const [before, planted] of items) {
          // A line each: cue words and digit groups of one do not reach the next (see index.ts).
          text += `${before} ${planted.cue}`;
          expected.push({ kind: planted.kind, start: text.length, end: text.length + planted.written.length, value: planted.value });
          text += `${planted.written};\n`;
        }
        expect(detect(text + after)).toEqual(expected);
      }),
      { numRuns: 500 },
    );
  });
});

describe('a single-character change of a valid CPF or CNPJ is not reported as one', () => {
  // The official algorithms cannot see some changes (see lib/identifiers/identifiers.test.ts): when a
  // check digit is 0 (two remainders give 0), and, for CNPJ, characters whose values (ASCII - 48)
  // differ by a multiple of 11. Those twins are valid identifiers and are left out.
  const REPLACEMENT = fc.constantFrom(...'0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ.-/ x');
  const value = (character: string) => character.charCodeAt(0) - 48;
  /** Offsets of the identifier's own characters in how it is written (not its punctuation). */
  const digitPositions = (written: string) => [...written].flatMap((character, index) => (/[0-9A-Za-z]/.test(character) ? [index] : []));

  it('CPF', () => {
    fc.assert(
      fc.property(prefix, cpfWritten, fc.nat(20), REPLACEMENT, suffix, (before, planted, position, replacement, after) => {
        fc.pre(!planted.value.slice(9).includes('0'));
        const at = digitPositions(planted.written)[position % 11] ?? 0;
        fc.pre(planted.written[at] !== replacement);
        const mutated = planted.written.slice(0, at) + replacement + planted.written.slice(at + 1);
        expect(detect(`${before}${mutated}${after}`).filter((detection) => detection.kind === 'cpf')).toEqual([]);
      }),
      { numRuns: 3000 },
    );
  });

  it('CNPJ', () => {
    fc.assert(
      fc.property(prefix, cnpjWritten, fc.nat(20), REPLACEMENT, suffix, (before, planted, position, replacement, after) => {
        fc.pre(!planted.value.slice(12).includes('0'));
        const at = digitPositions(planted.written)[position % 14] ?? 0;
        const original = planted.written[at]?.toUpperCase() ?? '';
        fc.pre(original !== replacement.toUpperCase());
        if (/[0-9A-Z]/i.test(replacement)) fc.pre((value(original) - value(replacement.toUpperCase())) % 11 !== 0);
        const mutated = planted.written.slice(0, at) + replacement + planted.written.slice(at + 1);
        const text = `${before}${planted.cue}${mutated}${after}`;
        expect(detect(text).filter((detection) => detection.kind === 'cnpj')).toEqual([]);
      }),
      { numRuns: 3000 },
    );
  });
});

describe('linear time', () => {
  /**
   * The work `detect` does on `text`, counted instead of timed (timings flake on a busy machine): every
   * character read (`charCodeAt`) and every character copied (`slice`). The trigger regular expression is
   * a single character class, linear by construction, and not counted.
   */
  function work(text: string): number {
    const prototype = String.prototype;
    const { charCodeAt, slice } = prototype;
    let count = 0;
    prototype.charCodeAt = function (this: string, index: number) {
      count++;
      return charCodeAt.call(this, index);
    };
    prototype.slice = function (this: string, start?: number, end?: number) {
      const copy = slice.call(this, start, end);
      count += copy.length;
      return copy;
    };
    try {
      detect(text);
    } finally {
      prototype.charCodeAt = charCodeAt;
      prototype.slice = slice;
    }
    return count;
  }

  /** Generous: the worst inputs here (`1-⏎` repeated, a trigger every three characters) cost about 90. */
  const MOST_WORK_PER_CHARACTER = 150;

  const ADVERSARIAL = [
    '1',
    '.',
    '@',
    '*',
    '(',
    '+55',
    'a.',
    'a@',
    'a@a.',
    '1 ',
    '1  ',
    '1.',
    '1-',
    '1-\n',
    '1 \n 1',
    '11 9',
    '(11) 98765-4321 ',
    '(11) 98765-4321/',
    '52998224725, ',
    '11987654374, ',
    'celular 1134567890 ',
    'CPF 52998224725 1 ',
    '***.456.789-** ',
    'XXX.456.789-XX ',
    'x.1',
    'AB.CDE.FGH/IJKL-',
    'A1',
    'é1',
    'x@x.co ',
    'E-mail.a@b.co ',
    'Telefone;CNPJ\n',
    '1134567890;',
  ];

  it.each(ADVERSARIAL)('%j repeated to 20 KB and to 200 KB: ten times the text, ten times the work', (unit) => {
    const small = unit.repeat(Math.ceil(20_000 / unit.length));
    const large = unit.repeat(Math.ceil(200_000 / unit.length));
    const largeWork = work(large);
    // Linear is 10x (a little less where fixed costs count); a quadratic scan would be 100x.
    expect(largeWork).toBeLessThanOrEqual(10.5 * work(small) + 1_000);
    // And a bounded constant per character: every look-ahead and look-back is bounded.
    expect(largeWork).toBeLessThan(MOST_WORK_PER_CHARACTER * large.length);
  });

  it('a table header makes its rows cost one pass more, not one pass per row', () => {
    const rows = (count: number) => `CNPJ;Telefone\n${'11222333000181;1134567890\n'.repeat(count)}`;
    expect(work(rows(10_000)) / work(rows(1_000))).toBeLessThan(10.5);
  });

  it('a run of digits, of dots, and one long address-like word cost a small constant per character', () => {
    for (const text of ['9'.repeat(200_000), '.'.repeat(200_000), `${'a'.repeat(100_000)}@${'b.'.repeat(50_000)}`]) {
      expect(work(text)).toBeLessThan(MOST_WORK_PER_CHARACTER * text.length);
    }
  });
});
