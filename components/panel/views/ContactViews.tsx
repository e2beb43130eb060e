import type { EmailCompanies, EmailProfiles, PhoneLookup } from '../../../lib/api/schemas';
import { t } from '../../../lib/i18n';
import { plural } from '../../../lib/i18n/plural';
import { ItemList } from '../ItemList';
import type { Column } from '../table-model';

type Owner = PhoneLookup['pessoas'][number];
type DigitalProfile = EmailProfiles['perfis'][number];
type Company = EmailCompanies['empresas'][number];

const OWNER_COLUMNS: Column<Owner>[] = [
  { field: 'nome', value: (row) => row.nome, link: (row) => row.cpf },
  { field: 'cpf', value: (row) => row.cpf, format: 'document', link: (row) => row.cpf },
];

/** The people a phone number belongs to, each one click from its profile. */
export function PhoneView({ data, name, onOpen }: { data: PhoneLookup; name: string; onOpen: (query: string) => void }) {
  return <ItemList title={t('phoneOwners')} columns={OWNER_COLUMNS} rows={data.pessoas} keyFields={['nome', 'cpf']} fileName={`${name}-pessoas`} onOpen={onOpen} />;
}

const PROFILE_COLUMNS: Column<DigitalProfile>[] = [
  { field: 'plataforma', value: (row) => row.plataforma },
  { field: 'usuario', value: (row) => row.usuario },
  { field: 'nome', value: (row) => row.nome },
  { field: 'url', value: (row) => row.url },
];

const COMPANY_COLUMNS: Column<Company>[] = [
  { field: 'razao_social', value: (row) => row.razao_social, link: (row) => row.cnpj },
  { field: 'cnpj', value: (row) => row.cnpj, format: 'document', link: (row) => row.cnpj },
  { field: 'nome_fantasia', value: (row) => row.nome_fantasia },
  { field: 'socios', value: (row) => row.socios.map((partner) => partner.nome).filter(Boolean).join(', ') },
];

type Partner = Company['socios'][number];

const PARTNER_COLUMNS: Column<Partner>[] = [
  { field: 'nome', value: (row) => row.nome, link: (row) => row.cpf },
  { field: 'cpf', value: (row) => row.cpf, format: 'document', link: (row) => row.cpf },
  { field: 'qualificacao', value: (row) => row.qualificacao },
];

export function DigitalProfilesView({ data, name, onOpen }: { data: EmailProfiles; name: string; onOpen: (query: string) => void }) {
  return <ItemList title={t('digitalProfiles')} columns={PROFILE_COLUMNS} keyFields={['plataforma', 'usuario', 'nome']} rows={data.perfis} fileName={`${name}-perfis`} onOpen={onOpen} />;
}

export function EmailCompaniesView({ data, name, onOpen }: { data: EmailCompanies; name: string; onOpen: (query: string) => void }) {
  return (
    <ItemList
      title={t('emailCompanies')}
      columns={COMPANY_COLUMNS}
      keyFields={['razao_social', 'cnpj', 'nome_fantasia']}
      rows={data.empresas}
      fileName={`${name}-empresas`}
      onOpen={onOpen}
      detail={{
        toggleLabel: (company, open) => (open ? t('hidePartners') : plural('showPartners', company.socios.length)),
        render: (company) => (
          <ItemList
            title={`${t('f_socios')}: ${company.razao_social ?? ''}`}
            columns={PARTNER_COLUMNS}
            keyFields={['nome', 'cpf', 'qualificacao']}
            rows={company.socios}
            fileName={`${name}-socios`}
            onOpen={onOpen}
            level={4}
          />
        ),
      }}
    />
  );
}
