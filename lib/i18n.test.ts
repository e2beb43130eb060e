import { describe, expect, it } from 'vitest';
import en from '../public/_locales/en/messages.json';
import ptBr from '../public/_locales/pt_BR/messages.json';
import { t } from './i18n';

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

  it('substitutes values into messages', () => {
    expect(t('errorTooLarge', 100)).toBe('Lote grande demais: o limite é de 100 contatos por envio.');
  });
});
