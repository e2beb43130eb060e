import type { EnrichmentField } from '../../lib/api/schemas';
import { ENRICHMENT_FIELD_LABELS } from '../../lib/enrichment/labels';
import { t } from '../../lib/i18n';
import { ALL_ENRICHMENT_FIELDS } from '../../lib/enrichment/plan';

/** Which data an enrichment brings (`campos`): all ticked at first; at least one is needed. */
export function FieldsChooser({ value, onChange }: { value: EnrichmentField[]; onChange: (fields: EnrichmentField[]) => void }) {
  return (
    <fieldset class="fields">
      <legend>{t('fieldsLegend')}</legend>
      {ALL_ENRICHMENT_FIELDS.map((field) => (
        <label class="check" key={field}>
          <input
            type="checkbox"
            checked={value.includes(field)}
            onChange={(event) => onChange(ALL_ENRICHMENT_FIELDS.filter((known) => (known === field ? event.currentTarget.checked : value.includes(known))))}
          />
          {t(ENRICHMENT_FIELD_LABELS[field])}
        </label>
      ))}
    </fieldset>
  );
}
