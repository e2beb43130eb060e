/**
 * Forest products as they appear in forest-transport documents (DOF), with their unit and a plausible
 * price range per unit in reais. Lenha is measured in stacked cubic metres (st), charcoal in
 * "metros de carvão" (mdc), everything else in cubic metres.
 */

export interface ForestProduct {
  produto: string;
  unidade: string;
  /** Volume of one load (one transport document), min and max. */
  loadVolume: readonly [number, number];
  /** Price per unit, min and max (R$). */
  unitPrice: readonly [number, number];
  /** Species the product is usually made of. */
  species: readonly string[];
}

const NATIVE_HARDWOODS = ['Ipê', 'Cumaru', 'Jatobá', 'Maçaranduba', 'Angelim-pedra', 'Garapeira', 'Itaúba', 'Tauari', 'Cupiúba', 'Cedrinho'];
const PLANTED = ['Eucalipto', 'Pinus'];

export const FOREST_PRODUCTS: readonly ForestProduct[] = [
  { produto: 'Madeira serrada (prancha)', unidade: 'm³', loadVolume: [8, 30], unitPrice: [1800, 5200], species: NATIVE_HARDWOODS },
  { produto: 'Madeira serrada (viga)', unidade: 'm³', loadVolume: [8, 30], unitPrice: [1500, 4200], species: NATIVE_HARDWOODS },
  { produto: 'Madeira serrada (tábua)', unidade: 'm³', loadVolume: [6, 25], unitPrice: [1200, 3800], species: [...NATIVE_HARDWOODS, ...PLANTED] },
  { produto: 'Tora', unidade: 'm³', loadVolume: [20, 45], unitPrice: [350, 1200], species: [...NATIVE_HARDWOODS, ...PLANTED] },
  { produto: 'Toretes', unidade: 'm³', loadVolume: [15, 35], unitPrice: [150, 400], species: PLANTED },
  { produto: 'Lenha', unidade: 'st', loadVolume: [20, 60], unitPrice: [60, 130], species: ['Eucalipto', 'Lenha mista nativa'] },
  { produto: 'Carvão vegetal', unidade: 'mdc', loadVolume: [40, 90], unitPrice: [150, 320], species: ['Eucalipto', 'Carvão de resíduo nativo'] },
  { produto: 'Madeira beneficiada (deck)', unidade: 'm³', loadVolume: [4, 15], unitPrice: [4500, 9000], species: ['Ipê', 'Cumaru', 'Jatobá'] },
];
