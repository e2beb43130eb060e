/**
 * The content script on pages whose identifiers need what surrounds them: column headers,
 * `dt`, labels and ARIA labels as cues, a CSV in a `<pre>`, a number wrapped across two blocks; and on
 * pages it did not reach before: a shadow tree attached after load, the hover card inside a shadow root,
 * `srcdoc` and `about:blank` frames.
 */
import type { Frame, Page } from '@playwright/test';
import { configureExtension } from './extension';
import { expect, SANDBOX_TOKEN, test } from './fixtures';
import { cardFrame } from './page-helpers';

/** Ranges painted per kind (`atalaia-phone`), read from the document's highlight registry. */
async function painted(target: Page | Frame): Promise<Record<string, string[]>> {
  return target.evaluate(() =>
    Object.fromEntries(
      [...CSS.highlights.keys()].map((name) => [name.replace(/-(underline|background|wavy)$/, ''), [...(CSS.highlights.get(name) ?? [])].map((range) => range.toString())]),
    ),
  );
}

async function waitForPaint(target: Page | Frame, name: string, count: number) {
  await expect.poll(async () => (await painted(target))[name]?.length ?? 0, { timeout: 5_000 }).toBe(count);
}

test.beforeEach(async ({ serviceWorker, sandbox }) => {
  await configureExtension(serviceWorker, { apiUrl: sandbox.url, baseUrl: sandbox.url, token: SANDBOX_TOKEN, pausedSites: [], pausedEverywhere: false });
});

test('a bare number counts where its column header, term, label or ARIA label names its kind, and only there', async ({ context, pages, serviceWorker }) => {
  void serviceWorker;
  const page = await context.newPage();
  await page.goto(`${pages}/columns.html`);
  await waitForPaint(page, 'atalaia-phone', 7);
  await waitForPaint(page, 'atalaia-cnpj', 2);
  const result = await painted(page);
  expect(result['atalaia-phone']?.sort()).toEqual(
    [
      '6933020602', // a `thead` column "Telefone"
      '6932114122', // the first row's "Fone/Fax"
      '11987654321', // the row's `th` "Celular"
      '6932219446', // `dt` "Telefone"
      '6932238524', // `<label for>` "Fax"
      '6932292135', // aria-label "Telefone do plantão"
      '6932244402', // the header line of a CSV in a `pre`
    ].sort(),
  );
  // A column "CNPJ" admits a plain alphanumeric CNPJ; a CNPJ wrapped into the next block is one number,
  // when its check digits pass (not `11.222.333/0001-` then `82`).
  expect(result['atalaia-cnpj']).toEqual(['12ABC34501DE35', '11.222.333/0001-81']);
  // Not under "Protocolo", "Código da serventia", nor without a label (6932243353): the numbers are
  // valid phone numbers, so only the missing cue keeps them out.
  expect(result['atalaia-phone']).not.toContain('1134567890');
  expect(result['atalaia-phone']).not.toContain('6930263048');
  expect(result['atalaia-phone']).not.toContain('6932243353');
});

test('a shadow tree attached after load, and filled later still, is read', async ({ context, pages, serviceWorker }) => {
  void serviceWorker;
  const page = await context.newPage();
  await page.goto(`${pages}/shadow-late.html`);
  await waitForPaint(page, 'atalaia-cpf', 1);
  expect((await painted(page))['atalaia-cpf']).toEqual(['123.456.789-09']);
});

test('hovering an identifier inside an open shadow root opens its card', async ({ context, pages, serviceWorker }) => {
  void serviceWorker;
  const page = await context.newPage();
  await page.goto(`${pages}/shadow.html`);
  await waitForPaint(page, 'atalaia-cpf', 1);
  const box = await page.evaluate(() => {
    const paragraph = document.getElementById('host')?.shadowRoot?.getElementById('inside');
    const text = paragraph?.firstChild as Text;
    const start = text.data.indexOf('123.456.789-09');
    const range = document.createRange();
    range.setStart(text, start);
    range.setEnd(text, start + '123.456.789-09'.length);
    const rect = range.getBoundingClientRect();
    return { x: rect.left + rect.width / 2, y: rect.top + rect.height / 2 };
  });
  await page.mouse.move(box.x - 30, box.y + 40);
  await page.mouse.move(box.x, box.y, { steps: 3 });
  await expect((await cardFrame(page)).getByText('123.456.789-09')).toBeVisible();
});

test('srcdoc and about:blank frames, where webmail shows messages, are read', async ({ context, pages, serviceWorker }) => {
  void serviceWorker;
  const page = await context.newPage();
  await page.goto(`${pages}/frames-local.html`);
  const frameOf = async (id: string) => {
    const element = await page.waitForSelector(`#${id}`);
    return (await element.contentFrame()) as Frame;
  };
  const srcdoc = await frameOf('srcdoc');
  await waitForPaint(srcdoc, 'atalaia-phone', 1);
  expect((await painted(srcdoc))['atalaia-phone']).toEqual(['(21) 3456-7890']);
  const blank = await frameOf('blank');
  await waitForPaint(blank, 'atalaia-email', 1);
  expect((await painted(blank))['atalaia-email']).toEqual(['leitor@exemplo.com.br']);
});
