import type { CafirLookup, SncrLookup } from '../../../lib/api/schemas';
import { t } from '../../../lib/i18n';
import { DataTable } from '../DataTable';
import { CAFIR_COLUMNS, SNCR_COLUMNS } from './RuralView';

/** The rural drill-downs: a NIRF's CAFIR record, a municipality's or a property code's SNCR records. */
export function CafirLookupView({ data, name, onOpen }: { data: CafirLookup; name: string; onOpen: (query: string) => void }) {
  return <DataTable title={t('cafirProperties')} columns={CAFIR_COLUMNS} rows={data.imoveis} fileName={`${name}-cafir`} onOpen={onOpen} />;
}

export function SncrLookupView({ data, name, onOpen }: { data: SncrLookup; name: string; onOpen: (query: string) => void }) {
  return <DataTable title={t('sncrProperties')} columns={SNCR_COLUMNS} rows={data.propriedades} fileName={`${name}-sncr`} onOpen={onOpen} />;
}
