import type { ActiveDebt, FederalDebtsResult, FgtsDebt, SocialSecurityDebt } from '../../../lib/api/schemas';
import { isInCourt } from '../../../lib/families/debts';
import { formatMoney } from '../../../lib/format';
import { t } from '../../../lib/i18n';
import { DataTable } from '../DataTable';
import type { Column } from '../table-model';

type Debt = ActiveDebt | FgtsDebt | SocialSecurityDebt;


function columnsFor<Row extends Debt>(responsible: Column<Row>[]): Column<Row>[] {
  return [
    { field: 'numero_inscricao', value: (row) => row.numero_inscricao },
    { field: 'nome_devedor', value: (row) => row.nome_devedor },
    { field: 'cpf_cnpj', value: (row) => row.cpf_cnpj, format: 'document', link: (row) => row.cpf_cnpj },
    { field: 'receita_principal', value: (row) => row.receita_principal },
    { field: 'situacao_inscricao', value: (row) => row.situacao_inscricao },
    { field: 'data_inscricao', value: (row) => row.data_inscricao, format: 'date' },
    { field: 'indicador_ajuizado', value: (row) => (isInCourt(row) ? t('inCourt') : t('no')), emphasis: isInCourt },
    { field: 'valor_consolidado', value: (row) => row.valor_consolidado, format: 'money' },
    { field: 'tipo_pessoa', value: (row) => row.tipo_pessoa },
    { field: 'uf', value: (row) => row.uf_devedor },
    ...responsible,
  ];
}

const ACTIVE_COLUMNS = columnsFor<ActiveDebt>([
  { field: 'tipo_devedor', value: (row) => row.tipo_devedor },
  { field: 'unidade_responsavel', value: (row) => row.unidade_responsavel },
]);
const FGTS_COLUMNS = columnsFor<FgtsDebt>([
  { field: 'entidade_responsavel', value: (row) => row.entidade_responsavel },
  { field: 'unidade_inscricao', value: (row) => row.unidade_inscricao },
]);
const SOCIAL_SECURITY_COLUMNS = columnsFor<SocialSecurityDebt>([
  { field: 'tipo_devedor', value: (row) => row.tipo_devedor },
  { field: 'unidade_responsavel', value: (row) => row.unidade_responsavel },
]);

function Totals({ debts }: { debts: Debt[] }) {
  const total = debts.reduce((sum, debt) => sum + (debt.valor_consolidado ?? 0), 0);
  const inCourt = debts.filter(isInCourt).length;
  return (
    <p class="totals">
      {t('totalOf', formatMoney(total))}
      {inCourt > 0 && <strong class="emphasis"> · {t('inCourtCount', inCourt)}</strong>}
    </p>
  );
}

/** Federal debts in their three families, with totals and cases in court marked. */
export function DebtsView({ data, name, onOpen }: { data: FederalDebtsResult; name: string; onOpen: (query: string) => void }) {
  const { ativa_uniao, fgts, previdenciaria } = data.dividas;
  return (
    <div>
      <Totals debts={[...ativa_uniao, ...fgts, ...previdenciaria]} />
      <DataTable title={t('debtsActive')} columns={ACTIVE_COLUMNS} rows={ativa_uniao} fileName={`${name}-divida-ativa`} onOpen={onOpen} />
      <Totals debts={ativa_uniao} />
      <DataTable title={t('debtsFgts')} columns={FGTS_COLUMNS} rows={fgts} fileName={`${name}-fgts`} onOpen={onOpen} />
      <Totals debts={fgts} />
      <DataTable title={t('debtsSocialSecurity')} columns={SOCIAL_SECURITY_COLUMNS} rows={previdenciaria} fileName={`${name}-previdenciaria`} onOpen={onOpen} />
      <Totals debts={previdenciaria} />
    </div>
  );
}
