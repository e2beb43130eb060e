/**
 * The built `.output/firefox-mv3` in Firefox ESR: it installs, speaks pt-BR, declares the data it
 * sends, and its background starts (its hourly cache sweep is scheduled).
 */
import type { WxtBrowser } from 'wxt/browser';
import { EXTENSION_ORIGIN } from './firefox';
import { expect, test } from './fixtures';

/** The extension's own `browser`, in the control tab where the test evaluates. */
declare const browser: WxtBrowser;

test('the built extension loads in a pt-BR Firefox, with its sidebar and its declared data collection', async ({ driver }) => {
  const control = await driver.control();
  const facts = await control.evaluate(async () => {
    const manifest = browser.runtime.getManifest() as Record<string, unknown> & {
      browser_specific_settings?: { gecko?: { id?: string; data_collection_permissions?: { required?: string[] } } };
    };
    return {
      manifestVersion: manifest.manifest_version,
      gecko: manifest.browser_specific_settings?.gecko,
      sidebar: Boolean(manifest.sidebar_action),
      sidePanel: 'side_panel' in manifest,
      uiLanguage: browser.i18n.getUILanguage(),
      uiLocale: browser.i18n.getMessage('@@ui_locale'),
      name: browser.i18n.getMessage('extName'),
      lang: document.documentElement.lang,
      href: location.href,
      sweep: await browser.alarms.get('cache-sweep'),
    };
  });
  expect(facts).toMatchObject({
    manifestVersion: 3,
    gecko: { id: 'atalaia@atalaia.app', data_collection_permissions: { required: ['personallyIdentifyingInfo'] } },
    sidebar: true,
    sidePanel: false,
    uiLanguage: 'pt-BR',
    // Firefox spells the locale pt-BR where Chrome says pt_BR: the pages set `lang` from either.
    uiLocale: 'pt-BR',
    name: 'Atalaia',
    lang: 'pt-BR',
    href: `${EXTENSION_ORIGIN}/options.html`,
    sweep: { name: 'cache-sweep', periodInMinutes: 60 },
  });
});
