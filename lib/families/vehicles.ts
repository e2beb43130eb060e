import type { VehicleResult } from '../api/schemas';
import { defineFamily } from './types';

export const vehiclesFamily = defineFamily<VehicleResult>({
  id: 'vehicles',
  label: 'tabVehicles',
  requests: { cpf: (cpf) => ({ resource: 'vehicles', cpf }) },
  count: (result) => result.veiculos.length,
  summary: (result) => ({ vehicles: result.veiculos.length }),
});
