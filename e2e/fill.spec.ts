/**
 * "Preencher" and "Preencher formulário" on the built extension: a value goes in at the caret or over
 * the selection and never erases what the person wrote; Ctrl+Z takes a single "Preencher" back, in an
 * input, a textarea and a contenteditable; a CRM form of controlled inputs (a value setter that
 * ignores assignment, as React's) gets the enrichment, only into empty fields unless ticked, and
 * "Desfazer" puts back what the fill changed; a plain form in a same-origin frame too. The scenarios
 * on forms of real frameworks (e2e/scenarios/fill.ts) run here and in Firefox.
 */
import type { BrowserContext, Page } from '@playwright/test';
import { CPF_FULL } from '../sandbox/special';
import { configureExtension, openExtensionPage } from './extension';
import { expect, SANDBOX_TOKEN, test } from './fixtures';
import { SHARED_SCENARIOS, sharedTestBody } from './scenarios/shared';

test.beforeEach(async ({ serviceWorker, sandbox }) => {
  await configureExtension(serviceWorker, { apiUrl: sandbox.url, baseUrl: sandbox.url, token: SANDBOX_TOKEN });
});

/** A page whose content script has started (it has painted the page's identifiers). */
async function openPage(context: BrowserContext, url: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(url);
  await expect.poll(() => page.evaluate(() => CSS.highlights.size)).toBeGreaterThan(0);
  return page;
}

/** The panel on CPF_FULL, enriched; the page stays the active tab, as beside a side panel. */
async function enrichedPanel(context: BrowserContext, extensionId: string, page: Page): Promise<Page> {
  const panel = await openExtensionPage(context, extensionId, `sidepanel.html?q=${CPF_FULL}`);
  await page.bringToFront();
  await panel.getByRole('button', { name: 'Enriquecer', exact: true }).click();
  // The enrichment's result (the recent look-ups above may name her too).
  await expect(panel.locator('.enrichment').getByText('Maria Aparecida dos Santos').first()).toBeVisible();
  return panel;
}

for (const scenario of SHARED_SCENARIOS.fill) test(scenario.title, sharedTestBody(scenario));

test('Preencher keeps the person’s text, goes at the caret or over the selection, and Ctrl+Z takes it back', async ({ context, extensionId, pages }) => {
  const page = await openPage(context, `${pages}/fill.html`);
  const panel = await enrichedPanel(context, extensionId, page);
  const fill = (label: string) => panel.getByRole('button', { name: `Preencher: ${label}` }).first();

  // A textarea with the caret at the end of the note.
  const notes = page.locator('#notes');
  await notes.click();
  await page.keyboard.press('End');
  await page.keyboard.press('Control+End');
  await fill('(11) 98765-4321').click();
  await expect(panel.getByText('Preenchido no campo da página.')).toBeVisible();
  await expect(notes).toHaveValue('Ligar amanhã: (11) 98765-4321');
  await notes.focus();
  await page.keyboard.press('Control+z');
  await expect(notes).toHaveValue('Ligar amanhã: ');

  // An input with one word selected: only that word is replaced.
  const subject = page.locator('#subject');
  await subject.click();
  await subject.evaluate((input: HTMLInputElement) => input.setSelectionRange(0, 7));
  await fill('Nome').click();
  await expect(subject).toHaveValue('Maria Aparecida dos Santos sobre proposta');
  await subject.focus();
  await page.keyboard.press('Control+z');
  await expect(subject).toHaveValue('Retorno sobre proposta');

  // A contenteditable with the caret between two words.
  const editor = page.locator('#editor');
  await editor.click();
  await editor.evaluate((element) => {
    const text = element.firstChild as Text;
    const range = document.createRange();
    range.setStart(text, 'Falar com '.length);
    range.collapse(true);
    document.getSelection()?.removeAllRanges();
    document.getSelection()?.addRange(range);
  });
  await fill('Nome').click();
  await expect(editor).toHaveText('Falar com Maria Aparecida dos Santos, sobre o contrato.');
  await editor.focus();
  await page.keyboard.press('Control+z');
  await expect(editor).toHaveText('Falar com , sobre o contrato.');
});

test('Preencher writes nothing into a field the person cannot see, or did not focus herself', async ({ context, extensionId, pages }) => {
  const page = await openPage(context, `${pages}/fill.html`);
  // Focused by the page's script, not by the person: no target.
  await page.evaluate(() => document.getElementById('hidden-field')?.focus());
  const panel = await enrichedPanel(context, extensionId, page);
  await panel.getByRole('button', { name: 'Preencher: Nome' }).click();
  await expect(panel.getByText('Clique primeiro no campo da página que deve receber o valor.')).toBeVisible();
  await expect(page.locator('#hidden-field')).toHaveValue('');
});

/** The CRM form with the caret in its first field, the panel enriched, and "Preencher formulário"'s preview open. */
async function crmFormPreview(context: BrowserContext, extensionId: string, pages: string) {
  const page = await openPage(context, `${pages}/crm-form.html`);
  await page.locator('input[name="nome"]').click();
  const panel = await enrichedPanel(context, extensionId, page);
  await panel.getByRole('button', { name: 'Preencher formulário' }).click();
  const preview = panel.getByRole('group', { name: 'O que vai para cada campo da página' });
  await expect(preview).toBeVisible();
  return { page, panel, preview };
}

test('Preencher formulário fills the empty fields of a form of controlled inputs through real editing, and Desfazer puts them back', async ({ context, extensionId, pages }) => {
  const { page, panel, preview } = await crmFormPreview(context, extensionId, pages);
  await expect(preview.getByText('Nome completo')).toBeVisible();
  // The phone field has a value: offered, not ticked.
  const mobile = preview.locator('li', { hasText: 'Celular' });
  await expect(mobile).toContainText('já tem valor');
  await expect(mobile.getByRole('checkbox')).not.toBeChecked();
  // The notes have no role: not offered.
  await expect(preview.getByText('Observações')).toHaveCount(0);
  const ticked = await preview.getByRole('checkbox', { checked: true }).count();
  await panel.getByRole('button', { name: `Preencher ${ticked} campos` }).click();
  await expect(panel.getByText(`${ticked} campos preenchidos.`, { exact: false })).toBeVisible();

  const state = JSON.parse((await page.locator('#state').textContent()) ?? '{}') as Record<string, string>;
  expect(state.nome).toBe('Maria Aparecida dos Santos');
  expect(state.cpf).toBe('123.456.789-09');
  expect(state.nascimento).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
  expect(state.sexo).toBe('F');
  expect(state.email).toContain('@');
  expect(state.cep).toMatch(/^\d{5}-\d{3}$/);
  expect(state.logradouro).not.toBe('');
  expect(state.numero).not.toBe('');
  expect(state.cidade).not.toBe('');
  expect(state.uf).toMatch(/^[A-Z]{2}$/);
  // What the person had written is untouched.
  expect(state.celular).toBe('(11) 90000-0000');
  expect(state.obs).toBe('cliente antigo');

  // "Desfazer" puts back every field the fill wrote, in the page's own state, and only those.
  await panel.getByRole('button', { name: 'Desfazer' }).click();
  await expect(panel.getByText(`${ticked} campos voltaram ao que eram.`)).toBeVisible();
  const undone = JSON.parse((await page.locator('#state').textContent()) ?? '{}') as Record<string, string>;
  expect(undone.nome).toBe('');
  expect(undone.cpf).toBe('');
  expect(undone.celular).toBe('(11) 90000-0000');
  expect(undone.obs).toBe('cliente antigo');
});

test('Preencher formulário overwrites a field that has a value only when ticked, and Desfazer brings the value back', async ({ context, extensionId, pages }) => {
  const { page, panel, preview } = await crmFormPreview(context, extensionId, pages);
  await expect(preview.locator('li', { hasText: 'Celular' })).toContainText('já tem valor');
  // The ticks are clicked with the panel in front: a tab behind draws no frames, and each click waited
  // for one (1.5 s apiece). The page comes back to the front for the writing.
  await panel.bringToFront();
  const others = preview.locator('li').filter({ hasNotText: 'Celular' }).getByRole('checkbox', { checked: true });
  for (let left = await others.count(); left > 0; left--) await others.first().uncheck();
  await preview.locator('li', { hasText: 'Celular' }).getByRole('checkbox').check();
  await page.bringToFront();
  await panel.getByRole('button', { name: 'Preencher 1 campo' }).click();
  await expect(page.locator('#state')).toContainText('"celular":"(11) 98765-4321"');
  await panel.getByRole('button', { name: 'Desfazer' }).click();
  await expect(page.locator('#state')).toContainText('"celular":"(11) 90000-0000"');
});

test('Preencher formulário reaches a plain form in a same-origin frame', async ({ context, extensionId, pages }) => {
  const page = await openPage(context, `${pages}/crm-frame.html`);
  const frame = page.frameLocator('#form-frame');
  await expect(frame.locator('input[name="city"]')).toBeVisible();
  const panel = await enrichedPanel(context, extensionId, page);
  await panel.getByRole('button', { name: 'Preencher formulário' }).click();
  await panel.getByRole('button', { name: /^Preencher \d+ campos$/ }).click();
  await expect(frame.locator('input[name="full_name"]')).toHaveValue('Maria Aparecida dos Santos');
  await expect(frame.locator('input[name="birthday"]')).toHaveValue(/^\d{4}-\d{2}-\d{2}$/);
  await expect(frame.locator('input[name="zip"]')).toHaveValue(/^\d{5}-\d{3}$/);
  await expect(frame.locator('input[name="city"]')).not.toHaveValue('');
  await expect(frame.locator('input[name="email"]')).toHaveValue(/@/);
});
