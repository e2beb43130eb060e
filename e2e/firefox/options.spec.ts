/** The options page in Firefox: the scenarios of e2e/scenarios/options.ts. */
import { cachePurge, connectionProblems, savesAndConnects } from '../scenarios/options';
import { test } from './fixtures';

test('saves the settings and the connection test succeeds against the sandbox', async ({ driver, sandbox, pages }) => {
  await savesAndConnects(driver, { sandbox, pages });
});

test('the connection test says precisely what is wrong', async ({ driver, sandbox, pages }) => {
  await connectionProblems(driver, { sandbox, pages });
});

test('the cache section counts what the background stored and erases one identifier or everything', async ({ driver, sandbox, pages }) => {
  await cachePurge(driver, { sandbox, pages });
});
