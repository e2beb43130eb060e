/** Reference values of the federal cash-transfer programmes, in reais. */

/** Auxílio Brasil paid from November 2021 to February 2023, R$ 400 and then R$ 600. */
export const AUXILIO_BRASIL = { firstMonth: '2021-11', lastMonth: '2023-02', values: [400, 600] } as const;

/** The new Bolsa Família, from March 2023: at least R$ 600, plus R$ 150 per child under 7 and R$ 50 per other dependant. */
export const BOLSA_FAMILIA = { firstMonth: '2023-03', base: 600, childSupplement: 150, dependantSupplement: 50 } as const;

/** Auxílio Emergencial, April 2020 to October 2021: R$ 600 (R$ 1,200 for single mothers), then R$ 300 and 2021's R$ 150–375. */
export const AUXILIO_EMERGENCIAL: { months2020: readonly string[]; months2021: readonly string[]; frameworks: readonly string[] } = {
  months2020: ['2020-04', '2020-05', '2020-06', '2020-07', '2020-08', '2020-09', '2020-10', '2020-11', '2020-12'],
  months2021: ['2021-04', '2021-05', '2021-06', '2021-07', '2021-08', '2021-09', '2021-10'],
  frameworks: ['CADUNICO', 'BOLSA FAMILIA', 'EXTRACAD'],
};

/** BPC (benefício de prestação continuada) pays one minimum wage per month. */
export const MINIMUM_WAGE_BY_YEAR: Readonly<Record<number, number>> = {
  2020: 1045, 2021: 1100, 2022: 1212, 2023: 1320, 2024: 1412, 2025: 1518,
};
