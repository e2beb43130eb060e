import type { EnrichmentField } from '../../lib/api/schemas';
import { t, type MessageKey } from '../../lib/i18n';

/** Each field an enrichment can bring, with its name for people. */
const FIELD_LABELS = {
  identidade: 'field_identidade',
  renda: 'field_renda',
  contatos: 'field_contatos',
  empresas: 'field_empresas',
} as const satisfies Record<EnrichmentField, MessageKey>;

const ENRICHMENT_FIELDS: EnrichmentField[] = ['identidade', 'renda', 'contatos', 'empresas'];

/** Which data an enrichment brings (`campos`); none checked means everything. */
export function FieldsChooser({ value, onChange }: { value: EnrichmentField[]; onChange: (fields: EnrichmentField[]) => void }) {
  return (
    <fieldset class="fields">
      <legend>{t('fieldsLegend')}</legend>
      {ENRICHMENT_FIELDS.map((field) => (
        <label class="check" key={field}>
          <input
            type="checkbox"
            checked={value.includes(field)}
            onChange={(event) => onChange(ENRICHMENT_FIELDS.filter((known) => (known === field ? event.currentTarget.checked : value.includes(known))))}
          />
          {t(FIELD_LABELS[field])}
        </label>
      ))}
    </fieldset>
  );
}
