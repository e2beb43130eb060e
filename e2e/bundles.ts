/**
 * What each entry of the built extension may not hold, and how to find it in the built chunks: the
 * one definition that the bundle check (bundles.spec.ts, in `npm test`) reads from the chunks'
 * text, and bench:size (bench/size/run.ts) from the source map of the content script.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, posix } from 'node:path';

/** A library or part of the code base that some entries must not carry. */
export interface Forbidden {
  name: string;
  /** Its source files, as a source map names them. */
  module: RegExp;
  /** Text of it that survives minification, in any chunk that holds it (absent: source maps only). */
  marker?: RegExp;
  /** An entry that carries it by design, where the check proves that the marker still finds it. */
  foundIn?: string;
}

export const ZOD: Forbidden = { name: 'zod', module: /node_modules\/zod\//, marker: /\$ZodType|ZodError/, foundIn: 'background.js' };
export const PDFJS: Forbidden = { name: 'pdf.js', module: /node_modules\/pdfjs-dist\//, marker: /GlobalWorkerOptions/, foundIn: 'reader.html' };
/** Preact's own mangled name for a vnode's children, kept in every build of it. */
export const PREACT: Forbidden = { name: 'preact', module: /node_modules\/preact\//, marker: /\.__k\b/, foundIn: 'sidepanel.html' };
export const BACKGROUND_CODE: Forbidden = { name: 'the background', module: /\/lib\/background\// };

/**
 * Each entry (the content script, the background, each page) and what none of its chunks, loaded at
 * once or later, may hold. zod stays with the background; pdf.js with the reader; the background
 * renders nothing. The views' gallery (WXT_GALLERY builds only) shows sample records and is not listed.
 */
export const FORBIDDEN_IN: Record<string, Forbidden[]> = {
  'content-scripts/content.js': [ZOD, PDFJS, PREACT, BACKGROUND_CODE],
  'page-actions.js': [ZOD, PDFJS, PREACT, BACKGROUND_CODE],
  'content-core.js': [ZOD, PDFJS, PREACT, BACKGROUND_CODE],
  'background.js': [PREACT, PDFJS],
  'card.html': [ZOD, PDFJS],
  'sidepanel.html': [ZOD, PDFJS],
  'options.html': [ZOD, PDFJS],
  'welcome.html': [ZOD, PDFJS],
  'reader.html': [ZOD],
};

/** The content script's forbidden modules, for bench:size's source-map attribution. */
export const FORBIDDEN_IN_CONTENT = FORBIDDEN_IN['content-scripts/content.js'] as Forbidden[];

/**
 * An entry's chunks: the script itself, or a page's scripts, and every chunk they import, at once
 * or with `import()`, as paths inside the build folder.
 */
export function entryChunks(output: string, entry: string): string[] {
  const pending = entry.endsWith('.html')
    ? [...readFileSync(join(output, entry), 'utf8').matchAll(/<script[^>]+src="\/([^"]+\.js)"/g)].map((match) => match[1] as string)
    : [entry];
  const seen = new Set<string>();
  while (pending.length > 0) {
    const file = pending.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    const source = readFileSync(join(output, file), 'utf8');
    for (const match of source.matchAll(/(?:\bfrom|\bimport)\s*\(?\s*["'`](\.\.?\/[^"'`]+\.js)["'`]/g)) pending.push(posix.join(posix.dirname(file), match[1] as string));
  }
  return [...seen];
}

/** What an entry holds that it must not: each forbidden library found, with the chunk it is in. */
export function forbiddenIn(output: string, entry: string): string[] {
  const chunks = entryChunks(output, entry).map((file) => ({ file, source: readFileSync(join(output, file), 'utf8') }));
  return (FORBIDDEN_IN[entry] ?? []).flatMap(({ name, marker }) =>
    marker ? chunks.filter(({ source }) => marker.test(source)).map(({ file }) => `${name} in ${file}`) : [],
  );
}

/** Whether an entry's chunks hold a library (to prove that its marker finds it where it belongs). */
export function holds(output: string, entry: string, library: Forbidden): boolean {
  return existsSync(join(output, entry)) && entryChunks(output, entry).some((file) => library.marker?.test(readFileSync(join(output, file), 'utf8')));
}
