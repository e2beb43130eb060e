import type { EnrichmentResultItem } from '../../lib/api/schemas';
import { fieldLabel, type FieldName } from '../../lib/i18n/field-labels';
import { t } from '../../lib/i18n';
import { formatDocument } from '../../lib/identifiers/format';
import { phoneText } from '../../lib/enrichment/form-plan';
import type { FillOutcome } from '../../lib/card/actions';
import { Breakable } from '../panel/Breakable';
import { CopyButton } from '../panel/CopyButton';
import { enrichmentLines, FILLABLE_FIELDS } from '../enrichment/EnrichmentResult';


interface Props {
  item: EnrichmentResultItem;
  onFill?: ((value: string, event: MouseEvent) => void) | undefined;
  outcome: FillOutcome | null;
}

interface Row {
  label: string;
  value: string;
}

/** The values a lead form takes, one per row: name, CPF, the address part by part, the companies. */
function formRows(item: EnrichmentResultItem): Row[] {
  const address = item.endereco;
  const rows: [FieldName, string | null | undefined][] = [
    ['nome', item.nome],
    ['cpf', item.cpf && formatDocument(item.cpf)],
    ['logradouro', address && [address.logradouro, address.numero, address.complemento].filter(Boolean).join(', ')],
    ['bairro', address?.bairro],
    ['municipio', address?.cidade],
    ['uf', address?.uf],
    ['cep', address?.cep],
    ...item.empresas.map((company): [FieldName, string | null] => ['razao_social', company.razao_social]),
  ];
  return rows.filter((row): row is [FieldName, string] => !!row[1]).map(([field, value]) => ({ label: fieldLabel(field), value }));
}

/** One value on its line, with its buttons; `label` shown unless its group's heading says it. */
function Value({ label, value, onFill, outcome, grouped }: Row & Pick<Props, 'onFill' | 'outcome'> & { grouped?: boolean }) {
  const said = outcome?.value === value ? outcome : null;
  return (
    <li>
      {!grouped && <span class="label">{label}</span>} <span class="text">
        <Breakable text={value} />
      </span>
      <CopyButton value={value} label={label} />
      {onFill && (
        <button type="button" class="small" aria-label={`${t('fill')}: ${grouped ? value : label}`} onClick={(event) => onFill(value, event)}>
          {t('fill')}
        </button>
      )}
      {said && (
        <span class={said.failed ? 'said notice' : 'said'} role={said.failed ? 'alert' : 'status'}>
          {said.text}
        </span>
      )}
    </li>
  );
}

/**
 * An enriched contact in the hover card, made for filling a CRM's form: phones and e-mails first (in
 * the card's first screen), each with Copiar and Preencher; then the other values a form takes; the
 * rest (income, signals, assets…) folded below, to read or copy. What a "Preencher" did is said next
 * to the button pressed.
 */
export function CardEnrichment({ item, onFill, outcome }: Props) {
  const groups: [FieldName, FieldName, string[]][] = [
    ['telefones', 'telefone', (item.contatos?.telefones ?? []).map(phoneText)],
    ['emails', 'email', item.contatos?.emails ?? []],
  ];
  const rest = enrichmentLines(item).filter((line) => !FILLABLE_FIELDS.has(line.field));
  return (
    <section class="enriched" aria-label={t('enrich')}>
      {groups.map(
        ([group, one, values]) =>
          values.length > 0 && (
            <div key={group} class="group">
              <p class="label">{fieldLabel(group)}</p>
              <ul class="values">
                {values.map((value) => (
                  <Value key={value} label={fieldLabel(one)} value={value} onFill={onFill} outcome={outcome} grouped />
                ))}
              </ul>
            </div>
          ),
      )}
      <ul class="values">
        {formRows(item).map((row) => (
          <Value key={row.label + row.value} {...row} onFill={onFill} outcome={outcome} />
        ))}
      </ul>
      {rest.length > 0 && (
        <details>
          <summary>{t('cardMoreData')}</summary>
          <dl>
            {rest.map((line) => (
              <div key={line.field}>
                <dt>{fieldLabel(line.field)}</dt>
                <dd>
                  {line.text}
                  <CopyButton value={line.text} label={fieldLabel(line.field)} />
                </dd>
              </div>
            ))}
          </dl>
        </details>
      )}
    </section>
  );
}
