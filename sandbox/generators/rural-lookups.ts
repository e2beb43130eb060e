/**
 * Rural look-ups (endpoints 8 to 10): by NIRF, by municipality and by SNCR property code. They return
 * the very records the holders' rural profiles show (see rural.ts and sncr-codes.ts).
 */
import type { CafirProperty, SncrProperty } from '../../lib/api/schemas';
import { RURAL_UFS, municipalityByIbge } from '../data/municipalities';
import { seededRandom } from '../random';
import { CPF_FULL, CPF_LARGE, SNCR_CODE_WITH_RECORDS } from '../special';
import { randomCpf } from './documents';
import { personPlan } from './plan';
import { cafirProperty, nirfIsRegistered, sncrPropertiesOf, sncrProperty } from './rural';
import { decodeSncrCode } from './sncr-codes';

export function cafirByNirf(nirf: string): CafirProperty[] {
  return nirfIsRegistered(nirf) ? [cafirProperty(nirf)] : [];
}

export function sncrByCode(code: string): SncrProperty[] {
  if (code === SNCR_CODE_WITH_RECORDS) return [sncrProperty(CPF_FULL, 0)];
  const holder = decodeSncrCode(code);
  if (!holder || holder.index >= personPlan(holder.cpf).sncrProperties) return [];
  const property = sncrProperty(holder.cpf, holder.index);
  return property.codigo_imovel === code ? [property] : [];
}

/** How many holders to try before settling for fewer properties than the target. */
const MAX_CANDIDATE_HOLDERS = 2500;

const byMunicipality = new Map<string, SncrProperty[]>();

/**
 * Properties in a municipality, found by drawing candidate holders (the special CPFs first) and
 * keeping their properties located there: slow-ish, so each answer is kept (at most one per known
 * municipality). Towns outside the rural states never hold generated properties.
 */
export function sncrByMunicipality(ibge: string): SncrProperty[] {
  const cached = byMunicipality.get(ibge);
  if (cached) return cached;
  const municipality = municipalityByIbge(ibge);
  if (!municipality || !RURAL_UFS.includes(municipality.uf)) return [];
  const rng = seededRandom('municipio', ibge);
  const target = rng.int(1, 6);
  const found: SncrProperty[] = [];
  const candidates = [CPF_FULL, CPF_LARGE];
  for (let tried = 0; tried < MAX_CANDIDATE_HOLDERS && found.length < target; tried++) {
    const holder = candidates[tried] ?? randomCpf(rng);
    found.push(...sncrPropertiesOf(holder).filter((property) => property.cod_ibge === ibge));
  }
  byMunicipality.set(ibge, found);
  return found;
}
