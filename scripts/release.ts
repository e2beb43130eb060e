/**
 * `npm run release`: the packages of this version, in `release/` (gitignored):
 * `atalaia-<version>-chrome.zip` (Chrome Web Store), `atalaia-<version>-firefox.zip` (addons.mozilla.org)
 * and `atalaia-<version>-sources.zip` (the sources AMO asks for, with BUILD.md). It refuses a work tree
 * with changes: a package must be what a commit holds. It builds from a copy of HEAD (`git archive`) in a
 * temporary folder, so nothing of the work tree that git does not hold (.output, .wxt, an old build's
 * leftovers, a developer's environment) gets in.
 *
 * `npm run release:check` (a step of `npm test`): the same from a copy of the work tree's files as they
 * are (tracked and new, not ignored), written to `.tmp/release-check/` for the package smoke tests, so
 * that `git status` is unchanged after it.
 *
 * Both then prove the packages: production builds (no fixture gallery, no host access to localhost);
 * the sources zip, unzipped in an empty folder, installed and built with BUILD.md's command, gives the
 * Firefox zip's files byte for byte; the Firefox zip passes `web-ext lint` as AMO runs it (errors fail;
 * its warnings are pdf.js's and zod's `Function` constructor, which AMO's review accepts as is).
 * The install reuses this checkout's node_modules through hard links (the same package-lock.json,
 * about a second); `--npm-ci` runs `npm ci --prefer-offline` instead, as BUILD.md says (75 s from a
 * full npm cache on two loaded cores). docs/release.md says all this for people.
 */
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { unzipSync } from 'fflate';

const check = process.argv.includes('--check');
const cleanInstall = process.argv.includes('--npm-ci');
const project = resolve('.');
const version = (JSON.parse(readFileSync('package.json', 'utf8')) as { version: string }).version;
const outDir = resolve(check ? '.tmp/release-check' : 'release');
const names = {
  chrome: `atalaia-${version}-chrome.zip`,
  firefox: `atalaia-${version}-firefox.zip`,
  sources: `atalaia-${version}-sources.zip`,
};

/** The environment of a production build: none of the test, benchmark or `npm start` switches. */
const buildEnv = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('WXT_')));

class ReleaseError extends Error {}

function run(command: string, args: string[], cwd: string): void {
  execFileSync(command, args, { cwd, env: buildEnv, stdio: 'inherit' });
}

function git(...args: string[]): string {
  return execFileSync('git', args, { cwd: project, encoding: 'utf8' });
}

function step(text: string): void {
  console.log(`\n== ${text}`);
}

/** HEAD's files, as `git archive` gives them. */
function copyHead(target: string): void {
  mkdirSync(target, { recursive: true });
  execFileSync('sh', ['-c', 'git archive --format=tar HEAD | tar -x -C "$1"', 'sh', target], { cwd: project, stdio: 'inherit' });
}

/** The work tree's files as they are now: tracked (less the deleted ones) and new ones git does not ignore. */
function copyWorkTree(target: string): void {
  for (const file of git('ls-files', '-z', '--cached', '--others', '--exclude-standard').split('\0')) {
    if (!file || !existsSync(join(project, file))) continue;
    mkdirSync(dirname(join(target, file)), { recursive: true });
    copyFileSync(join(project, file), join(target, file));
  }
}

/**
 * Installs the dependencies of package-lock.json in `folder`: this checkout's node_modules, hard-linked,
 * or copied where hard links cannot be made (a temporary folder on another file system, a `cp` without
 * `-l`); with `--npm-ci`, `npm ci`.
 */
function install(folder: string): void {
  if (cleanInstall) {
    run('npm', ['ci', '--prefer-offline', '--no-audit', '--no-fund'], folder);
    return;
  }
  const [from, to] = [join(project, 'node_modules'), join(folder, 'node_modules')];
  if (!existsSync(from)) throw new ReleaseError('Não há node_modules neste checkout: rode npm ci e depois de novo este comando.');
  try {
    execFileSync('cp', ['-al', from, to], { stdio: 'pipe' });
  } catch {
    console.log('Sem hard links para a pasta temporária: o node_modules é copiado (mais lento).');
    rmSync(to, { recursive: true, force: true });
    execFileSync('cp', ['-a', from, to]);
  }
}

function unzip(zip: string): Map<string, Uint8Array> {
  return new Map(Object.entries(unzipSync(readFileSync(zip))).filter(([name]) => !name.endsWith('/')));
}

function writeFiles(files: Map<string, Uint8Array>, target: string): void {
  for (const [name, bytes] of files) {
    mkdirSync(dirname(join(target, name)), { recursive: true });
    writeFileSync(join(target, name), bytes);
  }
}

/** Every file under `folder`, by its path relative to it (with `/`). */
function readTree(folder: string): Map<string, Uint8Array> {
  const files = new Map<string, Uint8Array>();
  for (const entry of readdirSync(folder, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    files.set(relative(folder, path).split('\\').join('/'), readFileSync(path));
  }
  return files;
}

/** What differs between two sets of files: missing, extra or changed, one line each. */
function differences(expected: Map<string, Uint8Array>, actual: Map<string, Uint8Array>): string[] {
  const lines: string[] = [];
  for (const [name, bytes] of expected) {
    const other = actual.get(name);
    if (!other) lines.push(`falta na reconstrução: ${name}`);
    else if (!Buffer.from(bytes).equals(Buffer.from(other))) lines.push(`difere: ${name}`);
  }
  for (const name of actual.keys()) if (!expected.has(name)) lines.push(`só na reconstrução: ${name}`);
  return lines;
}

/** A production package: no fixture gallery, no host access granted at install. */
function assertProduction(name: string, files: Map<string, Uint8Array>): void {
  const manifest = JSON.parse(Buffer.from(files.get('manifest.json') ?? new Uint8Array()).toString('utf8') || '{}') as Record<string, unknown>;
  if (manifest.version !== version) throw new ReleaseError(`${name}: o manifest.json tem a versão ${String(manifest.version)}, não ${version}.`);
  if (files.has('gallery.html')) throw new ReleaseError(`${name}: traz a galeria de fixtures, que só vai nas builds de teste (WXT_GALLERY).`);
  if (manifest.host_permissions) throw new ReleaseError(`${name}: pede acesso a sites na instalação (${JSON.stringify(manifest.host_permissions)}); só as builds de teste o fazem.`);
}

function refuseChanges(): void {
  const changes = git('status', '--porcelain');
  if (!changes) return;
  throw new ReleaseError(
    `A árvore de trabalho tem mudanças que não estão em nenhum commit:\n${changes}` +
      'Um pacote tem de ser o que um commit guarda: faça o commit (ou guarde as mudanças com git stash) e rode de novo.\n' +
      'Para só conferir os pacotes do que está na árvore agora, rode npm run release:check.',
  );
}

async function release(): Promise<void> {
  const started = Date.now();
  if (!check) refuseChanges();
  const work = mkdtempSync(join(tmpdir(), 'atalaia-release-'));
  try {
    const source = join(work, 'source');
    step(check ? 'Cópia dos arquivos da árvore de trabalho' : `Cópia do commit ${git('rev-parse', '--short', 'HEAD').trim()}`);
    if (check) copyWorkTree(source);
    else copyHead(source);
    install(source);

    step('Pacotes do Chrome e do Firefox (e as fontes)');
    run(join(source, 'node_modules/.bin/wxt'), ['zip'], source);
    run(join(source, 'node_modules/.bin/wxt'), ['zip', '-b', 'firefox', '--mv3'], source);
    const zips = { chrome: join(source, '.output', names.chrome), firefox: join(source, '.output', names.firefox), sources: join(source, '.output', names.sources) };
    const chrome = unzip(zips.chrome);
    const firefox = unzip(zips.firefox);
    assertProduction(names.chrome, chrome);
    assertProduction(names.firefox, firefox);

    step(`Reconstrução do pacote do Firefox a partir de ${names.sources}, como diz o BUILD.md`);
    const rebuild = join(work, 'rebuild');
    const sources = unzip(zips.sources);
    if (!sources.has('BUILD.md')) throw new ReleaseError(`${names.sources} não traz o BUILD.md com os comandos da reconstrução.`);
    writeFiles(sources, rebuild);
    install(rebuild);
    run('npm', ['run', 'build:firefox'], rebuild);
    const differing = differences(firefox, readTree(join(rebuild, '.output/firefox-mv3')));
    if (differing.length > 0) throw new ReleaseError(`As fontes não reconstroem ${names.firefox} igual:\n${differing.join('\n')}`);
    console.log(`${firefox.size} arquivos iguais, byte a byte.`);

    step(`web-ext lint de ${names.firefox}`);
    const unpacked = join(work, 'firefox');
    writeFiles(firefox, unpacked);
    run(join(project, 'node_modules/.bin/web-ext'), ['lint', '--source-dir', unpacked], project);

    mkdirSync(outDir, { recursive: true });
    for (const name of Object.values(names)) rmSync(join(outDir, name), { force: true });
    for (const [kind, zip] of Object.entries(zips)) copyFileSync(zip, join(outDir, names[kind as keyof typeof names]));
    console.log(`\nPacotes da versão ${version} em ${relative(project, outDir)}/ (${((Date.now() - started) / 1000).toFixed(0)} s):`);
    for (const name of Object.values(names)) console.log(`  ${name}`);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

try {
  await release();
} catch (error) {
  console.error(`\n${error instanceof ReleaseError ? error.message : error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  process.exit(1);
}
