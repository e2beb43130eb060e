/**
 * Rural profile by CPF (endpoint 1): SNCR and CAFIR properties, environmental infractions, forest
 * transports and the summary. Each SNCR property is generated from (CPF, position) and each CAFIR
 * property from its NIRF alone, so the look-ups by code, municipality and NIRF (rural-lookups.ts)
 * return exactly the records shown here.
 */
import type {
  CafirProperty, Infraction, ProductTotal, RuralProfile, SncrProperty, TransportOperation, TransportPartner, Transports,
} from '../../lib/api/schemas';
import { RURAL_DISTRICTS, RURAL_ROADS } from '../data/addresses';
import { FOREST_PRODUCTS, type ForestProduct } from '../data/forest-products';
import { municipalityByIbge, type Municipality } from '../data/municipalities';
import { RURAL_PROPERTY_KINDS, RURAL_PROPERTY_NAMES } from '../data/names';
import {
  CAFIR_SITUATIONS, CAFIR_TAX_STATUS, HOLDER_CONDITIONS, INFRACTION_DEBT_SITUATIONS, INFRACTION_DESCRIPTIONS, INFRACTION_KINDS,
} from '../data/rural-records';
import { TYPICAL_FISCAL_MODULE_HA } from '../data/states';
import { hashString, seededRandom, type Rng } from '../random';
import { CPF_FULL, IBGE_WITH_RECORDS, NIRF_WITH_RECORDS, SNCR_CODE_WITH_RECORDS } from '../special';
import { companyName } from './company';
import { randomPastDate } from './dates';
import { randomCep, randomCnpj, randomCpf } from './documents';
import { roundTo, sumOf } from './numbers';
import { personName } from './person';
import { randomRuralMunicipality } from './places';
import { personPlan } from './plan';
import { sncrCodeOf } from './sncr-codes';

/** Area ranges (ha) by kind of property: a chácara is small, a fazenda can be huge. */
const AREA_RANGE: Readonly<Record<string, readonly [number, number]>> = {
  Fazenda: [80, 3000], Sítio: [3, 60], Chácara: [1, 12], Estância: [100, 2000], Gleba: [100, 1500],
};

function randomArea(rng: Rng, kind: string): number {
  const [min, max] = AREA_RANGE[kind] ?? [5, 100];
  return rng.decimal(min, max, 4);
}

function fiscalModules(area: number, municipality: Municipality): number {
  return roundTo(area / TYPICAL_FISCAL_MODULE_HA[municipality.uf], 2);
}

// ---------------------------------------------------------------------------------------------
// SNCR
// ---------------------------------------------------------------------------------------------

/** The holder's `index`-th SNCR property; the first one of CPF_FULL is pinned (special.ts). */
export function sncrProperty(cpf: string, index: number): SncrProperty {
  const rng = seededRandom('sncr', cpf, index);
  const pinned = cpf === CPF_FULL && index === 0;
  const municipality = (pinned && municipalityByIbge(IBGE_WITH_RECORDS)) || randomRuralMunicipality(rng);
  const kind = pinned ? 'Fazenda' : rng.pick(RURAL_PROPERTY_KINDS);
  const area = randomArea(rng, kind);
  const fracao = rng.chance(0.7) ? 1 : rng.pick([0.5, 0.5, 0.3333, 0.25]);
  return {
    codigo_imovel: pinned ? SNCR_CODE_WITH_RECORDS : sncrCodeOf(cpf, index),
    nome_imovel: `${kind} ${rng.pick(RURAL_PROPERTY_NAMES)}`,
    municipio: municipality.nome,
    uf: municipality.uf,
    area_total: area,
    modulos_fiscais: fiscalModules(area, municipality),
    cod_ibge: municipality.ibge,
    nome_detentor: personName(cpf).nome,
    cpf_cnpj: cpf,
    tipo_detentor: fracao === 1 ? 'Titular' : 'Condômino',
    fracao,
    condicao_detentor: rng.pick(HOLDER_CONDITIONS),
  };
}

export function sncrPropertiesOf(cpf: string): SncrProperty[] {
  return Array.from({ length: personPlan(cpf).sncrProperties }, (_, index) => sncrProperty(cpf, index));
}

// ---------------------------------------------------------------------------------------------
// CAFIR
// ---------------------------------------------------------------------------------------------

/** About 70% of NIRFs are registered; the holders' own NIRFs are drawn among registered ones. */
export function nirfIsRegistered(nirf: string): boolean {
  return nirf === NIRF_WITH_RECORDS || hashString(`nirf|${nirf}`) % 10 < 7;
}

/**
 * The CAFIR record of a NIRF (CAFIR records carry no holder, so the NIRF alone decides them). The
 * pinned NIRF describes the same farm as CPF_FULL's first SNCR property.
 */
export function cafirProperty(nirf: string): CafirProperty {
  const rng = seededRandom('cafir', nirf);
  const linked = nirf === NIRF_WITH_RECORDS ? sncrProperty(CPF_FULL, 0) : null;
  const municipality = (linked && municipalityByIbge(linked.cod_ibge ?? '')) || randomRuralMunicipality(rng);
  const kind = rng.pick(RURAL_PROPERTY_KINDS);
  // The CCIR code printed in CAFIR is the property's SNCR code.
  const code = linked?.codigo_imovel ?? `950${rng.digits(10)}`;
  return {
    nirf,
    area_total: linked?.area_total ?? randomArea(rng, kind),
    codigo_incra: code,
    nome_imovel: linked?.nome_imovel ?? `${kind} ${rng.pick(RURAL_PROPERTY_NAMES)}`,
    situacao: linked ? 'Ativo' : rng.pick(CAFIR_SITUATIONS),
    logradouro: `${rng.pick(RURAL_ROADS)}, km ${rng.int(1, 180)}`,
    distrito: rng.pick(RURAL_DISTRICTS),
    uf: municipality.uf,
    municipio: municipality.nome,
    cep: randomCep(rng, municipality.uf),
    data_atualizacao: randomPastDate(rng, 30, 6 * 365),
    imune_isento: rng.pick(CAFIR_TAX_STATUS),
    codigo_sncr: code,
  };
}

export function cafirPropertiesOf(cpf: string): CafirProperty[] {
  const rng = seededRandom('cafir-detentor', cpf);
  const nirfs: string[] = [];
  for (let index = 0; nirfs.length < personPlan(cpf).cafirProperties; index++) {
    const nirf = cpf === CPF_FULL && index === 0 ? NIRF_WITH_RECORDS : rng.digits(8);
    if (nirfIsRegistered(nirf) && !nirfs.includes(nirf)) nirfs.push(nirf);
  }
  return nirfs.map(cafirProperty);
}

// ---------------------------------------------------------------------------------------------
// Infractions
// ---------------------------------------------------------------------------------------------

export function infractionsOf(cpf: string, properties: readonly SncrProperty[]): Infraction[] {
  const rng = seededRandom('ibama', cpf);
  return Array.from({ length: personPlan(cpf).infractions }, () => {
    // Infractions happen where the person has land, when they have any.
    const property = properties.length > 0 ? rng.pick(properties) : null;
    const municipality = (property && municipalityByIbge(property.cod_ibge ?? '')) || randomRuralMunicipality(rng);
    const kind = rng.pick(INFRACTION_KINDS);
    const damage = rng.pick(INFRACTION_DESCRIPTIONS);
    const units = damage.embargo ? rng.decimal(0.5, 150, 2) : rng.decimal(5, 60, 2);
    return {
      numero_auto: `${rng.digits(7)}-${rng.pick(['D', 'E'])}`,
      tipo_auto: kind,
      cpf_cnpj: cpf,
      nome_infrator: personName(cpf).nome,
      municipio: municipality.nome,
      uf: municipality.uf,
      descricao_dano: damage.descricao,
      area_embargada: damage.embargo ? units : 0,
      latitude: roundTo(municipality.latitude + rng.decimal(-0.2, 0.2, 4), 5),
      longitude: roundTo(municipality.longitude + rng.decimal(-0.2, 0.2, 4), 5),
      data_auto: randomPastDate(rng, 60, 8 * 365),
      valor_multa: kind === 'Advertência' ? 0 : roundTo(units * damage.finePerUnit),
      situacao_debito: kind === 'Advertência' ? 'Sem débito' : rng.pick(INFRACTION_DEBT_SITUATIONS),
    };
  });
}

// ---------------------------------------------------------------------------------------------
// Forest transports
// ---------------------------------------------------------------------------------------------

function productTotals(operations: readonly TransportOperation[]): ProductTotal[] {
  const names = [...new Set(operations.map((operation) => operation.produto ?? ''))].sort();
  return names.map((produto) => {
    const ofProduct = operations.filter((operation) => operation.produto === produto);
    return {
      produto,
      qtd: ofProduct.length,
      volume: sumOf(ofProduct.map((operation) => operation.volume ?? 0), 3),
      valor: sumOf(ofProduct.map((operation) => operation.valor_total ?? 0)),
      unidade: ofProduct[0]?.unidade ?? '',
    };
  });
}

function operation(rng: Rng, product: ForestProduct): TransportOperation {
  const volume = rng.decimal(product.loadVolume[0], product.loadVolume[1], 3);
  return {
    data_emissao: randomPastDate(rng, 1, 5 * 365),
    produto: product.produto,
    nome_popular: rng.pick(product.species),
    volume,
    unidade: product.unidade,
    valor_total: roundTo(volume * rng.decimal(product.unitPrice[0], product.unitPrice[1])),
  };
}

function transportPartner(cpf: string, index: number, operationCount: number): TransportPartner {
  const rng = seededRandom('dof', cpf, index);
  const isCompany = rng.chance(0.7);
  const document = isCompany ? randomCnpj(rng) : randomCpf(rng);
  const municipality = randomRuralMunicipality(rng);
  const products = rng.sample(FOREST_PRODUCTS, rng.int(1, 3));
  const operacoes = Array.from({ length: operationCount }, () => operation(rng, rng.pick(products)))
    .sort((a, b) => (a.data_emissao ?? '').localeCompare(b.data_emissao ?? ''));
  const por_produto = productTotals(operacoes);
  return {
    cpf_cnpj: document,
    nome: isCompany ? companyName(document).razao_social : personName(document).nome,
    uf: municipality.uf,
    municipio: municipality.nome,
    direcao: rng.pick(['origem', 'destino']),
    qtd_operacoes: operacoes.length,
    volume_total: sumOf(operacoes.map((item) => item.volume ?? 0), 3),
    valor_total: sumOf(operacoes.map((item) => item.valor_total ?? 0)),
    produtos: por_produto.map((total) => total.produto ?? ''),
    por_produto,
    periodo: { primeiro: operacoes[0]?.data_emissao ?? null, ultimo: operacoes.at(-1)?.data_emissao ?? null },
    operacoes,
  };
}

function transportsOf(cpf: string): Transports {
  const plan = personPlan(cpf);
  const rng = seededRandom('dof-quantidades', cpf);
  const [minOperations, maxOperations] = plan.operationsPerPartner;
  const parceiros = Array.from({ length: plan.transportPartners }, (_, index) =>
    transportPartner(cpf, index, rng.int(minOperations, maxOperations)),
  );
  const operations = parceiros.flatMap((partner) => partner.operacoes);
  const por_produto = productTotals(operations);
  const years = [...new Set(operations.map((item) => Number(item.data_emissao?.slice(0, 4))))].sort();
  return {
    total: operations.length,
    volume_total: sumOf(operations.map((item) => item.volume ?? 0), 3),
    valor_total: sumOf(operations.map((item) => item.valor_total ?? 0)),
    produtos: por_produto.map((total) => total.produto ?? ''),
    por_ano: years.map((ano) => {
      const ofYear = operations.filter((item) => Number(item.data_emissao?.slice(0, 4)) === ano);
      return { ano, qtd: ofYear.length, volume: sumOf(ofYear.map((item) => item.volume ?? 0), 3) };
    }),
    por_produto,
    parceiros,
  };
}

// ---------------------------------------------------------------------------------------------
// The profile
// ---------------------------------------------------------------------------------------------

export function ruralProfile(cpf: string): RuralProfile {
  const propriedades_sncr = sncrPropertiesOf(cpf);
  const propriedades_cafir = cafirPropertiesOf(cpf);
  const infracoes = infractionsOf(cpf, propriedades_sncr);
  const transportes = transportsOf(cpf);
  // A CAFIR property that is also in SNCR (same code) is one property: its area counts once.
  const sncrCodes = new Set(propriedades_sncr.map((property) => property.codigo_imovel));
  const cafirOnly = propriedades_cafir.filter((property) => !sncrCodes.has(property.codigo_sncr));
  const areas = [...propriedades_sncr, ...cafirOnly].map((property) => property.area_total ?? 0);
  const states = [...propriedades_sncr, ...propriedades_cafir, ...infracoes].map((record) => record.uf ?? '');
  return {
    cpf_cnpj: cpf,
    propriedades_sncr,
    propriedades_cafir,
    transportes,
    infracoes,
    resumo: {
      area_total_ha: sumOf(areas, 4),
      qtd_imoveis_sncr: propriedades_sncr.length,
      qtd_imoveis_cafir: propriedades_cafir.length,
      qtd_infracoes: infracoes.length,
      valor_total_multas: sumOf(infracoes.map((infraction) => infraction.valor_multa ?? 0)),
      qtd_autorizacoes: personPlan(cpf).authorizations,
      qtd_transportes: transportes.total,
      estados: [...new Set(states)].sort(),
    },
  };
}
