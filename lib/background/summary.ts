/**
 * What the hover card says about an identifier from the cache alone (no request): for a CPF its name,
 * city, and how many properties, debts and vehicles the cached records hold, with the age of the
 * oldest; for a CNPJ its name and properties; for a phone its first owner; for an e-mail its company.
 */
import type { EmailCompanies, FederalDebtsResult, PersonProfile, PhoneLookup, RuralProfile, UrbanPropertyResult, VehicleResult } from '../api/schemas';
import type { LookupRequest } from '../protocol/schemas';
import type { LookupResult } from './lookup';

export interface IdentifierSummary {
  name: string | null;
  place: string | null;
  properties: number | null;
  debts: number | null;
  vehicles: number | null;
  /** When the oldest record used was fetched. */
  fetchedAt: number;
}

export type SummaryKind = 'cpf' | 'cnpj' | 'phone' | 'email';

type Peek = (request: LookupRequest) => Promise<LookupResult | undefined>;

async function peekQuietly(peek: Peek, request: LookupRequest): Promise<LookupResult | undefined> {
  try {
    return await peek(request);
  } catch {
    return undefined;
  }
}

export async function summarize(kind: SummaryKind, value: string, peek: Peek): Promise<IdentifierSummary | null> {
  if (kind === 'cpf') {
    const [profile, rural, urban, debts, vehicles] = await Promise.all([
      peekQuietly(peek, { resource: 'personProfile', cpf: value }),
      peekQuietly(peek, { resource: 'ruralProfile', cpf: value }),
      peekQuietly(peek, { resource: 'urbanByCpf', cpf: value }),
      peekQuietly(peek, { resource: 'federalDebts', cpf: value }),
      peekQuietly(peek, { resource: 'vehicles', cpf: value }),
    ]);
    const found = [profile, rural, urban, debts, vehicles].filter((result): result is LookupResult => result !== undefined);
    if (found.length === 0) return null;
    const person = profile?.data as PersonProfile | undefined;
    const address = person?.enderecos[0];
    const ruralData = rural?.data as RuralProfile | undefined;
    const urbanData = urban?.data as UrbanPropertyResult | undefined;
    const properties =
      ruralData || urbanData
        ? (ruralData ? ruralData.propriedades_sncr.length + ruralData.propriedades_cafir.length : 0) + (urbanData?.propriedades.length ?? 0)
        : null;
    const debtData = debts?.data as FederalDebtsResult | undefined;
    return {
      name: person?.nome ?? urbanData?.nome ?? null,
      place: address?.cidade ? `${address.cidade}/${address.uf ?? ''}` : null,
      properties,
      debts: debtData ? debtData.dividas.ativa_uniao.length + debtData.dividas.fgts.length + debtData.dividas.previdenciaria.length : null,
      vehicles: vehicles ? (vehicles.data as VehicleResult).veiculos.length : null,
      fetchedAt: Math.min(...found.map((result) => result.fetchedAt)),
    };
  }
  if (kind === 'cnpj') {
    const urban = await peekQuietly(peek, { resource: 'urbanByCnpj', cnpj: value });
    if (!urban) return null;
    const data = urban.data as UrbanPropertyResult;
    return { name: data.nome, place: null, properties: data.propriedades.length, debts: null, vehicles: null, fetchedAt: urban.fetchedAt };
  }
  if (kind === 'phone') {
    const owners = await peekQuietly(peek, { resource: 'peopleByPhone', phone: value });
    const first = owners ? (owners.data as PhoneLookup).pessoas[0] : undefined;
    return owners ? { name: first?.nome ?? null, place: null, properties: null, debts: null, vehicles: null, fetchedAt: owners.fetchedAt } : null;
  }
  const companies = await peekQuietly(peek, { resource: 'companiesByEmail', email: value });
  const company = companies ? (companies.data as EmailCompanies).empresas[0] : undefined;
  return companies ? { name: company?.razao_social ?? null, place: null, properties: null, debts: null, vehicles: null, fetchedAt: companies.fetchedAt } : null;
}
