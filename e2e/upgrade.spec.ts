/**
 * Upgrading from 0.1.0 without loss, in a real Chromium. The
 * previous release is built from git, loaded unpacked from a folder on a new profile and used as a
 * person would: settings and token saved in its options page, a record looked up in its panel (two
 * audit entries), a CSV batch sent to an asynchronous job that the sandbox holds (the third). The
 * browser closes with the job running, the folder gets the new build, and the same profile starts
 * again: an unpacked extension's id comes from its folder's path, so the new version finds the old
 * one's storage, as an update from the store would. Then everything is there, counted as before, and
 * the held job is polled to its end once, with no contact sent twice.
 *
 * The project's other tests install over CDP (e2e/browser.ts), which cannot keep an id across a
 * restart; this one loads the folder with `--load-extension` (launchWithExtension).
 */
import { execFile } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { test as base, expect, type BrowserContext, type Locator, type Page, type Worker } from '@playwright/test';
import { startSandbox, type RequestRecord, type RunningSandbox } from '../sandbox/server';
import { CPF_FULL } from '../sandbox/special';
import { launchWithExtension } from './browser';
import { EXTENSION_DIR } from './fixtures';
import { creations, csvOf, jobPolls } from './scenarios/enrichment';
import { SANDBOX_TOKEN } from './servers';

const run = promisify(execFile);
const REPOSITORY = resolve(import.meta.dirname, '..');

/**
 * 0.1.0 as released: the parent of the commit that brought the one database (ff1b5cb). A constant,
 * because 0.1.0 was never tagged (the commits up to 0.2.0 say 0.1.0 too); CI's clone has the history.
 */
const PREVIOUS_RELEASE = 'ebd8038a4e2b0132db64259770de0c94431665eb';
/** The previous release's build (and the packages it needs that this checkout lacks), kept between runs. */
const PREVIOUS_BUILD_CACHE = join(tmpdir(), `atalaia-release-${PREVIOUS_RELEASE}`);

/** Longer than the test: the job is still running when the old version's browser closes, until the test lets it end. */
const JOB_HELD_MS = 60 * 60_000;
const CONTACTS = 150;
const CSV_NAME = 'clientes.csv';

const git = (...args: string[]) => run('git', args, { cwd: REPOSITORY });
const readJson = <T>(file: string) => JSON.parse(readFileSync(file, 'utf8')) as T;

/**
 * node_modules for a worktree of the previous release: links to this checkout's packages (`npm ci`
 * there took 58 s, this takes under 2), except those it asks in another version or this checkout
 * no longer has (idb-keyval), installed once into the cache and linked instead.
 */
async function linkDependencies(worktree: string): Promise<string> {
  const own = join(REPOSITORY, 'node_modules');
  const manifest = readJson<{ dependencies?: Record<string, string>; devDependencies?: Record<string, string> }>(join(worktree, 'package.json'));
  const installed = (name: string) => (existsSync(join(own, name, 'package.json')) ? readJson<{ version: string }>(join(own, name, 'package.json')).version : null);
  const differing = Object.entries({ ...manifest.dependencies, ...manifest.devDependencies }).filter(([name, version]) => installed(name) !== version);
  const extra = join(PREVIOUS_BUILD_CACHE, 'dependencies');
  if (!differing.every(([name]) => existsSync(join(extra, 'node_modules', name)))) {
    mkdirSync(extra, { recursive: true });
    await run('npm', ['install', '--no-save', '--no-package-lock', '--no-audit', '--no-fund', '--prefix', extra, ...differing.map(([name, version]) => `${name}@${version}`)], { cwd: extra });
  }
  const modules = join(worktree, 'node_modules');
  const replaced = new Set(differing.map(([name]) => name));
  /** Links each entry of `from` (a scope folder too, when none of its packages is replaced), not the folder: the build writes its caches into node_modules. */
  const link = (from: string, to: string, prefix = '') => {
    mkdirSync(to, { recursive: true });
    for (const entry of readdirSync(from)) {
      if (entry.startsWith('.') && entry !== '.bin') continue;
      const name = `${prefix}${entry}`;
      if (replaced.has(name)) continue;
      if (entry.startsWith('@') && [...replaced].some((other) => other.startsWith(`${name}/`))) link(join(from, entry), join(to, entry), `${name}/`);
      else symlinkSync(join(from, entry), join(to, entry));
    }
  };
  link(own, modules);
  for (const name of replaced) {
    mkdirSync(join(modules, name, '..'), { recursive: true });
    symlinkSync(join(extra, 'node_modules', name), join(modules, name));
  }
  // Its own wxt, should this checkout's be another version (node_modules/.bin is this checkout's).
  return join(modules, 'wxt', readJson<{ bin: { wxt: string } }>(join(modules, 'wxt', 'package.json')).bin.wxt);
}

/**
 * The previous release built for Chromium as the e2e suite builds (WXT_GALLERY: no welcome tab): from
 * the cache, or from a worktree in the temporary folder, removed after. The main work tree is not
 * touched.
 */
async function previousReleaseBuild(): Promise<string> {
  const built = join(PREVIOUS_BUILD_CACHE, 'chrome-mv3');
  if (existsSync(join(built, 'manifest.json'))) return built;
  await git('cat-file', '-e', `${PREVIOUS_RELEASE}^{commit}`).catch(() => {
    throw new Error(`commit ${PREVIOUS_RELEASE} (0.1.0) is not in this clone: the upgrade test builds it from git, and needs the history (git fetch --unshallow)`);
  });
  const worktree = join(tmpdir(), `atalaia-prev-${process.pid}`);
  await git('worktree', 'add', '--detach', worktree, PREVIOUS_RELEASE);
  try {
    const wxt = await linkDependencies(worktree);
    await run(process.execPath, [wxt, 'build'], { cwd: worktree, env: { ...process.env, WXT_GALLERY: '1' }, maxBuffer: 16 * 1024 * 1024 });
    // Copied aside, then renamed: an interrupted copy never passes for a build.
    const partial = `${built}.${process.pid}`;
    cpSync(join(worktree, '.output/chrome-mv3'), partial, { recursive: true });
    if (existsSync(built)) rmSync(partial, { recursive: true, force: true });
    else renameSync(partial, built);
  } finally {
    // The links first, by Node, which removes links and never follows them.
    rmSync(join(worktree, 'node_modules'), { recursive: true, force: true });
    await git('worktree', 'remove', '--force', worktree);
  }
  return built;
}

const manifestVersion = (folder: string) => readJson<{ version: string }>(join(folder, 'manifest.json')).version;

/** A sandbox whose clock the test moves: a job created while it is held ends only when the test lets it. */
interface HeldSandbox extends RunningSandbox {
  /** Moves the sandbox's clock past every held job's end. */
  releaseJobs(): void;
}

/** The profile and the extension's folder, kept across the two launches. */
interface Profile {
  userData: string;
  extensionFolder: string;
  /** Chromium on the profile with the folder's extension; closed after the test if the test did not. */
  launch(): Promise<BrowserContext>;
}

const test = base.extend<{ sandbox: HeldSandbox; profile: Profile }, { previousRelease: string }>({
  // Only this file asks for it: a cold build takes 10-15 s, then it is in the cache.
  previousRelease: [async ({}, use) => use(await previousReleaseBuild()), { scope: 'worker', timeout: 240_000 }],
  sandbox: async ({}, use) => {
    // `setJobDuration` fixes a job's duration when it is created; the clock moves a running one on.
    let ahead = 0;
    const sandbox = await startSandbox({ port: 0, token: SANDBOX_TOKEN, now: () => Date.now() + ahead });
    await use({ ...sandbox, releaseJobs: () => void (ahead = JOB_HELD_MS) });
    await sandbox.close();
  },
  profile: async ({}, use) => {
    const root = mkdtempSync(join(tmpdir(), 'atalaia-upgrade-'));
    const [userData, extensionFolder] = [join(root, 'profile'), join(root, 'extension')];
    const launched: BrowserContext[] = [];
    await use({
      userData,
      extensionFolder,
      launch: async () => {
        const context = await launchWithExtension(extensionFolder, userData);
        launched.push(context);
        return context;
      },
    });
    // A failed test leaves its browser open, which would write into the profile as it is erased.
    for (const context of launched) await context.close();
    rmSync(root, { recursive: true, force: true });
  },
});

/**
 * Puts the new build in the extension's folder as the browser applies an update, its version above the
 * previous one (Chrome then tells the new background it was updated), and with the old version's
 * service worker unregistered: Chrome
 * does that on an update from the store or a reload, but on a plain restart it keeps the folder's
 * worker registered and runs the stored script, whatever the folder now holds; the old background
 * would run again and the new one never. So, with the browser closed, the registration is dropped
 * from the profile (its "Service Worker" folder: the extension is the profile's only service
 * worker), and the next start registers the new script.
 */
function installUpdate({ userData, extensionFolder }: Profile): void {
  const previousVersion = manifestVersion(extensionFolder);
  rmSync(extensionFolder, { recursive: true });
  cpSync(EXTENSION_DIR, extensionFolder, { recursive: true });
  expect(manifestVersion(extensionFolder), 'the new build is a later version').not.toBe(previousVersion);
  const registrations = join(userData, 'Default', 'Service Worker');
  if (!existsSync(registrations)) throw new Error(`no service worker registrations in ${registrations}: where does this Chromium keep them?`);
  rmSync(registrations, { recursive: true });
}

/** The extension's service worker, once it has started. */
async function extensionWorker(context: BrowserContext): Promise<Worker> {
  const isExtension = (worker: Worker) => worker.url().startsWith('chrome-extension://');
  return context.serviceWorkers().find(isExtension) ?? (await context.waitForEvent('serviceworker', { predicate: isExtension, timeout: 15_000 }));
}

async function openPage(context: BrowserContext, extensionId: string, path: string): Promise<Page> {
  const page = await context.newPage();
  await page.setViewportSize({ width: 900, height: 1000 });
  await page.goto(`chrome-extension://${extensionId}/${path}`);
  return page;
}

/** Requests that may cost: all but a job's status polls. */
const paid = (requests: RequestRecord[]) => requests.filter((request) => !request.path.startsWith('/leads/jobs/'));
/** Requests that carried contacts to enrich: synchronous ones and jobs' creations. */
const enrichmentPosts = (requests: RequestRecord[]) => requests.filter((request) => request.method === 'POST' && request.path.startsWith('/leads/'));
/** Each job status poll as `path status`. */
const polls = (requests: RequestRecord[]) => requests.filter((request) => request.path.startsWith('/leads/jobs/')).map((request) => `${request.path} ${request.status}`);

/** What the options page shows of the audit log and of the usage. */
function auditAndUsage(options: Page) {
  const audit = options.locator('section', { has: options.getByRole('heading', { name: 'Registro de consultas' }) });
  return { count: audit.getByTestId('audit-count'), rows: audit.locator('tbody tr'), spend: options.getByTestId('spend-line') };
}

/** The panel's look-up of CPF_FULL: its profile, then its debts. */
async function lookUpProfileAndDebts(panel: Page) {
  await expect(panel.getByRole('heading', { level: 1, name: 'Maria Aparecida dos Santos' })).toBeVisible();
  // The profile's header grows as it arrives and moves the tabs: a click aimed earlier lands beside them.
  await expect(panel.getByText('Dados pessoais').first()).toBeVisible();
  await panel.getByRole('tab', { name: /Dívidas/ }).click();
  await expect(panel.getByText('Dívida ativa da União').first()).toBeVisible();
}

/** The panel's enrichment view, with its batches. */
async function openEnrichment(context: BrowserContext, extensionId: string): Promise<Page> {
  const page = await openPage(context, extensionId, 'sidepanel.html');
  await page.getByRole('button', { name: 'Enriquecimento' }).click();
  return page;
}

test('an upgrade from 0.1.0 keeps the settings, token, cache, audit log and usage, and finishes the running batch once', async ({ previousRelease, sandbox, profile }) => {
  test.setTimeout(180_000);
  // 0.1.0's use below: two look-ups in the panel, 150 contacts in one job.
  const spent = 2 + CONTACTS;
  const spendLine = `Consultas deste navegador: ${spent} hoje · ${spent} neste mês`;
  const settings = { apiUrl: sandbox.url, baseUrl: sandbox.url, cacheTtlHours: 168, monthlyBudget: 1000, auditRetentionDays: 30 };

  // 0.1.0, as a person used it.
  cpSync(previousRelease, profile.extensionFolder, { recursive: true });
  let context = await profile.launch();
  const oldWorker = await extensionWorker(context);
  const extensionId = new URL(oldWorker.url()).host;

  const oldOptions = await openPage(context, extensionId, 'options.html');
  // The page has read what is stored (nothing yet) before it is typed over.
  await expect(oldOptions.getByTestId('cache-summary')).toHaveText('Nenhum registro guardado.');
  await oldOptions.getByLabel('Token de acesso').fill(SANDBOX_TOKEN);
  await oldOptions.getByLabel('Endereço da API (api_url)').fill(settings.apiUrl);
  await oldOptions.getByLabel('Endereço base (base_url)').fill(settings.baseUrl);
  await oldOptions.getByRole('button', { name: 'Salvar' }).click();
  await expect(oldOptions.getByRole('status').first()).toContainText('Configurações salvas.');
  // Where 0.1.0 kept them: `settings` and `token` in storage.local.
  const stored = () => oldWorker.evaluate(() => chrome.storage.local.get(['settings', 'token']));
  await expect.poll(stored, { message: 'the old version storing the token and addresses' }).toMatchObject({ token: SANDBOX_TOKEN, settings: { apiUrl: settings.apiUrl, baseUrl: settings.baseUrl } });
  // One change at a time: 0.1.0 read and wrote the settings in two steps, and of two changes made at
  // once, one could undo the other.
  const changes: [string, (field: Locator) => Promise<unknown>, Partial<typeof settings>][] = [
    ['Guardar registros consultados por', (field) => field.selectOption(String(settings.cacheTtlHours)), { cacheTtlHours: settings.cacheTtlHours }],
    ['Orçamento mensal (consultas; 0 = sem orçamento)', (field) => field.fill(String(settings.monthlyBudget)), { monthlyBudget: settings.monthlyBudget }],
    ['Guardar os registros por (dias)', (field) => field.fill(String(settings.auditRetentionDays)), { auditRetentionDays: settings.auditRetentionDays }],
  ];
  for (const [label, change, expected] of changes) {
    const field = oldOptions.getByLabel(label);
    await change(field);
    await field.blur();
    await expect.poll(stored, { message: `the old version storing ${JSON.stringify(expected)}` }).toMatchObject({ settings: expected });
  }
  expect(await stored()).toMatchObject({ settings, token: SANDBOX_TOKEN });

  await lookUpProfileAndDebts(await openPage(context, extensionId, `sidepanel.html?q=${CPF_FULL}`));
  expect(paid(sandbox.requests()).map((request) => request.path)).toEqual([`/pessoas/cpf/${CPF_FULL}`, `/api/v1/dividas/cpf/${CPF_FULL}`]);

  sandbox.setJobDuration(JOB_HELD_MS);
  const oldEnrichment = await openEnrichment(context, extensionId);
  await oldEnrichment.getByLabel('Arquivo CSV de contatos').setInputFiles({ name: CSV_NAME, mimeType: 'text/csv', buffer: Buffer.from(csvOf(CONTACTS), 'utf8') });
  await expect(oldEnrichment.getByText(`${CSV_NAME}: ${CONTACTS} contatos válidos, 0 linhas inválidas, 0 duplicados unidos.`)).toBeVisible();
  await oldEnrichment.getByRole('button', { name: `Enviar ${CONTACTS} contatos` }).click();
  // Mid-job: created, its id kept (a poll went out with it), not done.
  await expect.poll(() => jobPolls(sandbox.requests()), { message: 'the old version polling its job' }).toBeGreaterThan(0);
  await expect(oldEnrichment.locator('section.batch')).toHaveAttribute('data-batch-state', 'running');
  const [created] = enrichmentPosts(sandbox.requests());
  expect(enrichmentPosts(sandbox.requests())).toEqual([expect.objectContaining({ path: '/leads/async/enriquecer', status: 202, contacts: CONTACTS })]);
  const jobPoll = polls(sandbox.requests())[0];
  expect(jobPoll).toMatch(/^\/leads\/jobs\/\S+ 200$/);

  // What 0.1.0 shows of its audit log and usage, to be shown the same after the upgrade.
  await oldOptions.reload();
  const oldShown = auditAndUsage(oldOptions);
  await expect(oldShown.count).toHaveText('3 de 3 registros');
  await expect(oldShown.rows).toHaveCount(3);
  await expect(oldShown.spend).toHaveText(spendLine);
  await context.close();

  // The new version in the same folder, the same profile started again.
  installUpdate(profile);
  const beforeUpgrade = sandbox.requests().length;
  // A job created again after the upgrade (what must not happen) would end at once: the test then
  // fails on the count of creations, not on a timeout.
  sandbox.setJobDuration(null);
  context = await profile.launch();
  const worker = await extensionWorker(context);
  expect(new URL(worker.url()).host).toBe(extensionId);

  const options = await openPage(context, extensionId, 'options.html');
  // The six databases moved into the one and deleted.
  await expect
    .poll(async () => (await options.evaluate(() => indexedDB.databases())).map((known) => known.name).sort(), { message: 'only the one database left', timeout: 15_000 })
    .toEqual(['atalaia']);
  // The settings in force; the token no longer in storage.local, where content scripts reach.
  await expect(options.getByLabel('Endereço da API (api_url)')).toHaveValue(settings.apiUrl);
  await expect(options.getByLabel('Endereço base (base_url)')).toHaveValue(settings.baseUrl);
  await expect(options.getByLabel('Guardar registros consultados por')).toHaveValue(String(settings.cacheTtlHours));
  await expect(options.getByLabel('Orçamento mensal (consultas; 0 = sem orçamento)')).toHaveValue(String(settings.monthlyBudget));
  await expect(options.getByLabel('Guardar os registros por (dias)')).toHaveValue(String(settings.auditRetentionDays));
  const local = await worker.evaluate(() => chrome.storage.local.get(null));
  expect(local).not.toHaveProperty('token');
  expect(JSON.stringify(local)).not.toContain(SANDBOX_TOKEN);
  // The audit log and the usage as 0.1.0 showed them.
  const shown = auditAndUsage(options);
  await expect(shown.count).toHaveText('3 de 3 registros');
  await expect(shown.rows).toHaveCount(3);
  await expect(shown.spend).toHaveText(spendLine);

  // The cached record, with no request.
  const panel = await openPage(context, extensionId, `sidepanel.html?q=${CPF_FULL}`);
  await lookUpProfileAndDebts(panel);
  await expect(panel.getByTestId('usage-line')).toHaveText(`hoje: ${spent} consultas · mês: ${spent}`);
  expect(paid(sandbox.requests().slice(beforeUpgrade))).toEqual([]);

  // The batch goes on from its job, to its end, once.
  const batch = (await openEnrichment(context, extensionId)).locator('section.batch');
  await expect(batch).toHaveCount(1);
  await expect(batch).toHaveAttribute('data-batch-state', 'running');
  sandbox.releaseJobs();
  await expect(batch).toHaveAttribute('data-batch-state', 'completed', { timeout: 30_000 });
  await expect(batch.getByRole('heading', { name: /^Resultados/ })).toBeVisible();
  await expect(batch).toHaveCount(1);
  const afterUpgrade = sandbox.requests().slice(beforeUpgrade);
  // Polls of the job 0.1.0 created, with the token it saved (the sandbox answers 401 without it);
  // no creation, nor anything else that costs.
  expect(new Set(polls(afterUpgrade))).toEqual(new Set([jobPoll]));
  expect(paid(afterUpgrade)).toEqual([]);
  expect(creations(sandbox.requests())).toBe(1);
  expect(enrichmentPosts(sandbox.requests())).toEqual([created]);
  // Charged once: the log and the usage as before.
  await options.reload();
  await expect(shown.count).toHaveText('3 de 3 registros');
  await expect(shown.spend).toHaveText(spendLine);
  await context.close();
});
