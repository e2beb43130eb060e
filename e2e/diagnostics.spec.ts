import { openExtensionPage, sendFromPage } from './extension';
import { expect, test } from './fixtures';

test("a page's own uncaught error reaches Diagnóstico, scrubbed of what could name a person", async ({ context, extensionId }) => {
  const panel = await openExtensionPage(context, extensionId, 'sidepanel.html');
  await panel.evaluate(() => {
    setTimeout(() => {
      throw new TypeError('boom while showing 529.982.247-25');
    });
    void Promise.reject(new RangeError('nobody waited for ana@exemplo.com.br'));
  });
  await expect.poll(async () => (await sendFromPage<{ ok: true; value: { context: string }[] }>(panel, 'diagnostics.entries', {})).value.length).toBe(2);
  const options = await openExtensionPage(context, extensionId, 'options.html');
  const log = options.locator('ol.diagnostics');
  await expect(log).toContainText('page sidepanel · TypeError: boom while showing <n>');
  await expect(log).toContainText('page sidepanel · RangeError: nobody waited for <e-mail>');
  await expect(log).not.toContainText('529');
});
