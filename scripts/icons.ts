/**
 * `npm run icons`: the extension's icons (public/icon/<size>.png, which WXT declares for the
 * extension and the toolbar button) drawn from public/icon/icon.svg by headless Chromium, so that
 * each size is rasterized from the one drawing. Run after changing the SVG; the PNGs are committed.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { resolveChromium } from '../e2e/browser';

const FOLDER = 'public/icon';
const SIZES = [16, 32, 48, 128];

const svg = readFileSync(join(FOLDER, 'icon.svg'), 'utf8');
const browser = await chromium.launch({ executablePath: resolveChromium(), headless: true, args: ['--no-sandbox', '--disable-gpu'] });
try {
  const page = await browser.newPage();
  for (const size of SIZES) {
    await page.setViewportSize({ width: size, height: size });
    await page.setContent(`<!doctype html><style>html,body{margin:0;background:transparent}svg{display:block;width:${size}px;height:${size}px}</style>${svg}`);
    await page.screenshot({ path: join(FOLDER, `${size}.png`), omitBackground: true });
    console.log(`${FOLDER}/${size}.png`);
  }
} finally {
  await browser.close();
}
