import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/** The boundary rule of DESIGN.md: content scripts and views never import the records API client. */
describe('import boundaries', () => {
  const eslint = new ESLint();
  const source = "import { createApiClient } from '../../lib/api/client';\nexport const client = createApiClient;\n";

  it.each(['entrypoints/content/index.ts', 'components/RecordView.tsx'])('forbids %s to import lib/api', async (filePath) => {
    const [result] = await eslint.lintText(source, { filePath });
    expect(result?.messages.map((message) => message.ruleId)).toContain('@typescript-eslint/no-restricted-imports');
  });

  it('lets views name the API types, which compile to nothing', async () => {
    const typeOnly = "import type { Vehicle } from '../../lib/api/schemas';\nexport type Row = Vehicle;\n";
    const [result] = await eslint.lintText(typeOnly, { filePath: 'components/panel/VehiclesView.tsx' });
    expect(result?.messages.map((message) => message.ruleId)).not.toContain('@typescript-eslint/no-restricted-imports');
  });

  it('lets the background import lib/api', async () => {
    const [result] = await eslint.lintText(source, { filePath: 'entrypoints/background/index.ts' });
    expect(result?.messages.map((message) => message.ruleId)).not.toContain('@typescript-eslint/no-restricted-imports');
  });
});
