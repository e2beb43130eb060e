import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { STORAGE_AREAS, STORED_ITEMS, WRITERS } from './registry';

/**
 * The registry's meta-test: every stored item is in the one table, with its area and writer, under a
 * key of its own, and no code outside lib/storage/ defines an item or writes a storage area itself.
 */
const ROOT = join(import.meta.dirname, '../..');
const SOURCE_FOLDERS = ['lib', 'entrypoints', 'components'];

interface SourceFile {
  path: string;
  text: string;
}

function sourceFiles(): SourceFile[] {
  return SOURCE_FOLDERS.flatMap((folder) =>
    readdirSync(join(ROOT, folder), { recursive: true, encoding: 'utf8' })
      .filter((name) => /\.tsx?$/.test(name))
      .map((name) => ({ path: relative(ROOT, join(ROOT, folder, name)).split(sep).join('/'), text: readFileSync(join(ROOT, folder, name), 'utf8') })),
  );
}

const FORBIDDEN = [
  { pattern: /\bdefineItem\s*[<(]/, says: 'defines a storage item: add it to lib/storage/registry.ts and define it with defineStored' },
  { pattern: /\b(?:browser|chrome)\.storage\.(?:local|session|sync)\.(?:set|remove|clear)\s*\(/, says: 'writes a storage area itself: write through an item of lib/storage/' },
  { pattern: /\bstorage\.(?:setItem|setItems|removeItem|removeItems)\s*\(/, says: "writes through WXT's storage by key: write through an item of lib/storage/" },
];

/** Each line outside lib/storage/ that defines an item or writes a storage area. */
function storageViolations(files: SourceFile[]): string[] {
  return files
    .filter((file) => !file.path.startsWith('lib/storage/'))
    .flatMap((file) =>
      file.text.split('\n').flatMap((line, index) => FORBIDDEN.filter(({ pattern }) => pattern.test(line)).map(({ says }) => `${file.path}:${index + 1} ${says}`)),
    );
}

/** What is wrong with a table of items: a key without its area, a writer or version missing, a key used twice. */
function registryProblems(items: Record<string, { key?: unknown; version?: unknown; writer?: unknown }>): string[] {
  const owners = new Map<string, string>();
  return Object.entries(items).flatMap(([name, item]) => {
    const problems: string[] = [];
    const key = typeof item.key === 'string' ? item.key : '';
    const [area, stored] = [key.slice(0, key.indexOf(':')), key.slice(key.indexOf(':') + 1)];
    if (!(STORAGE_AREAS as readonly string[]).includes(area) || !stored) problems.push(`${name}: its key "${key}" names no area (${STORAGE_AREAS.join(', ')})`);
    if (!(WRITERS as readonly unknown[]).includes(item.writer)) problems.push(`${name}: no writer`);
    if (!Number.isInteger(item.version) || (item.version as number) < 1) problems.push(`${name}: no version`);
    const owner = owners.get(key);
    if (owner) problems.push(`${name}: the key "${key}" is ${owner}'s too`);
    owners.set(key, name);
    return problems;
  });
}

describe('the storage registry', () => {
  it('holds every item: nothing outside lib/storage/ defines one or writes a storage area itself', () => {
    const files = sourceFiles();
    expect(files.length).toBeGreaterThan(100);
    expect(storageViolations(files)).toEqual([]);
  });

  it('gives each item a key of its own, with its area, version and writer', () => {
    expect(registryProblems(STORED_ITEMS)).toEqual([]);
  });

  it('defines every item of the table in lib/storage/, and the policy nowhere (it is read as a whole)', () => {
    const storageCode = sourceFiles()
      .filter((file) => file.path.startsWith('lib/storage/') && !file.path.endsWith('.test.ts'))
      .map((file) => file.text)
      .join('\n');
    const defined = [...storageCode.matchAll(/defineStored<[^(]*>\('(\w+)'/g)].map((match) => match[1]);
    const items = Object.entries(STORED_ITEMS).filter(([, item]) => !item.key.startsWith('managed:'));
    expect(defined.sort()).toEqual(items.map(([name]) => name).sort());
  });

  it('catches an item defined elsewhere, a raw write, a shared key and an item without its area or writer', () => {
    const offending: SourceFile = {
      path: 'lib/panel/somewhere.ts',
      text: [
        "export const draftItem = storage.defineItem<string>('local:draft', { fallback: '' });",
        'await browser.storage.local.set({ managed: {} });',
        "await chrome.storage.session.remove('auditPurpose');",
        "await storage.setItem('local:settings', {});",
      ].join('\n'),
    };
    expect(storageViolations([offending])).toEqual([
      expect.stringMatching(/^lib\/panel\/somewhere\.ts:1 defines a storage item/),
      expect.stringMatching(/^lib\/panel\/somewhere\.ts:2 writes a storage area itself/),
      expect.stringMatching(/^lib\/panel\/somewhere\.ts:3 writes a storage area itself/),
      expect.stringMatching(/^lib\/panel\/somewhere\.ts:4 writes through WXT's storage by key/),
    ]);
    // The same lines inside lib/storage/ are the registry's own.
    expect(storageViolations([{ ...offending, path: 'lib/storage/index.ts' }])).toEqual([]);

    expect(
      registryProblems({
        settings: STORED_ITEMS.settings,
        settingsAgain: { key: 'local:settings', version: 1, writer: 'background' },
        noArea: { key: 'draft', version: 1, writer: 'panel' },
        noWriter: { key: 'local:draft', version: 1 },
        noVersion: { key: 'session:draft', writer: 'background' },
      }),
    ).toEqual([
      `settingsAgain: the key "local:settings" is settings's too`,
      expect.stringMatching(/^noArea: its key "draft" names no area/),
      'noWriter: no writer',
      'noVersion: no version',
    ]);
  });
});
