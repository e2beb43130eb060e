import type { FiscalBenefitRecord, FiscalBenefitsResult } from '../../../lib/api/schemas';
import type { FieldName } from '../../../lib/i18n/field-labels';
import { t } from '../../../lib/i18n';
import { ItemList } from '../ItemList';
import type { Column } from '../table-model';

const BENEFIT_COLUMNS: Column<FiscalBenefitRecord>[] = [
  { field: 'valor_renuncia', value: (row) => row.valor_renuncia, format: 'money' },
  { field: 'tributo', value: (row) => row.tributo },
  { field: 'ano_calendario', value: (row) => row.ano_calendario },
  { field: 'beneficio_fiscal', value: (row) => row.beneficio_fiscal },
  { field: 'razao_social', value: (row) => row.razao_social, link: (row) => row.cnpj },
  { field: 'cnpj', value: (row) => row.cnpj, format: 'document', link: (row) => row.cnpj },
  { field: 'tipo_renuncia', value: (row) => row.tipo_renuncia },
  { field: 'nome_fantasia', value: (row) => row.nome_fantasia },
  { field: 'cnae', value: (row) => row.cnae },
  { field: 'municipio', value: (row) => row.municipio },
  { field: 'uf', value: (row) => row.uf },
];

interface TaxYearTotal {
  tributo: string;
  ano: string;
  total: number;
  qtd: number;
}

export function totalsByTaxAndYear(records: FiscalBenefitRecord[]): TaxYearTotal[] {
  const totals = new Map<string, TaxYearTotal>();
  for (const record of records) {
    const key = `${record.tributo ?? ''}|${record.ano_calendario ?? ''}`;
    const entry = totals.get(key) ?? { tributo: record.tributo ?? '—', ano: record.ano_calendario ?? '—', total: 0, qtd: 0 };
    entry.total += record.valor_renuncia ?? 0;
    entry.qtd += 1;
    totals.set(key, entry);
  }
  return [...totals.values()].sort((a, b) => b.ano.localeCompare(a.ano) || a.tributo.localeCompare(b.tributo));
}

// The total first: at 320 px the amount must not be the column that scrolls away.
const TOTAL_COLUMNS: Column<TaxYearTotal>[] = [
  { field: 'total', value: (row) => row.total, format: 'money' },
  { field: 'tributo', value: (row) => row.tributo },
  { field: 'ano', value: (row) => row.ano },
  { field: 'qtd', value: (row) => row.qtd, format: 'number' },
];

/** The fields each benefit shows folded: amount, tax, year, benefit, and the company unless it is the one looked up. */
const BENEFIT_KEYS: FieldName[] = ['valor_renuncia', 'tributo', 'ano_calendario', 'beneficio_fiscal', 'razao_social', 'cnpj'];
const TOTAL_KEYS: FieldName[] = ['total', 'tributo', 'ano', 'qtd'];

/** A company's fiscal benefits: totals by tax and year first, then the four lists as compact items. */
export function FiscalBenefitsView({ data, name, onOpen, subject }: { data: FiscalBenefitsResult; name: string; onOpen: (query: string) => void; subject: string }) {
  const all = [...data.empresas_habilitadas, ...data.empresas_imunes, ...data.renuncias_fiscais, ...data.renuncias_por_beneficiario];
  return (
    <div>
      <ItemList title={t('totalsByTax')} columns={TOTAL_COLUMNS} keyFields={TOTAL_KEYS} rows={totalsByTaxAndYear(all)} fileName={`${name}-totais`} onOpen={onOpen} />
      <ItemList title={t('fiscalEnabled')} columns={BENEFIT_COLUMNS} keyFields={BENEFIT_KEYS} rows={data.empresas_habilitadas} subject={subject} fileName={`${name}-habilitadas`} onOpen={onOpen} />
      <ItemList title={t('fiscalImmune')} columns={BENEFIT_COLUMNS} keyFields={BENEFIT_KEYS} rows={data.empresas_imunes} subject={subject} fileName={`${name}-imunes`} onOpen={onOpen} />
      <ItemList title={t('fiscalWaivers')} columns={BENEFIT_COLUMNS} keyFields={BENEFIT_KEYS} rows={data.renuncias_fiscais} subject={subject} fileName={`${name}-renuncias`} onOpen={onOpen} />
      <ItemList title={t('fiscalByBeneficiary')} columns={BENEFIT_COLUMNS} keyFields={BENEFIT_KEYS} rows={data.renuncias_por_beneficiario} subject={subject} fileName={`${name}-renuncias-beneficiario`} onOpen={onOpen} />
    </div>
  );
}
