/**
 * Counts in words, singular or plural as the interface's language says. Apart from `./i18n` so that
 * the hover card, which shares that module's chunk and shows no counts of its own, never loads it.
 */
import { formatInteger } from '../format';
import { t, uiLocale, type MessageKey } from './index';

/** A key with a singular and a plural form (`records_one`, `records_other`): a count in words. */
type PluralBase<Key> = Key extends `${infer Base}_other` ? (`${Base}_one` extends MessageKey ? Base : never) : never;
export type PluralKey = PluralBase<MessageKey>;

const pluralRules = new Map<string, Intl.PluralRules>();

/**
 * A count in words, singular or plural as the interface's language says (`Intl.PluralRules`):
 * "1 registro", "2 registros"; "1 record", "2 records". The count, written the language's way, is `$1`;
 * `more` are `$2`, `$3`…
 *
 * Zero is plural in every language: Portuguese's rules call 0 singular ("0 registro"), but Brazilians
 * write and say "0 registros", "nenhum registro" — never "0 registro". The plural form keeps the count a
 * number, which lists and columns of counts need, and reads naturally in both catalogues.
 */
export function plural(key: PluralKey, count: number, more: (string | number)[] = []): string {
  const locale = uiLocale();
  let rules = pluralRules.get(locale);
  if (!rules) {
    rules = new Intl.PluralRules(locale);
    pluralRules.set(locale, rules);
  }
  // Both catalogues have two forms; a language's other categories ("many" for a million in pt) read as plural.
  const form = count !== 0 && rules.select(count) === 'one' ? 'one' : 'other';
  return t(`${key}_${form}`, [formatInteger(count), ...more]);
}
