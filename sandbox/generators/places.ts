/** Where the synthetic people and things are: municipalities and street addresses. */
import type { Address } from '../../lib/api/schemas';
import { COMPLEMENTS, NEIGHBOURHOODS, STREETS } from '../data/addresses';
import { MUNICIPALITIES, RURAL_UFS, municipalitiesOf, type Municipality } from '../data/municipalities';
import { AREA_CODE_STATE } from '../data/states';
import type { Rng } from '../random';
import { randomCep } from './documents';

/** A town served by the area code, or any town of its state when the list has none for that code. */
export function municipalityForAreaCode(rng: Rng, areaCode: string): Municipality {
  const sameCode = MUNICIPALITIES.filter((municipality) => municipality.ddd === areaCode);
  if (sameCode.length > 0) return rng.pick(sameCode);
  const uf = AREA_CODE_STATE[areaCode] ?? 'SP';
  return rng.pick(municipalitiesOf(uf));
}

export function randomMunicipality(rng: Rng): Municipality {
  return rng.pick(MUNICIPALITIES);
}

/** A town in a state where rural properties and timber transport are common. */
export function randomRuralMunicipality(rng: Rng): Municipality {
  return rng.pick(municipalitiesOf(rng.pick(RURAL_UFS)));
}

export function randomAddress(rng: Rng, municipality: Municipality): Address {
  return {
    logradouro: rng.pick(STREETS),
    numero: String(rng.int(1, 3500)),
    complemento: rng.pick(COMPLEMENTS),
    bairro: rng.pick(NEIGHBOURHOODS),
    cidade: municipality.nome,
    uf: municipality.uf,
    cep: randomCep(rng, municipality.uf),
  };
}
