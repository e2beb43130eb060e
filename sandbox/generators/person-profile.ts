/**
 * The person profile (GET /pessoas/cpf/{cpf}): personal data, addresses, phones, e-mails,
 * relatives, tax returns and the related data sets. The related sets are built from the other
 * families' generators, so the profile lists the same vehicles, properties, debts and benefits as
 * the dedicated endpoints.
 */
import type { RELATED_DATA_SETS, PersonProfile } from '../../lib/api/schemas';
import { MUNICIPALITIES } from '../data/municipalities';
import {
  AIRCRAFT, LAWSUIT_CLASSES, LAWSUIT_ROLES, OCCUPATIONS, PATENT_TITLES, REGULARITY_RECORDS, TAX_RETURN_SITUATIONS,
} from '../data/person-records';
import { STATE_COURT_CODE } from '../data/states';
import { seededRandom, type Rng } from '../random';
import { companyName, participationsOf } from './company';
import { onlineProfilesOf } from './contact-lookups';
import { REFERENCE_DATE, randomPastDate } from './dates';
import { randomCnpj, randomCourtCaseNumber } from './documents';
import { federalDebtsOf } from './federal-debts';
import { roundTo } from './numbers';
import { personIdentity, relativesOf, type PersonIdentity } from './person';
import { personPlan } from './plan';
import { cafirPropertiesOf, infractionsOf, sncrPropertiesOf } from './rural';
import { socialBenefitsOf } from './social-benefits';
import { addressHistoryOf, urbanPropertiesOf } from './urban';
import { vehiclesOf } from './vehicles';

type RelatedRecord = PersonProfile['relacionados'][string][number];
type TaxReturn = PersonProfile['declaracoes_ir'][number];
type RelatedDataSet = (typeof RELATED_DATA_SETS)[number];

const REFERENCE_YEAR = Number(REFERENCE_DATE.slice(0, 4));

function money(value: number): string {
  return value.toLocaleString('pt-BR', { style: 'currency', currency: 'BRL' });
}

/** Monthly IRPF table (2024), applied to the yearly income averaged per month. */
function incomeTax(yearlyIncome: number): number {
  const monthly = yearlyIncome / 12;
  const brackets: readonly (readonly [number, number, number])[] = [
    [4664.68, 0.275, 896.0],
    [3751.05, 0.225, 662.77],
    [2826.65, 0.15, 381.44],
    [2259.2, 0.075, 169.44],
  ];
  const bracket = brackets.find(([floor]) => monthly > floor);
  return bracket ? roundTo((monthly * bracket[1] - bracket[2]) * 12) : 0;
}

function taxReturnsOf(person: PersonIdentity, count: number, rng: Rng): TaxReturn[] {
  return Array.from({ length: count }, (_, index) => {
    const renda_total = roundTo(person.rendaMensal * 13.33 * rng.decimal(0.85, 1.15));
    return {
      ano: REFERENCE_YEAR - 1 - index,
      renda_total,
      imposto_devido: incomeTax(renda_total),
      situacao: rng.pick(TAX_RETURN_SITUATIONS),
    };
  });
}

/** A related record: the person's CPF plus what is linked (a company's CNPJ when it is a company). */
interface RelatedFields {
  tipo: string | null;
  descricao: string | null;
  cnpj?: string | null;
  nome: string | null;
  papel: string | null;
}

function relatedTo(cpf: string) {
  return (fields: RelatedFields): RelatedRecord => ({ cpf, ...fields, cnpj: fields.cnpj ?? null });
}

function place(municipio: string | null, uf: string | null): string {
  return `${municipio}/${uf}`;
}

function jobs(person: PersonIdentity, rng: Rng): RelatedFields[] {
  return Array.from({ length: personPlan(person.cpf).jobs }, (_, index) => {
    const employer = randomCnpj(rng);
    const admission = randomPastDate(rng, 200, 15 * 365);
    // The first job is the current one; earlier ones have ended.
    const current = index === 0;
    const end = current ? '' : `, desligamento em ${randomPastDate(rng, 30, 199)}`;
    return {
      tipo: 'Vínculo empregatício',
      descricao: `${rng.pick(OCCUPATIONS)}, admissão em ${admission}${end}`,
      cnpj: employer,
      nome: companyName(employer).razao_social,
      papel: current ? 'Empregado' : 'Ex-empregado',
    };
  });
}

function ruralProperties(cpf: string): RelatedFields[] {
  const sncr = sncrPropertiesOf(cpf).map((property) => ({
    tipo: 'Imóvel rural (SNCR)',
    descricao: `Código ${property.codigo_imovel}, ${property.area_total} ha - ${place(property.municipio, property.uf)}`,
    nome: property.nome_imovel,
    papel: property.condicao_detentor,
  }));
  const cafir = cafirPropertiesOf(cpf).map((property) => ({
    tipo: 'Imóvel rural (CAFIR)',
    descricao: `NIRF ${property.nirf}, ${property.area_total} ha - ${place(property.municipio, property.uf)}`,
    nome: property.nome_imovel,
    papel: 'Titular',
  }));
  return [...sncr, ...cafir];
}

function aircraft(cpf: string, rng: Rng): RelatedFields[] {
  return Array.from({ length: personPlan(cpf).aircraft }, () => {
    const craft = rng.pick(AIRCRAFT);
    // Aircraft carry a registration mark (PP-, PR-, PT-); drones a SISANT number.
    const registration =
      craft.tipo === 'Drone' ? `SISANT PP-${rng.digits(9)}` : `Matrícula ${rng.pick(['PP', 'PR', 'PT'])}-${rng.characters('ABCDEFGHIJKLMNOPQRSTUVWXYZ', 3)}`;
    return { tipo: craft.tipo, descricao: registration, nome: craft.descricao, papel: craft.papel };
  });
}

/** One record per benefit programme the person received, summarising the months. */
function benefitPrograms(cpf: string): RelatedFields[] {
  const benefits = socialBenefitsOf(cpf);
  const programmes: [string, (string | null)[]][] = [
    ['Auxílio Brasil', benefits.auxilio_brasil.map((payment) => payment.mes_competencia)],
    ['Bolsa Família', benefits.bolsa_familia.map((payment) => payment.mes_competencia)],
    ['Auxílio Emergencial', benefits.auxilio_emergencial.map((payment) => payment.mes_disponibilizacao)],
    ['BPC', benefits.bpc.map((payment) => payment.mes_competencia)],
  ];
  return programmes
    .filter(([, months]) => months.length > 0)
    .map(([tipo, months]) => ({ tipo, descricao: `${months.length} parcelas de ${months[0]} a ${months.at(-1)}`, nome: tipo, papel: 'Favorecido' }));
}

function debts(cpf: string): RelatedFields[] {
  const { ativa_uniao, fgts, previdenciaria } = federalDebtsOf(cpf).dividas;
  const labelled = [
    ...ativa_uniao.map((debt) => ({ debt, tipo: 'Dívida ativa da União', creditor: 'Procuradoria-Geral da Fazenda Nacional' })),
    ...fgts.map((debt) => ({ debt, tipo: 'FGTS', creditor: 'Caixa Econômica Federal' })),
    ...previdenciaria.map((debt) => ({ debt, tipo: 'Dívida previdenciária', creditor: 'Receita Federal do Brasil' })),
  ];
  return labelled.map(({ debt, tipo, creditor }) => ({
    tipo,
    descricao: `Inscrição ${debt.numero_inscricao}: ${debt.receita_principal}, ${money(debt.valor_consolidado ?? 0)}`,
    nome: creditor,
    papel: 'Devedor',
  }));
}

/** Environmental infractions, then sanctions, central-bank records, bankruptcies and protests. */
function regularity(cpf: string, rng: Rng): RelatedFields[] {
  const environmental = infractionsOf(cpf, sncrPropertiesOf(cpf)).map((infraction) => ({
    tipo: 'Ambiental (IBAMA)',
    descricao: `Auto de infração ${infraction.numero_auto}: ${infraction.tipo_auto}, ${money(infraction.valor_multa ?? 0)}`,
    nome: 'IBAMA',
    papel: 'Autuado',
  }));
  const others = Array.from({ length: personPlan(cpf).regularityRecords }, () => {
    const record = rng.pick(REGULARITY_RECORDS);
    const bankrupt = record.tipo === 'Falência' ? randomCnpj(rng) : null;
    return { ...record, cnpj: bankrupt, nome: bankrupt ? companyName(bankrupt).razao_social : record.tipo };
  });
  return [...environmental, ...others];
}

function lawsuits(person: PersonIdentity, rng: Rng): RelatedFields[] {
  return Array.from({ length: personPlan(person.cpf).lawsuits }, () => {
    const court = rng.chance(0.7) ? person.municipality : rng.pick(MUNICIPALITIES);
    const number = randomCourtCaseNumber(rng, rng.int(2012, 2026), '8', STATE_COURT_CODE[court.uf]);
    const counterpart = randomCnpj(rng);
    return {
      tipo: 'Processo judicial',
      descricao: `${number}: ${rng.pick(LAWSUIT_CLASSES)}, TJ${court.uf}, comarca de ${court.nome}`,
      cnpj: counterpart,
      nome: companyName(counterpart).razao_social,
      papel: rng.pick(LAWSUIT_ROLES),
    };
  });
}

/** Each related data set, keyed by the names in RELATED_DATA_SETS. */
function relatedDataSets(person: PersonIdentity, rng: Rng): Record<RelatedDataSet, RelatedRecord[]> {
  const { cpf } = person;
  const related = relatedTo(cpf);
  const sets: Record<RelatedDataSet, RelatedFields[]> = {
    empresas: participationsOf(cpf).map((company) => ({
      tipo: 'Sociedade',
      descricao: `${company.qualificacao} de ${company.razao_social}`,
      cnpj: company.cnpj,
      nome: company.razao_social,
      papel: company.qualificacao,
    })),
    empregos: jobs(person, rng),
    imoveis_urbanos: urbanPropertiesOf(cpf).map((property) => ({
      tipo: 'Imóvel urbano',
      descricao: `${property.localizacao?.logradouro}, ${property.localizacao?.numero} - ${place(property.localizacao?.cidade ?? null, property.localizacao?.uf ?? null)}`,
      nome: `${property.tipo_uso} (${property.fonte})`,
      papel: 'Proprietário',
    })),
    imoveis_rurais: ruralProperties(cpf),
    veiculos: vehiclesOf(cpf).veiculos.map((vehicle) => ({
      tipo: 'Veículo',
      descricao: `Placa ${vehicle.placa}, ${vehicle.ano_fabricacao}/${vehicle.ano_modelo}, RENAVAM ${vehicle.renavam}`,
      nome: vehicle.modelo,
      papel: 'Proprietário',
    })),
    aeronaves: aircraft(cpf, rng),
    patentes: Array.from({ length: personPlan(cpf).patents }, () => ({
      tipo: 'Patente',
      descricao: `BR 10 ${rng.int(2012, 2025)} ${rng.digits(6)}-${rng.digits(1)}`,
      nome: rng.pick(PATENT_TITLES),
      papel: 'Inventor',
    })),
    beneficios_sociais: benefitPrograms(cpf),
    dividas: debts(cpf),
    regularidade: regularity(cpf, rng),
    perfis_online: onlineProfilesOf(cpf).map((profile) => ({ tipo: profile.plataforma, descricao: profile.url, nome: profile.usuario, papel: 'Titular' })),
    processos: lawsuits(person, rng),
  };
  return Object.fromEntries(Object.entries(sets).map(([set, records]) => [set, records.map(related)])) as Record<RelatedDataSet, RelatedRecord[]>;
}

export function personProfileOf(cpf: string): PersonProfile {
  const rng = seededRandom('perfil', cpf);
  const person = personIdentity(cpf);
  const plan = personPlan(cpf);
  return {
    cpf,
    nome: person.nome,
    rg: person.rg,
    data_nascimento: person.dataNascimento,
    sexo: person.sexo,
    cns: person.cns,
    enderecos: plan.listsContacts ? addressHistoryOf(cpf) : [],
    telefones: person.telefones.map((phone) => ({ ddd: phone.national.slice(0, 2), numero: phone.national.slice(2), tipo: phone.tipo })),
    emails: person.emails,
    parentes: relativesOf(cpf),
    declaracoes_ir: taxReturnsOf(person, plan.taxReturns, rng),
    relacionados: relatedDataSets(person, rng),
  };
}
