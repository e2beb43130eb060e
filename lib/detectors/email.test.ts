import { describe, expect, it } from 'vitest';
import { found, valuesOf } from './test-helpers';

describe('e-mail detector', () => {
  it.each([
    ['Escreva para Maria.Souza@Exemplo.COM.br.', 'Maria.Souza@Exemplo.COM.br', 'Maria.Souza@exemplo.com.br'],
    ['<ana+crm@mail.example.com>', 'ana+crm@mail.example.com', 'ana+crm@mail.example.com'],
    ['mailto:joao_silva99@uol.com.br?subject=oi', 'joao_silva99@uol.com.br', 'joao_silva99@uol.com.br'],
    ['(contato: a.b-c@x-y.org),', 'a.b-c@x-y.org', 'a.b-c@x-y.org'],
    ['fim da frase joao@x.com- e mais', 'joao@x.com', 'joao@x.com'],
  ])('finds %j', (text, written, value) => {
    expect(found(text)).toEqual([['email', written, value]]);
  });

  it.each([
    ['a handle', 'siga @usuario e @maria.silva'],
    ['file names', 'logo@2x.png icone@3x.webp sprite@1.5x.jpg'],
    ['no top-level domain', 'joao@localhost', 'a@b'],
    ['a numeric top-level domain', 'joao@x.123'],
    ['a local part glued to other letters', 'joão@exemplo.com'],
    ['two @', 'a@b@c.com', 'joao@x.com@y.com'],
    ['double dots (no part of them is taken)', 'joao..silva@x.com', 'veja...joao@x.com'],
    ['an over-long local part', `${'a'.repeat(65)}@x.com`],
  ])('rejects %s', (_, ...texts) => {
    for (const text of texts) expect(valuesOf('email', text)).toEqual([]);
  });
});
