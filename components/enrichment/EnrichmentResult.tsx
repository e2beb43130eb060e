import type { EnrichmentResultItem } from '../../lib/api/schemas';
import { formatDate, formatMoney, formatNumber } from '../../lib/format';
import { formatCnpj } from '../../lib/identifiers/format';
import { fieldLabel, type FieldName } from '../../lib/i18n';
import { CopyButton } from '../panel/CopyButton';
import { addressLine } from '../panel/views/UrbanView';

interface Line {
  field: FieldName;
  text: string;
}

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
    item.contatos?.telefones.length ? { field: 'telefones', text: item.contatos.telefones.join(', ') } : null,
    item.contatos?.emails.length ? { field: 'emails', text: item.contatos.emails.join(', ') } : null,
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
            item.patrimonio_resumo.qtd_imoveis !== null ? `${item.patrimonio_resumo.qtd_imoveis} imóveis` : null,
            item.patrimonio_resumo.qtd_veiculos !== null ? `${item.patrimonio_resumo.qtd_veiculos} veículos` : null,
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
  /** Puts a value in the page's focused field; the click goes along, for the card's guard. */
  onFill?: (value: string, event: MouseEvent) => void;
  fillLabel?: string;
}

/** One enriched contact: each value on its line, with a copy button. */
export function EnrichmentResult({ item, onFill, fillLabel }: Props) {
  return (
    <dl class="enrichment">
      {enrichmentLines(item).map((line) => (
        <div key={line.field}>
          <dt>{fieldLabel(line.field)}</dt>
          <dd>
            {line.text}
            <CopyButton value={line.text} label={fieldLabel(line.field)} />
            {onFill && (
              <button type="button" class="small" onClick={(event) => onFill(line.text, event)}>
                {fillLabel}
              </button>
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
