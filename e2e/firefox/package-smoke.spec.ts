/**
 * The addons.mozilla.org package as Firefox gets it: `atalaia-<version>-firefox.zip` unzipped and
 * installed as a temporary add-on in a new Firefox. It starts (the welcome page opens as on any new
 * install, and the extension prints no error), holds the privacy policy page and highlights the
 * sandbox's demo page.
 */
import { firefoxDriver } from '../driver/firefox';
import { unpackPackage } from '../packages';
import { highlightsDemoPage } from '../scenarios/content';
import { expect, extensionErrors, test, welcomeTab } from './fixtures';
import { launchFirefox, openMozExtensionPage } from './firefox';

test('the Firefox package installs, starts, opens the welcome page, shows the privacy policy and highlights the demo page', async ({ sandbox, pages, firefoxProfileTemplate }) => {
  const unpacked = unpackPackage('firefox');
  const firefox = await launchFirefox({ profileTemplate: firefoxProfileTemplate }, unpacked.dir);
  try {
    expect(unpacked.manifest.host_permissions).toBeUndefined();
    const welcome = await welcomeTab(firefox.browser);
    await expect.poll(() => welcome.evaluate(() => document.querySelector('h1')?.textContent ?? null)).toBe('Boas-vindas ao Atalaia');
    // The privacy policy the store listing points to is in the package.
    const policy = await openMozExtensionPage(firefox.browser, 'privacy.html');
    await expect.poll(() => policy.evaluate(() => document.querySelector('h1')?.textContent ?? null)).toBe('Atalaia: política de privacidade');
    await highlightsDemoPage(firefoxDriver(firefox.browser, firefox.chrome), { sandbox, pages });
    expect(extensionErrors(firefox.output), 'errors the extension printed').toEqual([]);
  } finally {
    await firefox.close();
    unpacked.remove();
  }
});
