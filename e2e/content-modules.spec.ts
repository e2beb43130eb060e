/**
 * The content script's modules in a real Chromium, without the extension: lib/content bundled with
 * esbuild (wxt/browser replaced by a stub) and injected into a plain page. What needs layout, Ranges,
 * IntersectionObserver and the CSS Custom Highlight API is tested here; e2e/content.spec.ts tests the
 * whole content script in the built extension.
 */
import { resolve } from 'node:path';
import { test as base, expect, type Page } from '@playwright/test';
import { build, type Plugin } from 'esbuild';
import { formatCpf } from '../lib/identifiers/format';
import { cpfWithCheckDigits } from '../lib/identifiers/cpf';
import { resolveChromium } from './browser';
import type * as Harness from './content-modules.harness';

declare global {
  interface Window {
    atalaia: typeof Harness;
  }
}

const ORIGIN = 'http://atalaia.test';
const STYLE = 'html, body { margin: 0; } body { font: 16px/24px monospace; padding: 0 40px; } p { margin: 0; height: 24px; white-space: nowrap; }';

/** wxt/browser in the bundle: only what card-host.ts reads. Extension URLs are served by the page's route. */
const browserStub: Plugin = {
  name: 'wxt-browser-stub',
  setup(builder) {
    builder.onResolve({ filter: /^wxt\/browser$/ }, () => ({ path: 'wxt-browser', namespace: 'stub' }));
    builder.onLoad({ filter: /.*/, namespace: 'stub' }, () => ({
      contents: `export const browser = { runtime: { getURL: (path) => '${ORIGIN}/ext' + path } };`,
      loader: 'js',
    }));
  },
};

type Load = (body: string, options?: { path?: string; head?: string }) => Promise<void>;

const test = base.extend<{ load: Load }, { bundle: string }>({
  bundle: [
    async ({}, use) => {
      const result = await build({
        entryPoints: [resolve(import.meta.dirname, 'content-modules.harness.ts')],
        bundle: true,
        write: false,
        format: 'iife',
        globalName: 'atalaia',
        target: 'chrome120',
        plugins: [browserStub],
        logLevel: 'silent',
      });
      await use(result.outputFiles[0]?.text ?? '');
    },
    { scope: 'worker' },
  ],
  load: async ({ page, bundle }, use) => {
    await use(async (body, { path = '/', head = '' } = {}) => {
      await page.route(`${ORIGIN}/**`, (route) => {
        const { pathname } = new URL(route.request().url());
        const html = pathname.startsWith('/ext/')
          ? '<!doctype html><title>cartão</title><p>cartão</p>'
          : `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><style>${STYLE}</style>${head}</head><body>${body}</body></html>`;
        return route.fulfill({ contentType: 'text/html; charset=utf-8', body: html });
      });
      await page.goto(`${ORIGIN}${path}`);
      await page.addScriptTag({ content: bundle });
    });
  },
});

test.use({ browserName: 'chromium', launchOptions: { executablePath: resolveChromium(), args: ['--no-sandbox', '--disable-gpu'] } });

const cpfOf = (index: number) => cpfWithCheckDigits(String(100_000_000 + index * 7_919));

/** `count` lines of 24 px, one CPF each: `<p id="p7">`. */
function lines(count: number): string {
  return Array.from({ length: count }, (_, index) => `<p id="p${index}">Linha ${index}: CPF ${formatCpf(cpfOf(index))}</p>`).join('');
}

const indexOf = (id: string) => Number(id.replace(/^p/, ''));

/** Which lines are surely near the viewport (within one viewport height above or below) and which surely not. */
async function nearness(page: Page): Promise<{ near: string[]; far: string[] }> {
  return page.evaluate(() => {
    const height = window.innerHeight;
    const near: string[] = [];
    const far: string[] = [];
    for (const line of document.querySelectorAll('p[id]')) {
      const { top, bottom } = line.getBoundingClientRect();
      if (top >= -height + 2 && bottom <= 2 * height - 2) near.push(line.id);
      else if (bottom <= -height - 2 || top >= 2 * height + 2) far.push(line.id);
    }
    return { near, far };
  });
}

test.describe('blocks: rangeOf', () => {
  test('maps a match back onto the text nodes it spans, across inline elements and line breaks', async ({ page, load }) => {
    await load('<p id="p">CPF 529.982.<b>247</b>-25 fim</p><div id="d">linha<br>111.444.777-35</div>');
    const result = await page.evaluate(() => {
      const { textBlocks, rangeOf } = window.atalaia.blocks;
      const p = document.getElementById('p') as HTMLElement;
      const bold = p.querySelector('b')?.firstChild;
      const [first, second] = [...textBlocks(document.body)];
      if (!first || !second) throw new Error('expected two blocks');
      const whole = rangeOf(first, 4, 18);
      const inside = rangeOf(first, 12, 15);
      return {
        whole: whole?.toString(),
        wholeNodes: whole?.startContainer === p.firstChild && whole?.endContainer === p.lastChild,
        inside: inside?.toString(),
        insideNodes: inside?.startContainer === bold && inside?.endContainer === bold,
        edges: [rangeOf(first, 0, 3)?.toString(), rangeOf(first, 19, 22)?.toString()],
        afterBreak: rangeOf(second, second.text.indexOf('1'), second.text.length)?.toString(),
      };
    });
    expect(result).toEqual({
      whole: '529.982.247-25',
      wholeNodes: true,
      inside: '247',
      insideNodes: true,
      edges: ['CPF', 'fim'],
      afterBreak: '111.444.777-35',
    });
  });
});

test.describe('candidate watch', () => {
  test('a yes from scripts, styles or noscript alone loads nothing; one in the page\'s text, at once or added later, does', async ({ page, load }) => {
    await load(
      '<style>.ad{padding-top:56.00000000000001%}</style><script type="application/json">{"id":"687168111412131"}</script>' +
        '<noscript><img src="https://t.example/tr?id=6871681114121"></noscript><p id="p">Sem documentos aqui, só 2024 e 15 de março.</p>' +
        '<svg><text>12345678901</text></svg>',
    );
    const result = await page.evaluate(async () => {
      const { watchForCandidates } = window.atalaia.candidateWatch;
      let calls = 0;
      const watch = watchForCandidates(document.body, () => null, () => calls++);
      const atFirst = { calls, watching: watch !== null };
      // A script added later says nothing either; text the scanner reads does.
      const script = document.createElement('script');
      script.type = 'application/json';
      script.textContent = '{"n":"52998224725"}';
      document.body.append(script);
      await new Promise((done) => setTimeout(done, 0));
      const afterScript = calls;
      document.getElementById('p')?.append(' CPF 529.982.247-25');
      await new Promise((done) => setTimeout(done, 0));
      const afterText = calls;
      // At once, when the page's own text holds one beside a style.
      document.body.innerHTML = '<style>p{}</style><p>Tel. (11) 98765-4321</p>';
      let atOnce = 0;
      const none = watchForCandidates(document.body, () => null, () => atOnce++);
      return { atFirst, afterScript, afterText, atOnce, none };
    });
    expect(result).toEqual({ atFirst: { calls: 0, watching: true }, afterScript: 0, afterText: 1, atOnce: 1, none: null });
  });
});

test.describe('scanner', () => {
  test('finds every kind in document order, and nothing in scripts or form fields', async ({ page, load }) => {
    await load(
      '<p id="a">CPF 529.982.<b>247</b>-25, CNPJ 11.222.333/0001-81.</p>' +
        '<p id="b">Tel. (11) 98765-4321, e-mail ana@exemplo.com.br, mascarado ***.456.789-**</p>' +
        '<script>var x = "111.444.777-35";</script><textarea>111.444.777-35</textarea><p id="c">fim</p>',
    );
    const result = await page.evaluate(() => {
      const { scanner, queue } = window.atalaia.setUpScanner();
      scanner.start();
      queue.drain();
      return { found: window.atalaia.found(), painted: window.atalaia.paintedIds(), stats: scanner.stats };
    });
    expect(result.found).toEqual(['cpf:52998224725', 'cnpj:11222333000181', 'phone:+5511987654321', 'email:ana@exemplo.com.br', 'masked_cpf:***456789**']);
    expect(result.painted).toEqual(['a', 'a', 'b', 'b', 'b']);
    expect(result.stats.found).toBe(5);
  });

  test('reads a big page in slices, handing the rest to defer; at its top, its first screens until the person scrolls', async ({ page, load }) => {
    await load(lines(3_000));
    const result = await page.evaluate(async () => {
      const { scanner, queue } = window.atalaia.setUpScanner();
      scanner.start();
      const afterFirstSlice = scanner.stats.found;
      const deferred = queue.pending();
      queue.drain();
      const firstReading = { found: scanner.stats.found, pending: queue.pending() };
      // As the content script does: the person's scroll reads on.
      scanner.viewportMoved(new Event('scroll'));
      const afterScroll = queue.pending();
      queue.drain();
      await scanner.readAll();
      return { afterFirstSlice, deferred, firstReading, afterScroll, found: scanner.stats.found, slices: scanner.stats.slices, all: scanner.all().length };
    });
    expect(result.afterFirstSlice).toBeGreaterThan(0);
    expect(result.afterFirstSlice).toBeLessThan(3_000);
    expect(result.deferred).toBe(1);
    // The first reading stops after a few screens (400 blocks), with nothing left scheduled.
    expect(result.firstReading).toEqual({ found: 400, pending: 0 });
    expect(result.afterScroll).toBe(1);
    expect(result.slices).toBeGreaterThan(1);
    expect(result).toMatchObject({ found: 3_000, all: 3_000 });
  });

  test('a line changed below the first reading is read once, when the change comes and not again after', async ({ page, load }) => {
    await load(lines(3_000));
    const result = await page.evaluate(async () => {
      const { scanner, queue } = window.atalaia.setUpScanner();
      scanner.start();
      queue.drain();
      const changed = document.getElementById('p2000') as HTMLElement;
      changed.append(' (atualizado)');
      scanner.changed([changed]);
      queue.drain();
      const afterChange = scanner.stats.found;
      const reading = scanner.readAll();
      queue.drain();
      await reading;
      const ids = scanner.all().map((found) => found.range.startContainer.parentElement?.id ?? '?');
      return { afterChange, found: scanner.stats.found, all: ids.length, distinct: new Set(ids).size };
    });
    expect(result).toEqual({ afterChange: 401, found: 3_000, all: 3_000, distinct: 3_000 });
  });

  test('paints only what is near the viewport, and follows the scroll', async ({ page, load }) => {
    await load(lines(400));
    const atStart = await page.evaluate(() => {
      const { scanner, queue } = window.atalaia.setUpScanner();
      scanner.start();
      const firstSlice = window.atalaia.paintedIds();
      queue.drain();
      return { firstSlice, found: scanner.stats.found };
    });
    // At the top of a freshly opened page, the first lines are painted at once.
    expect(atStart.firstSlice).toContain('p0');
    expect(atStart.found).toBe(400);

    for (const scrollY of [0, 5_000]) {
      await page.evaluate((y) => window.scrollTo(0, y), scrollY);
      const { near, far } = await nearness(page);
      expect(near.length).toBeGreaterThan(30);
      await expect
        .poll(async () => {
          const painted = new Set(await page.evaluate(() => window.atalaia.paintedIds()));
          return { missing: near.filter((id) => !painted.has(id)), extra: far.filter((id) => painted.has(id)) };
        })
        .toEqual({ missing: [], extra: [] });
    }
  });

  test('follows a box scrolled inside the page, where the lines shown are between the first and last of their group', async ({ page, load }) => {
    // 300 px show 12 lines: less than a group of observed elements (near.ts), so a scroll can show
    // the middle of a group whose first and last lines are both clipped away.
    await load(`<div id="box" style="height: 300px; overflow: auto">${lines(200)}</div>`);
    await page.evaluate(() => {
      const { scanner, queue } = window.atalaia.setUpScanner();
      // As the content script does: scrolls anywhere in the page, seen at the window.
      window.addEventListener('scroll', (event) => scanner.viewportMoved(event), { capture: true, passive: true });
      scanner.start();
      queue.drain();
    });
    const shownIn = () =>
      page.evaluate(() => {
        const box = document.getElementById('box')!.getBoundingClientRect();
        return [...document.querySelectorAll('#box p')].filter((line) => {
          const { top, bottom } = line.getBoundingClientRect();
          return bottom > box.top + 1 && top < box.bottom - 1;
        }).map((line) => line.id);
      });
    for (const scrollTop of [2_000, 2_000 + 24 * 3, 3_500]) {
      await page.evaluate((top) => (document.getElementById('box')!.scrollTop = top), scrollTop);
      const shown = await shownIn();
      expect(shown.length).toBeGreaterThan(10);
      await expect
        .poll(async () => {
          const painted = new Set(await page.evaluate(() => window.atalaia.paintedIds()));
          return shown.filter((id) => !painted.has(id));
        })
        .toEqual([]);
    }
  });

  test('a jump into the middle of a group that spread apart while resting paints what it lands on', async ({ page, load }) => {
    // Lines 208–223 are one group (near.ts: 16 in page order). Two figures inside it, empty when the
    // page is read, grow once the group rests (images loaded late): a jump to line 214 then leaves the
    // group's first and last lines, its only observed ones, screens away above and below.
    const body = lines(400).replace('<p id="p212">', '<div class="figure"></div><p id="p212">').replace('<p id="p218">', '<div class="figure"></div><p id="p218">');
    await load(body);
    await page.evaluate(() => {
      const { scanner, queue } = window.atalaia.setUpScanner();
      // As the content script does: the page's scrollend, seen at the window.
      window.addEventListener('scrollend', (event) => scanner.viewportMoved(event), { passive: true });
      scanner.start();
      queue.drain();
    });
    await page.evaluate(() => window.atalaia.frames(4));
    expect(await page.evaluate(() => window.atalaia.paintedIds())).not.toContain('p214');
    await page.evaluate(() => {
      for (const figure of document.querySelectorAll<HTMLElement>('.figure')) figure.style.height = '4000px';
      location.hash = '#p214';
    });
    const shown = await page.evaluate(() =>
      [...document.querySelectorAll('p[id]')].filter((line) => {
        const { top, bottom } = line.getBoundingClientRect();
        return bottom > 0 && top < window.innerHeight;
      }).map((line) => line.id),
    );
    expect(shown).toEqual(['p214', 'p215', 'p216', 'p217']);
    await expect
      .poll(async () => {
        const painted = new Set(await page.evaluate(() => window.atalaia.paintedIds()));
        return shown.filter((id) => !painted.has(id));
      })
      .toEqual([]);
  });

  test('a page opened at an anchor paints what is in view first, and keeps document order', async ({ page, load }) => {
    await load(lines(400), { path: '/#p300' });
    const result = await page.evaluate(() => {
      const { scanner, queue } = window.atalaia.setUpScanner();
      scanner.start();
      const firstSlice = window.atalaia.paintedIds();
      queue.drain();
      return { scrollY: window.scrollY, firstSlice, order: scanner.all().map((found) => found.range.startContainer.parentElement?.id ?? '?') };
    });
    expect(result.scrollY).toBeGreaterThan(0);
    expect(result.firstSlice.length).toBeGreaterThan(0);
    expect(result.firstSlice.map(indexOf).every((index) => index >= 300 && index < 340)).toBe(true);
    expect(result.order.map(indexOf)).toEqual(Array.from({ length: 400 }, (_, index) => index));
  });

  test('rescans what changed, once per batch, later', async ({ page, load }) => {
    await load('<p id="a">CPF 529.982.247-25</p><p id="b">CPF 111.444.777-35</p><div id="host"><p>CPF 123.456.789-09</p></div>');
    const result = await page.evaluate(() => {
      const { setUpScanner, found } = window.atalaia;
      const { scanner, queue, recorded } = setUpScanner({ ignore: document.getElementById('host') });
      scanner.start();
      queue.drain();
      const before = found();
      const bRange = [...(recorded?.ranges.keys() ?? [])].find((range) => range.toString() === '111.444.777-35');
      const text = document.getElementById('a')?.firstChild as Text;
      text.data = 'CPF 987.654.321-00';
      scanner.changed([text]);
      scanner.changed([text]);
      const pending = queue.pending();
      const delay = queue.delays.at(-1);
      const stillOld = found();
      queue.runNext();
      const after = found();
      const bKept = recorded?.ranges.has(bRange as Range);
      // Inside the ignored element: nothing queued.
      scanner.changed([document.querySelector('#host p') as Node]);
      const pendingIgnored = queue.pending();
      // A new block is read; a removed one drops out.
      document.body.insertAdjacentHTML('beforeend', '<p id="c">CPF 222.333.444-05</p>');
      scanner.changed([document.getElementById('c') as Node]);
      document.getElementById('b')?.remove();
      queue.drain();
      return { before, pending, delay, stillOld, after, bKept, pendingIgnored, last: found(), painted: recorded?.ranges.size };
    });
    expect(result.before).toEqual(['cpf:52998224725', 'cpf:11144477735']);
    expect(result.pending).toBe(1);
    expect(result.stillOld).toEqual(result.before);
    expect(result.after).toEqual(['cpf:98765432100', 'cpf:11144477735']);
    expect(result.bKept).toBe(true);
    expect(result.pendingIgnored).toBe(0);
    expect(result.delay).toBeGreaterThan(0);
    expect(result.last).toEqual(['cpf:98765432100', 'cpf:22233344405']);
  });

  test('tells which identifier is at a caret position', async ({ page, load }) => {
    await load('<p id="p">CPF 529.982.247-25 fim</p>');
    const result = await page.evaluate(() => {
      const { scanner, queue } = window.atalaia.setUpScanner();
      scanner.start();
      queue.drain();
      const text = document.getElementById('p')?.firstChild as Text;
      const at = (node: Node, offset: number) => scanner.at(node, offset)?.value ?? null;
      return [at(text, 4), at(text, 10), at(text, 18), at(text, 2), at(text, 20), at(document.getElementById('p') as Node, 0)];
    });
    expect(result).toEqual(['52998224725', '52998224725', '52998224725', null, null, null]);
  });

  test('clear stops a scan under way and forgets what it painted', async ({ page, load }) => {
    await load(lines(3_000));
    const result = await page.evaluate(() => {
      const { scanner, queue, recorded } = window.atalaia.setUpScanner();
      scanner.start();
      const paintedBefore = recorded?.ranges.size ?? 0;
      scanner.clear();
      const ranAfterClear = queue.drain();
      return { paintedBefore, ranAfterClear, painted: recorded?.ranges.size, found: scanner.stats.found, all: scanner.all().length };
    });
    expect(result.paintedBefore).toBeGreaterThan(0);
    expect(result.ranAfterClear).toBe(1);
    expect(result).toMatchObject({ painted: 0, found: 0, all: 0 });
  });

  test('detects only the kinds it is given', async ({ page, load }) => {
    await load('<p>CPF 529.982.247-25, ana@exemplo.com.br, (11) 98765-4321</p>');
    const result = await page.evaluate(() => {
      const { setUpScanner, found } = window.atalaia;
      const emails = setUpScanner({ kinds: ['email'] });
      emails.scanner.start();
      emails.queue.drain();
      const onlyEmail = found();
      const none = setUpScanner({ kinds: [] });
      none.scanner.start();
      none.queue.drain();
      return { onlyEmail, none: found(), blocksRead: none.scanner.stats.blocks };
    });
    expect(result).toEqual({ onlyEmail: ['email:ana@exemplo.com.br'], none: [], blocksRead: 1 });
  });

  test('reads an open shadow root, once, also when an ancestor of its host is rescanned', async ({ page, load }) => {
    // A rescan forgets what was found under the rescanned root, shadow trees included (every SPA
    // navigation rescans the body).
    await load('<div id="wrap"><p>página</p><div id="host"></div></div>');
    const result = await page.evaluate(() => {
      const { setUpScanner, found } = window.atalaia;
      const host = document.getElementById('host') as HTMLElement;
      host.attachShadow({ mode: 'open' }).innerHTML = '<p>CPF 529.982.247-25</p>';
      const { scanner, queue } = setUpScanner();
      scanner.start();
      queue.drain();
      const first = found();
      // What the controller does on an SPA navigation (wxt:locationchange).
      scanner.changed([document.body]);
      queue.drain();
      return { first, afterRescan: found(), count: scanner.stats.found };
    });
    expect(result.first).toEqual(['cpf:52998224725']);
    expect(result.afterRescan).toEqual(['cpf:52998224725']);
    expect(result.count).toBe(1);
  });
});

test.describe('painter', () => {
  test('the highlight painter registers one highlight per kind under the style names', async ({ page, load }) => {
    await load('<p id="p">CPF 529.982.247-25</p>');
    const result = await page.evaluate(() => {
      const { createHighlightPainter } = window.atalaia.painter;
      const names = () => [...CSS.highlights.keys()].filter((name) => name.startsWith('atalaia-')).sort();
      const range = document.createRange();
      range.selectNodeContents(document.getElementById('p') as Node);
      const painter = createHighlightPainter('underline', null, 'underline');
      const registered = names();
      painter.add('cpf', range);
      const cpfHighlight = CSS.highlights.get('atalaia-cpf-underline');
      const added = cpfHighlight?.has(range);
      painter.remove('cpf', range);
      const removed = !cpfHighlight?.has(range);
      painter.add('email', range);
      painter.clear();
      const cleared = [...CSS.highlights.values()].every((highlight) => highlight.size === 0);
      painter.dispose();
      return { registered, added, removed, cleared, disposed: names() };
    });
    expect(result.registered).toEqual(['atalaia-cnpj-underline', 'atalaia-cpf-underline', 'atalaia-email-underline', 'atalaia-masked-cpf-underline', 'atalaia-phone-underline']);
    expect(result).toMatchObject({ added: true, removed: true, cleared: true, disposed: [] });
  });

  test('takes over the early highlights: kept as they are in the default style, renamed in another', async ({ page, load }) => {
    await load('<p>texto</p>');
    const result = await page.evaluate(() => {
      const { early, painter } = window.atalaia;
      const names = () => [...CSS.highlights.keys()].filter((name) => name.startsWith('atalaia-')).sort();
      early.registerEarlyHighlights();
      const earlyCpf = CSS.highlights.get('atalaia-cpf-underline');
      const taken = early.takeEarlyHighlights();
      const same = painter.createHighlightPainter('underline', taken, 'underline');
      const keptInDefault = CSS.highlights.get('atalaia-cpf-underline') === earlyCpf;
      same.dispose();

      early.registerEarlyHighlights();
      const earlyAgain = CSS.highlights.get('atalaia-cpf-underline');
      const other = painter.createHighlightPainter('background', early.takeEarlyHighlights(), 'underline');
      const renamed = { names: names(), reused: CSS.highlights.get('atalaia-cpf-background') === earlyAgain };
      other.dispose();
      return { keptInDefault, secondTake: early.takeEarlyHighlights(), renamed };
    });
    expect(result.keptInDefault).toBe(true);
    expect(result.secondTake).toBeNull();
    expect(result.renamed.reused).toBe(true);
    expect(result.renamed.names.every((name) => name.endsWith('-background'))).toBe(true);
    expect(result.renamed.names).toHaveLength(5);
  });

  test('the fallback draws a box per line of each range in view, on the next frame', async ({ page, load }) => {
    await load('<p id="one">CPF 529.982.247-25</p><div id="wrapped" style="width: 9ch; white-space: normal">aaaaaa bbbbbb</div><div style="height: 3000px"></div><p id="far">CPF 111.444.777-35</p><div id="layer"></div><div id="layer-wavy"></div>');
    const result = await page.evaluate(async () => {
      const { painter, frames } = window.atalaia;
      const layer = document.getElementById('layer') as HTMLElement;
      const rangeOver = (id: string) => {
        const range = document.createRange();
        range.selectNodeContents(document.getElementById(id) as Node);
        return range;
      };
      const one = rangeOver('one');
      const fallback = painter.createOverlayPainter(layer, 'background');
      fallback.add('cpf', one);
      fallback.add('email', rangeOver('wrapped'));
      fallback.add('cpf', rangeOver('far'));
      const synchronously = layer.childElementCount;
      await frames();
      const boxes = [...layer.children].map((box) => (box as HTMLElement).style);
      const rect = one.getClientRects()[0] as DOMRect;
      const drawn = (layer.firstElementChild as HTMLElement).getBoundingClientRect();
      const placed = [drawn.left - rect.left, drawn.top - rect.top, drawn.width - rect.width, drawn.height - rect.height];
      const backgrounds = boxes.map((style) => style.backgroundColor);
      const wavyPainter = painter.createOverlayPainter(document.getElementById('layer-wavy') as HTMLElement, 'wavy');
      wavyPainter.add('cpf', one);
      await frames();
      const wavy = ((document.getElementById('layer-wavy') as HTMLElement).firstElementChild as HTMLElement).style.borderBottomStyle;
      wavyPainter.dispose();
      fallback.remove('cpf', one);
      await frames();
      const afterRemove = { count: layer.childElementCount, border: (layer.firstElementChild as HTMLElement).style.borderBottomStyle };
      fallback.dispose();
      return { synchronously, count: boxes.length, placed, backgrounds, wavy, afterRemove, disposed: layer.childElementCount };
    });
    expect(result.synchronously).toBe(0);
    // One box for the CPF, two for the range that wraps, none for the one far below.
    expect(result.count).toBe(3);
    for (const difference of result.placed) expect(Math.abs(difference)).toBeLessThan(0.5);
    expect(new Set(result.backgrounds).size).toBe(2);
    expect(result.wavy).toBe('dotted');
    expect(result.afterRemove.count).toBe(2);
    expect(result.disposed).toBe(0);
  });
});

test.describe('hover', () => {
  test('finds the painted identifier under the pointer, and nothing beside it', async ({ page, load }) => {
    await load('<p id="p">Contato: CPF 529.982.247-25 e mais texto</p>');
    const result = await page.evaluate(() => {
      const { setUpScanner, rectOf, hover } = window.atalaia;
      const { scanner, queue, painter } = setUpScanner({ realHighlights: true });
      scanner.start();
      queue.drain();
      const cpf = rectOf('p', '529.982.247-25');
      const word = rectOf('p', 'Contato');
      const middle = (rect: DOMRect) => [rect.left + rect.width / 2, rect.top + rect.height / 2] as const;
      const at = (x: number, y: number) => hover.identifierAt(scanner, x, y)?.value ?? null;
      const lastCharacter = [cpf.right - 2, cpf.top + cpf.height / 2] as const;
      const results = { centre: at(...middle(cpf)), lastCharacter: at(...lastCharacter), word: at(...middle(word)), empty: at(cpf.left, cpf.bottom + 200) };
      // Not painted (the highlight was taken away): not offered, even with the caret inside.
      const found = scanner.all()[0];
      if (found) painter.remove(found.kind, found.range);
      return { ...results, unpainted: at(...middle(cpf)) };
    });
    expect(result).toEqual({ centre: '52998224725', lastCharacter: '52998224725', word: null, empty: null, unpainted: null });
  });

  test('containsPoint hits the lines of a range, not the gaps of its bounding box', async ({ page, load }) => {
    await load('<div id="d" style="width: 9ch; white-space: normal">aaaaaaa bbb</div>');
    const result = await page.evaluate(() => {
      const { containsPoint } = window.atalaia.hover;
      const range = document.createRange();
      range.selectNodeContents(document.getElementById('d') as Node);
      const rects = [...range.getClientRects()].filter((rect) => rect.width > 0);
      const first = rects[0];
      const second = rects.at(-1);
      if (!first || !second || second.top <= first.top) throw new Error('expected two lines');
      const secondMiddle = second.top + second.height / 2;
      return {
        lines: [containsPoint(range, first.left + 2, first.top + 2), containsPoint(range, second.left + 2, secondMiddle)],
        gap: containsPoint(range, second.right + 10, secondMiddle),
        inBox: second.right + 10 < first.right,
        tolerance: [containsPoint(range, first.left - 1, first.top + 2), containsPoint(range, first.left - 3, first.top + 2)],
      };
    });
    expect(result).toEqual({ lines: [true, true], gap: false, inBox: true, tolerance: [true, false] });
  });
});

test.describe('card host', () => {
  test('adds one closed host, hidden until shown, and removes it', async ({ page, load }) => {
    await load('<p>texto</p>');
    const result = await page.evaluate(() => {
      const card = window.atalaia.cardHost.createCardHost(document);
      const box = card.host.getBoundingClientRect();
      const before = {
        last: document.documentElement.lastElementChild === card.host,
        closed: card.host.shadowRoot === null,
        takesNoRoom: box.width === 0 && box.height === 0,
        hidden: getComputedStyle(card.box).display,
        open: card.isOpen(),
      };
      card.remove();
      return { ...before, connected: card.host.isConnected, hosts: document.querySelectorAll('atalaia-host').length };
    });
    expect(result).toEqual({ last: true, closed: true, takesNoRoom: true, hidden: 'none', open: false, connected: false, hosts: 0 });
  });

  test('shows the card under the identifier, above it near the bottom, inside the viewport near the right edge', async ({ page, load }) => {
    await load(
      '<p id="top">CPF 529.982.247-25</p>' +
        '<p id="bottom" style="position: fixed; bottom: 10px; left: 40px">CPF 111.444.777-35</p>' +
        '<p id="right" style="position: fixed; top: 200px; right: 0">CPF 123.456.789-09</p>',
    );
    const result = await page.evaluate(async () => {
      const { cardHost, rectOf } = window.atalaia;
      const card = cardHost.createCardHost(document);
      const place = async (id: string, text: string, cardId: string) => {
        const range = document.createRange();
        const node = document.getElementById(id)?.firstChild as Text;
        range.setStart(node, node.data.indexOf(text));
        range.setEnd(node, node.data.indexOf(text) + text.length);
        card.show(range, cardId);
        const frame = card.box.getBoundingClientRect();
        return { anchor: rectOf(id, text).toJSON() as DOMRect, frame: frame.toJSON() as DOMRect, src: card.frame?.src ?? '', shown: getComputedStyle(card.box).display };
      };
      const top = await place('top', '529.982.247-25', 'c1');
      const bottom = await place('bottom', '111.444.777-35', 'c2');
      const right = await place('right', '123.456.789-09', 'c3');
      return { top, bottom, right, open: card.isOpen(), width: window.innerWidth };
    });
    const { top, bottom, right } = result;
    expect(top.src).toBe('http://atalaia.test/ext/card.html#c1');
    expect(top.shown).toBe('block');
    expect(result.open).toBe(true);
    // Below, aligned with its start, a small gap between.
    expect(Math.abs(top.frame.left - top.anchor.left)).toBeLessThanOrEqual(1);
    expect(top.frame.top - top.anchor.bottom).toBeGreaterThan(0);
    expect(top.frame.top - top.anchor.bottom).toBeLessThanOrEqual(10);
    // Near the bottom: above, without covering it.
    expect(bottom.frame.bottom).toBeLessThanOrEqual(bottom.anchor.top);
    expect(bottom.src.endsWith('#c2')).toBe(true);
    // Near the right edge: shifted into the viewport.
    expect(right.frame.right).toBeLessThanOrEqual(result.width - 7);
    expect(right.frame.left).toBeLessThan(right.anchor.left);
  });

  test('every card has the same size, gets a new frame each time, and hides without a frame behind it', async ({ page, load }) => {
    await load('<p id="p">CPF 529.982.247-25</p>');
    const result = await page.evaluate(async () => {
      const card = window.atalaia.cardHost.createCardHost(document);
      const range = document.createRange();
      range.selectNodeContents(document.getElementById('p') as Node);
      card.show(range, 'c1');
      const first = card.frame;
      const sizes = [card.box.getBoundingClientRect().toJSON() as DOMRect];
      card.show(range, 'c2');
      sizes.push(card.box.getBoundingClientRect().toJSON() as DOMRect);
      const second = card.frame;
      card.hide();
      return {
        sizes: sizes.map(({ width, height }) => [width, height]),
        newFrame: first !== second && first?.isConnected === false,
        open: card.isOpen(),
        display: getComputedStyle(card.box).display,
        frame: card.frame,
      };
    });
    expect(result).toEqual({ sizes: [[340, 260], [340, 260]], newFrame: true, open: false, display: 'none', frame: null });
  });

  test('drops a frame that someone else navigates, and says so', async ({ page, load }) => {
    await load('<p id="p">CPF 529.982.247-25</p>');
    const result = await page.evaluate(async () => {
      let hijacked = 0;
      const card = window.atalaia.cardHost.createCardHost(document, { onTampered: () => (hijacked += 1) });
      const range = document.createRange();
      range.selectNodeContents(document.getElementById('p') as Node);
      card.show(range, 'c1');
      const frame = card.frame as HTMLIFrameElement;
      await new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
      const dropped = new Promise((resolve) => frame.addEventListener('load', () => setTimeout(resolve), { once: true }));
      (frame.contentWindow as Window).location.href = 'http://atalaia.test/fake.html';
      await dropped;
      return { hijacked, open: card.isOpen(), connected: frame.isConnected, display: getComputedStyle(card.box).display };
    });
    expect(result).toEqual({ hijacked: 1, open: false, connected: false, display: 'none' });
  });
});
