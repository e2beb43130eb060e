import { describe, expect, it } from 'vitest';
import { auditCsv } from '../options/audit-export';
import { EMPTY_AUDIT_FILTER, filterEntries, maskIdentifier, type AuditEntry } from './entries';

const entry = (patch: Partial<AuditEntry>): AuditEntry => ({
  id: String(patch.at ?? 0),
  at: new Date('2026-11-21T10:00:00').getTime(),
  kind: 'profile',
  endpoint: 'GET /pessoas/cpf/:cpf',
  subjects: ['***.982.247-**'],
  contacts: 1,
  outcome: 'ok',
  origin: 'panel',
  purpose: 'Cobrança',
  ...patch,
});

describe('audit entries', () => {
  it('masks identifiers so that they are recognised, not read', () => {
    expect(maskIdentifier('cpf', '52998224725')).toBe('***.982.247-**');
    expect(maskIdentifier('cnpj', '11222333000181')).toBe('**.222.333/****-**');
    expect(maskIdentifier('telefone', '+5511987654321')).toBe('+55 11 *****-4321');
    expect(maskIdentifier('email', 'maria@exemplo.com.br')).toBe('m***@exemplo.com.br');
    expect(maskIdentifier('codIbge', '3550308')).toBe('3550308');
  });

  it('filters by date range, kind, purpose and outcome, newest first', () => {
    const entries = [
      entry({ id: 'a', at: new Date('2026-11-01T10:00:00').getTime() }),
      entry({ id: 'b', kind: 'enrichment', outcome: 'server', purpose: 'Due diligence' }),
      entry({ id: 'c', at: new Date('2026-11-22T10:00:00').getTime() }),
    ];
    const ids = (filter: Partial<typeof EMPTY_AUDIT_FILTER>) => filterEntries(entries, { ...EMPTY_AUDIT_FILTER, ...filter }).map((found) => found.id);
    expect(ids({})).toEqual(['c', 'b', 'a']);
    expect(ids({ from: '2026-11-02', to: '2026-11-21' })).toEqual(['b']);
    expect(ids({ kind: 'profile' })).toEqual(['c', 'a']);
    expect(ids({ purpose: 'Due diligence' })).toEqual(['b']);
    expect(ids({ outcome: 'error' })).toEqual(['b']);
    expect(ids({ outcome: 'ok' })).toEqual(['c', 'a']);
  });

  it('exports CSV the way Brazilian Excel opens it: BOM and semicolons', () => {
    const csv = auditCsv([entry({ subjects: ['***.982.247-**', '+55 11 *****-4321'], purpose: 'Cobrança; judicial' })]);
    expect(csv.startsWith('\uFEFFQuando;Tipo;Endpoint;Identificador;Contatos;Resultado;Origem;Finalidade\r\n')).toBe(true);
    // The list of subjects is one cell, quoted for any locale's separator; the phone after its comma
    // would start a formula where a spreadsheet splits on commas, so it is defused there too.
    expect(csv).toContain(`;Perfil;GET /pessoas/cpf/:cpf;"***.982.247-**, '+55 11 *****-4321";1;ok;painel;"Cobrança; judicial"`);
  });
});
