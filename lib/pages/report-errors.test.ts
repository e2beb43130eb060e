import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorReport, reportUncaughtErrors } from './report-errors';

const sent = vi.hoisted(() => [] as unknown[][]);
vi.mock('../protocol/send', () => ({
  sendMessage: async (...message: unknown[]) => {
    sent.push(message);
    return { logged: true };
  },
}));

afterEach(() => {
  sent.splice(0);
  vi.unstubAllGlobals();
});

describe('a page reporting its own bugs', () => {
  it('reports the class name and the message, whatever was thrown', () => {
    expect(errorReport('options', new TypeError('x is undefined'))).toEqual({ page: 'options', kind: 'TypeError', message: 'x is undefined' });
    expect(errorReport('card', 'a string')).toEqual({ page: 'card', kind: 'Error', message: 'a string' });
    expect(errorReport('sidepanel', { odd: true })).toEqual({ page: 'sidepanel', kind: 'Error', message: '' });
    const named = Object.assign(new Error('long '.repeat(400)), { name: 'not a name <b>' });
    const report = errorReport('welcome', named);
    expect(report.kind).toBe('Error');
    expect(report.message).toHaveLength(1_000);
  });

  it('sends an uncaught error and a rejection nobody waited for to the background', async () => {
    // The page's window, as far as the listeners go (the unit tests run in Node).
    const page = new EventTarget();
    vi.stubGlobal('addEventListener', page.addEventListener.bind(page));
    reportUncaughtErrors('options');
    page.dispatchEvent(Object.assign(new Event('error'), { error: new RangeError('out of range') }));
    page.dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason: new TypeError('nobody waited') }));
    await vi.waitFor(() => expect(sent).toHaveLength(2));
    expect(sent).toEqual([
      ['diagnostics.report', { page: 'options', kind: 'RangeError', message: 'out of range' }],
      ['diagnostics.report', { page: 'options', kind: 'TypeError', message: 'nobody waited' }],
    ]);
  });
});
