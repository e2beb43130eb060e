/**
 * WXT's fakeBrowser has no i18n: answer getMessage from the pt-BR catalogue, the product's first
 * locale, substituting $1..$9 the way the browsers do.
 */
import { fakeBrowser } from 'wxt/testing/fake-browser';
import messages from './public/_locales/pt_BR/messages.json';

const catalogue = messages as Record<string, { message: string }>;

Object.assign(fakeBrowser, {
  i18n: {
    getMessage(key: string, substitutions?: string | string[]): string {
      const values = substitutions === undefined ? [] : [substitutions].flat();
      const message = catalogue[key]?.message ?? '';
      return message.replace(/\$(\d)/g, (_, index: string) => values[Number(index) - 1] ?? '');
    },
    getUILanguage: () => 'pt-BR',
  },
});

/**
 * Web Locks (`navigator.locks`), which every browser the extension runs in has and Node lacks (Node 20
 * has no `navigator`; 21 to 24.4 have one without `locks`): one holder of a name at a time, in the
 * order asked, as the browsers grant them.
 */
if (globalThis.navigator?.locks === undefined) {
  const held = new Map<string, Promise<unknown>>();
  const request = (name: string, callback: () => Promise<unknown>) => {
    const granted = (held.get(name) ?? Promise.resolve()).then(callback);
    held.set(name, granted.catch(() => undefined));
    return granted;
  };
  if (globalThis.navigator === undefined) Object.defineProperty(globalThis, 'navigator', { value: {}, configurable: true, writable: true });
  Object.defineProperty(globalThis.navigator, 'locks', { value: { request }, configurable: true });
}
