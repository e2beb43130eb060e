import { useState } from 'preact/hooks';
import type { BpcPayment, EmergencyAidPayment, FamilyBenefitPayment, SocialBenefitsResult } from '../../../lib/api/schemas';
import { formatInteger, formatMoney } from '../../../lib/format';
import { t } from '../../../lib/i18n';
import type { FieldName } from '../../../lib/i18n/field-labels';
import { DataTable } from '../DataTable';
import { ItemList } from '../ItemList';
import type { Column } from '../table-model';

// Month and value first: the two columns a 320 px panel always shows.
const FAMILY_COLUMNS: Column<FamilyBenefitPayment>[] = [
  { field: 'mes_competencia', value: (row) => row.mes_competencia, format: 'month' },
  { field: 'valor_parcela', value: (row) => row.valor_parcela, format: 'money' },
  { field: 'mes_referencia', value: (row) => row.mes_referencia, format: 'month' },
  { field: 'beneficiario', value: (row) => row.nome_favorecido, link: (row) => row.cpf_favorecido },
  { field: 'nis', value: (row) => row.nis_favorecido },
  { field: 'nome_municipio', value: (row) => row.nome_municipio },
  { field: 'uf', value: (row) => row.uf },
];

const EMERGENCY_COLUMNS: Column<EmergencyAidPayment>[] = [
  { field: 'mes_disponibilizacao', value: (row) => row.mes_disponibilizacao, format: 'month' },
  { field: 'valor_beneficio', value: (row) => row.valor_beneficio, format: 'money' },
  { field: 'parcela', value: (row) => row.parcela },
  { field: 'beneficiario', value: (row) => row.nome_beneficiario, link: (row) => row.cpf_beneficiario },
  { field: 'nome_responsavel', value: (row) => row.nome_responsavel, link: (row) => row.cpf_responsavel },
  { field: 'enquadramento', value: (row) => row.enquadramento },
  { field: 'nis', value: (row) => row.nis_beneficiario },
  { field: 'nome_municipio', value: (row) => row.nome_municipio },
  { field: 'uf', value: (row) => row.uf },
];

const BPC_COLUMNS: Column<BpcPayment>[] = [
  { field: 'mes_competencia', value: (row) => row.mes_competencia, format: 'month' },
  { field: 'valor_parcela', value: (row) => row.valor_parcela, format: 'money' },
  { field: 'numero_beneficio', value: (row) => row.numero_beneficio },
  { field: 'beneficio_judicial', value: (row) => row.beneficio_judicial, format: 'yesno' },
  { field: 'beneficiario', value: (row) => row.nome_beneficiario, link: (row) => row.cpf_beneficiario },
  { field: 'nis', value: (row) => row.nis_beneficiario },
  { field: 'nome_municipio', value: (row) => row.nome_municipio },
  { field: 'uf', value: (row) => row.uf },
];

interface MonthTotal {
  month: string;
  auxilio_brasil: number;
  bolsa_familia: number;
  auxilio_emergencial: number;
  bpc: number;
  total: number;
}

export function totalsPerMonth(data: SocialBenefitsResult): MonthTotal[] {
  const months = new Map<string, MonthTotal>();
  const add = (month: string | null, family: keyof Omit<MonthTotal, 'month' | 'total'>, value: number | null) => {
    if (!month) return;
    const entry = months.get(month) ?? { month, auxilio_brasil: 0, bolsa_familia: 0, auxilio_emergencial: 0, bpc: 0, total: 0 };
    entry[family] += value ?? 0;
    entry.total += value ?? 0;
    months.set(month, entry);
  };
  for (const payment of data.auxilio_brasil) add(payment.mes_competencia, 'auxilio_brasil', payment.valor_parcela);
  for (const payment of data.bolsa_familia) add(payment.mes_competencia, 'bolsa_familia', payment.valor_parcela);
  for (const payment of data.auxilio_emergencial) add(payment.mes_disponibilizacao, 'auxilio_emergencial', payment.valor_beneficio);
  for (const payment of data.bpc) add(payment.mes_competencia, 'bpc', payment.valor_parcela);
  return [...months.values()].sort((a, b) => b.month.localeCompare(a.month));
}

/** What each payment shows folded: when, how much, and who (unless it is the person looked up). */
const FAMILY_KEYS: FieldName[] = ['mes_competencia', 'valor_parcela', 'beneficiario'];
const EMERGENCY_KEYS: FieldName[] = ['mes_disponibilizacao', 'valor_beneficio', 'parcela', 'beneficiario'];
const BPC_KEYS: FieldName[] = ['mes_competencia', 'valor_parcela', 'beneficio_judicial', 'beneficiario'];

const MONTH_COLUMNS: Column<MonthTotal>[] = [
  { field: 'mes_competencia', value: (row) => row.month, format: 'month' },
  { field: 'total', value: (row) => row.total, format: 'money' },
];

const sum = (values: (number | null)[]) => values.reduce<number>((total, value) => total + (value ?? 0), 0);
/** In how many distinct months a program paid (a month can hold more than one payment). */
const monthCount = (months: (string | null)[]) => new Set(months.filter(Boolean)).size;

interface Props {
  data: SocialBenefitsResult;
  name: string;
  /** The CPF looked up: its own payments do not name it again. */
  subject: string;
  nameFilter: string;
  onNameFilter: (name: string) => void;
  onOpen: (query: string) => void;
}

/** The four social-benefit families, totals per family and per month, and the beneficiary-name filter. */
export function SocialBenefitsView({ data, name, subject, nameFilter, onNameFilter, onOpen }: Props) {
  const [draft, setDraft] = useState(nameFilter);
  const families = [
    { title: t('auxilioBrasil'), total: sum(data.auxilio_brasil.map((row) => row.valor_parcela)), months: monthCount(data.auxilio_brasil.map((row) => row.mes_competencia)) },
    { title: t('bolsaFamilia'), total: sum(data.bolsa_familia.map((row) => row.valor_parcela)), months: monthCount(data.bolsa_familia.map((row) => row.mes_competencia)) },
    {
      title: t('auxilioEmergencial'),
      total: sum(data.auxilio_emergencial.map((row) => row.valor_beneficio)),
      months: monthCount(data.auxilio_emergencial.map((row) => row.mes_disponibilizacao)),
    },
    { title: t('bpc'), total: sum(data.bpc.map((row) => row.valor_parcela)), months: monthCount(data.bpc.map((row) => row.mes_competencia)) },
  ];
  return (
    <div>
      <form
        class="filters"
        onSubmit={(event) => {
          event.preventDefault();
          onNameFilter(draft.trim());
        }}
      >
        <label>
          {t('nameFilter')}
          <input type="text" value={draft} maxLength={120} onInput={(event) => setDraft(event.currentTarget.value)} />
        </label>
        <button type="submit">{t('applyFilter')}</button>
      </form>
      <ul class="totals-list">
        {families.map((family) => (
          <li key={family.title}>
            {family.title}: <strong>{formatMoney(family.total)}</strong>
            {family.months > 0 && <span class="count"> · {t('benefitMonths', formatInteger(family.months))}</span>}
          </li>
        ))}
      </ul>
      <DataTable title={t('perMonth')} columns={MONTH_COLUMNS} rows={totalsPerMonth(data)} fileName={`${name}-beneficios-por-mes`} onOpen={onOpen} />
      <ItemList title={t('auxilioBrasil')} columns={FAMILY_COLUMNS} keyFields={FAMILY_KEYS} rows={data.auxilio_brasil} fileName={`${name}-auxilio-brasil`} onOpen={onOpen} subject={subject} />
      <ItemList title={t('bolsaFamilia')} columns={FAMILY_COLUMNS} keyFields={FAMILY_KEYS} rows={data.bolsa_familia} fileName={`${name}-bolsa-familia`} onOpen={onOpen} subject={subject} />
      <ItemList
        title={t('auxilioEmergencial')}
        columns={EMERGENCY_COLUMNS}
        keyFields={EMERGENCY_KEYS}
        rows={data.auxilio_emergencial}
        fileName={`${name}-auxilio-emergencial`}
        onOpen={onOpen}
        subject={subject}
      />
      <ItemList title={t('bpc')} columns={BPC_COLUMNS} keyFields={BPC_KEYS} rows={data.bpc} fileName={`${name}-bpc`} onOpen={onOpen} subject={subject} />
    </div>
  );
}
