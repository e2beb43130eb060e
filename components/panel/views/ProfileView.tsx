import type { Address, PersonProfile } from '../../../lib/api/schemas';
import { formatPhone } from '../../../lib/identifiers/format';
import { normalizePhone } from '../../../lib/identifiers/phone';
import { t, type MessageKey } from '../../../lib/i18n';
import { DataTable } from '../DataTable';
import { KeyValues } from '../KeyValues';
import type { Column } from '../table-model';
import { addressLine } from '../../../lib/format/address';

type Phone = PersonProfile['telefones'][number];
type Email = PersonProfile['emails'][number];
type Relative = PersonProfile['parentes'][number];
type TaxReturn = PersonProfile['declaracoes_ir'][number];
type RelatedRecord = PersonProfile['relacionados'][string][number];

const ADDRESS_COLUMNS: Column<Address>[] = [
  { field: 'endereco', value: (row) => addressLine(row) },
  { field: 'municipio', value: (row) => row.cidade },
  { field: 'uf', value: (row) => row.uf },
  { field: 'cep', value: (row) => row.cep },
];

/** A profile phone in the usual mask when it is a real Brazilian number, as sent otherwise. */
export function phoneText(phone: Phone): string {
  const typed = `${phone.ddd ?? ''}${phone.numero}`;
  const e164 = normalizePhone(typed);
  return e164 ? formatPhone(e164) : typed;
}

const PHONE_COLUMNS: Column<Phone>[] = [
  { field: 'telefone', value: phoneText, link: phoneText },
  { field: 'tipo', value: (row) => row.tipo },
];

const EMAIL_COLUMNS: Column<Email>[] = [
  { field: 'email', value: (row) => row.email, link: (row) => row.email },
  { field: 'score', value: (row) => row.score, format: 'number' },
];

const RELATIVE_COLUMNS: Column<Relative>[] = [
  { field: 'nome', value: (row) => row.nome, link: (row) => row.cpf },
  { field: 'cpf', value: (row) => row.cpf, format: 'document', link: (row) => row.cpf },
  { field: 'vinculo', value: (row) => row.vinculo },
];

const TAX_COLUMNS: Column<TaxReturn>[] = [
  { field: 'ano', value: (row) => row.ano },
  { field: 'renda_total', value: (row) => row.renda_total, format: 'money' },
  { field: 'imposto_devido', value: (row) => row.imposto_devido, format: 'money' },
  { field: 'situacao', value: (row) => row.situacao },
];

export const RELATED_COLUMNS: Column<RelatedRecord>[] = [
  { field: 'tipo', value: (row) => row.tipo },
  { field: 'nome', value: (row) => row.nome, link: (row) => row.cnpj },
  { field: 'papel', value: (row) => row.papel },
  { field: 'descricao', value: (row) => row.descricao },
  { field: 'cnpj', value: (row) => row.cnpj, format: 'document', link: (row) => row.cnpj },
];

/** The related data sets the spec names (`relacionados`), with their names in the user's language. */
const RELATED_SET_TITLES: Record<string, MessageKey> = {
  empresas: 'set_empresas',
  empregos: 'set_empregos',
  imoveis_urbanos: 'set_imoveis_urbanos',
  imoveis_rurais: 'set_imoveis_rurais',
  veiculos: 'set_veiculos',
  aeronaves: 'set_aeronaves',
  patentes: 'set_patentes',
  beneficios_sociais: 'set_beneficios_sociais',
  dividas: 'set_dividas',
  regularidade: 'set_regularidade',
  perfis_online: 'set_perfis_online',
  processos: 'set_processos',
};

/** The data set's name in the user's language; a set the service added later keeps its own name. */
export function relatedSetTitle(key: string): string {
  const title = Object.hasOwn(RELATED_SET_TITLES, key) ? RELATED_SET_TITLES[key] : undefined;
  return title ? t(title) : key;
}

/** The person profile: personal data, addresses, phones, e-mails, relatives, tax returns, related sets. */
export function ProfileView({ data, name, onOpen }: { data: PersonProfile; name: string; onOpen: (query: string) => void }) {
  const related = Object.entries(data.relacionados).filter(([key, records]) => key !== 'empresas' && records.length > 0);
  return (
    <div>
      <section class="block">
        <h3>{t('personalData')}</h3>
        <KeyValues
          items={[
            { field: 'nome', value: data.nome, copy: true },
            { field: 'cpf', value: data.cpf, format: 'document' },
            { field: 'rg', value: data.rg },
            { field: 'data_nascimento', value: data.data_nascimento, format: 'date' },
            { field: 'sexo', value: data.sexo },
            { field: 'cns', value: data.cns },
          ]}
        />
      </section>
      <DataTable title={t('addressHistory')} columns={ADDRESS_COLUMNS} rows={data.enderecos} fileName={`${name}-enderecos`} onOpen={onOpen} />
      <DataTable title={t('phones')} columns={PHONE_COLUMNS} rows={data.telefones} fileName={`${name}-telefones`} onOpen={onOpen} />
      <DataTable title={t('emails')} columns={EMAIL_COLUMNS} rows={data.emails} fileName={`${name}-emails`} onOpen={onOpen} />
      <DataTable title={t('relatives')} columns={RELATIVE_COLUMNS} rows={data.parentes} fileName={`${name}-parentes`} onOpen={onOpen} />
      <DataTable title={t('taxReturns')} columns={TAX_COLUMNS} rows={data.declaracoes_ir} fileName={`${name}-ir`} onOpen={onOpen} />
      {related.length > 0 && <h3>{t('relatedSets')}</h3>}
      {related.map(([key, records]) => (
        <DataTable key={key} title={relatedSetTitle(key)} columns={RELATED_COLUMNS} rows={records} fileName={`${name}-${key}`} onOpen={onOpen} />
      ))}
    </div>
  );
}

/** Company partnerships of a person (the profile's `empresas` data set). */
export function CompaniesView({ data, name, onOpen }: { data: PersonProfile; name: string; onOpen: (query: string) => void }) {
  return <DataTable title={relatedSetTitle('empresas')} columns={RELATED_COLUMNS} rows={data.relacionados.empresas ?? []} fileName={`${name}-empresas`} onOpen={onOpen} />;
}

