/**
 * The CRM page of the fill tests, built from the frameworks' own npm packages when a suite first asks
 * for it (nothing built is committed): a React 19 card of controlled inputs, a Vue 3 form bound with
 * v-model, Lightning Web Components compiled by @lwc/rollup-plugin (native shadow DOM, one field in a
 * closed root), a contenteditable note and a textarea. Each form's "Salvar" tells the page what its
 * submit would send, the framework's own state, which the page keeps in `window.saved[form]` (as JSON)
 * and shows in an output.
 */
import { resolve } from 'node:path';
import lwc from '@lwc/rollup-plugin';
import { build } from 'esbuild';
import { rollup } from 'rollup';

const SOURCES = resolve(import.meta.dirname, 'frameworks');

async function bundleWithEsbuild(entry: string): Promise<string> {
  const result = await build({
    entryPoints: [resolve(SOURCES, entry)],
    bundle: true,
    write: false,
    format: 'iife',
    minify: true,
    // Vue's build with its template compiler; both frameworks' production paths.
    alias: { vue: 'vue/dist/vue.esm-bundler.js' },
    define: { 'process.env.NODE_ENV': '"production"', __VUE_OPTIONS_API__: 'true', __VUE_PROD_DEVTOOLS__: 'false', __VUE_PROD_HYDRATION_MISMATCH_DETAILS__: 'false' },
    logLevel: 'silent',
  });
  return result.outputFiles[0]?.text ?? '';
}

async function bundleLightning(): Promise<string> {
  const bundle = await rollup({
    input: resolve(SOURCES, 'lwc-main.js'),
    plugins: [lwc({ modules: [{ dir: resolve(SOURCES, 'lwc') }] })],
    onwarn: () => undefined,
  });
  const { output } = await bundle.generate({ format: 'iife' });
  await bundle.close();
  // The engine reads process.env.NODE_ENV, which a page does not have.
  return `var process = { env: { NODE_ENV: 'production' } };\n${output[0].code}`;
}

const STYLE = `
  body { font: 15px/1.4 sans-serif; margin: 16px; display: grid; grid-template-columns: repeat(2, 1fr); gap: 16px; }
  .card, form, x-lead, .notes { display: block; border: 1px solid #ccc; padding: 8px; }
  label { display: block; margin: 4px 0; }
  [contenteditable] { display: inline-block; border: 1px solid #999; padding: 4px; }
`;

async function buildPage(): Promise<string> {
  const [react, vue, lightning] = await Promise.all([bundleWithEsbuild('react-form.js'), bundleWithEsbuild('vue-form.js'), bundleLightning()]);
  const script = (code: string) => `<script>${code.replace(/<\/script/gi, '<\\/script')}</script>`;
  return `<!doctype html>
<html lang="pt-BR"><head><meta charset="utf-8"><title>CRM em frameworks</title><style>${STYLE}</style></head>
<body>
  <div id="react-root"></div>
  <div id="vue-root"></div>
  <div id="lwc-root"></div>
  <div class="notes">
    <h2>Anotações</h2>
    <p>Cliente 529.982.247-25, retorno combinado.</p>
    <div id="editor" contenteditable="true">Ligar até sexta.</div>
    <textarea id="memo" aria-label="Recado">Retornar para</textarea>
    <div id="closed-root"></div>
  </div>
  ${script(react)}
  ${script(vue)}
  ${script(lightning)}
  <output id="saved"></output>
  <script>
    window.saved = {};
    document.addEventListener('crmsave', (event) => {
      const { form, data } = event.detail;
      window.saved[form] = JSON.stringify(data);
      document.getElementById('saved').textContent = form + ': ' + window.saved[form];
    });
  </script>
</body></html>`;
}

let page: Promise<string> | null = null;

/** The page's HTML, built once per test worker. */
export function frameworkPage(): Promise<string> {
  page ??= buildPage();
  return page;
}
