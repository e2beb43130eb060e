import type { Vehicle, VehicleResult } from '../../../lib/api/schemas';
import { restrictionsOf } from '../../../lib/families/vehicles';
import type { FieldName } from '../../../lib/i18n/field-labels';
import { formatInteger } from '../../../lib/format';
import { t } from '../../../lib/i18n';
import { ItemList } from '../ItemList';
import type { Column } from '../table-model';

const hasRestriction = (vehicle: Vehicle) => restrictionsOf(vehicle).length > 0;

// CSV column order as before; the compact item shows KEY_FIELDS, in their order.
const VEHICLE_COLUMNS: Column<Vehicle>[] = [
  { field: 'placa', value: (row) => row.placa, copy: true },
  { field: 'restricoes', value: (row) => restrictionsOf(row).join(' · ') || t('noRestriction'), emphasis: hasRestriction },
  { field: 'marca', value: (row) => row.marca },
  { field: 'modelo', value: (row) => row.modelo },
  { field: 'ano_fabricacao', value: (row) => row.ano_fabricacao },
  { field: 'ano_modelo', value: (row) => row.ano_modelo },
  { field: 'cor', value: (row) => row.cor },
  { field: 'combustivel', value: (row) => row.combustivel },
  { field: 'situacao_veiculo', value: (row) => row.situacao_veiculo },
  { field: 'municipio', value: (row) => row.municipio },
  { field: 'uf', value: (row) => row.uf },
  { field: 'renavam', value: (row) => row.renavam, copy: true },
  { field: 'chassi', value: (row) => row.chassi, copy: true },
  { field: 'placa_antiga', value: (row) => row.placa_antiga },
  { field: 'tipo_veiculo', value: (row) => row.tipo_veiculo },
  { field: 'especie_veiculo', value: (row) => row.especie_veiculo },
  { field: 'potencia', value: (row) => row.potencia },
  { field: 'cilindradas', value: (row) => row.cilindradas },
  { field: 'quantidade_passageiro', value: (row) => row.quantidade_passageiro },
];

/** The fields each vehicle shows folded: plates, brand and model, year, place, restrictions. */
const KEY_FIELDS: FieldName[] = ['placa', 'placa_antiga', 'marca', 'modelo', 'ano_modelo', 'municipio', 'uf', 'restricoes'];

/** Vehicles: how many have restrictions, then each vehicle as a compact item, restricted ones first and marked. */
export function VehiclesView({ data, name, onOpen }: { data: VehicleResult; name: string; onOpen: (query: string) => void }) {
  const restricted = data.veiculos.filter(hasRestriction).length;
  const rows = [...data.veiculos].sort((a, b) => restrictionsOf(b).length - restrictionsOf(a).length);
  return (
    <div>
      <p class="totals">
        {restricted > 0 ? (
          <strong class="emphasis">
            {t('hasRestriction')}: {t('countOfTotal', [formatInteger(restricted), formatInteger(rows.length)])}
          </strong>
        ) : (
          t('noRestriction')
        )}
      </p>
      <ItemList title={t('tabVehicles')} columns={VEHICLE_COLUMNS} rows={rows} keyFields={KEY_FIELDS} flagged={hasRestriction} fileName={`${name}-veiculos`} onOpen={onOpen} />
    </div>
  );
}
