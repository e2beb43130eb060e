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
import type { ApartOperations } from '../../lib/panel/apart-operations';
import { lazyComponent } from '../lazy';

// Each family's view is its own chunk, loaded when its tab first shows: the panel opens on one tab.
const ProfileView = lazyComponent(() => import('./views/ProfileView').then((module) => module.ProfileView));
const CompaniesView = lazyComponent(() => import('./views/ProfileView').then((module) => module.CompaniesView));
const RuralView = lazyComponent(() => import('./views/RuralView').then((module) => module.RuralView));
const UrbanView = lazyComponent(() => import('./views/UrbanView').then((module) => module.UrbanView));
const DebtsView = lazyComponent(() => import('./views/DebtsView').then((module) => module.DebtsView));
const VehiclesView = lazyComponent(() => import('./views/VehiclesView').then((module) => module.VehiclesView));
const SocialBenefitsView = lazyComponent(() => import('./views/SocialBenefitsView').then((module) => module.SocialBenefitsView));
const FiscalBenefitsView = lazyComponent(() => import('./views/FiscalBenefitsView').then((module) => module.FiscalBenefitsView));
const PhoneView = lazyComponent(() => import('./views/ContactViews').then((module) => module.PhoneView));
const DigitalProfilesView = lazyComponent(() => import('./views/ContactViews').then((module) => module.DigitalProfilesView));
const EmailCompaniesView = lazyComponent(() => import('./views/ContactViews').then((module) => module.EmailCompaniesView));
const CafirLookupView = lazyComponent(() => import('./views/RuralLookupView').then((module) => module.CafirLookupView));
const SncrLookupView = lazyComponent(() => import('./views/RuralLookupView').then((module) => module.SncrLookupView));

export interface SectionContentProps {
  id: FamilyId;
  data: unknown;
  /** Base of export file names: `atalaia-<identifier>`. */
  name: string;
  /** The identifier the panel is about, which its items need not repeat. */
  subject: string;
  isCpf: boolean;
  filters: FamilyFilters;
  onFilters: (filters: FamilyFilters) => void;
  onOpen: (query: string) => void;
  /** A big rural profile's operations, left in the background (lib/panel/apart-operations.ts). */
  operations?: ApartOperations | undefined;
}

type ViewProps = Omit<SectionContentProps, 'id'>;

interface FamilyView {
  render: (props: ViewProps) => ComponentChildren;
  /** Loads the view's code ahead of its first render (printing shows every view at once). */
  preload: () => Promise<unknown>;
  /** The gallery fixture that shows this view (components/panel/views/*.fixture.tsx). */
  fixture: string;
}

/** The view of each record family (lib/families), with the fixture that shows it. */
export const FAMILY_VIEWS = {
  profile: { render: ({ data, name, onOpen }) => <ProfileView data={data as PersonProfile} name={name} onOpen={onOpen} />, fixture: 'perfil', preload: ProfileView.preload },
  companies: { render: ({ data, name, onOpen }) => <CompaniesView data={data as PersonProfile} name={name} onOpen={onOpen} />, fixture: 'empresas', preload: CompaniesView.preload },
  rural: { render: ({ data, name, onOpen, operations }) => <RuralView data={data as RuralProfile} name={name} onOpen={onOpen} operations={operations} />, fixture: 'imoveis-rurais', preload: RuralView.preload },
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
    preload: UrbanView.preload,
  },
  debts: { render: ({ data, name, onOpen }) => <DebtsView data={data as FederalDebtsResult} name={name} onOpen={onOpen} />, fixture: 'dividas', preload: DebtsView.preload },
  vehicles: { render: ({ data, name, onOpen }) => <VehiclesView data={data as VehicleResult} name={name} onOpen={onOpen} />, fixture: 'veiculos', preload: VehiclesView.preload },
  social: {
    render: ({ data, name, onOpen, filters, onFilters, subject }) => (
      <SocialBenefitsView
        data={data as SocialBenefitsResult}
        name={name}
        subject={subject}
        onOpen={onOpen}
        nameFilter={filters.beneficiaryName}
        onNameFilter={(beneficiaryName) => onFilters({ ...filters, beneficiaryName })}
      />
    ),
    fixture: 'beneficios-sociais',
    preload: SocialBenefitsView.preload,
  },
  fiscal: { render: ({ data, name, onOpen, subject }) => <FiscalBenefitsView data={data as FiscalBenefitsResult} name={name} onOpen={onOpen} subject={subject} />, fixture: 'beneficios-fiscais', preload: FiscalBenefitsView.preload },
  owners: { render: ({ data, name, onOpen }) => <PhoneView data={data as PhoneLookup} name={name} onOpen={onOpen} />, fixture: 'telefone', preload: PhoneView.preload },
  digitalProfiles: { render: ({ data, name, onOpen }) => <DigitalProfilesView data={data as EmailProfiles} name={name} onOpen={onOpen} />, fixture: 'perfis-digitais', preload: DigitalProfilesView.preload },
  emailCompanies: { render: ({ data, name, onOpen }) => <EmailCompaniesView data={data as EmailCompanies} name={name} onOpen={onOpen} />, fixture: 'empresas-do-email', preload: EmailCompaniesView.preload },
  cafir: { render: ({ data, name, onOpen }) => <CafirLookupView data={data as CafirLookup} name={name} onOpen={onOpen} />, fixture: 'nirf', preload: CafirLookupView.preload },
  sncr: { render: ({ data, name, onOpen }) => <SncrLookupView data={data as SncrLookup} name={name} onOpen={onOpen} />, fixture: 'municipio', preload: SncrLookupView.preload },
} satisfies Record<FamilyId, FamilyView>;

/** Loads every family's view, for printing them all at once. */
export const preloadFamilyViews = () => Promise.all(Object.values(FAMILY_VIEWS).map((view) => view.preload()));

/** The view of one record family. */
export function SectionContent({ id, ...props }: SectionContentProps) {
  return <>{FAMILY_VIEWS[id].render(props)}</>;
}
