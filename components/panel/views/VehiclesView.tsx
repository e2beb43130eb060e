import type { Vehicle, VehicleResult } from '../../../lib/api/schemas';
import { restrictionsOf } from '../../../lib/families/vehicles';
import { t } from '../../../lib/i18n';
import { DataTable } from '../DataTable';
import type { Column } from '../table-model';


const VEHICLE_COLUMNS: Column<Vehicle>[] = [
  { field: 'placa', value: (row) => row.placa },
  { field: 'restricoes', value: (row) => restrictionsOf(row).join(' · ') || t('noRestriction'), emphasis: (row) => restrictionsOf(row).length > 0 },
  { field: 'marca', value: (row) => row.marca },
  { field: 'modelo', value: (row) => row.modelo },
  { field: 'ano_fabricacao', value: (row) => row.ano_fabricacao },
  { field: 'ano_modelo', value: (row) => row.ano_modelo },
  { field: 'cor', value: (row) => row.cor },
  { field: 'combustivel', value: (row) => row.combustivel },
  { field: 'situacao_veiculo', value: (row) => row.situacao_veiculo },
  { field: 'municipio', value: (row) => row.municipio },
  { field: 'uf', value: (row) => row.uf },
  { field: 'renavam', value: (row) => row.renavam },
  { field: 'chassi', value: (row) => row.chassi },
  { field: 'placa_antiga', value: (row) => row.placa_antiga },
  { field: 'tipo_veiculo', value: (row) => row.tipo_veiculo },
  { field: 'especie_veiculo', value: (row) => row.especie_veiculo },
  { field: 'potencia', value: (row) => row.potencia },
  { field: 'cilindradas', value: (row) => row.cilindradas },
  { field: 'quantidade_passageiro', value: (row) => row.quantidade_passageiro },
];

/** Vehicles, restrictions first and marked. */
export function VehiclesView({ data, name, onOpen }: { data: VehicleResult; name: string; onOpen: (query: string) => void }) {
  const restricted = data.veiculos.filter((vehicle) => restrictionsOf(vehicle).length > 0).length;
  const rows = [...data.veiculos].sort((a, b) => restrictionsOf(b).length - restrictionsOf(a).length);
  return (
    <div>
      {restricted > 0 && (
        <p class="totals">
          <strong class="emphasis">
            {t('hasRestriction')}: {restricted}
          </strong>
        </p>
      )}
      <DataTable title={t('tabVehicles')} columns={VEHICLE_COLUMNS} rows={rows} fileName={`${name}-veiculos`} onOpen={onOpen} />
    </div>
  );
}
