/**
 * bench/size: the built extension's scripts, gzipped, and the JavaScript each extension page loads
 * before anything lazy (its entry chunk and every chunk it imports statically). Budgets: the content
 * script runs in every frame of every page, at most 8 KB gzipped (the entry: first pass, field memory,
 * frame relay, messages); its on-demand core (scanner, detectors, painter, card), imported when a page
 * has a candidate, at most 20 KB; the hover-card frame opens on every hover, at most 10 KB; the side
 * panel at most 30 KB. And what the content script holds, part by part (./parts.ts, from the source map
 * of the same build made with WXT_SOURCEMAPS=1). Run with `npm run bench:size`; writes
 * bench/results/size.json.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { FORBIDDEN_IN_CONTENT } from '../../e2e/bundles';
import { contentScriptParts } from './parts';

const OUTPUT = '.output/chrome-mv3';
const CONTENT_BUDGET_BYTES = 8 * 1024;
/** The content script's parts imported on demand (lib/content/on-demand.ts), with their budgets where they have one. */
const ON_DEMAND_BUDGETS_BYTES: Record<string, number | null> = { 'content-core.js': 20 * 1024, 'page-actions.js': null };
const PAGE_BUDGETS_BYTES: Record<string, number> = { 'card.html': 10 * 1024, 'sidepanel.html': 30 * 1024 };
const PAGES = ['card.html', 'sidepanel.html', 'options.html'];

function files(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    return statSync(path).isDirectory() ? files(path) : [path];
  });
}

const scripts = files(OUTPUT)
  .filter((path) => path.endsWith('.js') || path.endsWith('.css'))
  .map((path) => {
    const source = readFileSync(path);
    return { file: path.slice(OUTPUT.length + 1), bytes: source.length, gzipBytes: gzipSync(source, { level: 9 }).length };
  })
  .sort((a, b) => b.gzipBytes - a.gzipBytes);

const gzipOf = (file: string) => gzipSync(readFileSync(join(OUTPUT, file)), { level: 9 }).length;

/** A page's entry script and, transitively, the chunks it imports statically (dynamic imports are lazy). */
function pageScripts(page: string): string[] {
  const html = readFileSync(join(OUTPUT, page), 'utf8');
  const pending = [...html.matchAll(/<script[^>]+src="\/([^"]+\.js)"/g)].map((match) => match[1] as string);
  const seen = new Set<string>();
  while (pending.length > 0) {
    const file = pending.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    const source = readFileSync(join(OUTPUT, file), 'utf8');
    for (const match of source.matchAll(/(?:^|[;}\s])import\s*(?:[\w{},*\s]+from\s*)?["']\.\/([^"']+\.js)["']/g)) pending.push(join(file, '..', match[1] as string));
  }
  return [...seen];
}

const pages = PAGES.map((page) => {
  const files = pageScripts(page);
  const gzipBytes = files.reduce((sum, file) => sum + gzipOf(file), 0);
  const budget = PAGE_BUDGETS_BYTES[page];
  return { page, files, gzipBytes, budgetBytes: budget ?? null, met: budget === undefined ? null : gzipBytes <= budget };
});

const content = scripts.filter((script) => script.file.startsWith('content-scripts/')).reduce((sum, script) => sum + script.gzipBytes, 0);
const contentParts = contentScriptParts(`${OUTPUT}-sourcemaps/content-scripts/content.js`);
const forbidden = contentParts.flatMap((part) => part.modules.map((module) => module.module)).filter((module) => FORBIDDEN_IN_CONTENT.some((forbidden) => forbidden.module.test(`/${module}`)));
const onDemand = Object.entries(ON_DEMAND_BUDGETS_BYTES).map(([file, budget]) => {
  const gzipBytes = gzipOf(file);
  return { file, gzipBytes, budgetBytes: budget, met: budget === null ? null : gzipBytes <= budget };
});
const met = content <= CONTENT_BUDGET_BYTES && forbidden.length === 0 && onDemand.every((part) => part.met !== false);
const result = { date: new Date().toISOString(), contentScriptGzipBytes: content, budgetBytes: CONTENT_BUDGET_BYTES, met, forbiddenInContent: forbidden, contentParts, onDemand, pages, scripts };
writeFileSync('bench/results/size.json', `${JSON.stringify(result, null, 2)}\n`);
console.log('bench/size (gzip -9)');
for (const script of scripts) console.log(`  ${script.file.padEnd(48)} ${(script.gzipBytes / 1024).toFixed(1).padStart(7)} KB  (${(script.bytes / 1024).toFixed(1)} KB raw)`);
console.log(`  content script: ${(content / 1024).toFixed(1)} KB gzipped   budget ${CONTENT_BUDGET_BYTES / 1024} KB: ${content <= CONTENT_BUDGET_BYTES ? 'met' : 'NOT met'}`);
console.log('  its parts imported on demand:');
for (const part of onDemand) {
  const verdict = part.budgetBytes === null ? '' : `   budget ${part.budgetBytes / 1024} KB: ${part.met ? 'met' : 'NOT met'}`;
  console.log(`    ${part.file.padEnd(16)} ${(part.gzipBytes / 1024).toFixed(1).padStart(6)} KB gzipped${verdict}`);
}
console.log('  what the content script holds (share of its gzipped size, by minified bytes):');
for (const part of contentParts) {
  const largest = part.modules.slice(0, 3).map((module) => `${module.module.replace(/^.*\//, '')} ${(module.minifiedBytes / 1024).toFixed(1)}`).join(', ');
  console.log(`    ${part.name.padEnd(56)} ${(part.gzipBytes / 1024).toFixed(1).padStart(5)} KB  (${(part.minifiedBytes / 1024).toFixed(1)} KB minified: ${largest}${part.modules.length > 3 ? ', …' : ''})`);
}
console.log(`  ${FORBIDDEN_IN_CONTENT.map((forbidden) => forbidden.name).join(', ')} in the content script: ${forbidden.length === 0 ? 'none' : forbidden.join(', ')}`);
console.log('  JavaScript each page loads before anything lazy:');
for (const page of pages) {
  const verdict = page.budgetBytes === null ? '' : `   budget ${page.budgetBytes / 1024} KB: ${page.met ? 'met' : 'NOT met'}`;
  console.log(`    ${page.page.padEnd(16)} ${(page.gzipBytes / 1024).toFixed(1).padStart(6)} KB gzipped in ${page.files.length} files${verdict}`);
}
