/**
 * Contract: for generated identifiers (well over 1,000 in total), every endpoint's answer parses
 * with the matching schema of lib/api/schemas.ts, carries no field the schema does not declare, and
 * (except for enrichment items, whose fields depend on `campos`) leaves out no field it declares.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  asyncEnrichmentCreatedSchema, cafirLookupSchema, emailCompaniesSchema, emailProfilesSchema, enrichmentJobStatusSchema,
  federalDebtsResultSchema, fiscalBenefitsResultSchema, personProfileSchema, phoneLookupSchema, ruralProfileSchema,
  socialBenefitsResultSchema, sncrLookupSchema, syncEnrichmentResponseSchema, urbanPropertyResultSchema, vehicleResultSchema,
} from '../lib/api/schemas';
import { cnpjWithCheckDigits, isValidCnpjCharacters } from '../lib/identifiers/cnpj';
import { cpfWithCheckDigits, isValidCpfDigits } from '../lib/identifiers/cpf';
import { normalizeEmail } from '../lib/identifiers/email';
import { AREA_CODES } from '../lib/identifiers/phone';
import { UF_CODES } from '../lib/identifiers/uf';
import { MUNICIPALITIES } from './data/municipalities';
import { mobileNumberOf } from './generators/phone-numbers';
import { sncrCodeOf } from './generators/sncr-codes';
import { createSandboxApp } from './server';
import { call, postJson, shapeReport } from './test-helpers';

const { app } = createSandboxApp({ jobDurationMs: 0 });

const cpf = fc
  .integer({ min: 0, max: 999_999_999 })
  .map((base) => cpfWithCheckDigits(String(base).padStart(9, '0')))
  .filter(isValidCpfDigits);
const numericCnpj = fc.stringMatching(/^\d{12}$/).map(cnpjWithCheckDigits).filter(isValidCnpjCharacters);
const alphanumericCnpj = fc.stringMatching(/^[0-9A-Z]{12}$/).map(cnpjWithCheckDigits).filter(isValidCnpjCharacters);
const cnpj = fc.oneof(numericCnpj, alphanumericCnpj);
const areaCode = fc.constantFrom(...AREA_CODES);
/** Random numbers (mostly nobody's) and numbers derived from CPFs (somebody's). */
const phone = fc.oneof(
  fc.tuple(areaCode, fc.stringMatching(/^9\d{8}$/)).map(([ddd, number]) => `${ddd}${number}`),
  fc.tuple(areaCode, fc.stringMatching(/^[2-5]\d{7}$/)).map(([ddd, number]) => `${ddd}${number}`),
  cpf.map((owner) => mobileNumberOf(owner, 0)),
);
const email = fc
  .tuple(fc.stringMatching(/^[a-z][a-z0-9]{0,9}(\.[a-z0-9]{1,8})?$/), fc.constantFrom('correio.example', 'empresa.com.br', 'mail.example'))
  .map(([local, domain]) => `${local}@${domain}`)
  .filter((address) => normalizeEmail(address) !== null);
const uf = fc.constantFrom(...UF_CODES);
const nirf = fc.stringMatching(/^\d{8}$/);
const ibge = fc.oneof(fc.constantFrom(...MUNICIPALITIES.map((municipality) => municipality.ibge)), fc.stringMatching(/^(1[1-7]|2[1-9]|3[1-5]|4[1-3]|5[0-3])\d{5}$/));
/** Random codes (almost never registered) and codes of generated properties. */
const sncrCode = fc.oneof(fc.stringMatching(/^\d{13}$/), cpf.map((holder) => sncrCodeOf(holder, 0)));
const contact = fc.oneof(cpf.map((value) => ({ cpf: value })), phone.map((value) => ({ telefone: value })), email.map((value) => ({ email: value })));
const fields = fc.option(fc.subarray(['identidade', 'renda', 'contatos', 'empresas'] as const, { minLength: 1 }), { nil: undefined });

async function expectContract(schema: z.ZodType, path: string, init?: RequestInit, options: { complete?: boolean } = {}) {
  const { status, body } = await call(app, path, init);
  expect(status, path).toBeLessThan(300);
  schema.parse(body);
  const report = shapeReport(schema, body);
  expect(report.unknown, path).toEqual([]);
  if (options.complete !== false) expect(report.missing, path).toEqual([]);
}

/** Enrichment items only carry the selected fields, and `mensagem` only when not ok. */
const partial = { complete: false };

const RUNS = 100;

describe('every answer follows lib/api/schemas.ts', () => {
  it.each([
    ['1. rural profile', cpf, (value: string) => expectContract(ruralProfileSchema, `/api/v1/rural/cpf/${value}`)],
    ['2. urban properties by CPF', cpf, (value: string) => expectContract(urbanPropertyResultSchema, `/imoveis/cpf/${value}`)],
    ['2. urban properties without relatives', cpf, (value: string) => expectContract(urbanPropertyResultSchema, `/imoveis/cpf/${value}?incluir_parentes=false`)],
    ['4. urban properties by CNPJ', cnpj, (value: string) => expectContract(urbanPropertyResultSchema, `/imoveis/cnpj/${value}`)],
    ['5. fiscal benefits', cnpj, (value: string) => expectContract(fiscalBenefitsResultSchema, `/beneficios/cnpj/${value}`)],
    ['6. federal debts', cpf, (value: string) => expectContract(federalDebtsResultSchema, `/api/v1/dividas/cpf/${value}`)],
    ['7. vehicles', cpf, (value: string) => expectContract(vehicleResultSchema, `/veiculos/cpf/${value}`)],
    ['8. CAFIR by NIRF', nirf, (value: string) => expectContract(cafirLookupSchema, `/rural/cafir/${value}`)],
    ['9. SNCR by municipality', ibge, (value: string) => expectContract(sncrLookupSchema, `/rural/municipio/${value}`)],
    ['10. SNCR by code', sncrCode, (value: string) => expectContract(sncrLookupSchema, `/rural/imovel/${value}`)],
    ['11. social benefits', cpf, (value: string) => expectContract(socialBenefitsResultSchema, `/api/v1/beneficios/cpf/${value}`)],
    ['person profile', cpf, (value: string) => expectContract(personProfileSchema, `/pessoas/cpf/${value}`)],
    ['people by phone', phone, (value: string) => expectContract(phoneLookupSchema, `/pessoas/telefone/${value}`)],
    ['profiles by e-mail', email, (value: string) => expectContract(emailProfilesSchema, `/perfis/email/${encodeURIComponent(value)}`)],
    ['companies by e-mail', email, (value: string) => expectContract(emailCompaniesSchema, `/empresas/email/${encodeURIComponent(value)}`)],
  ])('%s', async (_label, identifier, check) => {
    await fc.assert(fc.asyncProperty(identifier as fc.Arbitrary<string>, check), { numRuns: RUNS });
  });

  it('3. urban properties by CPF and state', async () => {
    await fc.assert(
      fc.asyncProperty(cpf, uf, (value, state) => expectContract(urbanPropertyResultSchema, `/imoveis/cpf/${value}/${state}`)),
      { numRuns: RUNS },
    );
  });

  it('11. social benefits filtered by name', async () => {
    await fc.assert(
      fc.asyncProperty(cpf, fc.constantFrom('maria', 'SANTOS', 'José', 'zz'), (value, name) =>
        expectContract(socialBenefitsResultSchema, `/api/v1/beneficios/cpf/${value}?nome=${encodeURIComponent(name)}`),
      ),
      { numRuns: RUNS },
    );
  });

  it('12. synchronous enrichment', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(contact, { minLength: 1, maxLength: 4 }), fields, async (contatos, campos) => {
        await expectContract(syncEnrichmentResponseSchema, '/leads/enriquecer', postJson({ contatos, campos }), partial);
      }),
      { numRuns: RUNS },
    );
  });

  it('13 and 14. asynchronous job creation and its finished status', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(contact, { minLength: 1, maxLength: 3 }), fields, async (contatos, campos) => {
        const created = await call(app, '/leads/async/enriquecer', postJson({ contatos, campos }));
        expect(created.status).toBe(202);
        const { jobId, statusUrl } = asyncEnrichmentCreatedSchema.parse(created.body);
        expect(shapeReport(asyncEnrichmentCreatedSchema, created.body)).toEqual({ unknown: [], missing: [] });
        expect(statusUrl).toBe(`/leads/jobs/${jobId}`);
        await expectContract(enrichmentJobStatusSchema, statusUrl, undefined, partial);
      }),
      { numRuns: RUNS },
    );
  });
});
