import { describe, expect, it } from 'vitest';
import { FILE_GRANT_MS, isGranted, withGrant } from './file-grants';

const url = 'file:///home/ana/edital.pdf';

describe("the reader menu's grants for file: addresses", () => {
  it('opens only the granted address, with its grant, for a while', () => {
    const grants = withGrant([], { grant: 'a1b2c3d4e5f60718', url, at: 1000 });
    expect(isGranted(grants, 'a1b2c3d4e5f60718', url, 2000)).toBe(true);
    expect(isGranted(grants, 'a1b2c3d4e5f60718', 'file:///etc/passwd', 2000)).toBe(false);
    expect(isGranted(grants, 'outro', url, 2000)).toBe(false);
    expect(isGranted(grants, null, url, 2000)).toBe(false);
    expect(isGranted(grants, 'a1b2c3d4e5f60718', url, 1000 + FILE_GRANT_MS)).toBe(false);
  });

  it('keeps the newest grants only, and none expired', () => {
    let grants = withGrant([], { grant: 'old', url, at: 0 });
    grants = withGrant(grants, { grant: 'new', url, at: FILE_GRANT_MS + 1 });
    expect(grants.map((grant) => grant.grant)).toEqual(['new']);
    for (let index = 0; index < 30; index++) grants = withGrant(grants, { grant: `g${index}`, url, at: FILE_GRANT_MS + 2 + index });
    expect(grants).toHaveLength(20);
    expect(grants.at(-1)?.grant).toBe('g29');
  });
});
