/**
 * The look-up endpoints 1 to 11 of the spec. `api_url` paths live under /api/v1, `base_url` paths at
 * the root, all at one origin.
 */
import { Hono } from 'hono';
import { invalidInput } from '../errors';
import { federalDebtsOf } from '../generators/federal-debts';
import { fiscalBenefitsOf } from '../generators/fiscal-benefits';
import { ruralProfile } from '../generators/rural';
import { cafirByNirf, sncrByCode, sncrByMunicipality } from '../generators/rural-lookups';
import { countPayments, socialBenefitsOf } from '../generators/social-benefits';
import { urbanResultForCnpj, urbanResultForCpf } from '../generators/urban';
import { vehiclesOf } from '../generators/vehicles';
import { cnpjParam, cpfParam, ibgeParam, nirfParam, sncrCodeParam, ufParam } from '../params';
import { foldForComparison } from '../text';

/**
 * The spec names no parameter for "include relatives' properties" (default true); the sandbox calls
 * it `incluir_parentes` and takes `true`/`false` (also `1`/`0`).
 */
function includeRelatives(value: string | undefined): boolean {
  if (value === undefined || value === 'true' || value === '1') return true;
  if (value === 'false' || value === '0') return false;
  throw invalidInput('incluir_parentes', 'Parâmetro incluir_parentes inválido: use true ou false.');
}

export function recordRoutes(): Hono {
  const routes = new Hono();

  routes.get('/api/v1/rural/cpf/:cpf', (c) => c.json(ruralProfile(cpfParam(c.req.param('cpf')))));

  routes.get('/imoveis/cpf/:cpf', (c) =>
    c.json(urbanResultForCpf(cpfParam(c.req.param('cpf')), { includeRelatives: includeRelatives(c.req.query('incluir_parentes')) })),
  );

  routes.get('/imoveis/cpf/:cpf/:uf', (c) => {
    const cpf = cpfParam(c.req.param('cpf'));
    return c.json(urbanResultForCpf(cpf, { includeRelatives: true, uf: ufParam(c.req.param('uf')) }));
  });

  routes.get('/imoveis/cnpj/:cnpj', (c) => c.json(urbanResultForCnpj(cnpjParam(c.req.param('cnpj')))));

  routes.get('/beneficios/cnpj/:cnpj', (c) => c.json(fiscalBenefitsOf(cnpjParam(c.req.param('cnpj')))));

  routes.get('/api/v1/dividas/cpf/:cpf', (c) => c.json(federalDebtsOf(cpfParam(c.req.param('cpf')))));

  routes.get('/veiculos/cpf/:cpf', (c) => c.json(vehiclesOf(cpfParam(c.req.param('cpf')))));

  routes.get('/rural/cafir/:nirf', (c) => c.json({ imoveis: cafirByNirf(nirfParam(c.req.param('nirf'))) }));

  routes.get('/rural/municipio/:codIbge', (c) => c.json({ propriedades: sncrByMunicipality(ibgeParam(c.req.param('codIbge'))) }));

  routes.get('/rural/imovel/:codigo', (c) => c.json({ propriedades: sncrByCode(sncrCodeParam(c.req.param('codigo'))) }));

  routes.get('/api/v1/beneficios/cpf/:cpf', (c) => {
    const benefits = socialBenefitsOf(cpfParam(c.req.param('cpf')));
    const query = foldForComparison(c.req.query('nome')?.trim() ?? '');
    if (query === '') return c.json(benefits);
    // Case- and accent-insensitive substring of the beneficiary's name.
    const matches = (name: string | null) => foldForComparison(name ?? '').includes(query);
    const lists = {
      auxilio_brasil: benefits.auxilio_brasil.filter((payment) => matches(payment.nome_favorecido)),
      bolsa_familia: benefits.bolsa_familia.filter((payment) => matches(payment.nome_favorecido)),
      auxilio_emergencial: benefits.auxilio_emergencial.filter((payment) => matches(payment.nome_beneficiario)),
      bpc: benefits.bpc.filter((payment) => matches(payment.nome_beneficiario)),
    };
    return c.json({ total: countPayments(lists), ...lists });
  });

  return routes;
}
