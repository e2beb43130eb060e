import { expect, test } from '@playwright/test';
import { FORBIDDEN_IN, forbiddenIn, holds } from './bundles';

/**
 * The built extension (the build `npm run test:e2e` makes) holds nothing where it must not: zod only
 * in the background, pdf.js only in the reader, no preact in the background (e2e/bundles.ts). The
 * import zones of eslint.config.js keep the source apart; this reads what the bundler made of it.
 */
const OUTPUT = '.output/chrome-mv3';

for (const entry of Object.keys(FORBIDDEN_IN)) {
  test(`the build's ${entry} holds none of ${FORBIDDEN_IN[entry]?.map((library) => library.name).join(', ')}`, () => {
    expect(forbiddenIn(OUTPUT, entry)).toEqual([]);
  });
}

test('each mark finds its library where it belongs, so that a check above cannot pass by finding nothing', () => {
  const libraries = [...new Set(Object.values(FORBIDDEN_IN).flat())].filter((library) => library.marker);
  for (const library of libraries) expect(holds(OUTPUT, library.foundIn as string, library), `${library.name} in ${library.foundIn}`).toBe(true);
});
