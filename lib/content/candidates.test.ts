import { describe, expect, it } from 'vitest';
import { generateCorpus } from '../../bench/detect/corpus';
import { loadRealCorpus } from '../../bench/detect/real-corpus';
import { detect } from '../detectors';
import { mayHoldIdentifier } from './candidates';

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

  it('says no for text with no identifier in it', () => {
    for (const text of ['Published 12/03/2024 at 14:30', 'ISBN 0-19-852663', 'R$ 1.234,56 em 15 de março de 2024', 'Follow @atalaia', 'The quick brown fox 2024']) {
      expect(mayHoldIdentifier(text), text).toBe(false);
    }
  });
});
