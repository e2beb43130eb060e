import { describe, expect, it } from 'vitest';
import { siteOfFrame } from './frame-site';

/** A stand-in for a frame's window: its location, and whether it is the top frame. */
function frame(href: string, options: { top?: boolean; origin?: string; ancestors?: string[] } = {}): Window {
  const url = new URL(href);
  const location = {
    host: url.host,
    protocol: url.protocol,
    origin: options.origin ?? url.origin,
    ancestorOrigins: options.ancestors ? { length: options.ancestors.length, item: (index: number) => options.ancestors?.[index] ?? null } : undefined,
  } as unknown as Location;
  const win = { location } as unknown as Window & { top: Window };
  win.top = options.top ? win : ({} as Window);
  return win;
}

const noAnswer = async () => {
  throw new Error('the top frame should not have been asked');
};

describe('siteOfFrame', () => {
  it('judges the top frame and a frame on a site of its own by their own host', async () => {
    expect(await siteOfFrame(frame('https://intranet.exemplo.com.br:8443/a', { top: true }), noAnswer)).toBe('intranet.exemplo.com.br:8443');
    expect(await siteOfFrame(frame('https://widget.example/embed', { ancestors: ['https://intranet.exemplo.com.br'] }), noAnswer)).toBe('widget.example');
  });

  it('judges srcdoc, about:blank, blob:, data: and sandboxed frames by the top frame', async () => {
    const ancestors = ['https://outro.example', 'https://intranet.exemplo.com.br'];
    for (const href of ['about:srcdoc', 'about:blank', 'blob:https://intranet.exemplo.com.br/5f0c', 'data:text/html,<p>x</p>']) {
      expect(await siteOfFrame(frame(href, { ancestors }), noAnswer), href).toBe('intranet.exemplo.com.br');
    }
    expect(await siteOfFrame(frame('https://sandboxed.example/x', { origin: 'null', ancestors }), noAnswer)).toBe('intranet.exemplo.com.br');
  });

  it('asks the top frame where the browser lists no ancestors (Firefox) or only opaque ones', async () => {
    expect(await siteOfFrame(frame('about:srcdoc'), async () => 'intranet.exemplo.com.br')).toBe('intranet.exemplo.com.br');
    expect(await siteOfFrame(frame('data:text/html,x', { ancestors: ['null'] }), async () => null)).toBeNull();
  });
});
