import type { CafirLookup, SncrLookup } from '../../../lib/api/schemas';
import type { FieldName } from '../../../lib/i18n/field-labels';
import { t } from '../../../lib/i18n';
import { ItemList } from '../ItemList';
import { CAFIR_COLUMNS, CAFIR_KEYS, SNCR_COLUMNS } from './RuralView';

/** Looked up by place or code, a property's holder is among the facts that matter. */
const SNCR_LOOKUP_KEYS: FieldName[] = ['nome_imovel', 'municipio', 'uf', 'area_total', 'modulos_fiscais', 'nome_detentor', 'cpf_cnpj', 'codigo_imovel'];

/** The rural drill-downs: a NIRF's CAFIR record, a municipality's or a property code's SNCR records. */
export function CafirLookupView({ data, name, onOpen }: { data: CafirLookup; name: string; onOpen: (query: string) => void }) {
  return <ItemList title={t('cafirProperties')} columns={CAFIR_COLUMNS} rows={data.imoveis} keyFields={CAFIR_KEYS} fileName={`${name}-cafir`} onOpen={onOpen} />;
}

export function SncrLookupView({ data, name, onOpen }: { data: SncrLookup; name: string; onOpen: (query: string) => void }) {
  return <ItemList title={t('sncrProperties')} columns={SNCR_COLUMNS} rows={data.propriedades} keyFields={SNCR_LOOKUP_KEYS} fileName={`${name}-sncr`} onOpen={onOpen} />;
}
