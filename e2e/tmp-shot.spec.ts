import { CPF_FULL, CNPJ_NUMERIC } from '../sandbox/special';
import { configureExtension, openExtensionPage } from './extension';
import { expect, SANDBOX_TOKEN, test } from './fixtures';

test('shot', async ({ context, extensionId, serviceWorker, sandbox }) => {
  await configureExtension(serviceWorker, { apiUrl: sandbox.url, baseUrl: sandbox.url, token: SANDBOX_TOKEN, cacheTtlHours: 24 });
  for (const [q, w] of [[CPF_FULL, 360], [CPF_FULL, 252], [CNPJ_NUMERIC, 360]] as const) {
    const page = await openExtensionPage(context, extensionId, `sidepanel.html?q=${q}`);
    await page.setViewportSize({ width: w, height: 600 });
    await expect(page.locator('.skeleton')).toHaveCount(0);
    await expect(page.locator('.section-body').first()).toBeVisible();
    await page.waitForTimeout(500);
    await page.screenshot({ path: `/tmp/panel-shot-${q}-${w}.png` });
  }
});
