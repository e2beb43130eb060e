import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { browser } from 'wxt/browser';
import en from '../../public/_locales/en/messages.json';
import ptBr from '../../public/_locales/pt_BR/messages.json';
import { t } from './index';

type Catalogue = Record<string, { message: string }>;

const placeholders = (message: string) => [...message.matchAll(/\$\d/g)].map((match) => match[0]).sort();

describe('locales', () => {
  it('has every pt-BR message in English too, with the same substitutions', () => {
    const portuguese = ptBr as Catalogue;
    const english = en as Catalogue;
    expect(Object.keys(english).sort()).toEqual(Object.keys(portuguese).sort());
    for (const [key, { message }] of Object.entries(portuguese)) {
      expect(placeholders(english[key]?.message ?? ''), key).toEqual(placeholders(message));
    }
  });

  it('answers the key, not a TypeError, in a page Firefox is tearing down (its browser.i18n gone)', () => {
    const i18n = Object.getOwnPropertyDescriptor(browser, 'i18n');
    Object.defineProperty(browser, 'i18n', { value: undefined, configurable: true });
    try {
      expect(t('close')).toBe('close');
    } finally {
      if (i18n) Object.defineProperty(browser, 'i18n', i18n);
    }
    expect(t('close')).toBe('Fechar');
  });

  it('substitutes values into messages', () => {
    expect(t('errorTooLarge', 100)).toBe('Lote grande demais: o limite é de 100 contatos por envio.');
  });

  it('has no message the product never shows', () => {
    const root = resolve(import.meta.dirname, '../..');
    const sourceFiles = (folder: string): string[] =>
      readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
        const path = join(folder, entry.name);
        if (entry.isDirectory()) return sourceFiles(path);
        return /\.tsx?$/.test(entry.name) && !/\.(test|fixture)\.tsx?$/.test(entry.name) ? [path] : [];
      });
    const sources = [...['lib', 'components', 'entrypoints'].flatMap((folder) => sourceFiles(join(root, folder))), join(root, 'wxt.config.ts')]
      .map((file) => readFileSync(file, 'utf8'))
      .join('\n');
    const uses = new Set<string>();
    // A key is used where the code hands it to a function that shows it: t('key'), t(cond ? 'a' : 'b'),
    // plural('base', n) (`base_one`, `base_other`), fieldLabel('name') (`f_name`).
    for (const [, call, argument] of sources.matchAll(/\b(t|plural|localizeDocument|fieldLabel)\(([^(),]*)/g)) {
      for (const [, word] of (argument as string).matchAll(/['"`](\w+)['"`]/g)) uses.add(call === 'fieldLabel' ? `f_${word}` : (word as string));
    }
    // In a map typed as holding keys: a declaration that names a key type (`satisfies Record<…, MessageKey>`,
    // `FieldName[]`), or a property whose declared type is one (`label: MessageKey` in an interface).
    const declarations = sources.split(/\n(?=[^\s})\]])/);
    // Types that hold keys count as key types too (`interface PolicySection { heading: MessageKey }`).
    const KEY_TYPES = ['MessageKey', 'FieldName', 'PluralKey'];
    for (const declaration of declarations) {
      const name = /^(?:export\s+)?(?:interface|type)\s+(\w+)/.exec(declaration)?.[1];
      if (name && new RegExp(`\\b(${KEY_TYPES.join('|')})\\b`).test(declaration)) KEY_TYPES.push(name);
    }
    const KEY_TYPE = new RegExp(`\\b(${KEY_TYPES.join('|')})\\b|Parameters<typeof t>`);
    for (const declaration of declarations) {
      if (KEY_TYPE.test(declaration)) for (const [, word] of declaration.matchAll(/['"`](\w+)['"`]/g)) uses.add(word as string);
    }
    const keyProperties = new Set([...sources.matchAll(new RegExp(`^\\s*(?:readonly\\s+)?(\\w+)\\??:\\s*(?:${KEY_TYPES.join('|')})\\b`, 'gm'))].map((match) => match[1]));
    for (const [, property, word] of sources.matchAll(/\b(\w+):\s*['"`](\w+)['"`]/g)) if (keyProperties.has(property as string)) uses.add(word as string);
    // And where the manifest or a page's HTML names it.
    const pages = readdirSync(join(root, 'entrypoints')).map((entry) => join(root, 'entrypoints', entry, 'index.html')).filter((file) => existsSync(file));
    for (const file of [join(root, 'wxt.config.ts'), ...pages]) for (const [, key] of readFileSync(file, 'utf8').matchAll(/__MSG_(\w+)__/g)) uses.add(key as string);
    const written = (key: string) => uses.has(key) || (key.startsWith('f_') && uses.has(key.slice(2))) || uses.has(key.replace(/_(one|other)$/, ''));
    const unused = Object.keys(ptBr).filter((key) => !written(key));
    expect(unused).toEqual([]);
  });
});
