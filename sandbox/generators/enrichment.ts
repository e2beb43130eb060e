/**
 * Lead enrichment (endpoints 12 to 14): resolving each contact to a CPF as the spec describes, and
 * building the result item with only the selected `campos`. Income and assets are computed from the
 * person's other records, so the enrichment agrees with the dedicated endpoints.
 */
import type { z } from 'zod';
import type { EnrichmentContact, EnrichmentField, EnrichmentResultItem, enrichmentResultItemSchema } from '../../lib/api/schemas';
import { normalizeCpf } from '../../lib/identifiers/cpf';
import { normalizeEmail } from '../../lib/identifiers/email';
import { e164ToNationalDigits, normalizePhone } from '../../lib/identifiers/phone';
import { participationsOf } from './company';
import { emailCompanies, ownersOfPhone, personOfEmail } from './contact-lookups';
import { roundTo, sumOf } from './numbers';
import { personIdentity } from './person';
import { personPlan } from './plan';
import { sncrPropertiesOf } from './rural';
import { urbanPropertiesOf } from './urban';
import { estimatedVehicleValue, vehiclesOf } from './vehicles';

/**
 * An item as sent: only the selected fields are present, and `entrada` holds the one key submitted,
 * so it is typed by the schema's input side (every key optional).
 */
export type EnrichmentItemJson = z.input<typeof enrichmentResultItemSchema>;

export type ContactResolution =
  | { status: 'ok'; cpf: string }
  | { status: 'invalido' | 'nao_encontrado'; mensagem: string };

/** Resolves a contact to a CPF: directly, through the phone look-up, or through the e-mail look-ups. */
export function resolveContact(contact: EnrichmentContact): ContactResolution {
  if ('cpf' in contact) {
    const cpf = normalizeCpf(contact.cpf);
    return cpf ? { status: 'ok', cpf } : { status: 'invalido', mensagem: 'CPF inválido: confira os 11 dígitos e os dígitos verificadores.' };
  }
  if ('telefone' in contact) {
    const phone = normalizePhone(contact.telefone);
    if (!phone) return { status: 'invalido', mensagem: 'Telefone inválido: informe DDD e número de um telefone brasileiro.' };
    const owner = ownersOfPhone(e164ToNationalDigits(phone))[0];
    return owner ? { status: 'ok', cpf: owner.cpf } : { status: 'nao_encontrado', mensagem: 'Nenhuma pessoa encontrada para este telefone.' };
  }
  const email = normalizeEmail(contact.email);
  if (!email) return { status: 'invalido', mensagem: 'E-mail inválido.' };
  const cpf = personOfEmail(email) ?? emailCompanies(email)[0]?.socios[0]?.cpf;
  return cpf ? { status: 'ok', cpf } : { status: 'nao_encontrado', mensagem: 'Nenhuma pessoa ou empresa encontrada para este e-mail.' };
}

/** Rural land counts at a modest R$ 8,000 per hectare, in proportion to the share held. */
const RURAL_LAND_VALUE_PER_HECTARE = 8_000;

function incomeFields(cpf: string): Pick<EnrichmentResultItem, 'score_renda' | 'patrimonio_resumo' | 'remuneracao_atual'> {
  const plan = personPlan(cpf);
  const person = personIdentity(cpf);
  const urban = urbanPropertiesOf(cpf);
  const rural = sncrPropertiesOf(cpf);
  const vehicles = vehiclesOf(cpf).veiculos;
  const valor_imoveis = sumOf([
    ...urban.map((property) => property.valor_venal ?? 0),
    ...rural.map((property) => (property.area_total ?? 0) * (property.fracao ?? 1) * RURAL_LAND_VALUE_PER_HECTARE),
  ]);
  const valor_veiculos = sumOf(vehicles.map(estimatedVehicleValue));
  const remuneracao_atual = plan.jobs > 0 ? person.rendaMensal : 0;
  const debts = plan.activeDebts + plan.fgtsDebts + plan.socialSecurityDebts;
  const benefits = plan.auxilioBrasil + plan.bolsaFamilia + plan.auxilioEmergencial + plan.bpc;
  const score = Math.round(
    Math.min(1000, Math.max(0, Math.log10(person.rendaMensal + 1) * 140 + Math.log10(valor_imoveis + valor_veiculos + 1) * 45 - debts * 40)),
  );
  const sinais = [
    urban.length > 0 && 'Possui imóvel urbano',
    rural.length > 0 && 'Possui imóvel rural',
    vehicles.length > 0 && 'Possui veículo',
    plan.companies > 0 && 'Sócio de empresa',
    plan.jobs > 0 && 'Vínculo empregatício ativo',
    benefits > 0 && 'Recebe benefício social',
    debts > 0 && 'Possui dívida inscrita na União',
  ].filter((signal): signal is string => typeof signal === 'string');
  return {
    score_renda: {
      faixa: score >= 800 ? 'A' : score >= 600 ? 'B' : score >= 400 ? 'C' : score >= 200 ? 'D' : 'E',
      score,
      sinais: sinais.length > 0 ? sinais : ['Sem registros patrimoniais'],
    },
    patrimonio_resumo: {
      qtd_imoveis: urban.length + rural.length,
      qtd_veiculos: vehicles.length,
      valor_imoveis,
      valor_veiculos,
      valor_total: roundTo(valor_imoveis + valor_veiculos),
    },
    remuneracao_atual,
  };
}

/** The fields of one selection (the spec's table of `campos`). */
function fieldsOf(cpf: string, field: EnrichmentField): Partial<EnrichmentResultItem> {
  switch (field) {
    case 'identidade': {
      const person = personIdentity(cpf);
      // A person with no address on record (the empty special CPF) has none to give.
      const endereco = personPlan(cpf).listsContacts ? person.endereco : null;
      return { nome: person.nome, data_nascimento: person.dataNascimento, sexo: person.sexo, endereco };
    }
    case 'renda':
      return incomeFields(cpf);
    case 'contatos': {
      const person = personIdentity(cpf);
      return { contatos: { telefones: person.telefones.map((phone) => phone.national), emails: person.emails.map((item) => item.email) } };
    }
    case 'empresas':
      return { empresas: participationsOf(cpf) };
  }
}

const ALL_FIELDS: readonly EnrichmentField[] = ['identidade', 'renda', 'contatos', 'empresas'];

/** The result item of one contact; fields not selected are absent. */
export function enrichmentItem(contact: EnrichmentContact, fields: readonly EnrichmentField[] = ALL_FIELDS): EnrichmentItemJson {
  const resolution = resolveContact(contact);
  if (resolution.status !== 'ok') return { status: resolution.status, entrada: contact, mensagem: resolution.mensagem };
  const item: EnrichmentItemJson = { status: 'ok', entrada: contact, cpf: resolution.cpf };
  for (const field of new Set(fields)) Object.assign(item, fieldsOf(resolution.cpf, field));
  return item;
}
