/** The form a fill is held to, on a DOM from linkedom, shadow roots included. */
import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { CONTROL_SELECTOR, deepQueryAll, formName, formOf } from './form-scope';

function page(html: string): Document {
  return parseHTML(`<!doctype html><html><body>${html}</body></html>`).document as unknown as Document;
}

describe('the form a fill is held to', () => {
  it('is the <form> around the field, not the other form of the page', () => {
    const document = page('<form aria-label="Contato"><input id="a"><input></form><form><input id="b"></form>');
    const form = formOf(document.getElementById('a') as Element);
    expect(form?.getAttribute('aria-label')).toBe('Contato');
    expect(formName(form as Element)).toBe('Contato');
  });

  it('is, without a form element, the nearest box holding a button with its fields', () => {
    const document = page(`
      <main>
        <div class="card"><h2>Lead (React)</h2><label>Nome <input id="nome"></label><input name="email"><button>Salvar</button></div>
        <div class="card"><h2>Outro</h2><input><input><button>Salvar</button></div>
      </main>`);
    const form = formOf(document.getElementById('nome') as Element);
    expect(form?.className).toBe('card');
    expect(formName(form as Element)).toBe('Lead (React)');
  });

  it('is none for a field alone on the page', () => {
    const document = page('<p>Notas</p><textarea id="t"></textarea><button>Enviar</button>');
    expect(formOf(document.getElementById('t') as Element)).toBeNull();
  });

  it('is found across open shadow roots, whose fields it lists', () => {
    const document = page('<x-lead></x-lead>');
    const lead = document.querySelector('x-lead') as Element;
    const leadRoot = lead.attachShadow({ mode: 'open' });
    leadRoot.innerHTML = '<section aria-label="Lead (Lightning)"><x-field></x-field><x-field></x-field><button>Salvar</button></section>';
    const inputs = [...leadRoot.querySelectorAll('x-field')].map((host) => {
      const root = host.attachShadow({ mode: 'open' });
      root.innerHTML = '<label>Nome <input></label>';
      return root.querySelector('input') as Element;
    });
    const form = formOf(inputs[0] as Element);
    expect(form?.localName).toBe('section');
    expect(formName(form as Element)).toBe('Lead (Lightning)');
    expect(deepQueryAll(form as Element, CONTROL_SELECTOR)).toEqual(inputs);
    expect(deepQueryAll(document, CONTROL_SELECTOR)).toEqual(inputs);
  });
});
