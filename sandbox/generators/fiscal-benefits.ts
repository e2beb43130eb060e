/**
 * Fiscal benefits of a company (endpoint 5): qualifications to special regimes, immunities, tax
 * waivers and waivers per beneficiary. All records describe the company asked about.
 */
import type { FiscalBenefitRecord, FiscalBenefitsResult } from '../../lib/api/schemas';
import { IMMUNITIES, QUALIFICATIONS, WAIVERS, type FiscalBenefitKind } from '../data/fiscal-benefits';
import { seededRandom, type Rng } from '../random';
import { companyIdentity, type CompanyIdentity } from './company';
import { companyPlan } from './plan';

function benefitRecord(rng: Rng, company: CompanyIdentity, kinds: readonly FiscalBenefitKind[]): FiscalBenefitRecord {
  const kind = rng.pick(kinds);
  return {
    cnpj: company.cnpj,
    razao_social: company.razao_social,
    nome_fantasia: company.nome_fantasia,
    cnae: `${company.activity.cnae} - ${company.activity.descricao}`,
    municipio: company.municipality.nome,
    uf: company.municipality.uf,
    ano_calendario: String(rng.int(2019, 2025)),
    tipo_renuncia: kind.tipo_renuncia,
    beneficio_fiscal: kind.beneficio_fiscal,
    tributo: rng.pick(kind.tributos),
    valor_renuncia: rng.decimal(5_000, 2_500_000),
  };
}

export function fiscalBenefitsOf(cnpj: string): FiscalBenefitsResult {
  const rng = seededRandom('beneficios-fiscais', cnpj);
  const plan = companyPlan(cnpj);
  const company = companyIdentity(cnpj);
  const records = (count: number, kinds: readonly FiscalBenefitKind[]) =>
    Array.from({ length: count }, () => benefitRecord(rng, company, kinds));
  const empresas_habilitadas = records(plan.qualifications, QUALIFICATIONS);
  const empresas_imunes = records(plan.immunities, IMMUNITIES);
  const renuncias_fiscais = records(plan.waivers, WAIVERS);
  const renuncias_por_beneficiario = records(plan.waiversByBeneficiary, WAIVERS);
  return {
    total: empresas_habilitadas.length + empresas_imunes.length + renuncias_fiscais.length + renuncias_por_beneficiario.length,
    empresas_habilitadas,
    empresas_imunes,
    renuncias_fiscais,
    renuncias_por_beneficiario,
  };
}
