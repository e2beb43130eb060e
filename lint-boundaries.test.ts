import { readdirSync } from 'node:fs';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import { CONTEXTS } from './eslint.config.js';

/**
 * The import zones of eslint.config.js are the architecture's trust boundaries (docs/architecture.md).
 * Each probe below is a real file of a context, linted with the project's own configuration: its import
 * is resolved to the file it names (or the package's files in node_modules), as the bundler would. A
 * forbidden crossing must be an error, so a zone that goes missing fails this test.
 */
const RULE = 'import-x/no-restricted-paths';
// The probes exist only in memory, where the type checker cannot see them: its rules are left out.
const eslint = new ESLint({ cwd: import.meta.dirname, overrideConfig: tseslint.configs.disableTypeChecked });

async function ruleIds(filePath: string, source: string): Promise<(string | null)[]> {
  const [result] = await eslint.lintText(source, { filePath });
  return result?.messages.map((message) => message.ruleId) ?? [];
}

const importing = (specifier: string) => `import { x } from '${specifier}';\nexport const y = x;\n`;
const loading = (specifier: string) => `export const load = () => import('${specifier}');\n`;
const typeImporting = (specifier: string) => `import type { X } from '${specifier}';\nexport type Y = X;\n`;

describe('import zones', () => {
  it.each([
    // The content bundle (content, detectors, identifiers, text, its settings reader, the protocol's
    // senders) loads nothing else, and no zod.
    ['lib/identifiers/probe.ts', 'zod'],
    ['lib/content/probe.ts', 'zod/v4'],
    ['lib/detectors/probe.ts', '../../node_modules/zod'],
    ['lib/text/probe.ts', '../protocol/schemas'],
    ['lib/settings/read.ts', '../api/schemas'],
    ['lib/protocol/send.ts', 'zod'],
    ['lib/protocol/messages.ts', './schemas'],
    ['lib/content/probe.ts', '../panel/use-page-access'],
    ['lib/content/probe.ts', '../pages/paid'],
    ['lib/content/probe.ts', '../i18n'],
    ['lib/content/probe.ts', '../../components/card/HoverCard'],
    ['lib/detectors/probe.ts', '../background/router'],
    ['entrypoints/content/probe.ts', '../../lib/api/client'],
    ['lib/content/probe.ts', '../storage/database'],
    ['lib/content/probe.ts', 'preact'],
    ['lib/content/probe.ts', 'pdfjs-dist'],
    // Views take props: no hook that sends messages or reads storage, no browser API, no storage.
    ['components/panel/probe.tsx', '../../lib/panel/use-record-panel'],
    ['components/options/probe.tsx', '../../lib/options/use-options'],
    ['components/card/probe.tsx', '../../lib/card/use-card'],
    ['components/panel/probe.tsx', 'wxt/browser'],
    ['components/card/probe.tsx', '../../lib/protocol/send'],
    ['components/questions/probe.tsx', '../../lib/pages/paid-questions'],
    ['components/options/probe.tsx', '../../lib/storage'],
    ['components/options/probe.tsx', '../../lib/settings/read'],
    ['components/options/probe.tsx', '../../lib/background/cache'],
    ['components/panel/probe.tsx', 'zod'],
    ['components/panel/probe.tsx', 'idb'],
    // The background renders nothing: no preact, no views, no page code.
    ['lib/background/probe.ts', 'preact'],
    ['lib/background/probe.ts', 'preact/hooks'],
    ['lib/background/probe.ts', '../../components/panel/Tabs'],
    ['lib/background/probe.ts', '../panel/query'],
    ['entrypoints/background/probe.ts', '../../lib/reader/search'],
    ['lib/background/probe.ts', '../content/painter'],
    ['lib/background/probe.ts', 'pdfjs-dist'],
    // Pages never load the background, the API client, the zod schemas (values) or the reader.
    ['entrypoints/sidepanel/probe.tsx', '../../lib/background/service'],
    ['lib/panel/probe.ts', '../background/lookup'],
    ['lib/card/probe.ts', '../background/cards'],
    ['lib/options/probe.ts', 'zod'],
    ['entrypoints/options/probe.tsx', '../../lib/api/client'],
    ['lib/panel/probe.ts', '../api/schemas'],
    ['lib/panel/probe.ts', '../protocol/schemas'],
    ['entrypoints/sidepanel/probe.tsx', '../../lib/reader/search'],
    ['entrypoints/sidepanel/probe.tsx', '../../components/reader/ReaderPage'],
    ['lib/panel/probe.ts', 'pdfjs-dist'],
    ['entrypoints/card/probe.tsx', 'pdfjs-dist/build/pdf.mjs'],
    ['lib/options/probe.ts', '../storage/database'],
    ['lib/panel/probe.ts', 'idb'],
    ['lib/options/probe.ts', '../storage/trusted'],
    ['lib/panel/probe.ts', '../enrichment/runner'],
    // The reader is a page: no background, no zod, no API client.
    ['lib/reader/probe.ts', '../background/service'],
    ['entrypoints/reader/probe.tsx', 'zod'],
    ['lib/reader/probe.ts', '../api/client'],
    ['lib/reader/probe.ts', '../storage/database'],
    // Shared modules load no context: record families never load the background, nor pages or views.
    ['lib/families/probe.ts', '../background/service'],
    ['lib/families/probe.ts', '../../components/panel/views/VehiclesView'],
    ['lib/enrichment/probe.ts', '../panel/query'],
    ['lib/storage/probe.ts', '../background/log'],
    ['lib/i18n/probe.ts', 'preact'],
    ['lib/api/probe.ts', '../background/cache'],
  ])('%s may not import %s', async (filePath, specifier) => {
    expect(await ruleIds(filePath, importing(specifier))).toContain(RULE);
  });

  it.each([
    ['lib/content/probe.ts', 'zod'],
    ['lib/background/probe.ts', 'preact'],
    ['lib/panel/probe.ts', '../reader/search'],
  ])('%s may not load %s later either', async (filePath, specifier) => {
    expect(await ruleIds(filePath, loading(specifier))).toContain(RULE);
  });

  it.each([
    // Types compile to nothing, so naming them crosses no boundary.
    ['components/panel/views/probe.tsx', '../../../lib/api/schemas'],
    ['lib/panel/probe.ts', '../background/lookup'],
    ['lib/protocol/messages.ts', '../background/cache'],
    ['lib/protocol/messages.ts', '../storage/trusted'],
    ['lib/content/probe.ts', '../protocol/schemas'],
    ['lib/families/probe.ts', '../api/schemas'],
  ])('%s may name the types of %s', async (filePath, specifier) => {
    expect(await ruleIds(filePath, typeImporting(specifier))).not.toContain(RULE);
  });

  it.each([
    ['entrypoints/background/probe.ts', '../../lib/api/client'],
    ['lib/background/probe.ts', '../protocol/schemas'],
    ['lib/background/probe.ts', '../reader/source'],
    ['lib/protocol/schemas.ts', 'zod'],
    ['lib/panel/probe.ts', '../protocol/send'],
    ['lib/panel/probe.ts', '../api/errors'],
    ['lib/content/probe.ts', '../protocol/send'],
    ['lib/content/probe.ts', '../settings/read'],
    ['lib/content/probe.ts', 'wxt/browser'],
    ['lib/reader/probe.ts', 'pdfjs-dist'],
    ['lib/reader/probe.ts', '../content/painter'],
    ['components/panel/probe.tsx', '../../lib/i18n'],
    ['components/panel/probe.tsx', 'preact/hooks'],
    ['lib/panel/probe.ts', '../families'],
  ])('%s may import %s', async (filePath, specifier) => {
    expect(await ruleIds(filePath, importing(specifier))).not.toContain(RULE);
  });

  it('assigns every folder of lib/, components/ and entrypoints/ to a context', () => {
    const assigned = Object.values(CONTEXTS).flat();
    const covered = (path: string) => assigned.some((context) => path === context || path.startsWith(`${context}/`));
    const folders = ['lib', 'components', 'entrypoints'].flatMap((root) =>
      readdirSync(root, { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => `${root}/${entry.name}`),
    );
    expect(folders.filter((folder) => !covered(folder))).toEqual([]);
  });
});
