import { describe, expect, it } from 'vitest';
import { excludedDomains, redirectRules } from './pdf-redirect';

describe('the opt-in PDF redirect', () => {
  const { byType, byName } = redirectRules('chrome-extension://id/reader.html?url=\\0');

  it('sends main-frame PDFs, known by their Content-Type, to the reader with the whole address', () => {
    expect(byType.action).toEqual({ type: 'redirect', redirect: { regexSubstitution: 'chrome-extension://id/reader.html?url=\\0' } });
    expect(byType.condition.resourceTypes).toEqual(['main_frame']);
    expect(byType.condition).toMatchObject({ responseHeaders: [{ header: 'content-type', values: ['application/pdf', 'application/pdf;*'] }] });
  });

  it('falls back to addresses ending in .pdf', () => {
    const pattern = new RegExp(byName.condition.regexFilter ?? '');
    expect(pattern.test('https://diario.example/2026/edicao.pdf')).toBe(true);
    expect(pattern.test('http://diario.example/EDICAO.PDF?download=1')).toBe(true);
    expect(pattern.test('https://diario.example/edicao.pdf.html')).toBe(false);
    expect(pattern.test('https://diario.example/?arquivo=edicao.pdf')).toBe(false);
    expect(pattern.test('ftp://diario.example/edicao.pdf')).toBe(false);
  });
});

describe("the redirect and the organization's blocked sites", () => {
  it('leaves their domains out of both rules, a wildcard or a port naming the whole domain', () => {
    expect(excludedDomains(['intranet.example', '*.gov.example', 'porta.example:8443', ' INTRANET.example '])).toEqual(['intranet.example', 'gov.example', 'porta.example']);
    const { byType, byName } = redirectRules('chrome-extension://id/reader.html?url=\\0', ['*.gov.example']);
    expect(byType.condition.excludedRequestDomains).toEqual(['gov.example']);
    expect(byName.condition.excludedRequestDomains).toEqual(['gov.example']);
  });

  it('names no exclusion when nothing is blocked (an empty list is refused by the browser)', () => {
    const { byType, byName } = redirectRules('chrome-extension://id/reader.html?url=\\0', []);
    expect(byType.condition).not.toHaveProperty('excludedRequestDomains');
    expect(byName.condition).not.toHaveProperty('excludedRequestDomains');
  });
});
