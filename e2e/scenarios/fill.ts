/**
 * "Preencher" and "Preencher formulário" on forms built with real frameworks (e2e/framework-page.ts):
 * a React 19 card of controlled inputs, a Vue 3 form bound with v-model, Lightning Web Components in
 * native shadow DOM, a contenteditable and a textarea, on one page. Every check reads what the
 * framework itself would send (its "Salvar"), not only the DOM; "Desfazer" must bring that back too.
 */
import { expect } from '@playwright/test';
import { CPF_FULL } from '../../sandbox/special';
import type { DriverPage, ExtensionDriver, ScenarioServers } from '../driver/driver';

const NAME = 'Maria Aparecida dos Santos';
const PHONE = '(11) 98765-4321';

/** Each form: where it is, its name, and the name of its phone field. */
const FORMS = {
  react: { host: ['#react-root'], name: 'Lead (React)', phone: 'celular' },
  vue: { host: ['#vue-root'], name: 'Contato (Vue)', phone: 'telefone' },
  lightning: { host: ['x-lead'], name: 'Lead (Lightning)', phone: 'celular' },
} as const;
type FormName = keyof typeof FORMS;

/**
 * A real click on the element `path` leads to: each selector is looked up in the shadow root of the
 * previous match (or the document first), so that inputs inside components are reached in both
 * browsers. Near its start, or at its right edge (`end`: the caret after a short text).
 */
async function clickThrough(page: DriverPage, path: readonly string[], at: 'start' | 'end' = 'start'): Promise<void> {
  let box: { x: number; y: number } | null = null;
  await expect
    .poll(async () => {
      box = await page.evaluate(({ selectors, atEnd }: { selectors: string[]; atEnd: boolean }) => {
        let scope: ParentNode = document;
        let element: Element | null = null;
        for (const selector of selectors) {
          element = scope.querySelector(selector);
          if (!element) return null;
          scope = element.shadowRoot ?? element;
        }
        element?.scrollIntoView({ block: 'center' });
        const rect = element?.getBoundingClientRect();
        if (!rect || rect.width === 0) return null;
        return { x: Math.round(atEnd ? rect.right - 6 : rect.left + Math.min(rect.width / 2, 40)), y: Math.round(rect.top + Math.min(rect.height / 2, 12)) };
      }, { selectors: [...path], atEnd: at === 'end' });
      return box;
    })
    .not.toBeNull();
  const { x, y } = box as unknown as { x: number; y: number };
  await page.clickAt(x, y);
}

/** The path to a form's field (Lightning's inside its x-field's shadow root, whose `name` is a property, not an attribute). */
function fieldPath(form: FormName, name: 'nome' | 'email'): string[] {
  return form === 'lightning' ? ['x-lead', `x-field:nth-of-type(${name === 'nome' ? 1 : 2})`, 'input'] : [...FORMS[form].host, `input[name="${name}"]`];
}

/** What a form's own "Salvar" sends, read from the framework's state. */
async function sent(page: DriverPage, form: FormName): Promise<Record<string, string>> {
  const saveButton = form === 'lightning' ? ['x-lead', 'button'] : [...FORMS[form].host, 'button'];
  const saved = () => page.evaluate((name: string) => (window as unknown as { saved: Record<string, string | undefined> }).saved[name] ?? '', form);
  await page.evaluate((name: string) => delete (window as unknown as { saved: Record<string, string> }).saved[name], form);
  await clickThrough(page, saveButton);
  let text = '';
  await expect.poll(async () => (text = await saved())).not.toBe('');
  return JSON.parse(text) as Record<string, string>;
}

async function openFrameworkPage(driver: ExtensionDriver, pages: string): Promise<DriverPage> {
  const page = await driver.openWebPage(`${pages}/crm-frameworks.html`);
  // The content script has read the page, and every framework has drawn its form.
  await expect.poll(() => page.evaluate(() => CSS.highlights.size, undefined), { timeout: 20_000 }).toBeGreaterThan(0);
  await expect.poll(() => page.evaluate(() => Boolean(document.querySelector('#react-root input') && document.querySelector('#vue-root input') && document.querySelector('x-lead')?.shadowRoot?.querySelector('x-field')), undefined)).toBe(true);
  return page;
}

/** The panel beside the page, on CPF_FULL, enriched. */
async function enrichedPanel(driver: ExtensionDriver, page: DriverPage): Promise<DriverPage> {
  const panel = await driver.panelBeside(page, CPF_FULL);
  // As a person does, once the record is there (its name is what they check before paying).
  await panel.expectText({ css: '[role="tabpanel"]' }, NAME);
  await panel.click({ role: 'button', name: 'Enriquecer', exact: true });
  await panel.expectVisible({ role: 'button', name: 'Preencher: Nome' });
  // What it gave fits the panel's width (Firefox's sidebar: 252 px less its scrollbar): nothing scrolls sideways.
  expect(await panel.evaluate((_, view = window) => view.document.documentElement.scrollWidth - view.document.documentElement.clientWidth, undefined)).toBe(0);
  return panel;
}

/**
 * "Preencher" puts the value into the field the person clicked, in each framework, a Lightning input
 * in its shadow root included.
 */
export async function fillReachesEveryFramework(driver: ExtensionDriver, { pages }: ScenarioServers) {
  const page = await openFrameworkPage(driver, pages);
  const panel = await enrichedPanel(driver, page);
  for (const form of ['react', 'vue', 'lightning'] as const) {
    await clickThrough(page, fieldPath(form, 'nome'));
    await panel.click({ role: 'button', name: 'Preencher: Nome' });
    await expect.poll(async () => (await sent(page, form)).nome, { message: `${form}'s own state` }).toBe(NAME);
  }
}

/**
 * "Preencher" in a note sets the value apart from the text before it; a field in a closed shadow root
 * is named as one the page keeps closed, never blamed on the person. A test apart from the frameworks'
 * one: together they took near a third of the timeout on a busy machine.
 */
export async function fillSpacesAndNamesClosedField(driver: ExtensionDriver, { pages }: ScenarioServers) {
  const page = await openFrameworkPage(driver, pages);
  const panel = await enrichedPanel(driver, page);
  // The caret at the end of "Ligar até sexta.": the phone comes after a space.
  await clickThrough(page, ['#editor'], 'end');
  await page.press('End');
  await panel.click({ role: 'button', name: `Preencher: ${PHONE}` });
  await page.expectText({ css: '#editor' }, `Ligar até sexta. ${PHONE}`);
  await clickThrough(page, ['#memo'], 'end');
  await page.press('End');
  await panel.click({ role: 'button', name: 'Preencher: Nome' });
  await page.expectValue({ css: '#memo' }, `Retornar para ${NAME}`);

  await clickThrough(page, ['#closed-root x-closed']);
  await panel.click({ role: 'button', name: 'Preencher: Nome' });
  await panel.expectVisible({ text: 'Este campo não aceita preenchimento; use Copiar.' });
}

/**
 * "Preencher formulário" with the caret in the form of `form` fills that form only, named in the
 * preview with each field's label; "Desfazer" puts back exactly what it changed, in the framework's own
 * state. One test per framework: the three in one took most of its timeout on a busy machine.
 */
export const formFillHeldToItsFormAndUndone = (form: 'react' | 'vue' | 'lightning') => async (driver: ExtensionDriver, { pages }: ScenarioServers) => {
  const page = await openFrameworkPage(driver, pages);
  const panel = await enrichedPanel(driver, page);
  const { name, phone } = FORMS[form];
  await clickThrough(page, fieldPath(form, 'email'));
  await panel.click({ role: 'button', name: 'Preencher formulário' });
  await panel.expectText({ css: '.fill-scope' }, `Formulário: ${name}`);
  const preview = '.fill-plan';
  await panel.expectVisible({ text: 'Nome', within: preview });
  await panel.expectVisible({ text: 'E-mail', within: preview });
  // Its three fields, and none of the other forms'.
  await panel.expectVisible({ css: `${preview} li:nth-child(3)` });
  await panel.expectHidden({ css: `${preview} li:nth-child(4)` });
  await panel.click({ role: 'button', name: 'Preencher 3 campos' });
  await panel.expectVisible({ text: '3 campos preenchidos.' });

  const filled = await sent(page, form);
  expect(filled.nome).toBe(NAME);
  expect(filled.email).toContain('@');
  expect(filled[phone]).toBe(PHONE);
  for (const untouched of (['react', 'vue', 'lightning'] as const).filter((each) => each !== form)) {
    expect(Object.values(await sent(page, untouched)).every((value) => value === ''), `${untouched} untouched by ${form}'s fill`).toBe(true);
  }

  await panel.click({ role: 'button', name: 'Desfazer' });
  await panel.expectVisible({ text: '3 campos voltaram ao que eram.' });
  expect(await sent(page, form)).toEqual({ nome: '', email: '', [phone]: '' });
};
