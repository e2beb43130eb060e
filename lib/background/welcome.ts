/**
 * A new install opens the welcome page (entrypoints/welcome): connect, try the demo, find the panel.
 * Test and benchmark builds skip it: their suites open and count tabs of their own. The Firefox suite
 * runs the product's build, and checks there that the page opens (e2e/firefox/welcome.spec.ts).
 */
import { browser } from 'wxt/browser';

export async function openWelcomeOnInstall(): Promise<boolean> {
  if (import.meta.env.WXT_GALLERY || import.meta.env.WXT_BENCH) return false;
  await browser.tabs.create({ url: browser.runtime.getURL('/welcome.html') });
  return true;
}
