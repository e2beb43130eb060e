import { describe, expect, it } from 'vitest';
import { pageAccessView } from './use-page-access';

describe('what the panel says about access to pages', () => {
  const page = (reached: boolean) => ({ tabId: 4, reached });

  it('says nothing while it does not know, or when the page beside it is read', () => {
    expect(pageAccessView(null, false, false)).toEqual({ kind: 'none' });
    expect(pageAccessView({ allSites: true, page: page(true) }, false, false)).toEqual({ kind: 'none' });
    expect(pageAccessView({ allSites: false, page: page(true) }, false, false)).toEqual({ kind: 'none' });
  });

  it('says the page, or every site, cannot be read when the person withheld access', () => {
    expect(pageAccessView({ allSites: false, page: page(false) }, false, false)).toEqual({ kind: 'blocked', page: true, refused: false });
    expect(pageAccessView({ allSites: false, page: null }, false, true)).toEqual({ kind: 'blocked', page: false, refused: true });
  });

  it('after a grant, asks for the page beside it to be reloaded; otherwise leaves unread pages (the browser’s own) alone', () => {
    expect(pageAccessView({ allSites: true, page: page(false) }, true, false)).toEqual({ kind: 'granted', page: true });
    expect(pageAccessView({ allSites: true, page: null }, true, false)).toEqual({ kind: 'granted', page: false });
    expect(pageAccessView({ allSites: true, page: page(false) }, false, false)).toEqual({ kind: 'none' });
  });
});
