import { unzipSync, strFromU8 } from 'fflate';
import { describe, expect, it } from 'vitest';
import { parseContactsCsv, type ParsedContacts } from './csv';
import type { ContactResult } from './progress';
import { failedTable, resultsJson, resultsTable, tableCsv } from './results-export';
import { tableXlsx } from './xlsx';

const ok: ContactResult = {
  key: 'cpf:12345678909',
  contact: { cpf: '12345678909' },
  line: 2,
  fields: ['Maria', '123.456.789-09'],
  status: 'ok',
  item: {
    status: 'ok', entrada: null, cpf: '12345678909', nome: 'Maria Aparecida dos Santos', data_nascimento: '1968-06-14', sexo: 'F',
    score_renda: { faixa: 'B', score: 712.5, sinais: ['imóveis'] }, contatos: { telefones: ['11987654321'], emails: [] },
    endereco: { logradouro: 'Rua das Flores', numero: '10', complemento: null, bairro: 'Centro', cidade: 'Diadema', uf: 'SP', cep: '01310100' },
    empresas: [], patrimonio_resumo: null, remuneracao_atual: 8500.4, mensagem: null,
  },
};
const refused: ContactResult = { key: 'cpf:52998224725', contact: { cpf: '52998224725' }, line: 3, fields: ['João', '529.982.247-25'], status: 'refused', reason: 'Contato recusado pelo provedor' };
const failed: ContactResult = { key: 'cpf:11144477735', contact: { cpf: '11144477735' }, line: 6, fields: ['Zé', '111.444.777-35'], status: 'failed', reason: 'gave_up' };

describe('results table', () => {
  const table = resultsTable({
    results: [ok, refused, failed],
    header: ['Nome', 'CPF'],
    skipped: [
      { line: 4, fields: ['Ana', '111.111.111-11'], problem: 'invalid_cpf', value: '111.111.111-11' },
      { line: 5, fields: ['Maria de novo', '12345678909'], duplicateOf: 2 },
    ],
  });

  it('keeps every input row in the input’s order, with its status and reason in pt-BR', () => {
    const at = (name: string) => table.columns.indexOf(name);
    expect(table.rows.map((row) => [row[0], row[at('Situação')], row[at('Motivo')]])).toEqual([
      ['Maria', 'enriquecido', null],
      ['João', 'recusado pelo serviço', 'Contato recusado pelo provedor'],
      ['Ana', 'linha inválida, não enviada', 'CPF inválido (111.111.111-11)'],
      ['Maria de novo', 'duplicado da linha 2', null],
      ['Zé', 'falhou, pode tentar de novo', 'o serviço não respondeu depois de várias tentativas'],
    ]);
    // The duplicate carries the enrichment of the row it joined.
    expect(table.rows[3]?.[at('Nome (enriquecido)')]).toBe('Maria Aparecida dos Santos');
  });

  it('adds the resolved CPF, identity, the whole address, contacts and income, under names that never repeat the input’s', () => {
    expect(table.columns).toEqual([
      'Nome', 'CPF', 'CPF (enriquecido)', 'Nome (enriquecido)', 'Data de nascimento', 'Sexo', 'Logradouro', 'Número', 'Complemento', 'Bairro', 'Cidade', 'UF', 'CEP',
      'Telefones', 'E-mails', 'Empresas', 'Faixa de renda', 'Score de renda', 'Remuneração atual', 'Patrimônio total', 'Situação', 'Motivo',
    ]);
    expect(new Set(table.columns.map((name) => name.toLowerCase())).size).toBe(table.columns.length);
    expect(table.rows[0]).toEqual([
      'Maria', '123.456.789-09', '123.456.789-09', 'Maria Aparecida dos Santos', '14/06/1968', 'F', 'Rua das Flores', '10', null, 'Centro', 'Diadema', 'SP', '01310-100',
      '(11) 98765-4321', null, null, 'B', 712.5, 8500.4, null, 'enriquecido', null,
    ]);
  });

  it('names columns uniquely whatever the case or accents of the input', () => {
    const columns = resultsTable({ results: [], header: ['nome', 'situacao', 'Nome (enriquecido)'] }).columns;
    expect(columns).toContain('Nome (enriquecido) 2');
    expect(columns).toContain('Situação (enriquecido)');
  });

  it('writes CSV for Excel pt-BR: decimal comma, CEP and CPF as text that keeps its zeros', () => {
    const [header, first] = tableCsv(table).replace('\uFEFF', '').split('\r\n');
    expect(header?.startsWith('Nome;CPF;CPF (enriquecido);Nome (enriquecido);')).toBe(true);
    // Decimals quoted, so that a comma-locale spreadsheet reads one cell: Excel still reads them as numbers.
    expect(first).toContain(';01310-100;(11) 98765-4321;;;B;"712,5";"8500,4";;enriquecido;');
  });

  it('writes XLSX with identifiers, CEPs and phones as text cells', async () => {
    const blob = await tableXlsx(table);
    const files = unzipSync(new Uint8Array(await blob.arrayBuffer()));
    const sheet = strFromU8(files['xl/worksheets/sheet1.xml'] ?? new Uint8Array());
    const shared = strFromU8(files['xl/sharedStrings.xml'] ?? new Uint8Array());
    expect(shared).toContain('01310-100');
    expect(shared).toContain('123.456.789-09');
    // Numbers are numbers.
    expect(sheet).toContain('<v>712.5</v>');
  });

  it('exports JSON with every row', () => {
    expect(resultsJson([ok, refused], [{ line: 4, fields: ['Ana'], problem: 'invalid_cpf' }]).map((row) => (row as { linha: number }).linha)).toEqual([2, 3, 4]);
  });
});

describe('failed contacts', () => {
  it('has the input columns and the reason, and imports again as it is', () => {
    const table = failedTable({ results: [ok, refused, failed], header: ['Nome', 'CPF'] });
    expect(table.columns).toEqual(['Nome', 'CPF', 'Motivo']);
    expect(table.rows).toEqual([
      ['João', '529.982.247-25', 'recusado pelo serviço: Contato recusado pelo provedor'],
      ['Zé', '111.444.777-35', 'falhou, pode tentar de novo: o serviço não respondeu depois de várias tentativas'],
    ]);
    const again = parseContactsCsv(new TextEncoder().encode(tableCsv(table))) as ParsedContacts;
    expect(again.rows.map((row) => row.outcome)).toMatchObject([{ kind: 'contact', key: 'cpf:52998224725' }, { kind: 'contact', key: 'cpf:11144477735' }]);
  });

  it('from a page: the contact and the person’s other identifiers', () => {
    const fromPage: ContactResult = { key: 'cpf:52998224725', contact: { cpf: '52998224725' }, others: [{ kind: 'phone', value: '+5511987654321' }], status: 'failed', reason: 'gave_up' };
    expect(failedTable({ results: [fromPage] }).rows[0]).toEqual(['529.982.247-25', '(11) 98765-4321', '', 'falhou, pode tentar de novo: o serviço não respondeu depois de várias tentativas']);
  });
});
