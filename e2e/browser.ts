/**
 * Which Chromium runs the e2e suite: $CHROMIUM_PATH, then Debian's /usr/bin/chromium, then the one
 * Playwright installs on machines that can download it.
 */
import { existsSync } from 'node:fs';
import { chromium, type BrowserContext } from '@playwright/test';

export function resolveChromium(): string {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  for (const candidate of candidates) {
    if (candidate && existsSync(candidate)) return candidate;
  }
  const bundled = chromium.executablePath();
  if (existsSync(bundled)) return bundled;
  throw new Error(
    'Nenhum Chromium encontrado. Instale com `apt-get install chromium` ou `npx playwright install chromium`, ou defina CHROMIUM_PATH.',
  );
}

/**
 * Chromium with the built extension loaded, headless, speaking pt-BR like Atalaia's users (or, for the
 * English interface's checks, `language`).
 */
export function launchWithExtension(extensionDir: string, profileDir: string, language: 'pt-BR' | 'en-US' = 'pt-BR'): Promise<BrowserContext> {
  const posix = language.replace('-', '_');
  return chromium.launchPersistentContext(profileDir, {
    executablePath: resolveChromium(),
    headless: true,
    // The browser's UI language decides the extension's locale.
    locale: language,
    env: { ...process.env, LANGUAGE: posix, LANG: `${posix}.UTF-8` },
    args: [
      `--disable-extensions-except=${extensionDir}`,
      `--load-extension=${extensionDir}`,
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      `--lang=${language}`,
    ],
  });
}
