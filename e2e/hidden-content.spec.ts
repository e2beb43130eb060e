/**
 * The page boundary's second round, on what the person cannot see: contacts a page hides in eighteen
 * ways stay out of "Enriquecer contatos desta página" unless ticked; form fields hidden in six ways are
 * listed unticked and marked, never written unless ticked; and a field the page focuses after the
 * person clicked elsewhere is not the card's "Preencher" target.
 */
import type { BrowserContext, Page } from '@playwright/test';
import { CPF_FULL } from '../sandbox/special';
import { configureExtension, openExtensionPage } from './extension';
import { expect, SANDBOX_TOKEN, test } from './fixtures';
import { playwrightPage } from './driver/chromium';
import { openEnrichment } from './scenarios/enrichment';

test.beforeEach(async ({ serviceWorker, sandbox }) => {
  await configureExtension(serviceWorker, { apiUrl: sandbox.url, baseUrl: sandbox.url, token: SANDBOX_TOKEN });
});

async function openPage(context: BrowserContext, url: string): Promise<Page> {
  const page = await context.newPage();
  await page.setViewportSize({ width: 1000, height: 900 });
  await page.goto(url);
  await expect.poll(() => page.evaluate(() => CSS.highlights.size)).toBeGreaterThan(0);
  return page;
}

test('contacts hidden in eighteen ways are listed apart and unticked: "Enviar 3 contatos" for the three a person sees', async ({ driver, context, pages, sandbox }) => {
  sandbox.clearRequests();
  const leads = await openPage(context, `${pages}/hidden-contacts.html`);
  const panel = playwrightPage(await openEnrichment(driver));
  await leads.bringToFront();
  await panel.getByRole('button', { name: 'Enriquecer contatos desta página' }).click();
  const hidden = panel.locator('details.hidden-contacts');
  // display:none and visibility:hidden text is never read from the page at all; the other sixteen are found and set apart.
  await expect(hidden.locator('summary')).toHaveText(/^Ocultos na página \(1[68]\): não enviados a menos que você marque$/);
  await expect(hidden.getByRole('checkbox', { checked: true })).toHaveCount(0);
  await expect(panel.getByRole('button', { name: 'Enviar 3 contatos' })).toBeVisible();
  const seen = await panel.locator('.contact-list li').filter({ has: panel.getByRole('checkbox', { checked: true }) }).allInnerTexts();
  expect(seen.join('\n')).toMatch(/600\.000\.100-22[\s\S]*600\.008\.019-09[\s\S]*600\.015\.938-20/);
  await hidden.locator('summary').click();
  for (const [cpf, reason] of [
    ['600.023.857-67', 'sem contraste com o fundo'],
    ['600.031.776-02', 'coberto por outro elemento'],
    ['600.039.695-33', 'texto transparente'],
    ['600.047.614-05', 'texto transparente'],
    ['600.055.533-42', 'texto minúsculo'],
    ['600.063.452-80', 'texto transparente'],
    ['600.071.371-17', 'recortado'],
    ['600.079.290-56', 'fora da tela'],
    ['600.087.209-75', 'sem contraste com o fundo'],
    ['600.095.128-02', 'coberto por outro elemento'],
  ]) {
    await expect(hidden.locator('li', { hasText: cpf as string })).toContainText(reason as string);
  }
  await panel.getByRole('button', { name: 'Enviar 3 contatos' }).click();
  await expect(panel.locator('section.batch').first()).toHaveAttribute('data-batch-state', 'completed', { timeout: 15_000 });
  expect(sandbox.requests().flatMap((request) => (request.contacts === undefined ? [] : [request.contacts]))).toEqual([3]);
});

test('"Preencher formulário" lists six hidden fields unticked and marked, and writes only the one the person sees', async ({ context, extensionId, pages }) => {
  const page = await openPage(context, `${pages}/hidden-fields.html`);
  await page.locator('input[name="nome"]').click();
  const panel = await openExtensionPage(context, extensionId, `sidepanel.html?q=${CPF_FULL}`);
  await page.bringToFront();
  await panel.getByRole('button', { name: 'Enriquecer', exact: true }).click();
  await expect(panel.locator('.enrichment').getByText('Maria Aparecida dos Santos').first()).toBeVisible();
  await panel.getByRole('button', { name: 'Preencher formulário' }).click();
  const preview = panel.getByRole('group', { name: 'O que vai para cada campo da página' });
  await expect(preview.locator('li')).toHaveCount(7);
  await expect(preview.getByRole('checkbox', { checked: true })).toHaveCount(1);
  await expect(preview.locator('li', { hasText: 'Nome' }).getByRole('checkbox')).toBeChecked();
  for (const [label, reason] of [
    ['Data de nascimento', 'campo minúsculo'],
    ['E-mail', 'texto transparente'],
    ['Telefone', 'coberto por outro elemento'],
    ['CPF', 'fora da tela'],
    ['CEP', 'recortado'],
    ['Logradouro', 'campo minúsculo'],
  ]) {
    await expect(preview.locator('li', { hasText: label as string })).toContainText(`invisível na página: ${reason as string}`);
  }
  await panel.getByRole('button', { name: 'Preencher 1 campo' }).click();
  await expect(page.locator('input[name="nome"]')).toHaveValue('Maria Aparecida dos Santos');
  for (const name of ['nascimento', 'email', 'telefone', 'cpf', 'cep', 'logradouro']) await expect(page.locator(`input[name="${name}"]`)).toHaveValue('');
});

test('the card\'s "Preencher" does not write into a field the page focused after the person clicked elsewhere', async ({ context, extensionId, pages }) => {
  const page = await openPage(context, `${pages}/hidden-fields.html`);
  // The person clicks the page's text; 50 ms later the page focuses its 3 × 3 px transparent field.
  await page.locator('#elsewhere').click();
  await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('nascimento');
  const panel = await openExtensionPage(context, extensionId, `sidepanel.html?q=${CPF_FULL}`);
  await page.bringToFront();
  await panel.getByRole('button', { name: 'Enriquecer', exact: true }).click();
  await expect(panel.locator('.enrichment').getByText('Maria Aparecida dos Santos').first()).toBeVisible();
  await panel.getByRole('button', { name: 'Preencher: Nome' }).first().click();
  await expect(panel.getByText('Clique primeiro no campo da página que deve receber o valor.')).toBeVisible();
  await expect(page.locator('input[name="nascimento"]')).toHaveValue('');

  // The person's own click on the visible field makes it the target.
  await page.locator('input[name="nome"]').click();
  await panel.getByRole('button', { name: 'Preencher: Nome' }).first().click();
  await expect(page.locator('input[name="nome"]')).toHaveValue('Maria Aparecida dos Santos');
});
