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
    ['E-mail.comunicacao@municipio.sp.gov.br', 'comunicacao@municipio.sp.gov.br', 'comunicacao@municipio.sp.gov.br'],
    ['EMAIL.protocolo@camara.gov.br', 'protocolo@camara.gov.br', 'protocolo@camara.gov.br'],
    ['Email.joao@x.com', 'joao@x.com', 'joao@x.com'],
    ['e-mail.ana@x.com', 'ana@x.com', 'ana@x.com'],
  ])('leaves out a label glued by a dot: %j', (text, written, value) => {
    expect(found(text)).toEqual([['email', written, value]]);
  });

  it.each([
    ['email.marketing@empresa.com.br', 'email.marketing@empresa.com.br'],
    ['e-mailing@x.com', 'e-mailing@x.com'],
    ['meu.email.novo@x.com', 'meu.email.novo@x.com'],
    ['xx@exemplo.com', 'xx@exemplo.com'],
  ])('keeps a mailbox that only looks like a label or a redaction: %j', (text, value) => {
    expect(valuesOf('email', text)).toEqual([value]);
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
    ['a redaction made of x', 'xxxxxxxxx@xxxxxxxxxxxxxxxxxxx.xxx.xx', 'XXXX@XXXX.XX'],
    ['a label with nothing after it', 'E-mail.@x.com'],
  ])('rejects %s', (_, ...texts) => {
    for (const text of texts) expect(valuesOf('email', text)).toEqual([]);
  });
});
