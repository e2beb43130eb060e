/**
 * The one door to user-facing text: every string a person reads comes from
 * `public/_locales/<locale>/messages.json` (pt-BR first, English second) through `t()`.
 */
import { browser } from 'wxt/browser';
import type ptBrMessages from '../../public/_locales/pt_BR/messages.json';

export type MessageKey = keyof typeof ptBrMessages;

type GetMessage = (key: string, substitutions?: string | string[]) => string;

export function t(key: MessageKey, substitutions?: string | number | (string | number)[]): string {
  const values = substitutions === undefined ? undefined : [substitutions].flat().map(String);
  // Firefox takes `browser.i18n` away from a page being torn down (a card's frame removed while it
  // loads, the browser closing) before its last callbacks run: they get the key, not a TypeError.
  const i18n = browser.i18n as typeof browser.i18n | undefined;
  // An empty answer means the key is missing from the locale: show the key rather than nothing.
  return (i18n?.getMessage as GetMessage | undefined)?.(key, values) || key;
}

/**
 * The locale the extension speaks: the browser's own when its language has a catalogue (so an
 * English interface in Britain writes British dates), else the catalogue's (`locale` in messages.json).
 */
export function uiLocale(): string {
  const catalogue = t('locale');
  const browserLocale = browser.i18n.getUILanguage();
  return browserLocale.split('-')[0] === catalogue.split('-')[0] ? browserLocale : catalogue;
}

/** Sets an extension page's language (for screen readers and hyphenation) and, when given, its title. */
export function localizeDocument(titleKey?: MessageKey): void {
  document.documentElement.lang = uiLocale();
  if (titleKey) document.title = t(titleKey);
}

/** How long ago, in words: "há 2 horas", "agora". */
export function formatAge(thenMs: number, nowMs = Date.now()): string {
  const seconds = Math.round((thenMs - nowMs) / 1000);
  const format = new Intl.RelativeTimeFormat(uiLocale(), { numeric: 'auto' });
  const steps: [Intl.RelativeTimeFormatUnit, number][] = [
    ['day', 86_400],
    ['hour', 3_600],
    ['minute', 60],
  ];
  for (const [unit, size] of steps) {
    if (Math.abs(seconds) >= size) return format.format(Math.round(seconds / size), unit);
  }
  return format.format(0, 'second');
}
