import { describe, expect, it } from 'vitest';
import { separated } from './fill-spacing';

describe('separated', () => {
  it('puts a space after the end of a sentence and before a following word', () => {
    expect(separated('.', '', '(11) 98765-4321')).toBe(' (11) 98765-4321');
    expect(separated('a', 'b', 'Maria')).toBe(' Maria ');
  });

  it('adds nothing where whitespace, the field’s edge or punctuation already separates', () => {
    expect(separated(' ', ',', 'Maria')).toBe('Maria');
    expect(separated('', '', 'Maria')).toBe('Maria');
    expect(separated('\n', '\n', 'Maria')).toBe('Maria');
    expect(separated('(', ')', '11')).toBe('11');
    expect(separated(' ', '.', 'Maria')).toBe('Maria');
  });

  it('leaves a value that brings its own spaces as it is', () => {
    expect(separated('a', 'b', ' Maria ')).toBe(' Maria ');
  });
});
