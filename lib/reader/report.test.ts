import { describe, expect, it } from 'vitest';
import type { IdentifierReview } from '../background/review';
import { CPF_FULL } from '../../sandbox/special';
import { createDocumentIndex } from './document-index';
import { buildReport, reportCsv, reportXlsx } from './report';

function indexWithTwoIdentifiers() {
  const index = createDocumentIndex(2);
  index.setPage(1, [{ kind: 'cpf', start: 0, end: 14, value: CPF_FULL }, { kind: 'email', start: 20, end: 40, value: '=cmd@x.example' }]);
  index.setPage(2, [{ kind: 'cpf', start: 3, end: 17, value: CPF_FULL }]);
  return index;
}

const review: IdentifierReview = {
  kind: 'cpf',
  value: CPF_FULL,
  facts: { name: 'Maria Aparecida dos Santos', debts: 6, debtsInCourt: 2, vehicles: 3, restrictedVehicles: 1, ruralProperties: 4, embargoes: 1, fiscalBenefits: null },
  lookedUpAt: Date.UTC(2026, 10, 21, 12, 5),
  pending: [],
  requests: 4,
};

describe("the reviewer's report", () => {
  it('has a row per identifier with its pages, kind, name, the key flags and when it was looked up', () => {
    const report = buildReport(indexWithTwoIdentifiers().entries(), new Map([[`cpf:${CPF_FULL}`, review]]));
    expect(report.header).toEqual([
      'Página(s)', 'Tipo', 'Identificador', 'Ocorrências', 'Nome encontrado', 'Dívidas federais', 'Dívidas ajuizadas', 'Veículos',
      'Veículos com restrição', 'Imóveis rurais', 'Áreas embargadas', 'Benefícios fiscais', 'Consultado em',
    ]);
    expect(report.rows).toEqual([
      ['1, 2', 'CPF', '123.456.789-09', 2, 'Maria Aparecida dos Santos', 6, 2, 3, 1, 4, 1, '', '21/11/2026 09:05'],
      ['1', 'E-mail', '=cmd@x.example', 1, '', '', '', '', '', '', '', '', ''],
    ]);
  });

  it('exports CSV as Brazilian Excel opens it, with no formula run', () => {
    const csv = reportCsv(buildReport(indexWithTwoIdentifiers().entries(), new Map()));
    expect(csv.startsWith('\uFEFFPágina(s);Tipo;')).toBe(true);
    expect(csv).toContain("\r\n1;E-mail;'=cmd@x.example;1;");
  });

  it('exports XLSX', async () => {
    const blob = await reportXlsx(buildReport(indexWithTwoIdentifiers().entries(), new Map([[`cpf:${CPF_FULL}`, review]])));
    const bytes = new Uint8Array(await blob.arrayBuffer());
    // A zip (xlsx) file.
    expect([...bytes.subarray(0, 2)]).toEqual([0x50, 0x4b]);
    expect(bytes.length).toBeGreaterThan(1000);
  });
});
