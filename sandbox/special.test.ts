/** The special identifiers of special.ts answer as docs/sandbox.md says. */
import { describe, expect, it } from 'vitest';
import {
  emailCompaniesSchema, emailProfilesSchema, federalDebtsResultSchema, fiscalBenefitsResultSchema, personProfileSchema,
  phoneLookupSchema, RELATED_DATA_SETS, ruralProfileSchema, socialBenefitsResultSchema, sncrLookupSchema, cafirLookupSchema,
  syncEnrichmentResponseSchema, urbanPropertyResultSchema, vehicleResultSchema,
} from '../lib/api/schemas';
import { isValidCnpjCharacters } from '../lib/identifiers/cnpj';
import { isValidCpfDigits } from '../lib/identifiers/cpf';
import {
  CNPJ_ALPHANUMERIC, CNPJ_NUMERIC, CPF_EMPTY, CPF_FULL, CPF_JOB_FAILS, CPF_LARGE, EMAIL_COMPANY, EMAIL_NOBODY, EMAIL_PERSON,
  IBGE_WITH_RECORDS, NIRF_WITH_RECORDS, PHONE_FULL, PHONE_NO_OWNER, SNCR_CODE_WITH_RECORDS,
} from './special';
import { createSandboxApp } from './server';
import { call, postJson, shapeReport } from './test-helpers';

const { app } = createSandboxApp();

async function get<T>(schema: { parse(value: unknown): T }, path: string): Promise<T> {
  const { status, body } = await call(app, path);
  expect(status, path).toBe(200);
  return schema.parse(body);
}

describe('special identifiers', () => {
  it('are valid documents', () => {
    for (const cpf of [CPF_EMPTY, CPF_FULL, CPF_JOB_FAILS, CPF_LARGE]) expect(isValidCpfDigits(cpf), cpf).toBe(true);
    for (const cnpj of [CNPJ_NUMERIC, CNPJ_ALPHANUMERIC]) expect(isValidCnpjCharacters(cnpj), cnpj).toBe(true);
    expect([CPF_EMPTY, CPF_FULL, CPF_JOB_FAILS, CPF_LARGE, CNPJ_NUMERIC, CNPJ_ALPHANUMERIC]).toEqual([
      '11144477735', '12345678909', '98765432100', '22233344405', '11222333000181', '12ABC34501DE35',
    ]);
  });

  it('CPF_EMPTY has no records anywhere, but a profile and an enrichment', async () => {
    const rural = await get(ruralProfileSchema, `/api/v1/rural/cpf/${CPF_EMPTY}`);
    expect([rural.propriedades_sncr, rural.propriedades_cafir, rural.infracoes, rural.transportes?.parceiros, rural.resumo?.estados]).toEqual([[], [], [], [], []]);
    expect(rural.transportes?.total).toBe(0);
    const urban = await get(urbanPropertyResultSchema, `/imoveis/cpf/${CPF_EMPTY}`);
    expect([urban.propriedades, urban.enderecosResididos, urban.parentes]).toEqual([[], [], []]);
    expect((await get(federalDebtsResultSchema, `/api/v1/dividas/cpf/${CPF_EMPTY}`)).total).toBe(0);
    expect((await get(vehicleResultSchema, `/veiculos/cpf/${CPF_EMPTY}`)).veiculos).toEqual([]);
    expect((await get(socialBenefitsResultSchema, `/api/v1/beneficios/cpf/${CPF_EMPTY}`)).total).toBe(0);
    const profile = await get(personProfileSchema, `/pessoas/cpf/${CPF_EMPTY}`);
    expect(profile.nome).toBe('José Carlos Pereira');
    expect([profile.enderecos, profile.telefones, profile.emails, profile.parentes, profile.declaracoes_ir]).toEqual([[], [], [], [], []]);
    expect(Object.keys(profile.relacionados).sort()).toEqual([...RELATED_DATA_SETS].sort());
    expect(Object.values(profile.relacionados).every((records) => records.length === 0)).toBe(true);
    const enriched = syncEnrichmentResponseSchema.parse((await call(app, '/leads/enriquecer', postJson({ contatos: [{ cpf: CPF_EMPTY }] }))).body);
    expect(enriched.resultados[0]).toMatchObject({ status: 'ok', cpf: CPF_EMPTY, nome: 'José Carlos Pereira', empresas: [] });
  });

  it('CPF_FULL has every family populated and every schema field present', async () => {
    const rural = await get(ruralProfileSchema, `/api/v1/rural/cpf/${CPF_FULL}`);
    expect(rural.propriedades_sncr.length * rural.propriedades_cafir.length * rural.infracoes.length).toBeGreaterThan(0);
    expect(rural.transportes?.parceiros.every((partner) => partner.operacoes.length > 0)).toBe(true);
    expect(rural.transportes?.parceiros.length).toBeGreaterThan(0);
    const urban = await get(urbanPropertyResultSchema, `/imoveis/cpf/${CPF_FULL}`);
    expect(urban.propriedades.length * urban.enderecosResididos.length).toBeGreaterThan(0);
    expect(urban.parentes.some((relative) => relative.propriedades.length > 0)).toBe(true);
    const debts = await get(federalDebtsResultSchema, `/api/v1/dividas/cpf/${CPF_FULL}`);
    expect([debts.dividas.ativa_uniao, debts.dividas.fgts, debts.dividas.previdenciaria].every((family) => family.length > 0)).toBe(true);
    const vehicles = await get(vehicleResultSchema, `/veiculos/cpf/${CPF_FULL}`);
    expect(vehicles.veiculos.some((vehicle) => vehicle.restricao_1 === 'ALIENACAO FIDUCIARIA')).toBe(true);
    const benefits = await get(socialBenefitsResultSchema, `/api/v1/beneficios/cpf/${CPF_FULL}`);
    expect([benefits.auxilio_brasil, benefits.bolsa_familia, benefits.auxilio_emergencial, benefits.bpc].every((family) => family.length > 0)).toBe(true);
    const profile = await get(personProfileSchema, `/pessoas/cpf/${CPF_FULL}`);
    expect(profile.nome).toBe('Maria Aparecida dos Santos');
    expect(RELATED_DATA_SETS.every((set) => (profile.relacionados[set]?.length ?? 0) > 0)).toBe(true);
    expect(profile.telefones[0]).toEqual({ ddd: '11', numero: '987654321', tipo: 'celular' });
    expect(profile.emails[0]?.email).toBe(EMAIL_PERSON);

    const answers: [Parameters<typeof shapeReport>[0], string][] = [
      [ruralProfileSchema, `/api/v1/rural/cpf/${CPF_FULL}`],
      [urbanPropertyResultSchema, `/imoveis/cpf/${CPF_FULL}`],
      [federalDebtsResultSchema, `/api/v1/dividas/cpf/${CPF_FULL}`],
      [vehicleResultSchema, `/veiculos/cpf/${CPF_FULL}`],
      [socialBenefitsResultSchema, `/api/v1/beneficios/cpf/${CPF_FULL}`],
      [personProfileSchema, `/pessoas/cpf/${CPF_FULL}`],
      [fiscalBenefitsResultSchema, `/beneficios/cnpj/${CNPJ_NUMERIC}`],
      [urbanPropertyResultSchema, `/imoveis/cnpj/${CNPJ_ALPHANUMERIC}`],
    ];
    for (const [schema, path] of answers) expect(shapeReport(schema, (await call(app, path)).body), path).toEqual({ unknown: [], missing: [] });
  });

  it('CPF_LARGE carries 10,000 transport operations', async () => {
    const rural = await get(ruralProfileSchema, `/api/v1/rural/cpf/${CPF_LARGE}`);
    const partners = rural.transportes?.parceiros ?? [];
    expect(rural.transportes?.total).toBe(10_000);
    expect(partners.reduce((sum, partner) => sum + partner.operacoes.length, 0)).toBe(10_000);
    expect(rural.resumo?.qtd_transportes).toBe(10_000);
  });

  it('phones: PHONE_FULL is CPF_FULL, PHONE_NO_OWNER is nobody', async () => {
    expect((await get(phoneLookupSchema, `/pessoas/telefone/${PHONE_FULL}`)).pessoas[0]?.cpf).toBe(CPF_FULL);
    expect((await get(phoneLookupSchema, `/pessoas/telefone/+55${PHONE_FULL}`)).pessoas[0]?.cpf).toBe(CPF_FULL);
    expect((await get(phoneLookupSchema, `/pessoas/telefone/55${PHONE_FULL}`)).telefone).toBe(PHONE_FULL);
    expect((await get(phoneLookupSchema, `/pessoas/telefone/${PHONE_NO_OWNER}`)).pessoas).toEqual([]);
  });

  it('e-mails: a person, a company partner, nobody', async () => {
    const person = await get(emailProfilesSchema, `/perfis/email/${EMAIL_PERSON}`);
    expect(person.perfis.length).toBeGreaterThan(0);
    expect(person.perfis.every((profile) => profile.nome === 'Maria Aparecida dos Santos')).toBe(true);
    expect((await get(emailProfilesSchema, `/perfis/email/${EMAIL_COMPANY}`)).perfis).toEqual([]);
    const companies = await get(emailCompaniesSchema, `/empresas/email/${EMAIL_COMPANY}`);
    expect(companies.empresas.map((company) => company.cnpj)).toEqual([CNPJ_NUMERIC]);
    expect(companies.empresas[0]?.razao_social).toBe('Madeireira Santa Rita Ltda');
    // docs/sandbox.md names this partner as what the e-mail resolves to in enrichment.
    expect(companies.empresas[0]?.socios[0]).toEqual({ cpf: '36101974391', nome: 'Beatriz Soares Batista', qualificacao: 'Sócio-Administrador' });
    expect((await get(emailProfilesSchema, `/perfis/email/${EMAIL_NOBODY}`)).perfis).toEqual([]);
    expect((await get(emailCompaniesSchema, `/empresas/email/${EMAIL_NOBODY}`)).empresas).toEqual([]);
  });

  it('CNPJs, numeric and alphanumeric, have fiscal benefits and urban properties', async () => {
    for (const cnpj of [CNPJ_NUMERIC, CNPJ_ALPHANUMERIC]) {
      expect((await get(fiscalBenefitsResultSchema, `/beneficios/cnpj/${cnpj}`)).total).toBeGreaterThan(0);
      const urban = await get(urbanPropertyResultSchema, `/imoveis/cnpj/${cnpj}`);
      expect([urban.documento, urban.tipo]).toEqual([cnpj, 'CNPJ']);
      expect(urban.propriedades.length).toBeGreaterThan(0);
    }
    expect((await get(fiscalBenefitsResultSchema, `/beneficios/cnpj/${CNPJ_ALPHANUMERIC}`)).empresas_imunes.length).toBeGreaterThan(0);
  });

  it('the NIRF, IBGE code and SNCR code return the first rural property of CPF_FULL', async () => {
    const rural = await get(ruralProfileSchema, `/api/v1/rural/cpf/${CPF_FULL}`);
    const [firstSncr] = rural.propriedades_sncr;
    expect(firstSncr?.codigo_imovel).toBe(SNCR_CODE_WITH_RECORDS);
    expect(firstSncr?.cod_ibge).toBe(IBGE_WITH_RECORDS);
    expect((await get(sncrLookupSchema, `/rural/imovel/${SNCR_CODE_WITH_RECORDS}`)).propriedades).toEqual([firstSncr]);
    const municipality = await get(sncrLookupSchema, `/rural/municipio/${IBGE_WITH_RECORDS}`);
    expect(municipality.propriedades).toContainEqual(firstSncr);
    expect(municipality.propriedades.every((property) => property.municipio === 'Sinop' && property.uf === 'MT')).toBe(true);
    const cafir = await get(cafirLookupSchema, `/rural/cafir/${NIRF_WITH_RECORDS}`);
    expect(cafir.imoveis).toEqual([rural.propriedades_cafir[0]]);
    expect(cafir.imoveis[0]?.codigo_sncr).toBe(SNCR_CODE_WITH_RECORDS);
  });
});
