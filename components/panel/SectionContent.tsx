import type { ComponentChildren } from 'preact';
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
} from '../../lib/api/schemas';
import type { FamilyFilters, FamilyId } from '../../lib/families';
import { DigitalProfilesView, EmailCompaniesView, PhoneView } from './views/ContactViews';
import { DebtsView } from './views/DebtsView';
import { FiscalBenefitsView } from './views/FiscalBenefitsView';
import { CompaniesView, ProfileView } from './views/ProfileView';
import { CafirLookupView, SncrLookupView } from './views/RuralLookupView';
import { RuralView } from './views/RuralView';
import { SocialBenefitsView } from './views/SocialBenefitsView';
import { UrbanView } from './views/UrbanView';
import { VehiclesView } from './views/VehiclesView';

export interface SectionContentProps {
  id: FamilyId;
  data: unknown;
  /** Base of export file names: `atalaia-<identifier>`. */
  name: string;
  isCpf: boolean;
  filters: FamilyFilters;
  onFilters: (filters: FamilyFilters) => void;
  onOpen: (query: string) => void;
}

type ViewProps = Omit<SectionContentProps, 'id'>;

interface FamilyView {
  render: (props: ViewProps) => ComponentChildren;
  /** The gallery fixture that shows this view (components/panel/views/*.fixture.tsx). */
  fixture: string;
}

/** The view of each record family (lib/families), with the fixture that shows it. */
export const FAMILY_VIEWS = {
  profile: { render: ({ data, name, onOpen }) => <ProfileView data={data as PersonProfile} name={name} onOpen={onOpen} />, fixture: 'perfil' },
  companies: { render: ({ data, name, onOpen }) => <CompaniesView data={data as PersonProfile} name={name} onOpen={onOpen} />, fixture: 'empresas' },
  rural: { render: ({ data, name, onOpen }) => <RuralView data={data as RuralProfile} name={name} onOpen={onOpen} />, fixture: 'imoveis-rurais' },
  urban: {
    render: ({ data, name, onOpen, isCpf, filters, onFilters }) => (
      <UrbanView
        data={data as UrbanPropertyResult}
        name={name}
        onOpen={onOpen}
        {...(isCpf
          ? {
              filters: { uf: filters.uf, includeRelatives: filters.includeRelatives },
              onFilters: (urban: { uf: string; includeRelatives: boolean }) => onFilters({ ...filters, ...urban }),
            }
          : {})}
      />
    ),
    fixture: 'imoveis-urbanos',
  },
  debts: { render: ({ data, name, onOpen }) => <DebtsView data={data as FederalDebtsResult} name={name} onOpen={onOpen} />, fixture: 'dividas' },
  vehicles: { render: ({ data, name, onOpen }) => <VehiclesView data={data as VehicleResult} name={name} onOpen={onOpen} />, fixture: 'veiculos' },
  social: {
    render: ({ data, name, onOpen, filters, onFilters }) => (
      <SocialBenefitsView
        data={data as SocialBenefitsResult}
        name={name}
        onOpen={onOpen}
        nameFilter={filters.beneficiaryName}
        onNameFilter={(beneficiaryName) => onFilters({ ...filters, beneficiaryName })}
      />
    ),
    fixture: 'beneficios-sociais',
  },
  fiscal: { render: ({ data, name, onOpen }) => <FiscalBenefitsView data={data as FiscalBenefitsResult} name={name} onOpen={onOpen} />, fixture: 'beneficios-fiscais' },
  owners: { render: ({ data, name, onOpen }) => <PhoneView data={data as PhoneLookup} name={name} onOpen={onOpen} />, fixture: 'telefone' },
  digitalProfiles: { render: ({ data, name, onOpen }) => <DigitalProfilesView data={data as EmailProfiles} name={name} onOpen={onOpen} />, fixture: 'perfis-digitais' },
  emailCompanies: { render: ({ data, name, onOpen }) => <EmailCompaniesView data={data as EmailCompanies} name={name} onOpen={onOpen} />, fixture: 'empresas-do-email' },
  cafir: { render: ({ data, name, onOpen }) => <CafirLookupView data={data as CafirLookup} name={name} onOpen={onOpen} />, fixture: 'nirf' },
  sncr: { render: ({ data, name, onOpen }) => <SncrLookupView data={data as SncrLookup} name={name} onOpen={onOpen} />, fixture: 'municipio' },
} satisfies Record<FamilyId, FamilyView>;

/** The view of one record family. */
export function SectionContent({ id, ...props }: SectionContentProps) {
  return <>{FAMILY_VIEWS[id].render(props)}</>;
}
