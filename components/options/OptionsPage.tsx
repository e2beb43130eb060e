import type { OptionsModel } from '../../lib/options/use-options';
import { t } from '../../lib/i18n';
import { AuditSection } from './AuditSection';
import { CacheSection } from './CacheSection';
import { ConnectionSection } from './ConnectionSection';
import { DetectionSection } from './DetectionSection';
import { DiagnosticsSection } from './DiagnosticsSection';
import { PrivacySection } from './PrivacySection';
import { SpendSection } from './SpendSection';
import { ReaderSection } from './ReaderSection';

/** The options page: connection, cache, detection, what was spent, the audit log, the reader, privacy and diagnostics. */
export function OptionsPage({ model }: { model: OptionsModel }) {
  return (
    <div style={{ maxWidth: '46rem', margin: '0 auto', padding: '1.5rem' }}>
      <h1>{t('optionsTitle')}</h1>
      <ConnectionSection {...model.connection} />
      <CacheSection {...model.cache} />
      <DetectionSection {...model.detection} />
      <SpendSection {...model.spend} />
      <AuditSection {...model.audit} />
      <ReaderSection {...model.reader} />
      <PrivacySection />
      <DiagnosticsSection {...model.diagnostics} />
    </div>
  );
}
