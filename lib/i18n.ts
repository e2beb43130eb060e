/**
 * The one door to user-facing text: every string a person reads comes from
 * `public/_locales/<locale>/messages.json` (pt-BR first, English second) through `t()`.
 */
import { browser } from 'wxt/browser';
import type ptBrMessages from '../public/_locales/pt_BR/messages.json';

export type MessageKey = keyof typeof ptBrMessages;

type GetMessage = (key: string, substitutions?: string | string[]) => string;

export function t(key: MessageKey, substitutions?: string | number | (string | number)[]): string {
  const values = substitutions === undefined ? undefined : [substitutions].flat().map(String);
  // An empty answer means the key is missing from the locale: show the key rather than nothing.
  return (browser.i18n.getMessage as GetMessage)(key, values) || key;
}

/** API field names that have a label: `f_<field>` in the catalogues. */
export type FieldName = MessageKey extends infer Key ? (Key extends `f_${infer Field}` ? Field : never) : never;

export function fieldLabel(field: FieldName): string {
  return t(`f_${field}` as MessageKey);
}

/** Sets an extension page's language (for screen readers and hyphenation) and, when given, its title. */
export function localizeDocument(titleKey?: MessageKey): void {
  document.documentElement.lang = (browser.i18n.getMessage as GetMessage)('@@ui_locale').replace('_', '-') || 'pt-BR';
  if (titleKey) document.title = t(titleKey);
}

/** A wait or a time left as a person says it: "45 s", "3 min". */
export function formatWait(milliseconds: number): string {
  const seconds = Math.max(1, Math.ceil(milliseconds / 1000));
  return seconds < 120 ? t('retryAfterSeconds', seconds) : t('retryAfterMinutes', Math.ceil(seconds / 60));
}
