/**
 * The release packages (scripts/release.ts) for the package smoke tests: unzipped into a folder of
 * their own, as a person unzips a download before loading it. They are taken from
 * `.tmp/release-check/`, where `npm run release:check` (a step of `npm test`, before the browser
 * suites) writes them; `ATALAIA_PACKAGES=release` tests those of `npm run release`.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { unzipSync } from 'fflate';

const ROOT = resolve(import.meta.dirname, '..');
const PACKAGES_DIR = resolve(ROOT, process.env.ATALAIA_PACKAGES ?? '.tmp/release-check');

export interface UnpackedPackage {
  /** The folder the zip was unzipped into: what "Carregar sem compactação" or a temporary add-on is given. */
  dir: string;
  manifest: { version: string; host_permissions?: string[] };
  remove(): void;
}

/** `atalaia-<version>-<browser>.zip`, unzipped into a new temporary folder. */
export function unpackPackage(browser: 'chrome' | 'firefox'): UnpackedPackage {
  const { version } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { version: string };
  const zip = join(PACKAGES_DIR, `atalaia-${version}-${browser}.zip`);
  if (!existsSync(zip)) {
    throw new Error(
      `O pacote ${relative(ROOT, zip)} não existe. Os testes dos pacotes usam os zips da versão: rode npm run release:check ` +
        '(ou, para os de npm run release, ATALAIA_PACKAGES=release) antes deles; o npm test já faz isso.',
    );
  }
  const dir = mkdtempSync(join(tmpdir(), `atalaia-package-${browser}-`));
  for (const [name, bytes] of Object.entries(unzipSync(readFileSync(zip)))) {
    if (name.endsWith('/')) continue;
    mkdirSync(dirname(join(dir, name)), { recursive: true });
    writeFileSync(join(dir, name), bytes);
  }
  return {
    dir,
    manifest: JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8')) as UnpackedPackage['manifest'],
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}
