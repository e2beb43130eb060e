import type { EnrichmentResultItem } from '../../lib/api/schemas';
import { formatDate, formatMoney, formatNumber } from '../../lib/format';
import { formatCnpj } from '../../lib/identifiers/format';
import { fieldLabel, type FieldName } from '../../lib/i18n/field-labels';
import { t } from '../../lib/i18n';
import { plural } from '../../lib/i18n/plural';
import { phoneText } from '../../lib/enrichment/form-plan';
import { Breakable } from '../panel/Breakable';
import { CopyButton } from '../panel/CopyButton';
import { addressLine } from '../../lib/format/address';

export interface Line {
  field: FieldName;
  text: string;
  /** A list's values one by one (phones, e-mails), each offered on its own. */
  values?: string[];
}

/**
 * The fields whose values belong in a form field (a CRM's lead form), offered with "Preencher"; the
 * others (income band, signals, pay, assets, birth date, sex) are read, or copied, not filled.
 */
export const FILLABLE_FIELDS: ReadonlySet<FieldName> = new Set<FieldName>(['nome', 'cpf', 'telefones', 'emails', 'endereco', 'empresas']);

/** The fields of one enrichment answer as lines of text, leaving out what was not returned. */
export function enrichmentLines(item: EnrichmentResultItem): Line[] {
  const lines: (Line | null)[] = [
    item.nome ? { field: 'nome', text: item.nome } : null,
    item.data_nascimento ? { field: 'data_nascimento', text: formatDate(item.data_nascimento) } : null,
    item.sexo ? { field: 'sexo', text: item.sexo } : null,
    item.endereco ? { field: 'endereco', text: addressLine(item.endereco) ?? '' } : null,
    item.score_renda?.faixa ? { field: 'faixa', text: `${item.score_renda.faixa}${item.score_renda.score === null ? '' : ` (${formatNumber(item.score_renda.score)})`}` } : null,
    item.score_renda?.sinais.length ? { field: 'sinais', text: item.score_renda.sinais.join(' · ') } : null,
    item.remuneracao_atual !== null ? { field: 'remuneracao_atual', text: formatMoney(item.remuneracao_atual) } : null,
    item.contatos?.telefones.length ? { field: 'telefones', text: item.contatos.telefones.map(phoneText).join(', '), values: item.contatos.telefones.map(phoneText) } : null,
    item.contatos?.emails.length ? { field: 'emails', text: item.contatos.emails.join(', '), values: item.contatos.emails } : null,
    item.empresas.length
      ? {
          field: 'empresas',
          text: item.empresas.map((company) => [company.razao_social, company.cnpj ? formatCnpj(company.cnpj) : null, company.qualificacao].filter(Boolean).join(' — ')).join('; '),
        }
      : null,
    item.patrimonio_resumo
      ? {
          field: 'patrimonio',
          text: [
            // The service's own total of every property, rural and urban: said so, as the panel counts them apart.
            item.patrimonio_resumo.qtd_imoveis !== null ? plural('assetProperties', item.patrimonio_resumo.qtd_imoveis) : null,
            item.patrimonio_resumo.qtd_veiculos !== null ? plural('cardVehicles', item.patrimonio_resumo.qtd_veiculos) : null,
            item.patrimonio_resumo.valor_total !== null ? formatMoney(item.patrimonio_resumo.valor_total) : null,
          ]
            .filter(Boolean)
            .join(' · '),
        }
      : null,
  ];
  return lines.filter((line): line is Line => line !== null && line.text !== '');
}

interface Props {
  item: EnrichmentResultItem;
  /** Offered next to each value when a form field on the page can take it (CRM users). */
  onFill?: ((value: string, event: MouseEvent) => void) | undefined;
}

function FillButton({ value, label, onFill }: { value: string; label: string; onFill: (value: string, event: MouseEvent) => void }) {
  return (
    <button type="button" class="small" aria-label={`${t('fill')}: ${label}`} onClick={(event) => onFill(value, event)}>
      {t('fill')}
    </button>
  );
}

/**
 * One enriched contact: each value on its line, with a copy button; a list's values one by one. A long
 * e-mail breaks between its parts (Breakable, as in the card and the record), so that the panel does not
 * scroll sideways at 252 px.
 */
export function EnrichmentResult({ item, onFill }: Props) {
  return (
    <dl class="enrichment">
      {enrichmentLines(item).map((line) => (
        <div key={line.field}>
          <dt>{fieldLabel(line.field)}</dt>
          {line.values ? (
            <dd>
              <ul class="values">
                {line.values.map((value) => (
                  <li key={value}>
                    <Breakable text={value} tail={<CopyButton value={value} label={fieldLabel(line.field)} />} />
                    {onFill && <FillButton value={value} label={value} onFill={onFill} />}
                  </li>
                ))}
              </ul>
            </dd>
          ) : (
            <dd>
              <Breakable text={line.text} tail={<CopyButton value={line.text} label={fieldLabel(line.field)} />} />
              {onFill && FILLABLE_FIELDS.has(line.field) && <FillButton value={line.text} label={fieldLabel(line.field)} onFill={onFill} />}
            </dd>
          )}
        </div>
      ))}
    </dl>
  );
}
