/**
 * The side panel page in Firefox: the scenarios of e2e/scenarios/panel.ts (every record family, the
 * rural drill-downs, a big record's operations read from the cache, the narrow-width check).
 */
import {
  bigRuralRecordOperations,
  cnpjFamilies,
  configureForPanel,
  cpfFamilies,
  emailProfilesAndCompanies,
  NARROW_WIDTHS,
  overflowAtWidths,
  phoneOwners,
  ruralDrillDowns,
  tabsStayAsTheRecordArrives,
  WIDTH_QUERIES,
} from '../scenarios/panel';
import { expect, test } from './fixtures';

test.beforeEach(async ({ driver, sandbox, pages }) => {
  await configureForPanel(driver, { sandbox, pages });
});

test('a CPF opens from the URL with its profile, and each family loads when its tab opens', async ({ driver, sandbox, pages }) => {
  await cpfFamilies(driver, { sandbox, pages });
});

test('rural drill-downs: NIRF, municipality and property code, from the search box and from links', async ({ driver, sandbox, pages }) => {
  await ruralDrillDowns(driver, { sandbox, pages });
});

test('a big rural record shows without its 10,000 operations; a partner\'s come from the cache when opened', async ({ driver, sandbox, pages }) => {
  await bigRuralRecordOperations(driver, { sandbox, pages });
});

test('a phone lists the people it belongs to, one click from their profile', async ({ driver }) => {
  await phoneOwners(driver);
});

test('an e-mail shows digital profiles and associated companies with their partners', async ({ driver }) => {
  await emailProfilesAndCompanies(driver);
});

test('a CNPJ, alphanumeric too, shows urban properties and fiscal benefits with totals', async ({ driver }) => {
  await cnpjFamilies(driver);
});

test('the tabs stay where they are while the record comes: the header keeps the name\'s line', async ({ driver, sandbox, pages }) => {
  await tabsStayAsTheRecordArrives(driver, { sandbox, pages });
});

// The panel's width check (every view fits 320–420 px), split so that each test stays short. Firefox keeps
// wide tables inside their scroll boxes, so it passes here while Chromium's document still grows.
const WIDTH_GROUPS = {
  'a CPF': WIDTH_QUERIES.slice(0, 1),
  'a CNPJ, a phone and an e-mail': WIDTH_QUERIES.slice(1, 4),
  'the rural look-ups': WIDTH_QUERIES.slice(4),
};
for (const [group, queries] of Object.entries(WIDTH_GROUPS)) {
  test(`at ${NARROW_WIDTHS.join(' and ')} px, no family of ${group} makes the panel scroll sideways`, async ({ driver }) => {
    expect(await overflowAtWidths(driver, queries)).toEqual([]);
  });
}
