/** Facts per federative unit used to make addresses, phones and rural records plausible. */
import type { Uf } from '../../lib/identifiers/uf';

/** The state each of the 67 area codes (DDD) belongs to. */
export const AREA_CODE_STATE: Readonly<Record<string, Uf>> = {
  11: 'SP', 12: 'SP', 13: 'SP', 14: 'SP', 15: 'SP', 16: 'SP', 17: 'SP', 18: 'SP', 19: 'SP',
  21: 'RJ', 22: 'RJ', 24: 'RJ', 27: 'ES', 28: 'ES',
  31: 'MG', 32: 'MG', 33: 'MG', 34: 'MG', 35: 'MG', 37: 'MG', 38: 'MG',
  41: 'PR', 42: 'PR', 43: 'PR', 44: 'PR', 45: 'PR', 46: 'PR', 47: 'SC', 48: 'SC', 49: 'SC',
  51: 'RS', 53: 'RS', 54: 'RS', 55: 'RS',
  61: 'DF', 62: 'GO', 63: 'TO', 64: 'GO', 65: 'MT', 66: 'MT', 67: 'MS', 68: 'AC', 69: 'RO',
  71: 'BA', 73: 'BA', 74: 'BA', 75: 'BA', 77: 'BA', 79: 'SE',
  81: 'PE', 82: 'AL', 83: 'PB', 84: 'RN', 85: 'CE', 86: 'PI', 87: 'PE', 88: 'CE', 89: 'PI',
  91: 'PA', 92: 'AM', 93: 'PA', 94: 'PA', 95: 'RR', 96: 'AP', 97: 'AM', 98: 'MA', 99: 'MA',
};

/** The first five digits of the CEPs of each state (Correios ranges, simplified to one span each). */
export const CEP_PREFIX_RANGE: Readonly<Record<Uf, readonly [number, number]>> = {
  SP: [1000, 19999], RJ: [20000, 28999], ES: [29000, 29999], MG: [30000, 39999],
  BA: [40000, 48999], SE: [49000, 49999], PE: [50000, 56999], AL: [57000, 57999],
  PB: [58000, 58999], RN: [59000, 59999], CE: [60000, 63999], PI: [64000, 64999],
  MA: [65000, 65999], PA: [66000, 68899], AP: [68900, 68999], AM: [69000, 69299],
  RR: [69300, 69399], AC: [69900, 69999], DF: [70000, 72799], GO: [73700, 76799],
  RO: [76800, 76999], TO: [77000, 77999], MT: [78000, 78899], MS: [79000, 79999],
  PR: [80000, 87999], SC: [88000, 89999], RS: [90000, 99999],
};

/**
 * A typical fiscal module (módulo fiscal) in hectares. Real values are set per municipality by INCRA
 * (5 to 110 ha); one figure per state keeps `modulos_fiscais` in a believable range.
 */
export const TYPICAL_FISCAL_MODULE_HA: Readonly<Record<Uf, number>> = {
  AC: 70, AM: 80, AP: 50, PA: 70, RO: 60, RR: 80, TO: 80,
  AL: 16, BA: 50, CE: 50, MA: 65, PB: 35, PE: 30, PI: 65, RN: 35, SE: 30,
  DF: 5, GO: 40, MS: 50, MT: 90,
  ES: 20, MG: 30, RJ: 14, SP: 20,
  PR: 18, RS: 20, SC: 18,
};

/** Regional attorney's offices of the National Treasury (PRFN) that collect federal debts, by state. */
export const TREASURY_REGION: Readonly<Record<Uf, string>> = {
  AC: '1ª', AM: '1ª', AP: '1ª', BA: '1ª', DF: '1ª', GO: '1ª', MA: '1ª', MT: '1ª', PA: '1ª', PI: '1ª',
  RO: '1ª', RR: '1ª', TO: '1ª',
  ES: '2ª', RJ: '2ª',
  MS: '3ª', SP: '3ª',
  PR: '4ª', RS: '4ª', SC: '4ª',
  AL: '5ª', CE: '5ª', PB: '5ª', PE: '5ª', RN: '5ª', SE: '5ª',
  MG: '6ª',
};

/** The code of each state's court of justice in CNJ case numbers (segment 8), alphabetical by state name. */
export const STATE_COURT_CODE: Readonly<Record<Uf, string>> = {
  AC: '01', AL: '02', AP: '03', AM: '04', BA: '05', CE: '06', DF: '07', ES: '08', GO: '09', MA: '10',
  MT: '11', MS: '12', MG: '13', PA: '14', PB: '15', PR: '16', PE: '17', PI: '18', RJ: '19', RN: '20',
  RS: '21', RO: '22', RR: '23', SC: '24', SE: '25', SP: '26', TO: '27',
};
