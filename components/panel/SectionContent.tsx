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
import type { SectionFilters, SectionId } from '../../lib/panel/families';
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
  id: SectionId;
  data: unknown;
  /** Base of export file names: `atalaia-<identifier>`. */
  name: string;
  isCpf: boolean;
  filters: SectionFilters;
  onFilters: (filters: SectionFilters) => void;
  onOpen: (query: string) => void;
}

/** The view of one record family. */
export function SectionContent({ id, data, name, isCpf, filters, onFilters, onOpen }: SectionContentProps) {
  const common = { name, onOpen };
  switch (id) {
    case 'profile':
      return <ProfileView data={data as PersonProfile} {...common} />;
    case 'companies':
      return <CompaniesView data={data as PersonProfile} {...common} />;
    case 'rural':
      return <RuralView data={data as RuralProfile} {...common} />;
    case 'urban':
      return (
        <UrbanView
          data={data as UrbanPropertyResult}
          {...common}
          {...(isCpf
            ? {
                filters: { uf: filters.uf, includeRelatives: filters.includeRelatives },
                onFilters: (urban: { uf: string; includeRelatives: boolean }) => onFilters({ ...filters, ...urban }),
              }
            : {})}
        />
      );
    case 'debts':
      return <DebtsView data={data as FederalDebtsResult} {...common} />;
    case 'vehicles':
      return <VehiclesView data={data as VehicleResult} {...common} />;
    case 'social':
      return (
        <SocialBenefitsView
          data={data as SocialBenefitsResult}
          {...common}
          nameFilter={filters.beneficiaryName}
          onNameFilter={(beneficiaryName) => onFilters({ ...filters, beneficiaryName })}
        />
      );
    case 'fiscal':
      return <FiscalBenefitsView data={data as FiscalBenefitsResult} {...common} />;
    case 'owners':
      return <PhoneView data={data as PhoneLookup} {...common} />;
    case 'digitalProfiles':
      return <DigitalProfilesView data={data as EmailProfiles} {...common} />;
    case 'emailCompanies':
      return <EmailCompaniesView data={data as EmailCompanies} {...common} />;
    case 'cafir':
      return <CafirLookupView data={data as CafirLookup} {...common} />;
    case 'sncr':
      return <SncrLookupView data={data as SncrLookup} {...common} />;
  }
}
