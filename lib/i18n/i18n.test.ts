import { readdirSync, readFileSync } from 'node:fs';
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
    // A key is used where it is written out: t('key'), a typed label map, or __MSG_key__ in the manifest.
    const written = new Set([...sources.matchAll(/['"`]([A-Za-z_]\w*)['"`]/g), ...sources.matchAll(/__MSG_(\w+)__/g)].map((match) => match[1]));
    // Field labels are the one family read by prefix: fieldLabel('nome') shows `f_nome`; plural('records', n)
    // shows `records_one` or `records_other`.
    const unused = Object.keys(ptBr).filter(
      (key) => !written.has(key) && !(key.startsWith('f_') && written.has(key.slice(2))) && !written.has(key.replace(/_(one|other)$/, '')),
    );
    expect(unused).toEqual([]);
  });
});
