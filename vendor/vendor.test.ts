import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';

/**
 * Files in vendor/ come from outside the npm registry: each folder's README records where from and the
 * SHA-256 of each file, and this test holds the folder to it: every file but the README has a row, and
 * every row's hash is the file's, so a changed or added file cannot ship unnoticed. A row names a file in
 * backquotes and ends with its hash in backquotes; `(uncompressed)` in the name's cell checks the bytes
 * inside `<name>.gz`.
 */
const VENDOR = import.meta.dirname;
const TABLE_ROW = /^\| `/;
const HASH_ROW = /^\| `([^`]+)`([^|]*)\| `([0-9a-f]{64})` \|$/;

const folders = readdirSync(VENDOR, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name);

function recordedHashes(folder: string) {
  const rows = readFileSync(join(VENDOR, folder, 'README.md'), 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => TABLE_ROW.test(line));
  return rows.map((row) => {
    const match = HASH_ROW.exec(row);
    if (!match) throw new Error(`${folder}/README.md: a row that is not \`file\` | \`sha-256\`: ${row}`);
    const uncompressed = (match[2] as string).includes('uncompressed');
    return { file: uncompressed ? `${match[1] as string}.gz` : (match[1] as string), uncompressed, hash: match[3] as string };
  });
}

describe('vendor/', () => {
  it('has a folder per source', () => {
    expect(folders.length).toBeGreaterThan(0);
  });

  it.each(folders)('%s: every file is the one its README records', (folder) => {
    const rows = recordedHashes(folder);
    const files = readdirSync(join(VENDOR, folder)).filter((file) => file !== 'README.md');
    expect(files.filter((file) => !rows.some((row) => row.file === file && !row.uncompressed))).toEqual([]);
    for (const { file, uncompressed, hash } of rows) {
      const bytes = readFileSync(join(VENDOR, folder, file));
      expect(createHash('sha256').update(uncompressed ? gunzipSync(bytes) : bytes).digest('hex'), `${folder}/${file}`).toBe(hash);
    }
  });
});
