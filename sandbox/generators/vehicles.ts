/**
 * Vehicles registered to a person (endpoint 7), with plates in both standards, RENAVAM with its check
 * digit, a VIN whose year code matches the model year, and RENAVAM-style restrictions.
 */
import type { Vehicle, VehicleResult } from '../../lib/api/schemas';
import { VEHICLE_COLOURS, VEHICLE_MODELS, VEHICLE_RESTRICTIONS } from '../data/vehicles';
import { seededRandom, type Rng } from '../random';
import { foldForComparison } from '../text';
import { REFERENCE_DATE } from './dates';
import { mercosulFromOldPlate, randomChassis, randomMercosulPlate, randomOldPlate, randomRenavam } from './documents';
import { roundTo } from './numbers';
import { personIdentity } from './person';
import { personPlan } from './plan';
import { randomMunicipality } from './places';

/** Vehicles first registered from this year on got a Mercosul plate straight away. */
const MERCOSUL_FROM = 2019;
const REFERENCE_YEAR = Number(REFERENCE_DATE.slice(0, 4));

/** Plates: old only, old converted to Mercosul, or Mercosul from the start. */
function plates(rng: Rng, year: number): Pick<Vehicle, 'placa' | 'placa_antiga' | 'placa_nova'> {
  if (year >= MERCOSUL_FROM) {
    const placa = randomMercosulPlate(rng);
    return { placa, placa_antiga: '', placa_nova: placa };
  }
  const old = randomOldPlate(rng);
  if (rng.chance(0.5)) return { placa: old, placa_antiga: old, placa_nova: '' };
  const converted = mercosulFromOldPlate(old);
  return { placa: converted, placa_antiga: old, placa_nova: converted };
}

/** Up to four restrictions, filled from restricao_1; unused slots are empty strings, as RENAVAM prints them. */
function restrictions(rng: Rng, forced: boolean): Pick<Vehicle, 'restricao_1' | 'restricao_2' | 'restricao_3' | 'restricao_4'> {
  const count = forced ? 2 : rng.chance(0.35) ? rng.int(1, 2) : 0;
  const chosen = forced ? ['ALIENACAO FIDUCIARIA', 'RESTRICAO JUDICIAL RENAJUD'] : rng.sample(VEHICLE_RESTRICTIONS, count);
  const slot = (index: number) => chosen[index] ?? '';
  return { restricao_1: slot(0), restricao_2: slot(1), restricao_3: slot(2), restricao_4: slot(3) };
}

export function vehiclesOf(cpf: string): VehicleResult {
  const rng = seededRandom('veiculos', cpf);
  const plan = personPlan(cpf);
  const person = personIdentity(cpf);
  const veiculos = Array.from({ length: plan.vehicles }, (_, index): Vehicle => {
    const model = rng.pick(VEHICLE_MODELS);
    const ano_fabricacao = rng.int(2005, REFERENCE_YEAR);
    const ano_modelo = Math.min(ano_fabricacao + rng.int(0, 1), REFERENCE_YEAR + 1);
    const municipality = rng.chance(0.85) ? person.municipality : randomMunicipality(rng);
    return {
      cpf_cnpj: cpf,
      nome_proprietario: person.nome,
      ...plates(rng, ano_fabricacao),
      renavam: randomRenavam(rng),
      chassi: randomChassis(rng, model.wmi, ano_modelo),
      ano_fabricacao,
      ano_modelo,
      marca: model.marca,
      modelo: model.modelo,
      combustivel: model.combustivel,
      cor: rng.pick(VEHICLE_COLOURS),
      municipio: foldForComparison(municipality.nome).toUpperCase(),
      uf: municipality.uf,
      tipo_veiculo: model.tipo_veiculo,
      especie_veiculo: model.especie_veiculo,
      situacao_veiculo: rng.chance(0.95) ? 'EM CIRCULACAO' : 'BAIXADO',
      potencia: model.potencia,
      cilindradas: model.cilindradas,
      quantidade_passageiro: model.quantidade_passageiro,
      // The CPF with every family populated always has a financed vehicle under a court restriction.
      ...restrictions(rng, plan.complete && index === 0),
    };
  });
  return { veiculos };
}

/** A used vehicle's rough market value: the new price less about 8% a year, never below 15%. */
export function estimatedVehicleValue(vehicle: Vehicle): number {
  const model = VEHICLE_MODELS.find((candidate) => candidate.modelo === vehicle.modelo);
  const age = REFERENCE_YEAR - (vehicle.ano_modelo ?? REFERENCE_YEAR);
  return roundTo((model?.newPrice ?? 50_000) * Math.max(0.15, 0.92 ** age));
}
