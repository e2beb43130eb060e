/**
 * Which Chromium runs the e2e suite: $CHROMIUM_PATH, then Debian's /usr/bin/chromium, then the one
 * Playwright installs on machines that can download it.
 */
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

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
