/**
 * bench/size: the built extension's scripts, gzipped. The content script runs in every page, so it
 * has a budget: at most 25 KB gzipped. Run after `npm run build`; writes bench/results/size.json.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const OUTPUT = '.output/chrome-mv3';
const CONTENT_BUDGET_BYTES = 25 * 1024;

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

const content = scripts.filter((script) => script.file.startsWith('content-scripts/')).reduce((sum, script) => sum + script.gzipBytes, 0);
const result = { date: new Date().toISOString(), contentScriptGzipBytes: content, budgetBytes: CONTENT_BUDGET_BYTES, met: content <= CONTENT_BUDGET_BYTES, scripts };
writeFileSync('bench/results/size.json', `${JSON.stringify(result, null, 2)}\n`);
console.log('bench/size (gzip -9)');
for (const script of scripts) console.log(`  ${script.file.padEnd(48)} ${(script.gzipBytes / 1024).toFixed(1).padStart(7)} KB  (${(script.bytes / 1024).toFixed(1)} KB raw)`);
console.log(`  content script: ${(content / 1024).toFixed(1)} KB gzipped   budget ${CONTENT_BUDGET_BYTES / 1024} KB: ${result.met ? 'met' : 'NOT met'}`);
