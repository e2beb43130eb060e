/**
 * The side panel page in Firefox: the scenarios of e2e/scenarios/panel.ts (every record family, the
 * rural drill-downs, a big record's operations read from the cache, the narrow-width check).
 */
import { configureForPanel, WIDTH_QUERIES } from '../scenarios/panel';
import { PANEL_HEIGHT, PANEL_WIDTHS, panelLayoutProblems } from '../scenarios/panel-layout';
import { SHARED_SCENARIOS, sharedTestBody } from '../scenarios/shared';
import { expect, test } from './fixtures';

test.beforeEach(async ({ driver, sandbox, pages }) => {
  await configureForPanel(driver, { sandbox, pages });
});

for (const scenario of SHARED_SCENARIOS.panel) test(scenario.title, sharedTestBody(scenario));

// The panel's layout check (every view fits 252–420 × 600 px: no value cut, no word or code broken,
// the tabs in one row, data on the first screen), in Firefox's real sidebar beside a page: it opens at
// 252 px, and is resized as a drag of its edge would (e2e/firefox/firefox.ts, resizeSidebar). Split so
// that each test stays short.
const WIDTH_GROUPS = {
  'a CPF': WIDTH_QUERIES.slice(0, 1),
  'a CNPJ, a phone and an e-mail': WIDTH_QUERIES.slice(1, 4),
  'the rural look-ups': WIDTH_QUERIES.slice(4),
};
for (const [group, queries] of Object.entries(WIDTH_GROUPS)) {
  test(`in the real sidebar at ${PANEL_WIDTHS.join(', ')} × ${PANEL_HEIGHT} px, every family of ${group} fits, nothing cut or broken mid-word`, async ({ driver, pages }) => {
    const beside = await driver.openWebPage(`${pages}/static.html`);
    expect(await panelLayoutProblems(driver, queries, PANEL_WIDTHS, (query) => driver.panelBeside(beside, query))).toEqual([]);
  });
}
