import { addressLine } from '../../../lib/format/address';
import type { Owner, ResidedAddress, UrbanProperty, UrbanPropertyResult } from '../../../lib/api/schemas';
import { UF_CODES } from '../../../lib/identifiers/uf';
import type { FieldName } from '../../../lib/i18n/field-labels';
import { t } from '../../../lib/i18n';
import { plural } from '../../../lib/i18n/plural';
import { ItemList } from '../ItemList';
import type { Column } from '../table-model';

const ownerLink = (owner: Owner | null) => owner?.documento ?? null;

const PROPERTY_COLUMNS: Column<UrbanProperty>[] = [
  { field: 'localizacao', value: (row) => addressLine(row.localizacao), copy: true },
  { field: 'valor_venal', value: (row) => row.valor_venal, format: 'money' },
  { field: 'area_terreno', value: (row) => row.area_terreno, format: 'squareMeters' },
  { field: 'area_construida', value: (row) => row.area_construida, format: 'squareMeters' },
  { field: 'tipo_uso', value: (row) => row.tipo_uso },
  { field: 'ano_construcao', value: (row) => row.ano_construcao },
  { field: 'valor_iptu', value: (row) => row.valor_iptu, format: 'money' },
  { field: 'proprietario', value: (row) => row.proprietario?.nome, link: (row) => ownerLink(row.proprietario) },
  { field: 'sql_iptu', value: (row) => row.sql_iptu },
  { field: 'inscricao', value: (row) => row.inscricao },
  { field: 'fonte', value: (row) => row.fonte },
];

const RESIDED_COLUMNS: Column<ResidedAddress>[] = [
  { field: 'endereco', value: (row) => addressLine(row.endereco) },
  { field: 'vinculo', value: (row) => row.vinculo },
  { field: 'proprietario', value: (row) => row.proprietarioReal?.nome, link: (row) => ownerLink(row.proprietarioReal) },
  { field: 'valor_venal', value: (row) => row.imovelRecord?.valor_venal, format: 'money' },
];

interface RelativeProperty extends UrbanProperty {
  relativeName: string | null;
  relativeCpf: string | null;
  relativeTie: string | null;
}

const RELATIVE_COLUMNS: Column<RelativeProperty>[] = [
  { field: 'nome', value: (row) => row.relativeName, link: (row) => row.relativeCpf },
  { field: 'vinculo', value: (row) => row.relativeTie },
  ...PROPERTY_COLUMNS.slice(0, 7),
];

/** The fields each property shows folded: address, market value, areas, source. */
const PROPERTY_KEYS: FieldName[] = ['localizacao', 'valor_venal', 'area_terreno', 'area_construida', 'fonte'];
const RESIDED_KEYS: FieldName[] = ['endereco', 'vinculo', 'valor_venal'];

export interface UrbanFilters {
  uf: string;
  includeRelatives: boolean;
}

interface Props {
  data: UrbanPropertyResult;
  name: string;
  /** Filters apply to CPF look-ups only: the UF one (endpoint 3) and the relatives option (endpoint 2). */
  filters?: UrbanFilters;
  onFilters?: (filters: UrbanFilters) => void;
  onOpen: (query: string) => void;
}

/** Urban properties, the addresses where the person lived, and relatives' properties. */
export function UrbanView({ data, name, filters, onFilters, onOpen }: Props) {
  const relatives = data.parentes.filter((relative) => relative.propriedades.length > 0);
  const relativeCount = relatives.reduce((sum, relative) => sum + relative.propriedades.length, 0);
  return (
    <div>
      {filters && onFilters && <UrbanFilterBar filters={filters} onFilters={onFilters} />}
      <ItemList title={t('ownProperties')} columns={PROPERTY_COLUMNS} rows={data.propriedades} keyFields={PROPERTY_KEYS} fileName={`${name}-imoveis`} onOpen={onOpen} />
      <ItemList title={t('residedAddresses')} columns={RESIDED_COLUMNS} rows={data.enderecosResididos} keyFields={RESIDED_KEYS} fileName={`${name}-enderecos`} onOpen={onOpen} />
      <h3 class="group-title">
        {t('relativesProperties')} <span class="count">{plural('records', relativeCount)}</span>
      </h3>
      {relatives.map((relative, index) => (
        <ItemList
          key={relative.cpf ?? index}
          title={[relative.nome, relative.vinculo].filter(Boolean).join(' · ')}
          level={4}
          columns={RELATIVE_COLUMNS}
          rows={relative.propriedades.map((property) => ({ ...property, relativeName: relative.nome, relativeCpf: relative.cpf, relativeTie: relative.vinculo }))}
          keyFields={PROPERTY_KEYS}
          fileName={`${name}-imoveis-parente-${index + 1}`}
          onOpen={onOpen}
        />
      ))}
    </div>
  );
}

export function UrbanFilterBar({ filters, onFilters }: { filters: UrbanFilters; onFilters: (filters: UrbanFilters) => void }) {
  return (
    <div class="filters">
      <label>
        {t('ufFilter')}
        <select value={filters.uf} onChange={(event) => onFilters({ ...filters, uf: event.currentTarget.value })}>
          <option value="">{t('ufAll')}</option>
          {UF_CODES.map((uf) => (
            <option key={uf} value={uf}>
              {uf}
            </option>
          ))}
        </select>
      </label>
      <label class="check">
        <input
          type="checkbox"
          checked={filters.includeRelatives}
          disabled={filters.uf !== ''}
          onChange={(event) => onFilters({ ...filters, includeRelatives: event.currentTarget.checked })}
        />
        {t('includeRelatives')}
      </label>
    </div>
  );
}
