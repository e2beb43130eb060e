import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * CONTRIBUTING.md: "a module over ~300 lines has its own unit tests or is split". A module over the limit
 * must have a sibling `<name>.test.ts` or `<name>.test.tsx`; this test names every one that has neither,
 * so the rule holds without a reviewer counting lines. There is no allow-list: a module too large to test
 * on its own is a module to split.
 */
const ROOTS = ['lib', 'components', 'entrypoints'];
const LINE_LIMIT = 300;
const MODULE = /\.tsx?$/;
const NOT_A_MODULE = /\.test\.tsx?$|\.d\.ts$/;

function modulesUnder(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return modulesUnder(path);
    return MODULE.test(entry.name) && !NOT_A_MODULE.test(entry.name) ? [path] : [];
  });
}

const lineCount = (path: string) => readFileSync(path, 'utf8').trimEnd().split('\n').length;
const hasOwnTests = (path: string) => {
  const stem = path.replace(MODULE, '');
  return existsSync(`${stem}.test.ts`) || existsSync(`${stem}.test.tsx`);
};

describe('architecture rules', () => {
  it(`every module over ${LINE_LIMIT} lines has its own unit tests`, () => {
    const root = import.meta.dirname;
    const untested = ROOTS.flatMap((name) => modulesUnder(join(root, name)))
      .filter((path) => lineCount(path) > LINE_LIMIT && !hasOwnTests(path))
      .map((path) => `${relative(root, path)} (${lineCount(path)} lines)`);
    expect(untested).toEqual([]);
  });
});
