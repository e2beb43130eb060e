/**
 * The organization's monthly budget, from a real Chromium policy file, held by the spend ledger
 * (docs/storage.md): erasing the audit log or shortening its retention lowers no count, a look-up
 * past the budget asks, and a batch that would cross it asks with its cost before anything is sent.
 */
import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { test as base, expect } from '@playwright/test';
import { cpfWithCheckDigits } from '../lib/identifiers/cpf';
import { CPF_FULL } from '../sandbox/special';
import { chromiumPage } from './driver/chromium';
import { SANDBOX_TOKEN } from './fixtures';
import { canWritePolicies, extensionIdOf, launchKeyedCopy, POLICY_DIR, policyApplied, writePolicy, type Launched } from './policy-browser';
import { contactsSent, csvOf, importCsv } from './scenarios/enrichment';
import { serverFixtures, type ServerFixtures } from './servers';

/** The public half of a key made for this spec only (the private half was thrown away): it fixes the id. */
const MANIFEST_KEY =
  'MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEAkseNn46HyhvzjmNaZM376ojZmI6pF9UKdruWObTN5ojBZACM1v3RF8zeR7wN1MtZd+i4hpCNdM4xDSvOtIqhF6fTFgmKaL8lyuHAJhdXyiZ97tuZCmXlG2wgraXUogAuoZwcXrh0aBVYcYPaayQnUcvdanR3EBGAqVpVjmDUVoSclMBJNBHaykp5MAeiGKxIjtizVXlrUjhrnlpvGafAp90a/rQ40E65iPjGdlvigaxVh2qjOH3WFpT2CLj4/JYBMzEyUIuwNNE8Y1N9BcCAmdLRFw1dm53usZzIKKTnhs6Bn3o4VCrmqm9nGsg8hRYmdgdUe3zZ2qwYt+M8N9rtNQIDAQAB';

const test = base.extend<object, ServerFixtures>({ ...serverFixtures });

test('a managed budget stands: erasing the audit log or its retention lowers no count; past it a look-up asks, and a batch that would cross it asks with its cost', async ({ sandbox }) => {
  test.skip(!canWritePolicies(), `Chromium reads policies only from ${POLICY_DIR}, which only root may write`);
  test.setTimeout(90_000);
  const file = join(POLICY_DIR, `atalaia-e2e-${randomUUID()}.json`);
  const extensionId = extensionIdOf(MANIFEST_KEY);
  let launched: Launched | undefined;
  try {
    writePolicy(file, extensionId, { apiUrl: sandbox.url, baseUrl: sandbox.url, token: SANDBOX_TOKEN, monthlyBudget: 1 });
    launched = await launchKeyedCopy(MANIFEST_KEY);
    const { context, worker } = launched;
    await policyApplied(worker, (copy) => copy.monthlyBudget === 1);

    // One look-up takes the month to its budget.
    const panel = await context.newPage();
    await panel.setViewportSize({ width: 900, height: 1000 });
    await panel.goto(`chrome-extension://${extensionId}/sidepanel.html?q=${CPF_FULL}`);
    await expect(panel.getByText('Maria Aparecida dos Santos').filter({ visible: true }).first()).toBeVisible();
    await panel.getByRole('button', { name: 'Enriquecimento' }).click();
    const usage = panel.locator('p.spend');
    await expect(usage).toHaveText(/Consultas deste navegador: [1-9]\d* hoje/);
    const spentText = await usage.textContent();
    const spent = Number(/(\d+) hoje/.exec(spentText ?? '')?.[1]);

    // The person erases the audit log and keeps it one day: the month's count stays where it was.
    const options = await context.newPage();
    await options.goto(`chrome-extension://${extensionId}/options.html`);
    await options.getByLabel('Guardar os registros por (dias)').fill('1');
    await options.getByLabel('Guardar os registros por (dias)').blur();
    await options.getByRole('button', { name: 'Apagar todo o registro' }).click();
    await expect(options.getByText(/registros? apagados?/).first()).toBeVisible();
    await panel.reload();
    await panel.getByRole('button', { name: 'Enriquecimento' }).click();
    await expect(usage).toHaveText(spentText ?? '');

    // Past the budget, the next look-up asks first; cancelled, nothing is sent.
    const other = cpfWithCheckDigits('640000001');
    sandbox.clearRequests();
    await panel.goto(`chrome-extension://${extensionId}/sidepanel.html?q=${other}`);
    const question = panel.getByRole('dialog', { name: 'Orçamento do mês atingido' });
    await expect(question).toBeVisible();
    await question.getByRole('button', { name: 'Cancelar' }).click();
    expect(sandbox.requests().filter((request) => request.path.includes(other))).toEqual([]);

    // A batch that would cross it asks before anything is sent, with what it costs.
    await panel.getByRole('button', { name: 'Enriquecimento' }).click();
    await importCsv(chromiumPage(panel, panel), 'quarenta.csv', csvOf(40, 650_000_000));
    await panel.getByRole('button', { name: 'Enviar 40 contatos' }).click();
    const crossing = panel.getByRole('dialog', { name: 'Este envio ultrapassa o orçamento do mês' });
    await expect(crossing).toContainText(`Ele custa 40 consultas e levaria o mês a ${spent + 40} de 1.`);
    await crossing.getByRole('button', { name: 'Cancelar' }).click();
    await expect(crossing).toHaveCount(0);
    expect(contactsSent(sandbox.requests())).toBe(0);
    await expect(panel.getByRole('button', { name: 'Enviar 40 contatos' })).toBeVisible();
  } finally {
    rmSync(file, { force: true });
    await launched?.close();
  }
});
