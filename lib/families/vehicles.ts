import type { Vehicle, VehicleResult } from '../api/schemas';
import { defineFamily } from './types';

/** A vehicle's restrictions, without the fields that say there is none. */
export function restrictionsOf(vehicle: Vehicle): string[] {
  return [vehicle.restricao_1, vehicle.restricao_2, vehicle.restricao_3, vehicle.restricao_4].filter(
    (restriction): restriction is string => Boolean(restriction && restriction.trim() && !/^(nada consta|sem restri)/i.test(restriction)),
  );
}

export const vehiclesFamily = defineFamily<VehicleResult>({
  id: 'vehicles',
  label: 'tabVehicles',
  requests: { cpf: (cpf) => ({ resource: 'vehicles', cpf }) },
  count: (result) => result.veiculos.length,
  summary: (result) => ({ vehicles: result.veiculos.length }),
  review: {
    kinds: ['cpf'],
    facts: (result) => ({ vehicles: result.veiculos.length, restrictedVehicles: result.veiculos.filter((vehicle) => restrictionsOf(vehicle).length > 0).length }),
  },
});
