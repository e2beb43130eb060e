import { describe, expect, it } from 'vitest';
import { ApiError } from './errors';
import { fillRoute } from './http';

describe('routes', () => {
  it('fills each segment from its parameter, encoded', () => {
    expect(fillRoute('/imoveis/cpf/:cpf/:uf', { cpf: '52998224725', uf: 'SP' })).toBe('/imoveis/cpf/52998224725/SP');
    expect(fillRoute('/perfis/email/:email', { email: 'ana+crm@exemplo.com.br' })).toBe('/perfis/email/ana%2Bcrm%40exemplo.com.br');
    expect(fillRoute('/leads/enriquecer')).toBe('/leads/enriquecer');
  });

  it('refuses a route whose parameter is missing, as our own bug', () => {
    expect(() => fillRoute('/veiculos/cpf/:cpf', {})).toThrow(ApiError);
  });
});
