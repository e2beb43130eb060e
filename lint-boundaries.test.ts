import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * Each import zone of eslint.config.js fires where it should, and lets through what it should. The
 * zones are the architecture's trust boundaries (docs/architecture.md).
 */
const RULE = '@typescript-eslint/no-restricted-imports';
const eslint = new ESLint();

async function ruleIds(filePath: string, source: string): Promise<(string | null)[]> {
  const [result] = await eslint.lintText(source, { filePath });
  return result?.messages.map((message) => message.ruleId) ?? [];
}

const importing = (specifier: string) => `import { x } from '${specifier}';\nexport const y = x;\n`;
const typeImporting = (specifier: string) => `import type { X } from '${specifier}';\nexport type Y = X;\n`;

describe('import zones', () => {
  it.each([
    // Pages never import the background, the API client or zod.
    ['entrypoints/sidepanel/main.tsx', '../../lib/background/service'],
    ['lib/panel/use-record-panel.ts', '../background/lookup'],
    ['lib/card/use-card.ts', '../background/cards'],
    ['lib/options/use-options.ts', 'zod'],
    ['entrypoints/options/main.tsx', '../../lib/api/client'],
    ['lib/panel/record-export.ts', '../protocol/schemas'],
    // The content script never imports zod, the records API or the background.
    ['lib/content/controller.ts', 'zod'],
    ['lib/content/controller.ts', '../api/errors'],
    ['entrypoints/content/index.ts', '../../lib/api/client'],
    ['lib/detectors/cpf.ts', '../background/router'],
    ['lib/content/scanner.ts', '../protocol/schemas'],
    // Views take props: no browser API, no messaging, no background.
    ['components/panel/Tabs.tsx', 'wxt/browser'],
    ['components/card/HoverCard.tsx', '../../lib/protocol/send'],
    ['components/options/CacheSection.tsx', '../../lib/background/cache'],
    ['components/panel/RecordPanel.tsx', 'zod'],
    // The protocol stays zod-free.
    ['lib/protocol/send.ts', 'zod'],
    ['lib/protocol/messages.ts', './schemas'],
    // The document reader is a page: no background, no zod.
    ['lib/reader/viewer.ts', '../background/service'],
    ['entrypoints/reader/main.tsx', 'zod'],
    // pdf.js only in the reader.
    ['lib/panel/use-record-panel.ts', 'pdfjs-dist'],
    ['lib/content/controller.ts', 'pdfjs-dist'],
    ['components/reader/ReaderPage.tsx', 'pdfjs-dist'],
    ['lib/background/service.ts', 'pdfjs-dist'],
    ['entrypoints/card/main.tsx', 'pdfjs-dist/build/pdf.mjs'],
    // The one database is the background's.
    ['lib/options/use-options.ts', '../storage/database'],
    ['lib/panel/use-account.ts', 'idb'],
    ['lib/content/controller.ts', '../storage/database'],
    ['lib/reader/use-reader.ts', '../storage/database'],
    ['components/options/CacheSection.tsx', '../../lib/storage/database'],
    ['lib/options/use-connection.ts', '../storage/trusted'],
    ['lib/content/controller.ts', '../storage/trusted'],
  ])('%s may not import %s', async (filePath, specifier) => {
    expect(await ruleIds(filePath, importing(specifier))).toContain(RULE);
  });

  it.each([
    // Types compile to nothing, so naming them crosses no boundary.
    ['components/panel/views/VehiclesView.tsx', '../../../lib/api/schemas'],
    ['lib/panel/use-record-panel.ts', '../background/lookup'],
    ['lib/protocol/messages.ts', '../background/cache'],
    ['lib/protocol/messages.ts', '../storage/trusted'],
    ['lib/content/controller.ts', '../protocol/schemas'],
  ])('%s may name the types of %s', async (filePath, specifier) => {
    expect(await ruleIds(filePath, typeImporting(specifier))).not.toContain(RULE);
  });

  it.each([
    ['entrypoints/background/index.ts', '../../lib/api/client'],
    ['lib/background/router.ts', '../protocol/schemas'],
    ['lib/protocol/schemas.ts', 'zod'],
    ['lib/panel/use-record-panel.ts', '../protocol/send'],
    ['lib/content/controller.ts', '../protocol/send'],
    ['lib/reader/pdf.ts', 'pdfjs-dist'],
    ['lib/reader/viewer.ts', '../content/painter'],
  ])('%s may import %s', async (filePath, specifier) => {
    expect(await ruleIds(filePath, importing(specifier))).not.toContain(RULE);
  });
});
