import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FAMILY_VIEWS } from '../../components/panel/SectionContent';
import en from '../../public/_locales/en/messages.json';
import ptBr from '../../public/_locales/pt_BR/messages.json';
import { RESOURCES } from '../background/lookup';
import { DEFAULT_FILTERS, FAMILIES, sectionsFor } from '.';

const fixtureModules = import.meta.glob<{ default: { name: string }[] }>('../../components/**/*.fixture.tsx', { eager: true });
const FIXTURE_NAMES = new Set(Object.values(fixtureModules).flatMap((module) => module.default.map((fixture) => fixture.name)));

/** The folder as it is on disk: one file per family, besides the registry and its types. */
const FAMILY_FILES = readdirSync(import.meta.dirname).filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts') && name !== 'index.ts' && name !== 'types.ts');

describe('record families registry', () => {
  it.each(FAMILY_FILES)('%s holds one family, and the registry lists it', async (file) => {
    const module = (await import(`./${file.replace(/\.ts$/, '')}`)) as Record<string, unknown>;
    const families = Object.values(module).filter((value) => FAMILIES.includes(value as (typeof FAMILIES)[number]));
    expect(families).toHaveLength(1);
  });

  it('lists no family that lives outside the folder', () => {
    expect(FAMILIES).toHaveLength(FAMILY_FILES.length);
  });

  it.each(FAMILIES.map((family) => [family.id, family] as const))('%s has a label in both locales, a view, a fixture and an endpoint', (id, family) => {
    expect(ptBr[family.label as keyof typeof ptBr]?.message).toBeTruthy();
    expect(en[family.label as keyof typeof en]?.message).toBeTruthy();
    expect(FAMILY_VIEWS[id]).toBeDefined();
    expect(FIXTURE_NAMES).toContain(FAMILY_VIEWS[id].fixture);
    const kinds = Object.keys(family.requests);
    expect(kinds.length).toBeGreaterThan(0);
    for (const request of Object.values(family.requests)) expect(RESOURCES[request('x', DEFAULT_FILTERS).resource]).toBeDefined();
  });

  it('ids are unique, and every kind of query shows at least one family', () => {
    expect(new Set(FAMILIES.map((family) => family.id)).size).toBe(FAMILIES.length);
    for (const kind of ['cpf', 'cnpj', 'phone', 'email', 'nirf', 'municipio', 'imovel'] as const) {
      expect(sectionsFor({ kind, value: 'x' }).length).toBeGreaterThan(0);
    }
  });

  it('the filters reach only the families that depend on them', () => {
    const filtered = sectionsFor({ kind: 'cpf', value: '52998224725' }, { uf: 'SP', includeRelatives: false, beneficiaryName: 'Maria' });
    const plain = sectionsFor({ kind: 'cpf', value: '52998224725' });
    const changed = filtered.filter((section, index) => JSON.stringify(section.request) !== JSON.stringify(plain[index]?.request)).map((section) => section.id);
    const declared = FAMILIES.filter((family) => family.requests.cpf && family.filters?.length).map((family) => family.id);
    expect(changed).toEqual(declared);
  });
});
