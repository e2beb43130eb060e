import { describe, expect, it } from 'vitest';
import { fold, MAX_MATCHES, searchPages } from './search';

describe('search in the document', () => {
  it('ignores case and accents and keeps offsets', () => {
    expect(fold('Certidão de ÓBITO\nnº 1')).toBe('certidao de obito nº 1');
    expect(fold('Ação 😀 é')).toHaveLength('Ação 😀 é'.length);
    const texts = new Map([
      [2, 'Publica-se a CERTIDÃO.'],
      [1, 'Certidao negativa e certidão positiva'],
    ]);
    const matches = searchPages(texts, 'certidão');
    expect(matches).toEqual([
      { page: 1, start: 0, end: 8 },
      { page: 1, start: 20, end: 28 },
      { page: 2, start: 13, end: 21 },
    ]);
    expect(texts.get(2)?.slice(13, 21)).toBe('CERTIDÃO');
  });

  it('takes a line break as a space and finds nothing for an empty query', () => {
    expect(searchPages(new Map([[1, 'madeira\nserrada']]), 'madeira serrada')).toEqual([{ page: 1, start: 0, end: 15 }]);
    expect(searchPages(new Map([[1, 'texto']]), '   ')).toEqual([]);
  });

  it('stops at MAX_MATCHES', () => {
    expect(searchPages(new Map([[1, 'a'.repeat(MAX_MATCHES * 2)]]), 'a')).toHaveLength(MAX_MATCHES);
  });
});
