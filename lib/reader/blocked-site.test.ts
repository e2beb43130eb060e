import { describe, expect, it } from 'vitest';
import { blockedHostOf } from './use-document-source';

describe("the reader and the organization's blocked sites", () => {
  it('refuses an address of a blocked host, with or without its port, and its subdomains for *.', () => {
    expect(blockedHostOf({ blockedSites: ['intranet.example'] }, 'https://intranet.example/a.pdf')).toBe('intranet.example');
    expect(blockedHostOf({ blockedSites: ['intranet.example'] }, 'http://intranet.example:8080/a.pdf')).toBe('intranet.example:8080');
    expect(blockedHostOf({ blockedSites: ['intranet.example:8080'] }, 'http://intranet.example:8080/a.pdf')).toBe('intranet.example:8080');
    expect(blockedHostOf({ blockedSites: ['*.gov.example'] }, 'https://diario.gov.example/a.pdf')).toBe('diario.gov.example');
  });

  it('lets other sites and local files through', () => {
    expect(blockedHostOf({ blockedSites: ['intranet.example'] }, 'https://diario.example/a.pdf')).toBeNull();
    expect(blockedHostOf({ blockedSites: ['intranet.example'] }, 'file:///home/intranet.example/a.pdf')).toBeNull();
    expect(blockedHostOf({}, 'https://intranet.example/a.pdf')).toBeNull();
    expect(blockedHostOf({ blockedSites: ['intranet.example'] }, null)).toBeNull();
  });
});
