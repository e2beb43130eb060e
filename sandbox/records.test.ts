/**
 * Behaviour of the look-up endpoints: determinism, relatives, the UF and `nome` filters, totals that
 * match their lists, one name per CPF everywhere, look-ups that agree with the profiles, variety.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cafirLookupSchema, federalDebtsResultSchema, fiscalBenefitsResultSchema, personProfileSchema, phoneLookupSchema,
  ruralProfileSchema, socialBenefitsResultSchema, sncrLookupSchema, urbanPropertyResultSchema, vehicleResultSchema,
  type UrbanPropertyResult,
} from '../lib/api/schemas';
import { cpfWithCheckDigits, isValidCpfDigits } from '../lib/identifiers/cpf';
import { MUNICIPALITIES, RURAL_UFS } from './data/municipalities';
import { CPF_FULL } from './special';
import { createSandboxApp } from './server';
import { call, postJson } from './test-helpers';

const { app } = createSandboxApp();

const cpf = fc
  .integer({ min: 0, max: 999_999_999 })
  .map((base) => cpfWithCheckDigits(String(base).padStart(9, '0')))
  .filter(isValidCpfDigits);

async function urban(path: string): Promise<UrbanPropertyResult> {
  const { status, body } = await call(app, path);
  expect(status).toBe(200);
  return urbanPropertyResultSchema.parse(body);
}

/** Ordinary CPFs from evenly spaced bases: a fixed sample, so the statistics below are stable. */
const SAMPLE = Array.from({ length: 400 }, (_, index) => cpfWithCheckDigits(String(100_000_000 + index * 7919)));

describe('determinism', () => {
  const paths = (value: string) => [
    `/api/v1/rural/cpf/${value}`, `/imoveis/cpf/${value}`, `/api/v1/dividas/cpf/${value}`, `/veiculos/cpf/${value}`,
    `/api/v1/beneficios/cpf/${value}`, `/pessoas/cpf/${value}`,
  ];

  it('gives the same answer for the same identifier, whatever was asked before and in which instance', async () => {
    await fc.assert(
      fc.asyncProperty(cpf, cpf, async (first, second) => {
        const other = createSandboxApp().app;
        const answers = async (target: typeof app, order: string[]) => {
          const texts = new Map<string, string>();
          for (const path of order) texts.set(path, await (await target.request(`${path}?token=demo`)).text());
          return texts;
        };
        const forward = await answers(app, [...paths(first), ...paths(second)]);
        const backward = await answers(other, [...paths(second), ...paths(first)].reverse());
        for (const [path, text] of forward) expect(backward.get(path), path).toBe(text);
      }),
      { numRuns: 15 },
    );
  });
});

describe('urban properties', () => {
  it("lists each relative's properties exactly as the relative's own look-up", async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.constant(CPF_FULL), cpf), async (value) => {
        const result = await urban(`/imoveis/cpf/${value}`);
        for (const relative of result.parentes) {
          const own = await urban(`/imoveis/cpf/${relative.cpf}`);
          expect(relative.propriedades).toEqual(own.propriedades);
          expect(relative.nome).toBe(own.nome);
        }
      }),
      { numRuns: 25 },
    );
  });

  it('with incluir_parentes=false keeps the relatives listed, without their properties', async () => {
    const full = await urban(`/imoveis/cpf/${CPF_FULL}`);
    const without = await urban(`/imoveis/cpf/${CPF_FULL}?incluir_parentes=false`);
    expect(full.parentes.some((relative) => relative.propriedades.length > 0)).toBe(true);
    expect(without.parentes.map(({ cpf: relativeCpf, nome, vinculo }) => ({ cpf: relativeCpf, nome, vinculo }))).toEqual(
      full.parentes.map(({ cpf: relativeCpf, nome, vinculo }) => ({ cpf: relativeCpf, nome, vinculo })),
    );
    expect(without.parentes.every((relative) => relative.propriedades.length === 0)).toBe(true);
    expect(without.propriedades).toEqual(full.propriedades);
    expect((await call(app, `/imoveis/cpf/${CPF_FULL}?incluir_parentes=talvez`)).status).toBe(400);
  });

  it('narrowed to a state keeps exactly the records located there', async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.constant(CPF_FULL), cpf), fc.constantFrom('SP', 'MG', 'PA', 'RS', 'sp'), async (value, state) => {
        const all = await urban(`/imoveis/cpf/${value}`);
        const inState = await urban(`/imoveis/cpf/${value}/${state}`);
        const uf = state.toUpperCase();
        expect(inState.propriedades).toEqual(all.propriedades.filter((property) => property.localizacao?.uf === uf));
        expect(inState.enderecosResididos).toEqual(all.enderecosResididos.filter((resided) => resided.endereco?.uf === uf));
        expect(inState.parentes.map((relative) => relative.propriedades)).toEqual(
          all.parentes.map((relative) => relative.propriedades.filter((property) => property.localizacao?.uf === uf)),
        );
      }),
      { numRuns: 25 },
    );
  });
});

describe('social benefits', () => {
  it('filters by name, ignoring case and accents, and recounts the total', async () => {
    const path = `/api/v1/beneficios/cpf/${CPF_FULL}`;
    const all = socialBenefitsResultSchema.parse((await call(app, path)).body);
    const relativeItem = all.auxilio_emergencial.find((payment) => payment.cpf_beneficiario !== CPF_FULL);
    expect(relativeItem).toBeDefined();
    for (const query of ['APARECIDA DOS', 'aparecída', 'Maria']) {
      const filtered = socialBenefitsResultSchema.parse((await call(app, `${path}?nome=${encodeURIComponent(query)}`)).body);
      expect(filtered.total).toBe((all.total ?? 0) - 1);
      expect(filtered.auxilio_emergencial).not.toContainEqual(relativeItem);
    }
    const relativeFirstName = relativeItem?.nome_beneficiario?.split(' ')[0] ?? '';
    const byRelative = socialBenefitsResultSchema.parse((await call(app, `${path}?nome=${encodeURIComponent(relativeFirstName.toLowerCase())}`)).body);
    expect(byRelative.auxilio_emergencial).toContainEqual(relativeItem);
    expect(byRelative.total).toBe(byRelative.auxilio_brasil.length + byRelative.bolsa_familia.length + byRelative.auxilio_emergencial.length + byRelative.bpc.length);
    const none = socialBenefitsResultSchema.parse((await call(app, `${path}?nome=zzzz`)).body);
    expect(none.total).toBe(0);
  });
});

describe('totals agree with their lists', () => {
  it('for debts, benefits, fiscal benefits and the rural summary', async () => {
    await fc.assert(
      fc.asyncProperty(cpf, async (value) => {
        const debts = federalDebtsResultSchema.parse((await call(app, `/api/v1/dividas/cpf/${value}`)).body);
        expect(debts.total).toBe(debts.dividas.ativa_uniao.length + debts.dividas.fgts.length + debts.dividas.previdenciaria.length);
        const benefits = socialBenefitsResultSchema.parse((await call(app, `/api/v1/beneficios/cpf/${value}`)).body);
        expect(benefits.total).toBe(benefits.auxilio_brasil.length + benefits.bolsa_familia.length + benefits.auxilio_emergencial.length + benefits.bpc.length);
        const rural = ruralProfileSchema.parse((await call(app, `/api/v1/rural/cpf/${value}`)).body);
        const transports = rural.transportes;
        const operations = transports?.parceiros.flatMap((partner) => partner.operacoes) ?? [];
        expect(transports?.total).toBe(operations.length);
        expect(transports?.por_ano.reduce((sum, year) => sum + (year.qtd ?? 0), 0)).toBe(operations.length);
        for (const partner of transports?.parceiros ?? []) expect(partner.qtd_operacoes).toBe(partner.operacoes.length);
        expect(rural.resumo?.qtd_imoveis_sncr).toBe(rural.propriedades_sncr.length);
        expect(rural.resumo?.qtd_imoveis_cafir).toBe(rural.propriedades_cafir.length);
        expect(rural.resumo?.qtd_infracoes).toBe(rural.infracoes.length);
        expect(rural.resumo?.qtd_transportes).toBe(operations.length);
      }),
      { numRuns: 40 },
    );
    const fiscal = fiscalBenefitsResultSchema.parse((await call(app, '/beneficios/cnpj/11222333000181')).body);
    expect(fiscal.total).toBe(fiscal.empresas_habilitadas.length + fiscal.empresas_imunes.length + fiscal.renuncias_fiscais.length + fiscal.renuncias_por_beneficiario.length);
  });
});

describe('one CPF, one name', () => {
  it('is the same name in every family that names the person', async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.constant(CPF_FULL), cpf), async (value) => {
        const names = new Set<string | null>();
        names.add(personProfileSchema.parse((await call(app, `/pessoas/cpf/${value}`)).body).nome);
        names.add((await urban(`/imoveis/cpf/${value}`)).nome);
        const debts = federalDebtsResultSchema.parse((await call(app, `/api/v1/dividas/cpf/${value}`)).body);
        [...debts.dividas.ativa_uniao, ...debts.dividas.fgts, ...debts.dividas.previdenciaria].forEach((debt) => names.add(debt.nome_devedor));
        vehicleResultSchema.parse((await call(app, `/veiculos/cpf/${value}`)).body).veiculos.forEach((vehicle) => names.add(vehicle.nome_proprietario));
        const benefits = socialBenefitsResultSchema.parse((await call(app, `/api/v1/beneficios/cpf/${value}`)).body);
        [...benefits.auxilio_brasil, ...benefits.bolsa_familia].forEach((payment) => names.add(payment.nome_favorecido));
        benefits.auxilio_emergencial.forEach((payment) => names.add(payment.nome_responsavel));
        benefits.bpc.forEach((payment) => names.add(payment.nome_beneficiario));
        ruralProfileSchema.parse((await call(app, `/api/v1/rural/cpf/${value}`)).body).propriedades_sncr.forEach((property) => names.add(property.nome_detentor));
        const enriched = await call(app, '/leads/enriquecer', postJson({ contatos: [{ cpf: value }], campos: ['identidade'] }));
        names.add((enriched.body as { resultados: { nome: string }[] }).resultados[0]?.nome ?? null);
        expect([...names]).toHaveLength(1);
      }),
      { numRuns: 25 },
    );
  });
});

describe('look-ups agree with the profiles', () => {
  it("a person's phones lead back to that person", async () => {
    await fc.assert(
      fc.asyncProperty(cpf, async (value) => {
        const profile = personProfileSchema.parse((await call(app, `/pessoas/cpf/${value}`)).body);
        for (const phone of profile.telefones) {
          const lookup = phoneLookupSchema.parse((await call(app, `/pessoas/telefone/${phone.ddd}${phone.numero}`)).body);
          expect(lookup.pessoas).toContainEqual({ cpf: value, nome: profile.nome });
        }
      }),
      { numRuns: 40 },
    );
  });

  it('SNCR properties are found by their code, CAFIR ones by their NIRF', async () => {
    const holders = SAMPLE.slice(0, 120);
    let checked = 0;
    for (const holder of holders) {
      const rural = ruralProfileSchema.parse((await call(app, `/api/v1/rural/cpf/${holder}`)).body);
      for (const property of rural.propriedades_sncr) {
        const found = sncrLookupSchema.parse((await call(app, `/rural/imovel/${property.codigo_imovel}`)).body);
        expect(found.propriedades).toEqual([property]);
        checked++;
      }
      for (const property of rural.propriedades_cafir) {
        const found = cafirLookupSchema.parse((await call(app, `/rural/cafir/${property.nirf}`)).body);
        expect(found.imoveis).toEqual([property]);
      }
    }
    expect(checked).toBeGreaterThan(20);
  });

  it("the municipality look-up returns properties located there, as their holders' profiles show them", async () => {
    const rural = MUNICIPALITIES.filter((municipality) => RURAL_UFS.includes(municipality.uf)).slice(0, 12);
    for (const municipality of rural) {
      const { propriedades } = sncrLookupSchema.parse((await call(app, `/rural/municipio/${municipality.ibge}`)).body);
      expect(propriedades.length).toBeGreaterThan(0);
      for (const property of propriedades) {
        expect([property.cod_ibge, property.municipio, property.uf]).toEqual([municipality.ibge, municipality.nome, municipality.uf]);
        const holder = ruralProfileSchema.parse((await call(app, `/api/v1/rural/cpf/${property.cpf_cnpj}`)).body);
        expect(holder.propriedades_sncr).toContainEqual(property);
      }
    }
    const urbanOnly = sncrLookupSchema.parse((await call(app, '/rural/municipio/3550308')).body);
    expect(urbanOnly.propriedades).toEqual([]);
  });
});

describe('variety', () => {
  it('gives each family to some people and not to others, and a few people nothing at all', async () => {
    const counts = { rural: 0, urban: 0, debts: 0, vehicles: 0, benefits: 0 };
    let nothing = 0;
    for (const value of SAMPLE) {
      const rural = ruralProfileSchema.parse((await call(app, `/api/v1/rural/cpf/${value}`)).body);
      const present = {
        rural: rural.propriedades_sncr.length + rural.propriedades_cafir.length > 0,
        urban: (await urban(`/imoveis/cpf/${value}`)).propriedades.length > 0,
        debts: (federalDebtsResultSchema.parse((await call(app, `/api/v1/dividas/cpf/${value}`)).body).total ?? 0) > 0,
        vehicles: vehicleResultSchema.parse((await call(app, `/veiculos/cpf/${value}`)).body).veiculos.length > 0,
        benefits: (socialBenefitsResultSchema.parse((await call(app, `/api/v1/beneficios/cpf/${value}`)).body).total ?? 0) > 0,
      };
      for (const family of Object.keys(counts) as (keyof typeof counts)[]) if (present[family]) counts[family]++;
      if (Object.values(present).every((has) => !has)) nothing++;
    }
    for (const [family, count] of Object.entries(counts)) {
      expect(count / SAMPLE.length, family).toBeGreaterThan(0.35);
      expect(count / SAMPLE.length, family).toBeLessThan(0.8);
    }
    expect(nothing).toBeGreaterThan(0);
    expect(nothing / SAMPLE.length).toBeLessThan(0.1);
  });
});
