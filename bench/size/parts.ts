/**
 * What the content script holds: its minified bytes attributed to the source modules they came from,
 * read from the source map of the same build (`WXT_SOURCEMAPS=1 wxt build`, in its own folder), and
 * grouped into the parts docs/performance.md names. A part's gzipped share is its share of the minified bytes
 * times the whole script's gzipped size: gzip works across module boundaries, so a part's bytes gzipped
 * alone would not add up to the whole.
 */
import { existsSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { SourceMapConsumer, type RawSourceMap } from 'source-map-js';

/** The parts, first match wins; a module under none of them counts as "other". */
const PARTS: { name: string; matches: RegExp }[] = [
  { name: 'detectors (lib/detectors, lib/identifiers, lib/text)', matches: /\/lib\/(detectors|identifiers|text)\// },
  { name: 'scanner, blocks and labels', matches: /\/lib\/content\/(scanner|blocks|labels|near|visibility)\.ts$/ },
  { name: 'highlights (painters)', matches: /\/lib\/content\/(painter|paint-batch|early-highlights)\.ts$/ },
  { name: 'hover card host', matches: /\/lib\/content\/(card-host|card-hover|card-place|hover|hover-timing|focus-return)\.ts$/ },
  { name: 'forms and page contacts', matches: /\/lib\/content\/(fill|form-fields|page-contacts)\.ts$/ },
  { name: 'first pass, field memory and frame relay', matches: /\/lib\/content\/(candidates|candidate-watch|empty-frame|field-memory|frame-relay|frame-site|pdf-document)\.ts$/ },
  { name: 'controller, messages, on-demand loaders and entry', matches: /\/(lib\/content\/(controller|tab-messages|on-demand|content-core-load|page-actions-load)|lib\/protocol\/[^/]+|entrypoints\/content\/[^/]+)\.ts$/ },
  { name: 'settings and policy', matches: /\/lib\/(settings\/(index|read|managed)|storage\/keys)\.ts$/ },
  { name: "WXT's content-script runtime", matches: /node_modules\/(wxt|@wxt-dev)\// },
];

export interface ContentPart {
  name: string;
  minifiedBytes: number;
  gzipBytes: number;
  modules: { module: string; minifiedBytes: number }[];
}

export function contentScriptParts(scriptPath: string): ContentPart[] {
  if (!existsSync(`${scriptPath}.map`)) throw new Error(`${scriptPath}.map is missing: \`npm run bench:size\` builds it (WXT_SOURCEMAPS=1 wxt build) before measuring.`);
  const code = readFileSync(scriptPath, 'utf8').replace(/\n\/\/# sourceMappingURL=.*\s*$/, '');
  const map = new SourceMapConsumer(JSON.parse(readFileSync(`${scriptPath}.map`, 'utf8')) as RawSourceMap);
  const lines = code.split('\n');
  const mappings: { line: number; column: number; source: string }[] = [];
  map.eachMapping((mapping) => mappings.push({ line: mapping.generatedLine, column: mapping.generatedColumn, source: mapping.source || "(no source: the bundler's wrapper)" }));
  mappings.sort((one, other) => one.line - other.line || one.column - other.column);
  // Each mapped span runs to the next mapping on its line.
  const bytesByModule = new Map<string, number>();
  mappings.forEach((mapping, index) => {
    const next = mappings[index + 1];
    const end = next && next.line === mapping.line ? next.column : (lines[mapping.line - 1]?.length ?? 0);
    bytesByModule.set(mapping.source, (bytesByModule.get(mapping.source) ?? 0) + Math.max(0, end - mapping.column));
  });
  const totalGzip = gzipSync(code, { level: 9 }).length;
  const parts = new Map<string, ContentPart>();
  for (const [source, bytes] of bytesByModule) {
    const name = PARTS.find((part) => part.matches.test(source))?.name ?? 'other';
    const part = parts.get(name) ?? { name, minifiedBytes: 0, gzipBytes: 0, modules: [] };
    part.minifiedBytes += bytes;
    part.modules.push({ module: source.replace(/^.*?(node_modules\/|lib\/|entrypoints\/)/, '$1'), minifiedBytes: bytes });
    parts.set(name, part);
  }
  return [...parts.values()]
    .map((part) => ({
      ...part,
      gzipBytes: Math.round((part.minifiedBytes / code.length) * totalGzip),
      modules: part.modules.sort((one, other) => other.minifiedBytes - one.minifiedBytes),
    }))
    .sort((one, other) => other.minifiedBytes - one.minifiedBytes);
}
