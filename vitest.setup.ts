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
