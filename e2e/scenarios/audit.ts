/**
 * The audit log's purpose, run by both browser suites: with a purpose required, the panel
 * asks for it in the extension's own dialog, nothing reaches the sandbox until one is given, and every
 * audit entry then carries it; the panel's header changes it in one click, and Esc leaves it as it was.
 * The purpose is written (no list) or chosen from the organization's list (a policy's `purposes`).
 */
import { expect } from '@playwright/test';
import type { AuditEntry } from '../../lib/audit/entries';
import { CPF_FULL } from '../../sandbox/special';
import { CARD_FRAME, type DriverPage, type ExtensionDriver, type ScenarioServers } from '../driver/driver';
import { hover, untilCardSettles, waitForPaint } from './content';

/** Requests that look someone up: not the demo PDF, not an enrichment job's status polls. */
export const lookups = (requests: { method: string; path: string }[]) =>
  requests.filter((request) => request.path !== '/demo.pdf' && !request.path.startsWith('/leads/jobs/'));

export async function auditEntries(driver: ExtensionDriver): Promise<AuditEntry[]> {
  return (await driver.send<{ ok: boolean; value: AuditEntry[] }>('audit.entries', {})).value;
}

const DIALOG = 'dialog.question';

/**
 * Answers the open purpose dialog: picks `purpose` from the list, or writes it. `beforeConfirm`: what
 * to wait for before the confirming click (the card's question takes none until it has settled).
 */
async function givePurpose(page: DriverPage, purpose: string, fromList: boolean, beforeConfirm?: () => Promise<void>) {
  await page.expectVisible({ role: 'dialog', name: 'Finalidade das consultas' });
  if (fromList) await page.click({ role: 'radio', name: purpose, within: DIALOG });
  else await page.fill({ label: 'Escreva a finalidade', within: DIALOG }, purpose);
  await beforeConfirm?.();
  await page.click({ role: 'button', name: 'Usar esta finalidade', within: DIALOG });
  await page.expectHidden({ role: 'dialog' });
}

/** The two purposes a scenario gives: the organization's first two, or two written ones. */
function purposesOf(purposes: string[]): { fromList: boolean; first: string; second: string } {
  const fromList = purposes.length > 0;
  const [first, second] = fromList ? purposes : ['Due diligence', 'Cobrança'];
  if (!first || !second) throw new Error('two purposes are needed');
  return { fromList, first, second };
}

/** The whole journey: asked before anything is sent, then changed from the panel's header. */
export async function purposeRequired(driver: ExtensionDriver, servers: ScenarioServers, options: { purposes: string[] }) {
  await purposeChanged(await purposeAskedFirst(driver, servers, options), options);
}

/**
 * Asked before anything is sent; cancelled, nothing is, and the panel says why; given, the look-ups
 * go and each entry carries it. Answers the panel, with the first purpose in force.
 */
export async function purposeAskedFirst(driver: ExtensionDriver, { sandbox }: Pick<ScenarioServers, 'sandbox'>, { purposes }: { purposes: string[] }): Promise<DriverPage> {
  const { fromList, first } = purposesOf(purposes);
  const panel = await driver.openExtensionPage(`sidepanel.html?q=${CPF_FULL}`);
  // Cancelled, nothing is sent, and the panel says why.
  await panel.expectVisible({ role: 'dialog', name: 'Finalidade das consultas' });
  await panel.expectText({ css: DIALOG }, 'Finalidade: não informada');
  // It fits the narrowest panel: nothing wider than 320 px.
  await panel.setViewport(320, 700);
  const fits = () => {
    const right = document.querySelector('dialog')?.getBoundingClientRect().right ?? Infinity;
    return right <= innerWidth && document.documentElement.scrollWidth <= innerWidth;
  };
  expect(await panel.evaluate(fits, undefined)).toBe(true);
  // No answer yet: the dialog says what is missing and stays.
  await panel.click({ role: 'button', name: 'Usar esta finalidade', within: DIALOG });
  await panel.expectText({ role: 'alert', within: DIALOG }, fromList ? 'Escolha a finalidade' : 'Escreva a finalidade');
  await panel.press('Escape');
  await panel.expectHidden({ role: 'dialog' });
  await panel.expectVisible({ text: 'Nenhuma consulta foi feita: sua organização pede a finalidade' });
  expect(lookups(sandbox.requests())).toEqual([]);
  expect(await auditEntries(driver)).toEqual([]);

  // Given: the look-up goes, and each entry carries the purpose.
  await panel.click({ role: 'button', name: 'Tentar novamente' });
  await givePurpose(panel, first, fromList);
  await panel.expectVisible({ role: 'heading', level: 1, name: 'Maria Aparecida dos Santos' });
  await panel.expectText({ testId: 'account-bar' }, `Finalidade: ${first}`);
  await panel.click({ role: 'tab', name: /Dívidas/ });
  await expect.poll(() => lookups(sandbox.requests()).length).toBe(2);
  const entries = await auditEntries(driver);
  expect(entries).toHaveLength(lookups(sandbox.requests()).length);
  expect(entries.map((entry) => entry.purpose)).toEqual([first, first]);
  return panel;
}

/**
 * A panel at the narrowest width, opened with the first purpose given at once and its record come
 * (for what comes after the question, as after `purposeAskedFirst`).
 */
export async function panelWithPurpose(driver: ExtensionDriver, { purposes }: { purposes: string[] }): Promise<DriverPage> {
  const { fromList, first } = purposesOf(purposes);
  const panel = await driver.openExtensionPage(`sidepanel.html?q=${CPF_FULL}`);
  await panel.setViewport(320, 700);
  await givePurpose(panel, first, fromList);
  await panel.expectVisible({ role: 'heading', level: 1, name: 'Maria Aparecida dos Santos' });
  await panel.expectText({ testId: 'account-bar' }, `Finalidade: ${first}`);
  return panel;
}

/** With the first purpose in force: changed in one click; the dialog shows the one in force, and Esc keeps it. */
export async function purposeChanged(panel: DriverPage, { purposes }: { purposes: string[] }) {
  const { fromList, first, second } = purposesOf(purposes);
  await panel.click({ role: 'button', name: 'Trocar', within: '[data-testid="account-bar"]' });
  await panel.expectVisible({ role: 'dialog', name: 'Finalidade das consultas' });
  await panel.expectText({ css: DIALOG }, `Finalidade: ${first}`);
  await panel.press('Escape');
  await panel.expectHidden({ role: 'dialog' });
  await panel.expectText({ testId: 'account-bar' }, `Finalidade: ${first}`);
  await panel.click({ role: 'button', name: 'Trocar', within: '[data-testid="account-bar"]' });
  await givePurpose(panel, second, fromList);
  await panel.expectText({ testId: 'account-bar' }, `Finalidade: ${second}`);
}

/**
 * The hover card asks in its own frame (after Firefox's own confirm() for spending, which stays), the
 * whole question inside the 340 × 260 px frame; its answer is taken once the question has settled,
 * like the card's buttons, and the card's one request carries the purpose.
 */
export async function cardPurpose(driver: ExtensionDriver, { sandbox, pages }: ScenarioServers, { purpose, fromList }: { purpose: string; fromList: boolean }) {
  const web = await driver.openWebPage(`${pages}/static.html`);
  await waitForPaint(web, 'atalaia-cpf', 1);
  await hover(web, '#cpf', '123.456.789-09');
  const card = await driver.frame(web, CARD_FRAME);
  await untilCardSettles(card);
  const browserDialogs = web.answerDialogs(true);
  await card.click({ role: 'button', name: 'Enriquecer' });
  await card.expectVisible({ role: 'dialog', name: 'Finalidade das consultas' });
  const inside = () => {
    const box = document.querySelector('dialog')?.getBoundingClientRect();
    return box !== undefined && box.left >= 0 && box.top >= 0 && box.right <= innerWidth && box.bottom <= innerHeight;
  };
  expect(await card.evaluate(inside, undefined)).toBe(true);
  expect(lookups(sandbox.requests())).toEqual([]);
  await givePurpose(card, purpose, fromList, () => untilCardSettles(card));
  await card.expectVisible({ text: 'Maria Aparecida dos Santos' });
  browserDialogs.stop();
  expect(browserDialogs.messages).toHaveLength(driver.browserName === 'firefox' ? 1 : 0);
  expect(lookups(sandbox.requests())).toHaveLength(1);
  expect(await auditEntries(driver)).toMatchObject([{ origin: 'card', kind: 'enrichment', purpose }]);
}
