import type { Address, PersonProfile } from '../../../lib/api/schemas';
import { formatPhone } from '../../../lib/identifiers/format';
import { normalizePhone } from '../../../lib/identifiers/phone';
import { t, type MessageKey } from '../../../lib/i18n';
import type { FieldName } from '../../../lib/i18n/field-labels';
import { ItemList } from '../ItemList';
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
  { field: 'cep', value: (row) => row.cep, format: 'cep' },
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

// No type column: each data set is its own list, under its own name.
export const RELATED_COLUMNS: Column<RelatedRecord>[] = [
  { field: 'nome', value: (row) => row.nome, link: (row) => row.cnpj },
  { field: 'papel', value: (row) => row.papel },
  { field: 'descricao', value: (row) => row.descricao },
  { field: 'cnpj', value: (row) => row.cnpj, format: 'document', link: (row) => row.cnpj },
];

/** What each item shows folded; all fields on expand. */
const ADDRESS_KEYS: FieldName[] = ['endereco'];
const PHONE_KEYS: FieldName[] = ['telefone', 'tipo'];
const EMAIL_KEYS: FieldName[] = ['email', 'score'];
const RELATIVE_KEYS: FieldName[] = ['nome', 'vinculo', 'cpf'];
const TAX_KEYS: FieldName[] = ['ano', 'renda_total', 'imposto_devido', 'situacao'];
const RELATED_KEYS: FieldName[] = ['nome', 'papel', 'descricao', 'cnpj'];

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
      <ItemList title={t('addressHistory')} columns={ADDRESS_COLUMNS} keyFields={ADDRESS_KEYS} rows={data.enderecos} fileName={`${name}-enderecos`} onOpen={onOpen} />
      <ItemList title={t('phones')} columns={PHONE_COLUMNS} keyFields={PHONE_KEYS} rows={data.telefones} fileName={`${name}-telefones`} onOpen={onOpen} />
      <ItemList title={t('emails')} columns={EMAIL_COLUMNS} keyFields={EMAIL_KEYS} rows={data.emails} fileName={`${name}-emails`} onOpen={onOpen} />
      <ItemList title={t('relatives')} columns={RELATIVE_COLUMNS} keyFields={RELATIVE_KEYS} rows={data.parentes} fileName={`${name}-parentes`} onOpen={onOpen} />
      <ItemList title={t('taxReturns')} columns={TAX_COLUMNS} keyFields={TAX_KEYS} rows={data.declaracoes_ir} fileName={`${name}-ir`} onOpen={onOpen} />
      {related.length > 0 && <h3>{t('relatedSets')}</h3>}
      {related.map(([key, records]) => (
        <ItemList key={key} title={relatedSetTitle(key)} columns={RELATED_COLUMNS} keyFields={RELATED_KEYS} rows={records} fileName={`${name}-${key}`} onOpen={onOpen} level={4} />
      ))}
    </div>
  );
}

/** Company partnerships of a person (the profile's `empresas` data set). */
export function CompaniesView({ data, name, onOpen }: { data: PersonProfile; name: string; onOpen: (query: string) => void }) {
  return (
    <ItemList title={relatedSetTitle('empresas')} columns={RELATED_COLUMNS} keyFields={RELATED_KEYS} rows={data.relacionados.empresas ?? []} fileName={`${name}-empresas`} onOpen={onOpen} />
  );
}

