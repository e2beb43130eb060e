/**
 * How the page's text is cut into blocks, on a DOM from linkedom (vitest has no browser DOM here).
 * `rangeOf` needs real DOM Ranges, which linkedom lacks: e2e/content-modules.spec.ts tests it in
 * Chromium.
 */
import { parseHTML } from 'linkedom';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { isInline, textBlocks, type CollectOptions } from './blocks';

let window: ReturnType<typeof parseHTML>;

beforeAll(() => {
  window = parseHTML('<!doctype html><html><head></head><body></body></html>');
  // blocks.ts reads node types from the global `Node`, as in a content script.
  vi.stubGlobal('Node', window.Node);
});

afterAll(() => {
  vi.unstubAllGlobals();
});

function body(html: string): HTMLElement {
  const { document } = window;
  document.body.innerHTML = html;
  return document.body;
}

const byId = (id: string) => window.document.getElementById(id) as HTMLElement;

function read(root: Node, options?: CollectOptions) {
  return [...textBlocks(root, options)].map((block) => ({ owner: (block.owner as Element).id || block.owner.nodeName, text: block.text }));
}

describe('textBlocks', () => {
  it('reads an identifier split by inline elements as one text, keeping each text node and where it starts', () => {
    const root = body('<p id="p">CPF 529.982.<b>247</b>-<span><i>25</i></span> fim</p>');
    const [block, ...rest] = [...textBlocks(root)];
    expect(rest).toEqual([]);
    expect(block?.owner).toBe(byId('p'));
    expect(block?.text).toBe('CPF 529.982.247-25 fim');
    expect(block?.nodes.map((node) => node.data)).toEqual(['CPF 529.982.', '247', '-', '25', ' fim']);
    expect(block?.starts).toEqual([0, 12, 15, 16, 18]);
  });

  it('gives each block-level element its own block, in document order', () => {
    const root = body('<div id="outer">antes<p id="inner">dentro</p>depois<ul><li id="li">item</li></ul></div><table><tr><td id="a">A</td><td id="b">B</td></tr></table>');
    expect(read(root)).toEqual([
      { owner: 'outer', text: 'antes' },
      { owner: 'inner', text: 'dentro' },
      { owner: 'outer', text: 'depois' },
      { owner: 'li', text: 'item' },
      { owner: 'a', text: 'A' },
      { owner: 'b', text: 'B' },
    ]);
  });

  it('keeps the lines of a block apart at a BR', () => {
    const root = body('<p id="p">529.982<br>.247-25</p>');
    expect(read(root)).toEqual([{ owner: 'p', text: '529.982\n.247-25' }]);
  });

  it.each([
    '<script>var cpf = "52998224725";</script>',
    '<style>.x::after { content: "52998224725" }</style>',
    '<noscript>52998224725</noscript>',
    '<textarea>52998224725</textarea>',
    '<select><option>52998224725</option></select>',
    '<template>52998224725</template>',
    '<svg><text>52998224725</text></svg>',
    '<span hidden>52998224725</span>',
    '<div contenteditable>52998224725</div>',
    '<div contenteditable="true">52998224725</div>',
    '<div contenteditable="plaintext-only">52998224725</div>',
    '<iframe>52998224725</iframe>',
  ])('leaves out what a person does not read as page text: %s', (html) => {
    const root = body(`<p>visível</p>${html}`);
    const texts = read(root).map((block) => block.text);
    expect(texts.join('|')).not.toContain('52998224725');
    expect(texts).toContain('visível');
  });

  it('reads a region whose contenteditable is false', () => {
    const root = body('<div contenteditable="true"><p id="p" contenteditable="FALSE">52998224725</p></div><div id="d" contenteditable="false">11144477735</div>');
    // The editable region is skipped whole, a non-editable island inside it included.
    expect(read(root)).toEqual([{ owner: 'd', text: '11144477735' }]);
  });

  it('keeps the text on either side of a skipped element apart', () => {
    const root = body('<p id="p">529.982<script>x</script>.247-25 e 111<input value="x">44477735</p>');
    expect(read(root)).toEqual([{ owner: 'p', text: '529.982\n.247-25 e 111\n44477735' }]);
  });

  it('never reads the element it is told to ignore', () => {
    const root = body('<p>página</p><atalaia-host id="host"><div>529.982.247-25</div></atalaia-host>');
    expect(read(root, { ignore: byId('host') }).map((block) => block.text)).toEqual(['página']);
    expect(read(root).map((block) => block.text)).toContain('529.982.247-25');
  });

  it('skips blocks with nothing but white space', () => {
    const root = body('<div>\n  <p id="p">texto</p>\n  <p>   </p>\n</div>');
    expect(read(root)).toEqual([{ owner: 'p', text: 'texto' }]);
  });

  it('reads an open shadow root as a block of its own, apart from the text around its host', () => {
    const root = body('<p id="p">CPF <span id="host">(luz)</span> fim</p>');
    const host = byId('host');
    host.attachShadow({ mode: 'open' }).innerHTML = '529.982.247-25<p id="inside">interno</p>';
    const blocks = read(root);
    expect(blocks.map((block) => block.text)).toEqual(['CPF ', '529.982.247-25', 'interno', '(luz)', ' fim']);
    // Owned by the shadow root: a change inside it (watched through onShadowRoot) rescans just that tree.
    expect(blocks.find((block) => block.text === '529.982.247-25')?.owner).toBe('#shadow-root');
  });

  it('reads the shadow root of the element it starts from, and reports every shadow root it reads', () => {
    const root = body('<section id="card"></section>');
    const shadow = byId('card').attachShadow({ mode: 'open' });
    shadow.innerHTML = '<p>CPF 529.982.247-25</p><div id="inner"></div>';
    const innerShadow = (shadow.getElementById?.('inner') ?? shadow.querySelector('#inner'))!.attachShadow({ mode: 'open' });
    innerShadow.innerHTML = '<p>(11) 98765-4321</p>';
    const seen: ShadowRoot[] = [];
    expect(read(byId('card'), { onShadowRoot: (found) => seen.push(found) }).map((block) => block.text)).toEqual(['CPF 529.982.247-25', '(11) 98765-4321']);
    expect(seen).toEqual([shadow, innerShadow]);
    expect(read(root).map((block) => block.text)).toEqual(['CPF 529.982.247-25', '(11) 98765-4321']);
  });

  it('keeps a label apart from the text after it', () => {
    const root = body('<div id="d"><label>Telefone</label><span>6933020602</span></div><div id="e"><label>Fone: </label>6933020602</div>');
    expect(read(root).map((block) => block.text)).toEqual(['Telefone 6933020602', 'Fone: 6933020602']);
  });

  it('cannot see into a closed shadow root', () => {
    const root = body('<div id="host">luz</div>');
    byId('host').attachShadow({ mode: 'closed' }).innerHTML = '<p>52998224725</p>';
    expect(read(root).map((block) => block.text)).toEqual(['luz']);
  });

  it('keeps every text node at its offset in the block text', () => {
    const root = body(
      '<article><h1>Título <small>pequeno</small></h1><p>a <a href="#">b <em>c</em></a> d<br>e</p><script>z</script><div>f<div>g <code>h</code></div>i</div></article>',
    );
    const blocks = [...textBlocks(root)];
    expect(blocks.length).toBeGreaterThan(3);
    for (const block of blocks) {
      block.nodes.forEach((node, index) => {
        const start = block.starts[index] ?? -1;
        expect(block.text.slice(start, start + node.data.length)).toBe(node.data);
      });
    }
  });

  it('yields one block at a time, so a caller can stop between two', () => {
    const root = body(Array.from({ length: 1_000 }, (_, index) => `<p>bloco ${index}</p>`).join(''));
    const walker = textBlocks(root);
    expect(walker.next().value?.text).toBe('bloco 0');
    // Blocks added meanwhile, ahead of the walk, are still read when it goes on.
    root.insertAdjacentHTML('beforeend', '<p>depois</p>');
    const rest = [...walker].map((block) => block.text);
    expect(rest).toHaveLength(1_000);
    expect(rest.at(-1)).toBe('depois');
  });
});

describe('isInline', () => {
  it('tells elements that flow in a line from blocks and from text', () => {
    body('<p id="p">x<b id="b">y</b><a id="a">z</a><br id="br"><label id="l"></label></p><div id="d"></div>');
    expect(['b', 'a', 'br', 'l'].map((id) => isInline(byId(id)))).toEqual([true, true, true, true]);
    expect(['p', 'd'].map((id) => isInline(byId(id)))).toEqual([false, false]);
    expect(isInline(byId('p').firstChild as Node)).toBe(false);
  });
});
