/**
 * Which record families the panel shows for each kind of identifier, the look-up behind each, and
 * how many records an answer holds (for the tab badges and the header).
 */
import type {
  CafirLookup,
  EmailCompanies,
  EmailProfiles,
  FederalDebtsResult,
  FiscalBenefitsResult,
  PersonProfile,
  PhoneLookup,
  RuralProfile,
  SncrLookup,
  SocialBenefitsResult,
  UrbanPropertyResult,
  VehicleResult,
} from '../api/schemas';
import type { MessageKey } from '../i18n';
import type { LookupRequest } from '../protocol/schemas';
import type { ParsedQuery } from './query';

export type SectionId =
  | 'profile'
  | 'rural'
  | 'urban'
  | 'debts'
  | 'vehicles'
  | 'social'
  | 'companies'
  | 'fiscal'
  | 'owners'
  | 'digitalProfiles'
  | 'emailCompanies'
  | 'cafir'
  | 'sncr';

export interface SectionFilters {
  uf: string;
  includeRelatives: boolean;
  beneficiaryName: string;
}

export const DEFAULT_FILTERS: SectionFilters = { uf: '', includeRelatives: true, beneficiaryName: '' };

export interface SectionDefinition {
  id: SectionId;
  label: MessageKey;
  request: LookupRequest;
}

export function sectionsFor(query: ParsedQuery, filters: SectionFilters = DEFAULT_FILTERS): SectionDefinition[] {
  const { value } = query;
  switch (query.kind) {
    case 'cpf':
      return [
        { id: 'profile', label: 'tabProfile', request: { resource: 'personProfile', cpf: value } },
        { id: 'rural', label: 'tabRural', request: { resource: 'ruralProfile', cpf: value } },
        {
          id: 'urban',
          label: 'tabUrban',
          request: filters.uf
            ? { resource: 'urbanByCpfInState', cpf: value, uf: filters.uf }
            : { resource: 'urbanByCpf', cpf: value, ...(filters.includeRelatives ? {} : { includeRelatives: false }) },
        },
        { id: 'debts', label: 'tabDebts', request: { resource: 'federalDebts', cpf: value } },
        { id: 'vehicles', label: 'tabVehicles', request: { resource: 'vehicles', cpf: value } },
        {
          id: 'social',
          label: 'tabSocial',
          request: { resource: 'socialBenefits', cpf: value, ...(filters.beneficiaryName ? { name: filters.beneficiaryName } : {}) },
        },
        { id: 'companies', label: 'tabCompanies', request: { resource: 'personProfile', cpf: value } },
      ];
    case 'cnpj':
      return [
        { id: 'urban', label: 'tabUrban', request: { resource: 'urbanByCnpj', cnpj: value } },
        { id: 'fiscal', label: 'tabFiscal', request: { resource: 'fiscalBenefits', cnpj: value } },
      ];
    case 'phone':
      return [{ id: 'owners', label: 'phoneOwners', request: { resource: 'peopleByPhone', phone: value } }];
    case 'email':
      return [
        { id: 'digitalProfiles', label: 'digitalProfiles', request: { resource: 'digitalProfiles', email: value } },
        { id: 'emailCompanies', label: 'emailCompanies', request: { resource: 'companiesByEmail', email: value } },
      ];
    case 'nirf':
      return [{ id: 'cafir', label: 'cafirProperties', request: { resource: 'cafir', nirf: value } }];
    case 'municipio':
      return [{ id: 'sncr', label: 'sncrProperties', request: { resource: 'sncrByMunicipality', ibgeCode: value } }];
    case 'imovel':
      return [{ id: 'sncr', label: 'sncrProperties', request: { resource: 'sncrByCode', propertyCode: value } }];
  }
}

/** How many records a family's answer holds. */
export function countRecords(id: SectionId, data: unknown): number {
  switch (id) {
    case 'profile': {
      const profile = data as PersonProfile;
      return profile.enderecos.length + profile.telefones.length + profile.emails.length + profile.parentes.length + profile.declaracoes_ir.length;
    }
    case 'rural': {
      const rural = data as RuralProfile;
      return rural.propriedades_sncr.length + rural.propriedades_cafir.length + rural.infracoes.length + (rural.transportes?.parceiros.length ?? 0);
    }
    case 'urban': {
      const urban = data as UrbanPropertyResult;
      return urban.propriedades.length + urban.enderecosResididos.length + urban.parentes.reduce((sum, relative) => sum + relative.propriedades.length, 0);
    }
    case 'debts': {
      const { dividas } = data as FederalDebtsResult;
      return dividas.ativa_uniao.length + dividas.fgts.length + dividas.previdenciaria.length;
    }
    case 'vehicles':
      return (data as VehicleResult).veiculos.length;
    case 'social': {
      const social = data as SocialBenefitsResult;
      return social.auxilio_brasil.length + social.bolsa_familia.length + social.auxilio_emergencial.length + social.bpc.length;
    }
    case 'companies':
      return (data as PersonProfile).relacionados.empresas?.length ?? 0;
    case 'fiscal': {
      const fiscal = data as FiscalBenefitsResult;
      return fiscal.empresas_habilitadas.length + fiscal.empresas_imunes.length + fiscal.renuncias_fiscais.length + fiscal.renuncias_por_beneficiario.length;
    }
    case 'owners':
      return (data as PhoneLookup).pessoas.length;
    case 'digitalProfiles':
      return (data as EmailProfiles).perfis.length;
    case 'emailCompanies':
      return (data as EmailCompanies).empresas.length;
    case 'cafir':
      return (data as CafirLookup).imoveis.length;
    case 'sncr':
      return (data as SncrLookup).propriedades.length;
  }
}
