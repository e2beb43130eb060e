import { describe, expect, it } from 'vitest';
import { applyManaged, isBlockedSite } from './managed';
import { lockedSettings } from '../options/locks';
import { managedSchema, parseManaged } from './managed-keys';
import { DEFAULT_SETTINGS } from './index';

describe('managed configuration', () => {
  it('keeps each valid key and drops the wrong ones, which Firefox hands over unchecked', () => {
    expect(
      parseManaged({
        apiUrl: 'https://api.exemplo.com.br/',
        baseUrl: 'ftp://nope',
        token: '  segredo ',
        cacheTtlHoursMax: '6',
        requirePurpose: true,
        purposes: ['Cobrança', ' Due diligence '],
        auditRetentionDays: 365,
        disabledFeatures: ['reader', 'enrichment'],
        blockedSites: ['*.Banco.com.br', 'intranet:8080'],
        monthlyBudget: 0,
        unknownKey: 1,
      }),
    ).toEqual({
      apiUrl: 'https://api.exemplo.com.br',
      token: 'segredo',
      requirePurpose: true,
      purposes: ['Cobrança', 'Due diligence'],
      auditRetentionDays: 365,
      disabledFeatures: ['reader', 'enrichment'],
      blockedSites: ['*.banco.com.br', 'intranet:8080'],
    });
    expect(parseManaged({ disabledFeatures: ['reader', 'everything'] })).toEqual({});
    expect(parseManaged('not an object')).toEqual({});
  });

  it('wins over the person, caps the TTL and switches features off', () => {
    const person = { ...DEFAULT_SETTINGS, apiUrl: 'http://mine', cacheTtlHours: 168, prefetchOnHover: true, openPdfsInReader: true, monthlyBudget: 10 };
    const managed = { apiUrl: 'https://org', cacheTtlHoursMax: 6, disabledFeatures: ['hoverPrefetch' as const], requirePurpose: true, auditRetentionDays: 30 };
    expect(applyManaged(person, managed)).toMatchObject({
      apiUrl: 'https://org',
      cacheTtlHours: 6,
      prefetchOnHover: false,
      openPdfsInReader: true,
      requirePurpose: true,
      auditRetentionDays: 30,
      monthlyBudget: 10,
    });
    expect(applyManaged(person, {})).toEqual(person);
    expect(lockedSettings(managed)).toEqual(['apiUrl', 'prefetchOnHover', 'requirePurpose', 'auditRetentionDays']);
  });

  it('blocks a site and, with `*.`, its subdomains', () => {
    const managed = { blockedSites: ['*.banco.com.br', 'intranet.exemplo.com.br'] };
    expect(isBlockedSite(managed, 'banco.com.br')).toBe(true);
    expect(isBlockedSite(managed, 'www.Banco.com.br')).toBe(true);
    expect(isBlockedSite(managed, 'outrobanco.com.br')).toBe(false);
    expect(isBlockedSite(managed, 'intranet.exemplo.com.br')).toBe(true);
    expect(isBlockedSite(managed, 'www.exemplo.com.br')).toBe(false);
  });

  it('compares host names, and ports only where the pattern names one', () => {
    const managed = { blockedSites: ['intranet.exemplo.com.br', '*.banco.com.br', 'localhost:8443'] };
    expect(isBlockedSite(managed, 'intranet.exemplo.com.br:8080')).toBe(true);
    expect(isBlockedSite(managed, 'www.banco.com.br:444')).toBe(true);
    expect(isBlockedSite(managed, 'localhost:8443')).toBe(true);
    expect(isBlockedSite(managed, 'localhost:3000')).toBe(false);
    expect(isBlockedSite(managed, 'localhost')).toBe(false);
    // A port is not part of a host name: `intranet.exemplo.com.br.evil` and the like stay outside.
    expect(isBlockedSite(managed, 'intranet.exemplo.com.br.evil.example:8080')).toBe(false);
    expect(isBlockedSite(managed, 'evilbanco.com.br:443')).toBe(false);
  });

  it('counts a frame whose site cannot be told as blocked only when some site is', () => {
    expect(isBlockedSite({ blockedSites: ['intranet.exemplo.com.br'] }, null)).toBe(true);
    expect(isBlockedSite({ blockedSites: [] }, null)).toBe(false);
    expect(isBlockedSite({}, null)).toBe(false);
  });

  it('describes every key in the Chrome schema', () => {
    const schema = managedSchema() as { type: string; properties: Record<string, { type: string }> };
    expect(schema.type).toBe('object');
    expect(Object.keys(schema.properties)).toEqual([
      'apiUrl',
      'baseUrl',
      'token',
      'cacheTtlHoursMax',
      'requirePurpose',
      'purposes',
      'auditRetentionDays',
      'disabledFeatures',
      'blockedSites',
      'monthlyBudget',
      'auditFullIdentifiers',
    ]);
    expect(schema.properties.disabledFeatures).toMatchObject({ type: 'array', items: { type: 'string', enum: ['enrichment', 'hoverPrefetch', 'pageEnrichment', 'csvImport', 'reader'] } });
    // Each key says what it does to whoever writes the policy.
    expect(Object.values(schema.properties).every((property) => 'description' in property && typeof property.description === 'string')).toBe(true);
  });
});
