/**
 * Draws corpus pages as scans in a real Chromium canvas: A4 at a given dpi, 11 pt serif text (or
 * another face and size) wrapped at the margins, the sheet turned by a slight angle, and speckle noise (dark and light pixels) as a
 * scanner leaves them; then draws that scan again at the width the reader gives OCR, as pdf.js draws
 * a scanned PDF's page image. Deterministic: each page's angle and noise come from its seed. The same
 * browser cuts lines out of those images, as the reader cuts them for a second reading, and
 * characters, in grey, as it does to check the `l`s of addresses (lib/reader/ocr-engine.ts).
 */
import { chromium, type Page } from '@playwright/test';
import type { PixelBox } from '../../lib/reader/ocr-address-reread';
import type { GreyImage } from '../../lib/reader/ocr-glyph-shapes';
import { resolveChromium } from '../../e2e/browser';

export interface ScanRequest {
  text: string;
  dpi: number;
  /** Degrees; positive turns clockwise. */
  angle: number;
  seed: number;
  /** The width the reader draws the page at for OCR (lib/reader/ocr-session.ts): the scan is drawn again at it. */
  readWidth: number;
  /** The typeface, as CSS names it; DejaVu Serif (Liberation Serif where missing) unless said. */
  face?: string;
  /** The text's size in points; 11 unless said. */
  points?: number;
}

const pngOf = (dataUrl: string) => Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');

/** A Chromium page that draws scans and cuts them; `close()` when done. */
export async function openScanner() {
  const browser = await chromium.launch({ executablePath: resolveChromium(), headless: true, args: ['--no-sandbox', '--disable-gpu'] });
  const page = await browser.newPage();
  // tsx names the functions it compiles with a helper the page does not have.
  await page.evaluate('window.__name = (target) => target');
  return {
    /** PNG bytes of each page, in order. */
    render: (requests: ScanRequest[]) => renderScans(page, requests),
    /** The parts `cuts` of a PNG, as PNGs on white (as lib/reader/ocr-engine.ts cuts them). */
    cut: async (png: Buffer, cuts: readonly PixelBox[]): Promise<Buffer[]> => (await cutsOf(page, png, cuts, 'png')).map(pngOf),
    /** The parts `cuts` of a PNG in grey, the mean of red, green and blue (as lib/reader/ocr-engine.ts reads them). */
    grey: async (png: Buffer, cuts: readonly PixelBox[]): Promise<GreyImage[]> =>
      (await cutsOf(page, png, cuts, 'grey')).map((grey, index) => ({ width: (cuts[index] as PixelBox).width, height: (cuts[index] as PixelBox).height, data: new Uint8Array(Buffer.from(grey, 'base64')) })),
    close: () => browser.close(),
  };
}

/** The parts `cuts` of a PNG drawn on white, each as a PNG data URL (`png`) or its grey levels in base64 (`grey`). */
function cutsOf(page: Page, png: Buffer, cuts: readonly PixelBox[], as: 'png' | 'grey'): Promise<string[]> {
  return page.evaluate(
    async ({ source, cuts, as }) => {
      const image = new Image();
      image.src = source;
      await image.decode();
      return cuts.map((cut) => {
        const canvas = document.createElement('canvas');
        canvas.width = cut.width;
        canvas.height = cut.height;
        const context = canvas.getContext('2d', { willReadFrequently: as === 'grey' }) as CanvasRenderingContext2D;
        context.fillStyle = '#fff';
        context.fillRect(0, 0, cut.width, cut.height);
        context.drawImage(image, cut.left, cut.top, cut.width, cut.height, 0, 0, cut.width, cut.height);
        if (as === 'png') return canvas.toDataURL('image/png');
        const rgba = context.getImageData(0, 0, cut.width, cut.height).data;
        let grey = '';
        for (let pixel = 0; pixel < rgba.length; pixel += 4) grey += String.fromCharCode(Math.round(((rgba[pixel] as number) + (rgba[pixel + 1] as number) + (rgba[pixel + 2] as number)) / 3));
        return btoa(grey);
      });
    },
    { source: `data:image/png;base64,${png.toString('base64')}`, cuts, as },
  );
}

async function renderScans(page: Page, requests: ScanRequest[]): Promise<Buffer[]> {
  const out: Buffer[] = [];
  for (const request of requests) {
    const dataUrl = await page.evaluate(({ text, dpi, angle, seed, readWidth, face = '"DejaVu Serif", "Liberation Serif", serif', points = 11 }) => {
      const width = Math.round(8.27 * dpi);
      const height = Math.round(11.69 * dpi);
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = height;
      const context = canvas.getContext('2d') as CanvasRenderingContext2D;
      context.fillStyle = '#fff';
      context.fillRect(0, 0, width, height);
      const size = (points / 72) * dpi;
      const margin = dpi;
      context.font = `${size}px ${face}`;
      const lines: string[] = [];
      for (const paragraph of text.split('\n')) {
        let line = '';
        for (const word of paragraph.split(' ')) {
          const next = line ? `${line} ${word}` : word;
          if (context.measureText(next).width > width - 2 * margin && line) {
            lines.push(line);
            line = word;
          } else line = next;
        }
        lines.push(line);
      }
      context.save();
      context.translate(width / 2, height / 2);
      context.rotate((angle * Math.PI) / 180);
      context.translate(-width / 2, -height / 2);
      context.fillStyle = '#222';
      lines.forEach((line, index) => context.fillText(line, margin, margin + (index + 1) * size * 1.45));
      context.restore();
      // Speckle: a small share of pixels flipped, from a seeded generator (mulberry32).
      let state = seed >>> 0;
      const random = () => {
        state = (state + 0x6d2b79f5) >>> 0;
        let value = state;
        value = Math.imul(value ^ (value >>> 15), value | 1);
        value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
        return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
      };
      const image = context.getImageData(0, 0, width, height);
      const pixels = image.data;
      const flips = Math.round(width * height * 0.004);
      for (let count = 0; count < flips; count++) {
        const at = Math.floor(random() * width * height) * 4;
        const tone = random() < 0.5 ? 40 + random() * 80 : 200 + random() * 55;
        pixels[at] = pixels[at + 1] = pixels[at + 2] = tone;
      }
      context.putImageData(image, 0, 0);
      // As pdf.js draws a scanned page (one image) on the reader's canvas for OCR.
      const read = document.createElement('canvas');
      read.width = readWidth;
      read.height = Math.round((height * readWidth) / width);
      const drawn = read.getContext('2d') as CanvasRenderingContext2D;
      drawn.imageSmoothingQuality = 'high';
      drawn.drawImage(canvas, 0, 0, read.width, read.height);
      return read.toDataURL('image/png');
    }, request);
    out.push(pngOf(dataUrl));
  }
  return out;
}
