import { describe, expect, it } from 'vitest';
import { federalDebtsResultSchema, phoneLookupSchema, vehicleResultSchema } from './schemas';

describe('tolerance where the spec is silent', () => {
  it('reads missing or null arrays as empty and missing scalars as null', () => {
    const parsed = federalDebtsResultSchema.parse({ total: 0, dividas: { ativa_uniao: null } });
    expect(parsed.dividas).toEqual({ ativa_uniao: [], fgts: [], previdenciaria: [] });
    expect(vehicleResultSchema.parse({ veiculos: [{ placa: 'ABC1D23' }] }).veiculos[0]?.renavam).toBeNull();
  });

  it('keeps unknown fields and accepts numeric strings and date-times', () => {
    const parsed = federalDebtsResultSchema.parse({
      total: '1',
      novo_campo: 'x',
      dividas: { fgts: [{ valor_consolidado: '1234.50', data_inscricao: '2024-03-01T00:00:00Z', extra: true }] },
    });
    expect(parsed.total).toBe(1);
    expect((parsed as Record<string, unknown>).novo_campo).toBe('x');
    expect(parsed.dividas.fgts[0]).toMatchObject({ valor_consolidado: 1234.5, data_inscricao: '2024-03-01', extra: true });
  });

  it('refuses values of the wrong kind and days that do not exist', () => {
    expect(federalDebtsResultSchema.safeParse({ total: { n: 1 } }).success).toBe(false);
    expect(federalDebtsResultSchema.safeParse({ dividas: { fgts: [{ data_inscricao: '2024-02-30' }] } }).success).toBe(false);
    expect(vehicleResultSchema.safeParse({ veiculos: {} }).success).toBe(false);
  });

  it('reads the three plausible encodings of the phone look-up', () => {
    const expected = [{ cpf: '12345678909', nome: null }];
    expect(phoneLookupSchema.parse({ telefone: '11987654321', pessoas: [{ cpf: '123.456.789-09' }] }).pessoas).toEqual(expected);
    expect(phoneLookupSchema.parse({ telefone: '11987654321', cpfs: ['12345678909'] }).pessoas).toEqual(expected);
    expect(phoneLookupSchema.parse(['12345678909']).pessoas).toEqual(expected);
  });
});
