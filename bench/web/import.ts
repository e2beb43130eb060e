/**
 * Makes ./pages from clones of the repositories ./sources.ts names: each page as that commit holds
 * it, its own <script> elements removed (there is no network here: they would only fail, at random
 * moments, and the bench measures what Atalaia adds to a page, not the page's own script), gzipped.
 *
 *   npx tsx bench/web/import.ts mozilla/readability=/path/to/readability okfn-brasil/querido-diario=/path/to/querido-diario
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { PAGES_DIR, REAL_PAGES } from './sources';

/** A page's own scripts: every `<script>` element, inline or not (a JSON-LD block too: it runs nothing, but weighs). */
function withoutScripts(html: string): string {
  return html.replace(/<script\b[\s\S]*?<\/script\s*>/gi, '');
}

const clones = new Map(process.argv.slice(2).map((argument) => argument.split('=') as [string, string]));
mkdirSync(PAGES_DIR, { recursive: true });
for (const page of REAL_PAGES) {
  const clone = clones.get(page.repo);
  if (!clone) throw new Error(`no clone given for ${page.repo}: pass ${page.repo}=<its folder>`);
  const html = execFileSync('git', ['-C', clone, 'show', `${page.commit}:${page.path}`], { maxBuffer: 64 * 1024 * 1024 }).toString('utf8');
  const gzipped = gzipSync(withoutScripts(html), { level: 9 });
  writeFileSync(`${PAGES_DIR}/${page.name}.html.gz`, gzipped);
  console.log(`${page.name.padEnd(24)} ${(html.length / 1024).toFixed(0).padStart(6)} KB → ${(gzipped.length / 1024).toFixed(0).padStart(5)} KB gzipped, without scripts`);
}
