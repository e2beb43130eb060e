import { describe, expect, it } from 'vitest';
import { generateCorpus } from '../../bench/detect/corpus';
import { loadRealCorpus } from '../../bench/detect/real-corpus';
import { detect } from '../detectors';
import { CANDIDATE, mayHoldIdentifier } from './candidates';

/** The shapes of ./candidates.ts as plainly written, before they were reordered for speed. */
const HIDDEN_OR_DIGIT = '[0-9*xX]';
const ALNUM = '[A-Za-z0-9]';
const PLAIN_SHAPES = new RegExp(
  [
    '[A-Za-z0-9._%+-]@',
    '[0-9](?:[\\s.\\-/()*]*[0-9]){9}',
    `${HIDDEN_OR_DIGIT}{3}\\.\\s*${HIDDEN_OR_DIGIT}{3}\\.\\s*${HIDDEN_OR_DIGIT}{3}-\\s*${HIDDEN_OR_DIGIT}{2}`,
    `${HIDDEN_OR_DIGIT}{11}`,
    `${ALNUM}{2}\\.\\s*${ALNUM}{3}\\.\\s*${ALNUM}{3}/\\s*${ALNUM}{4}-\\s*[0-9]{2}`,
    `${ALNUM}{12}[0-9]{2}`,
  ].join('|'),
);

/** A small deterministic generator (mulberry32), for the same strings on every run. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let mixed = Math.imul(state ^ (state >>> 15), 1 | state);
    mixed = (mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed)) ^ mixed;
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4294967296;
  };
}

/** Every detection of `text`, alone and as `textContent` would glue it (line breaks gone). */
function missed(text: string): string[] {
  const all = detect(text, { context: 'CPF CNPJ telefone e-mail' });
  return all
    .map((detection) => text.slice(detection.start, detection.end))
    .filter((written) => !mayHoldIdentifier(written) || !mayHoldIdentifier(written.replace(/[\r\n]+/g, '')));
}

describe('mayHoldIdentifier', () => {
  it('says yes for every identifier of the real corpus', () => {
    for (const { name, text, labels } of loadRealCorpus()) {
      expect(missed(text), name).toEqual([]);
      for (const label of labels) expect(mayHoldIdentifier(text.slice(label.start, label.end)), `${name}: ${label.value}`).toBe(true);
    }
  });

  it('says yes for every identifier of the generated corpus', () => {
    const corpus = generateCorpus(7, 400_000);
    expect(missed(corpus.text)).toEqual([]);
  });

  it('says yes for the shapes that show few digits', () => {
    for (const written of ['***.***.***-00', 'XXX.456.789-XX', '505.xxx.xx1-91', '***456789**', '12.ABC.345/01DE-35', '12ABC34501DE35', 'joao@exemplo.com.br', '(11) 98765-4321', '11.222.333/0001-\n   81']) {
      expect(mayHoldIdentifier(written), written).toBe(true);
    }
  });

  it('says yes exactly where the plain shapes do, on strings made of their characters', () => {
    const next = random(35);
    const alphabet = '0123456789xX*.-/ @aB_()\n\t';
    for (let count = 0; count < 100_000; count++) {
      let text = '';
      const length = 5 + Math.floor(next() * 30);
      for (let index = 0; index < length; index++) text += alphabet[Math.floor(next() * alphabet.length)];
      expect(CANDIDATE.test(text), JSON.stringify(text)).toBe(PLAIN_SHAPES.test(text));
    }
  });

  it('says yes exactly where the plain shapes do, over every line of the real corpus', () => {
    for (const { name, text } of loadRealCorpus()) {
      for (const line of text.split('\n')) expect(CANDIDATE.test(line), `${name}: ${line}`).toBe(PLAIN_SHAPES.test(line));
    }
  });

  it('says no for text with no identifier in it', () => {
    for (const text of ['Published 12/03/2024 at 14:30', 'ISBN 0-19-852663', 'R$ 1.234,56 em 15 de março de 2024', 'Follow @atalaia', 'The quick brown fox 2024']) {
      expect(mayHoldIdentifier(text), text).toBe(false);
    }
  });
});
