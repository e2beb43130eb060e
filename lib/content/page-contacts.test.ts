/** Grouping the page's identifiers into people, on a DOM from linkedom (ranges are not needed to group). */
import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { groupContacts, pageContacts, type FoundIdentifier } from './page-contacts';
import { isTransparent } from './visibility';

/** Every `[data-id]` element of the markup as a found identifier (`data-id="cpf=12345678909"`), in its text block, as the scanner gives them. */
function found(html: string): FoundIdentifier[] {
  const { document } = parseHTML(`<!doctype html><html><body>${html}</body></html>`);
  return [...document.querySelectorAll('[data-id]')].map((element) => {
    const [kind, value] = (element.getAttribute('data-id') ?? '').split('=') as [FoundIdentifier['kind'], string];
    const block = element.closest('p, td, dd, dt, li, div') ?? element;
    return { kind, value, element: block as unknown as Element, range: element as unknown as Range };
  });
}

describe('people of a page', () => {
  it('one table row is one person, the CPF sent and the rest kept beside it', () => {
    const rows = Array.from({ length: 3 }, (_, index) => `<tr><td><span data-id="email=a${index}@x.example"></span></td><td><span data-id="phone=+551190000000${index}"></span></td><td><span data-id="cpf=0000000000${index}"></span></td></tr>`).join('');
    const contacts = groupContacts(found(`<table>${rows}</table>`));
    expect(contacts).toHaveLength(3);
    expect(contacts[0]).toEqual({ primary: { kind: 'cpf', value: '00000000000' }, others: [{ kind: 'phone', value: '+5511900000000' }, { kind: 'email', value: 'a0@x.example' }] });
  });

  it('list items, definition lists and contact cards are people too; a block on its own is one', () => {
    const contacts = groupContacts(
      found(`
        <ul><li><b data-id="phone=+5511911111111"></b> <i data-id="email=li@x.example"></i></li></ul>
        <dl><dt>CPF</dt><dd data-id="cpf=11111111111"></dd><dt>E-mail</dt><dd data-id="email=dl@x.example"></dd></dl>
        <div class="contact-card"><p data-id="cpf=22222222222"></p><p data-id="phone=+5511922222222"></p></div>
        <p><span data-id="email=p@x.example"></span> e <span data-id="phone=+5511933333333"></span></p>`),
    );
    expect(contacts.map((contact) => [contact.primary.value, contact.others.map((other) => other.value)])).toEqual([
      ['+5511911111111', ['li@x.example']],
      ['11111111111', ['dl@x.example']],
      ['22222222222', ['+5511922222222']],
      ['+5511933333333', ['p@x.example']],
    ]);
  });

  it('a row with two CPFs is two people: each identifier goes with the CPF it follows', () => {
    const contacts = groupContacts(found(`<table><tr><td data-id="cpf=11111111111"></td><td data-id="phone=+5511911111111"></td><td data-id="cpf=22222222222"></td><td data-id="email=b@x.example"></td></tr></table>`));
    expect(contacts.map((contact) => [contact.primary.value, contact.others.map((other) => other.value)])).toEqual([
      ['11111111111', ['+5511911111111']],
      ['22222222222', ['b@x.example']],
    ]);
  });

  it('a "card" by class name that holds a whole list is not one person', () => {
    const items = Array.from({ length: 4 }, (_, index) => `<p><span data-id="cpf=0000000000${index}"></span></p>`).join('');
    expect(groupContacts(found(`<div class="cards">${items}</div><div class="contact-list">${items}</div>`))).toHaveLength(4);
  });

  it('the same identifier in two places is one person, unless that would join two CPFs', () => {
    const contacts = groupContacts(
      found(`
        <table><tr><td data-id="cpf=11111111111"></td><td data-id="phone=+5511911111111"></td></tr></table>
        <p data-id="phone=+5511911111111"></p><p data-id="email=so@x.example"></p>
        <table><tr><td data-id="cpf=22222222222"></td><td data-id="phone=+5511911111111"></td></tr></table>`),
    );
    expect(contacts.map((contact) => contact.primary.value)).toEqual(['11111111111', 'so@x.example', '22222222222']);
  });

  it('hidden identifiers are listed apart with the reason, and never join the visible ones', () => {
    const items = found(`<table><tr><td data-id="cpf=11111111111"></td><td data-id="phone=+5511911111111"></td></tr></table><div data-id="cpf=33333333333"></div>`);
    const hiddenOnes = new Set([items[0]?.range, items[2]?.range]);
    const contacts = pageContacts(items, (range) => (hiddenOnes.has(range) ? 'not_rendered' : null));
    expect(contacts).toEqual([
      { primary: { kind: 'phone', value: '+5511911111111' }, others: [] },
      { primary: { kind: 'cpf', value: '11111111111' }, others: [], hidden: 'not_rendered' },
      { primary: { kind: 'cpf', value: '33333333333' }, others: [], hidden: 'not_rendered' },
    ]);
  });
});

describe('transparent colours', () => {
  it('reads the alpha of computed colours, and only of four-component ones', () => {
    expect(['transparent', 'rgba(0, 0, 0, 0)', 'rgb(10 20 30 / 0%)', 'rgba(255, 255, 255, 0.0)'].map(isTransparent)).toEqual([true, true, true, true]);
    expect(['rgb(0, 0, 0)', 'rgba(0, 0, 0, 0.5)', 'rgb(0 0 0 / 50%)', 'currentcolor'].map(isTransparent)).toEqual([false, false, false, false]);
  });

  it('names each person from the row or card, never from an identifier or a column title', () => {
    const contacts = groupContacts(
      found(`
        <table><tr><th>Nome</th><th>CPF</th></tr>
          <tr><td>Lead 1</td><td><span data-id="cpf=11111111111">111.111.111-11</span></td><td><span data-id="email=a@x.example">a@x.example</span></td></tr></table>
        <div class="contact-card"><h3>Maria Aparecida</h3><p data-id="phone=+5511922222222">(11) 92222-2222</p></div>
        <dl><dt>Nome</dt><dd>João da Silva</dd><dt>CPF</dt><dd data-id="cpf=33333333333">333.333.333-33</dd></dl>
        <p>Fale com <span data-id="phone=+5511944444444">(11) 94444-4444</span></p>
      `),
    );
    expect(contacts.map((contact) => contact.name)).toEqual(['Lead 1', 'Maria Aparecida', 'João da Silva', undefined]);
  });

  it('gives no name to a record of several people', () => {
    const [first, second] = groupContacts(found('<ul><li>Casal Souza <b data-id="cpf=11111111111"></b> <b data-id="cpf=22222222222"></b></li></ul>'));
    expect(first?.name).toBeUndefined();
    expect(second?.name).toBeUndefined();
  });
});
