import type { ActiveDebt, FederalDebtsResult, FgtsDebt, SocialSecurityDebt } from '../../../lib/api/schemas';
import { isInCourt } from '../../../lib/families/debts';
import { fieldLabel, type FieldName } from '../../../lib/i18n/field-labels';
import { formatInteger, formatMoney } from '../../../lib/format';
import { t, type MessageKey } from '../../../lib/i18n';
import { plural } from '../../../lib/i18n/plural';
import { ItemList } from '../ItemList';
import type { Column } from '../table-model';

type Debt = ActiveDebt | FgtsDebt | SocialSecurityDebt;

function columnsFor<Row extends Debt>(responsible: Column<Row>[]): Column<Row>[] {
  return [
    { field: 'numero_inscricao', value: (row) => row.numero_inscricao, copy: true },
    { field: 'nome_devedor', value: (row) => row.nome_devedor },
    { field: 'cpf_cnpj', value: (row) => row.cpf_cnpj, format: 'document', link: (row) => row.cpf_cnpj },
    { field: 'receita_principal', value: (row) => row.receita_principal },
    { field: 'situacao_inscricao', value: (row) => row.situacao_inscricao },
    { field: 'data_inscricao', value: (row) => row.data_inscricao, format: 'date' },
    { field: 'indicador_ajuizado', value: (row) => (isInCourt(row) ? t('inCourt') : t('no')), emphasis: isInCourt },
    { field: 'valor_consolidado', value: (row) => row.valor_consolidado, format: 'money', copy: true },
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

/** The fields each debt shows folded: amount, situation, in court, registration, revenue, date. */
const KEY_FIELDS: FieldName[] = ['valor_consolidado', 'situacao_inscricao', 'indicador_ajuizado', 'numero_inscricao', 'receita_principal', 'data_inscricao'];

const sumOf = (debts: Debt[]) => debts.reduce((sum, debt) => sum + (debt.valor_consolidado ?? 0), 0);

/** Total, and how many and how much is in court, for all debts and for each debt family. */
function Summary({ families }: { families: [MessageKey, Debt[]][] }) {
  const all = families.flatMap(([, debts]) => debts);
  const inCourt = all.filter(isInCourt);
  return (
    <div class="summary">
      <p class="totals">
        <strong data-field="total">{t('totalOf', formatMoney(sumOf(all)))}</strong>
        {inCourt.length > 0 && (
          <strong class="emphasis">
            {' · '}
            {plural('debtsInCourt', inCourt.length)}: {formatMoney(sumOf(inCourt))}
          </strong>
        )}
      </p>
      {/* Each family's name on a line of its own, its figures below: at 320–420 px a name column beside
          two amounts would be squeezed to a few letters per line. */}
      <table class="summary-table">
        <thead>
          <tr>
            <th scope="col">{fieldLabel('total')}</th>
            <th scope="col">{t('inCourt')}</th>
          </tr>
        </thead>
        {families.map(([label, debts]) => {
          const familyInCourt = debts.filter(isInCourt);
          return (
            <tbody key={label}>
              <tr>
                <th scope="rowgroup" colSpan={2}>
                  {t(label)} <span class="count">({formatInteger(debts.length)})</span>
                </th>
              </tr>
              <tr>
                <td>{formatMoney(sumOf(debts))}</td>
                <td class={familyInCourt.length > 0 ? 'emphasis' : undefined}>
                  {familyInCourt.length > 0 ? `${formatInteger(familyInCourt.length)} · ${formatMoney(sumOf(familyInCourt))}` : t('no')}
                </td>
              </tr>
            </tbody>
          );
        })}
      </table>
    </div>
  );
}

/** Federal debts: a summary per family (total, in court), then each debt as a compact item, all fields on demand. */
export function DebtsView({ data, name, onOpen }: { data: FederalDebtsResult; name: string; onOpen: (query: string) => void }) {
  const { ativa_uniao, fgts, previdenciaria } = data.dividas;
  return (
    <div>
      <Summary
        families={[
          ['debtsActive', ativa_uniao],
          ['debtsFgts', fgts],
          ['debtsSocialSecurity', previdenciaria],
        ]}
      />
      <ItemList title={t('debtsActive')} columns={ACTIVE_COLUMNS} rows={ativa_uniao} keyFields={KEY_FIELDS} flagged={isInCourt} fileName={`${name}-divida-ativa`} onOpen={onOpen} />
      <ItemList title={t('debtsFgts')} columns={FGTS_COLUMNS} rows={fgts} keyFields={KEY_FIELDS} flagged={isInCourt} fileName={`${name}-fgts`} onOpen={onOpen} />
      <ItemList
        title={t('debtsSocialSecurity')}
        columns={SOCIAL_SECURITY_COLUMNS}
        rows={previdenciaria}
        keyFields={KEY_FIELDS}
        flagged={isInCourt}
        fileName={`${name}-previdenciaria`}
        onOpen={onOpen}
      />
    </div>
  );
}
