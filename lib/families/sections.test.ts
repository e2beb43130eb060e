import type { z } from 'zod';
import { describe, expect, it } from 'vitest';
import {
  cafirLookupSchema,
  emailCompaniesSchema,
  emailProfilesSchema,
  federalDebtsResultSchema,
  fiscalBenefitsResultSchema,
  personProfileSchema,
  phoneLookupSchema,
  ruralProfileSchema,
  sncrLookupSchema,
  socialBenefitsResultSchema,
  urbanPropertyResultSchema,
  vehicleResultSchema,
} from '../api/schemas';
import { lookupKey } from '../background/lookup';
import { lookupRequestSchema } from '../protocol/schemas';
import { t } from '../i18n';
import { parseQuery, type ParsedQuery } from '../panel/query';
import { countRecords, DEFAULT_FILTERS, familyById, isEmptyAnswer, nameFrom, otherCounts, sectionsFor, type FamilyFilters as SectionFilters, type FamilyId as SectionId } from '.';

function query(input: string): ParsedQuery {
  const parsed = parseQuery(input);
  if (!parsed.ok) throw new Error(`test input not understood: ${input}`);
  return parsed.query;
}

const QUERIES = {
  cpf: query('529.982.247-25'),
  cnpj: query('11.222.333/0001-81'),
  phone: query('(11) 98765-4321'),
  email: query('ana@exemplo.com.br'),
  nirf: query('nirf: 1.234.567-8'),
  municipio: query('município: 3550308'),
  imovel: query('imóvel: 950.041.012.345-6'),
};

const FILTER_CHOICES: SectionFilters[] = [
  DEFAULT_FILTERS,
  { uf: 'SP', includeRelatives: true, beneficiaryName: '' },
  { uf: '', includeRelatives: false, beneficiaryName: '' },
  { uf: 'RJ', includeRelatives: false, beneficiaryName: 'Maria da Silva' },
];

const byId = (query: ParsedQuery, filters?: SectionFilters) => new Map(sectionsFor(query, filters).map((section) => [section.id, section]));

describe('sectionsFor', () => {
  it('shows each kind of identifier its own families', () => {
    const ids = Object.fromEntries(Object.entries(QUERIES).map(([kind, parsed]) => [kind, sectionsFor(parsed).map((section) => section.id)]));
    expect(ids).toEqual({
      cpf: ['profile', 'rural', 'urban', 'debts', 'vehicles', 'social', 'companies'],
      cnpj: ['urban', 'fiscal'],
      phone: ['owners'],
      email: ['digitalProfiles', 'emailCompanies'],
      nirf: ['cafir'],
      municipio: ['sncr'],
      imovel: ['sncr'],
    });
  });

  it('asks only look-ups the background accepts, about the identifier searched', () => {
    for (const parsed of Object.values(QUERIES)) {
      for (const filters of FILTER_CHOICES) {
        for (const section of sectionsFor(parsed, filters)) {
          expect(lookupRequestSchema.safeParse(section.request).success, `${parsed.kind}/${section.id}`).toBe(true);
          // Phones are keyed by area code and number, as the API takes them.
          expect(lookupKey(section.request)).toContain(parsed.value.replace(/^\+55/, ''));
        }
      }
    }
  });

  it('asks each family of an identifier something different, except the profile and its companies', () => {
    for (const parsed of Object.values(QUERIES)) {
      const sections = sectionsFor(parsed);
      const keys = sections.filter((section) => section.id !== 'companies').map((section) => lookupKey(section.request));
      expect(new Set(keys).size, parsed.kind).toBe(keys.length);
    }
    // The companies tab reads the person profile: one request serves both tabs.
    const cpf = byId(QUERIES.cpf);
    expect(lookupKey(cpf.get('companies')!.request)).toBe(lookupKey(cpf.get('profile')!.request));
  });

  it('labels every family with a message of the catalogue', () => {
    for (const parsed of Object.values(QUERIES)) {
      for (const section of sectionsFor(parsed)) expect(t(section.label)).not.toBe(section.label);
    }
  });

  it('looks urban properties up in one state when a state is chosen', () => {
    const urban = byId(QUERIES.cpf, { ...DEFAULT_FILTERS, uf: 'SP' }).get('urban')!;
    expect(urban.request).toEqual({ resource: 'urbanByCpfInState', cpf: QUERIES.cpf.value, uf: 'SP' });
  });

  it('leaves relatives out only when asked to', () => {
    const all = byId(QUERIES.cpf).get('urban')!.request;
    const without = byId(QUERIES.cpf, { ...DEFAULT_FILTERS, includeRelatives: false }).get('urban')!.request;
    expect(all).toEqual({ resource: 'urbanByCpf', cpf: QUERIES.cpf.value });
    expect(without).toEqual({ resource: 'urbanByCpf', cpf: QUERIES.cpf.value, includeRelatives: false });
    expect(lookupKey(without)).not.toBe(lookupKey(all));
  });

  it('filters social benefits by the beneficiary name only when one is typed', () => {
    expect(byId(QUERIES.cpf).get('social')!.request).toEqual({ resource: 'socialBenefits', cpf: QUERIES.cpf.value });
    const named = byId(QUERIES.cpf, { ...DEFAULT_FILTERS, beneficiaryName: 'Maria' }).get('social')!.request;
    expect(named).toEqual({ resource: 'socialBenefits', cpf: QUERIES.cpf.value, name: 'Maria' });
  });

  it('changes no other family when a filter changes', () => {
    const keysBesides = (filters: SectionFilters, changed: SectionId[]) =>
      sectionsFor(QUERIES.cpf, filters)
        .filter((section) => !changed.includes(section.id))
        .map((section) => lookupKey(section.request));
    const reference = keysBesides(DEFAULT_FILTERS, ['urban', 'social']);
    for (const filters of FILTER_CHOICES) expect(keysBesides(filters, ['urban', 'social'])).toEqual(reference);
    for (const parsed of Object.values(QUERIES).filter((candidate) => candidate.kind !== 'cpf')) {
      for (const filters of FILTER_CHOICES) expect(sectionsFor(parsed, filters)).toEqual(sectionsFor(parsed));
    }
  });

  it('tells the two rural look-ups apart', () => {
    expect(sectionsFor(QUERIES.municipio)[0]?.request).toEqual({ resource: 'sncrByMunicipality', ibgeCode: '3550308' });
    expect(sectionsFor(QUERIES.imovel)[0]?.request).toEqual({ resource: 'sncrByCode', propertyCode: QUERIES.imovel.value });
  });
});

describe('countRecords', () => {
  const SCHEMAS: Record<SectionId, z.ZodType> = {
    profile: personProfileSchema,
    companies: personProfileSchema,
    rural: ruralProfileSchema,
    urban: urbanPropertyResultSchema,
    debts: federalDebtsResultSchema,
    vehicles: vehicleResultSchema,
    social: socialBenefitsResultSchema,
    fiscal: fiscalBenefitsResultSchema,
    owners: phoneLookupSchema,
    digitalProfiles: emailProfilesSchema,
    emailCompanies: emailCompaniesSchema,
    cafir: cafirLookupSchema,
    sncr: sncrLookupSchema,
  };
  const ids = Object.keys(SCHEMAS) as SectionId[];
  const records = (count: number, item: unknown = {}) => Array.from({ length: count }, () => item);

  /*
   * Each list gets a distinct power of two: the count names which lists were added, so a list
   * left out or counted twice gives another number.
   */
  const ANSWERS: Record<SectionId, { raw: unknown; expected: number }> = {
    profile: {
      raw: { enderecos: records(1), telefones: records(2, '11987654321'), emails: records(4, 'a@b.com.br'), parentes: records(8), declaracoes_ir: records(16), relacionados: { empresas: records(32) } },
      expected: 31,
    },
    companies: {
      raw: { enderecos: records(1), telefones: records(2, '11987654321'), relacionados: { empresas: records(4), empregos: records(8), veiculos: records(16) } },
      expected: 4,
    },
    rural: {
      // Properties only: infractions and transports are counted under their own names.
      raw: { propriedades_sncr: records(1), propriedades_cafir: records(2), infracoes: records(4), transportes: { parceiros: records(8), operacoes: records(16), produtos: ['soja'] } },
      expected: 3,
    },
    urban: {
      // Own properties only: addresses lived at and relatives' properties are counted under their own names.
      raw: { propriedades: records(1), enderecosResididos: records(2), parentes: [{ propriedades: records(4) }, { propriedades: records(8) }, { propriedades: [] }] },
      expected: 1,
    },
    debts: { raw: { total: 99, dividas: { ativa_uniao: records(1), fgts: records(2), previdenciaria: records(4) } }, expected: 7 },
    vehicles: { raw: { veiculos: records(3) }, expected: 3 },
    social: { raw: { total: 99, auxilio_brasil: records(1), bolsa_familia: records(2), auxilio_emergencial: records(4), bpc: records(8) }, expected: 15 },
    fiscal: {
      raw: { total: 99, empresas_habilitadas: records(1), empresas_imunes: records(2), renuncias_fiscais: records(4), renuncias_por_beneficiario: records(8) },
      expected: 15,
    },
    owners: { raw: { telefone: '11987654321', pessoas: records(3, { cpf: '52998224725', nome: 'Ana' }) }, expected: 3 },
    digitalProfiles: { raw: { perfis: records(2) }, expected: 2 },
    emailCompanies: { raw: { empresas: records(5) }, expected: 5 },
    cafir: { raw: { imoveis: records(6) }, expected: 6 },
    sncr: { raw: { propriedades: records(7) }, expected: 7 },
  };

  it.each(ids)('%s: counts every list of the answer once', (id) => {
    const { raw, expected } = ANSWERS[id];
    expect(countRecords(id, SCHEMAS[id].parse(raw))).toBe(expected);
  });

  it.each(ids)('%s: an answer without any list counts 0', (id) => {
    expect(countRecords(id, SCHEMAS[id].parse({}))).toBe(0);
  });

  it.each(ids)('%s: an answer that lists anything is not empty, even with nothing the count counts', (id) => {
    expect(isEmptyAnswer(id, SCHEMAS[id].parse(ANSWERS[id].raw))).toBe(false);
    expect(isEmptyAnswer(id, SCHEMAS[id].parse({}))).toBe(true);
  });

  it('a rural answer with only an infraction, or an urban one with only an address lived at, counts 0 properties and is not empty', () => {
    const rural = ruralProfileSchema.parse({ infracoes: records(1) });
    expect([countRecords('rural', rural), isEmptyAnswer('rural', rural)]).toEqual([0, false]);
    const urban = urbanPropertyResultSchema.parse({ enderecosResididos: records(1) });
    expect([countRecords('urban', urban), isEmptyAnswer('urban', urban)]).toEqual([0, false]);
  });

  it('a profile with only its personal data counts 0 records and is not empty: the tab shows what the header shows', () => {
    const profile = personProfileSchema.parse({ nome: 'José Carlos Pereira', data_nascimento: '1996-01-01' });
    expect([countRecords('profile', profile), isEmptyAnswer('profile', profile)]).toEqual([0, false]);
    expect(isEmptyAnswer('profile', personProfileSchema.parse({}))).toBe(true);
  });

  it('the card summary counts with the same rule as the header and the tabs', () => {
    type Fact = 'ruralProperties' | 'urbanProperties' | 'debts' | 'vehicles';
    const facts: Partial<Record<SectionId, Fact>> = { rural: 'ruralProperties', urban: 'urbanProperties', debts: 'debts', vehicles: 'vehicles' };
    for (const [id, fact] of Object.entries(facts) as [SectionId, Fact][]) {
      const data = SCHEMAS[id].parse(ANSWERS[id].raw);
      expect(familyById(id).summary?.(data)[fact], id).toBe(countRecords(id, data));
    }
  });

  it('counts phone owners sent as a bare list of CPFs', () => {
    expect(countRecords('owners', phoneLookupSchema.parse(['52998224725', '11144477735']))).toBe(2);
  });
});

describe('otherCounts', () => {
  it('counts infractions, transport partners, addresses lived at and relatives’ properties under their own names', () => {
    const rural = ruralProfileSchema.parse({ propriedades_sncr: [{}], infracoes: [{}, {}], transportes: { parceiros: [{}, {}, {}], operacoes: [], produtos: [] } });
    expect(otherCounts('rural', rural)).toEqual([
      { label: 'infractions', count: 2 },
      { label: 'transportPartners', count: 3 },
    ]);
    const urban = urbanPropertyResultSchema.parse({ propriedades: [{}], enderecosResididos: [{}], parentes: [{ propriedades: [] }] });
    expect(otherCounts('urban', urban)).toEqual([{ label: 'residedAddresses', count: 1 }]);
    expect(otherCounts('debts', federalDebtsResultSchema.parse({}))).toEqual([]);
  });
});

describe('nameFrom', () => {
  it('names a CNPJ from its urban properties or its own fiscal benefit lists, never from a beneficiary', () => {
    expect(nameFrom('urban', urbanPropertyResultSchema.parse({ nome: 'Madeireira Santa Rita Ltda' }))).toBe('Madeireira Santa Rita Ltda');
    expect(nameFrom('fiscal', fiscalBenefitsResultSchema.parse({ empresas_imunes: [{ razao_social: 'Escola Exemplo' }] }))).toBe('Escola Exemplo');
    expect(nameFrom('fiscal', fiscalBenefitsResultSchema.parse({ renuncias_por_beneficiario: [{ razao_social: 'Outra Empresa' }] }))).toBeNull();
    expect(nameFrom('debts', federalDebtsResultSchema.parse({}))).toBeNull();
  });
});
