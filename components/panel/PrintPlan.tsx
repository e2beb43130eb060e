import { useEffect, useRef } from 'preact/hooks';
import type { FamilySection } from '../../lib/families';
import { t } from '../../lib/i18n';
import { plural } from '../../lib/i18n/plural';
import type { PrintPlan as Plan } from '../../lib/panel/print-plan';

interface Props {
  plan: Plan;
  sections: FamilySection[];
  onLookUpAndPrint: () => void;
  onPrintWithout: () => void;
  onCancel: () => void;
}

/** Before printing a record with families not looked up: which, what they cost, and the choice. */
export function PrintPlan({ plan, sections, onLookUpAndPrint, onPrintWithout, onCancel }: Props) {
  const names = sections.filter((section) => plan.families.includes(section.id)).map((section) => t(section.label));
  const region = useRef<HTMLElement>(null);
  // The question shows where the person is looking, and its first answer takes the keyboard.
  useEffect(() => {
    region.current?.scrollIntoView({ block: 'nearest' });
    region.current?.querySelector('button')?.focus();
  }, []);
  return (
    <section ref={region} class="print-plan no-print" role="region" aria-label={t('print')}>
      <p>{t('printMissing', [names.join(', '), plural('requests', plan.requests)])}</p>
      <p class="hint">{t('printMissingCost')}</p>
      <div class="actions">
        <button type="button" onClick={onLookUpAndPrint}>
          {t('printLookUpAndPrint')}
        </button>
        <button type="button" class="small" onClick={onPrintWithout}>
          {t('printWithoutMissing')}
        </button>
        <button type="button" class="small" onClick={onCancel}>
          {t('cancel')}
        </button>
      </div>
    </section>
  );
}
