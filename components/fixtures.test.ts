import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

function viewFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return viewFiles(path);
    return entry.name.endsWith('.tsx') && !entry.name.endsWith('.fixture.tsx') ? [path] : [];
  });
}

describe('fixtures', () => {
  it('every view in components/ has a fixture beside it', () => {
    const missing = viewFiles(import.meta.dirname).filter((file) => !existsSync(file.replace(/\.tsx$/, '.fixture.tsx')));
    expect(missing).toEqual([]);
  });

  it('fixture names are unique, so the gallery can show each one alone', async () => {
    const modules = import.meta.glob<{ default: { name: string }[] }>('./**/*.fixture.tsx', { eager: true });
    const names = Object.values(modules).flatMap((module) => module.default.map((fixture) => fixture.name));
    expect(new Set(names).size).toBe(names.length);
    expect(names.length).toBeGreaterThan(25);
  });
});
