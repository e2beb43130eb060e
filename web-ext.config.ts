import { defineWebExtConfig } from 'wxt';

// WXT's dev runner (`npm start`): Debian's Chromium unless told otherwise, opened on the sandbox's demo page.
const sandbox = process.env.WXT_SANDBOX_URL ?? 'http://127.0.0.1:8787';

export default defineWebExtConfig({
  binaries: { chrome: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' },
  startUrls: [`${sandbox}/demo`],
  chromiumArgs: ['--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
