import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';

/**
 * Files in vendor/ come from outside the npm registry: each folder's README records where from and the
 * SHA-256 of each file, and this test holds the files to it, so a changed file cannot ship unnoticed.
 * The README's table rows name a file in backquotes and end with its hash; `(uncompressed)` in the
 * name's cell checks the bytes inside the gzip.
 */
const VENDOR = import.meta.dirname;
const ROW = /^\| `([^`]+)`([^|]*)\| `([0-9a-f]{64})` \|$/;

const folders = readdirSync(VENDOR, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name);

describe('vendor/', () => {
  it.each(folders)('%s: every file is the one its README records', (folder) => {
    const readme = readFileSync(join(VENDOR, folder, 'README.md'), 'utf8');
    const rows = readme.split('\n').flatMap((line) => {
      const match = ROW.exec(line.trim());
      return match ? [{ file: match[1] as string, uncompressed: (match[2] as string).includes('uncompressed'), hash: match[3] as string }] : [];
    });
    expect(rows.length).toBeGreaterThan(0);
    for (const { file, uncompressed, hash } of rows) {
      const path = join(VENDOR, folder, uncompressed ? `${file}.gz` : file);
      const bytes = uncompressed ? gunzipSync(readFileSync(path)) : readFileSync(path);
      expect(createHash('sha256').update(bytes).digest('hex'), `${folder}/${file}`).toBe(hash);
    }
  });
});
