/**
 * Federal debts of a person (endpoint 6): active debt with the Union, FGTS and social security.
 * The spec does not show the `previdenciaria` item; it is generated with the fields of both other
 * families, which is how lib/api/schemas.ts reads it.
 */
import type { ActiveDebt, FederalDebtsResult, FgtsDebt, SocialSecurityDebt } from '../../lib/api/schemas';
import {
  ACTIVE_DEBT_REVENUES, FGTS_REVENUES, FILED_SITUATIONS, SOCIAL_SECURITY_REVENUES, UNFILED_SITUATIONS,
} from '../data/federal-debts';
import { TREASURY_REGION } from '../data/states';
import { seededRandom, type Rng } from '../random';
import { randomPastDate } from './dates';
import { personIdentity, type PersonIdentity } from './person';
import { personPlan } from './plan';

const NATURAL_PERSON = 'Pessoa física';

/** Fields every inscription has, whatever its family. */
function inscription(rng: Rng, person: PersonIdentity, revenues: readonly string[], numero: string) {
  const filed = rng.chance(0.35);
  return {
    cpf_cnpj: person.cpf,
    tipo_pessoa: NATURAL_PERSON,
    nome_devedor: person.nome,
    uf_devedor: person.municipality.uf,
    numero_inscricao: numero,
    situacao_inscricao: rng.pick(filed ? FILED_SITUATIONS : UNFILED_SITUATIONS),
    receita_principal: rng.pick(revenues),
    data_inscricao: randomPastDate(rng, 90, 12 * 365),
    indicador_ajuizado: filed ? 'SIM' : 'NAO',
    valor_consolidado: rng.decimal(800, 350_000),
  };
}

function treasuryOffice(person: PersonIdentity): string {
  return `Procuradoria-Regional da Fazenda Nacional da ${TREASURY_REGION[person.municipality.uf]} Região`;
}

/** PGFN inscription numbers: `80 1 19 004512-30` (80 = active debt, then nature, year, sequence). */
function activeDebtNumber(rng: Rng): string {
  return `80 ${rng.int(1, 7)} ${rng.int(10, 25)} ${rng.digits(6)}-${rng.digits(2)}`;
}

export function federalDebtsOf(cpf: string): FederalDebtsResult {
  const rng = seededRandom('dividas', cpf);
  const plan = personPlan(cpf);
  const person = personIdentity(cpf);
  const ativa_uniao = Array.from({ length: plan.activeDebts }, (): ActiveDebt => ({
    ...inscription(rng, person, ACTIVE_DEBT_REVENUES, activeDebtNumber(rng)),
    tipo_devedor: rng.chance(0.8) ? 'Principal' : 'Corresponsável',
    unidade_responsavel: treasuryOffice(person),
  }));
  const fgts = Array.from({ length: plan.fgtsDebts }, (): FgtsDebt => ({
    ...inscription(rng, person, FGTS_REVENUES, `FG${person.municipality.uf}${rng.int(2012, 2025)}${rng.digits(5)}`),
    entidade_responsavel: 'Caixa Econômica Federal',
    unidade_inscricao: treasuryOffice(person),
  }));
  const previdenciaria = Array.from({ length: plan.socialSecurityDebts }, (): SocialSecurityDebt => ({
    // Social security debts are DEBCAD numbers: `35.123.456-7`.
    ...inscription(rng, person, SOCIAL_SECURITY_REVENUES, `${rng.digits(2)}.${rng.digits(3)}.${rng.digits(3)}-${rng.digits(1)}`),
    tipo_devedor: 'Principal',
    unidade_responsavel: treasuryOffice(person),
    entidade_responsavel: 'Secretaria Especial da Receita Federal do Brasil',
    unidade_inscricao: treasuryOffice(person),
  }));
  return {
    total: ativa_uniao.length + fgts.length + previdenciaria.length,
    dividas: { ativa_uniao, fgts, previdenciaria },
  };
}
