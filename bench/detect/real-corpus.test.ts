/**
 * The real corpus stays usable: every label is found in its text, in order, and its value is what the
 * identifier modules make of what is written (so a typo in a label file cannot pass as a miss).
 */
import { describe, expect, it } from 'vitest';
import { isValidCnpjCharacters } from '../../lib/identifiers/cnpj';
import { isValidCpfDigits } from '../../lib/identifiers/cpf';
import { normalizeEmail } from '../../lib/identifiers/email';
import { normalizePhone } from '../../lib/identifiers/phone';
import { loadRealCorpus } from './real-corpus';

describe('real corpus', () => {
  const texts = loadRealCorpus();

  it('has a label file for every text, and labels in the order they appear', () => {
    expect(texts.length).toBeGreaterThan(10);
    for (const { labels } of texts) {
      for (let index = 1; index < labels.length; index++) expect(labels[index]!.start).toBeGreaterThanOrEqual(labels[index - 1]!.end);
    }
  });

  it('labels only valid identifiers, with the value of what is written', () => {
    for (const { name, labels } of texts) {
      for (const label of labels) {
        const where = `${name}: ${label.value}`;
        if (label.kind === 'cpf') expect(isValidCpfDigits(label.value), where).toBe(true);
        if (label.kind === 'cnpj') expect(isValidCnpjCharacters(label.value), where).toBe(true);
        if (label.kind === 'phone') expect(label.value, where).toMatch(/^\+55\d{10,11}$/);
        if (label.kind === 'email') expect(normalizeEmail(label.value), where).toBe(label.value);
      }
    }
  });

  it('writes each masked CPF label as its 11 positions, every hidden one as `*`', () => {
    for (const { name, text, labels } of texts) {
      for (const label of labels.filter(({ kind }) => kind === 'masked_cpf')) {
        const positions = text.slice(label.start, label.end).replace(/[.\-\s]/g, '').replace(/[xX]/g, '*');
        expect(positions, `${name}: ${label.value}`).toBe(label.value);
        expect(label.value, `${name}: ${label.value}`).toMatch(/^[\d*]{11}$/);
      }
    }
  });

  it('writes each phone label as a number that normalizes to its value', () => {
    for (const { name, text, labels } of texts) {
      for (const label of labels.filter(({ kind }) => kind === 'phone')) {
        expect(normalizePhone(text.slice(label.start, label.end)), `${name}: ${label.value}`).toBe(label.value);
      }
    }
  });
});
