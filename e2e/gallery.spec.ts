/**
 * The fixture gallery: every view renders with synthetic data, without errors, and axe finds no
 * serious violation. Each fixture is rendered alone (`?fixture=<name>`), a few per test (at most
 * FIXTURES_PER_TEST of one folder of components), so that no test comes near the timeout on a busy
 * machine; a last test checks that the groups cover every fixture the gallery page renders. The
 * README's screenshots of the views are `npm run demo`'s job (scripts/demo.ts): tests write no file.
 */
import { readdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { BrowserContext, Page } from '@playwright/test';
import type { Fixture } from '../components/fixture';
import { openExtensionPage } from './extension';
import { expect, test as extensionTest, withExtensionBrowser } from './fixtures';

/**
 * One browser per worker for the whole gallery: a fixture keeps nothing in the profile, and a browser
 * launched for each of the ~30 tests cost 2-4 s apiece on a busy machine.
 */
const test = extensionTest.extend<object, { gallery: { context: BrowserContext; extensionId: string } }>({
  gallery: [
    async ({}, use) => {
      await withExtensionBrowser('pt-BR', async (context) => {
        const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
        await use({ context, extensionId: new URL(worker.url()).host });
      });
    },
    { scope: 'worker' },
  ],
});

const COMPONENTS = resolve(import.meta.dirname, '../components');
/** About 1-3 s of axe per fixture on a busy two-core machine: four keep a test well under 20 s. */
const FIXTURES_PER_TEST = 4;

/** Fixture names by folder of components (`panel/views`), read from the same files the gallery globs. */
async function fixtureGroups(): Promise<Map<string, string[]>> {
  const files = (readdirSync(COMPONENTS, { recursive: true }) as string[]).filter((file) => file.endsWith('.fixture.tsx')).sort();
  const groups = new Map<string, string[]>();
  for (const file of files) {
    const module = (await import(`../components/${file}`)) as { default: Fixture[] };
    const group = dirname(file);
    groups.set(group, [...(groups.get(group) ?? []), ...module.default.map((fixture) => fixture.name)]);
  }
  return groups;
}

const GROUPS = await fixtureGroups();

/** A folder's fixtures in near-equal chunks of at most FIXTURES_PER_TEST. */
function chunks(names: string[]): string[][] {
  const count = Math.ceil(names.length / FIXTURES_PER_TEST);
  const size = Math.ceil(names.length / count);
  return Array.from({ length: count }, (_, index) => names.slice(index * size, (index + 1) * size));
}

// Each test has its own browser: both workers can take them.
test.describe.configure({ mode: 'parallel' });

/** The 10,000-row fixtures are left out of axe, which would spend a minute on identical rows; they still render here. */
const tooLargeForAxe = (name: string) => name.includes('10000');

/**
 * axe's serious and critical violations on the page. Legacy mode runs axe in the page itself instead of
 * gathering its results in a new blank tab, which here cost three to five times axe's own work; what
 * legacy mode gives up is testing cross-origin frames, and a fixture has no frame at all (checked).
 * Only violations are collected: passes are not looked at.
 */
async function seriousViolations(page: Page): Promise<string[]> {
  expect(page.frames()).toHaveLength(1);
  const results = await new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ['violations'] }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes[0]?.target.join(' ')}`);
}

for (const [group, names] of [...GROUPS].flatMap(([group, names]) => chunks(names).map((chunk) => [group, chunk] as const))) {
  test(`components/${group}: ${names.join(', ')} render without page errors or serious accessibility violations`, async ({ gallery: { context, extensionId } }) => {
    const page = await context.newPage();
    let current = '';
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(`${current}: ${error.message}`));
    const violations: Record<string, string[]> = {};
    for (const name of names) {
      current = name;
      await page.goto(`chrome-extension://${extensionId}/gallery.html?fixture=${encodeURIComponent(name)}`);
      await expect(page.locator('[data-fixture]')).toHaveAttribute('data-fixture', name);
      if (!tooLargeForAxe(name)) {
        const found = await seriousViolations(page);
        if (found.length > 0) violations[name] = found;
      }
    }
    await page.close();
    expect(errors).toEqual([]);
    expect(violations).toEqual({});
  });
}

test('the groups above cover every fixture the gallery renders', async ({ gallery: { context, extensionId } }) => {
  const page = await openExtensionPage(context, extensionId, 'gallery.html');
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.reload();
  const rendered = await page.locator('[data-fixture]').evaluateAll((sections) => sections.map((section) => section.getAttribute('data-fixture')));
  const grouped = [...GROUPS.values()].flat();
  expect(rendered.length).toBeGreaterThan(25);
  expect([...rendered].sort()).toEqual([...grouped].sort());
  await page.close();
  expect(errors).toEqual([]);
});
