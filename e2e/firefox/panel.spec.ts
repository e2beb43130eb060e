/**
 * The side panel page in Firefox: the scenarios of e2e/scenarios/panel.ts (every record family, the
 * rural drill-downs, a big record's operations read from the cache, the narrow-width check).
 */
import { configureForPanel, NARROW_WIDTHS, overflowAtWidths, WIDTH_QUERIES } from '../scenarios/panel';
import { SHARED_SCENARIOS, sharedTestBody } from '../scenarios/shared';
import { expect, test } from './fixtures';

test.beforeEach(async ({ driver, sandbox, pages }) => {
  await configureForPanel(driver, { sandbox, pages });
});

for (const scenario of SHARED_SCENARIOS.panel) test(scenario.title, sharedTestBody(scenario));

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
