import { describe, expect, it } from 'vitest';
import { failedCsv, resultsCsv } from './results-export';
import type { ContactResult } from './progress';

const ok: ContactResult = {
  key: 'cpf:12345678909',
  contact: { cpf: '12345678909' },
  line: 2,
  original: { Nome: 'Maria', CPF: '123.456.789-09' },
  status: 'ok',
  item: {
    status: 'ok', entrada: null, cpf: '12345678909', nome: 'Maria Aparecida dos Santos', data_nascimento: '1968-06-14', sexo: 'F',
    score_renda: { faixa: 'B', score: 712.5, sinais: ['imóveis'] }, contatos: { telefones: ['11987654321'], emails: [] },
    endereco: { logradouro: null, numero: null, complemento: null, bairro: null, cidade: 'Diadema', uf: 'SP', cep: null },
    empresas: [], patrimonio_resumo: null, remuneracao_atual: 8500.4, mensagem: null,
  },
};
const failed: ContactResult = { key: 'cpf:52998224725', contact: { cpf: '52998224725' }, line: 3, original: { Nome: 'João', CPF: '529.982.247-25' }, status: 'failed', reason: 'job_failed' };

describe('enrichment exports', () => {
  it('keeps the original columns and adds the enrichment ones', () => {
    const csv = resultsCsv([ok, failed], ['Nome', 'CPF']);
    const [header, first, second] = csv.replace('\uFEFF', '').split('\r\n');
    expect(header).toBe('Nome;CPF;status_enriquecimento;motivo;nome;data_nascimento;sexo;cidade;uf;faixa_renda;score_renda;sinais_renda;remuneracao_atual;telefones;emails;empresas;qtd_imoveis;qtd_veiculos;patrimonio_total');
    expect(first).toBe('Maria;123.456.789-09;ok;;Maria Aparecida dos Santos;1968-06-14;F;Diadema;SP;B;712,5;imóveis;8500,4;11987654321;;;;;');
    expect(second?.startsWith('João;529.982.247-25;failed;job_failed;')).toBe(true);
  });

  it('writes the failed contacts alone, in their original columns, ready to retry', () => {
    expect(failedCsv([ok, failed], ['Nome', 'CPF'])).toBe('\uFEFFNome;CPF\r\nJoão;529.982.247-25\r\n');
  });
});
