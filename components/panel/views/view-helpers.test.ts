import { describe, expect, it } from 'vitest';
import { parseSites } from '../../options/DetectionSection';
import { totalsByTaxAndYear } from './FiscalBenefitsView';
import { totalsPerMonth } from './SocialBenefitsView';
import { restrictionsOf } from '../../../lib/families/vehicles';
import { socialBenefitsOf } from '../../../sandbox/generators/social-benefits';
import { vehiclesOf } from '../../../sandbox/generators/vehicles';
import { CPF_FULL } from '../../../sandbox/special';

describe('view helpers', () => {
  it('sums social benefits per month across the four families', () => {
    const data = socialBenefitsOf(CPF_FULL);
    const months = totalsPerMonth(data);
    const all = [
      ...data.auxilio_brasil.map((payment) => payment.valor_parcela ?? 0),
      ...data.bolsa_familia.map((payment) => payment.valor_parcela ?? 0),
      ...data.auxilio_emergencial.map((payment) => payment.valor_beneficio ?? 0),
      ...data.bpc.map((payment) => payment.valor_parcela ?? 0),
    ].reduce((sum, value) => sum + value, 0);
    expect(months.reduce((sum, month) => sum + month.total, 0)).toBeCloseTo(all, 2);
    expect(months.map((month) => month.month)).toEqual([...months.map((month) => month.month)].sort().reverse());
  });

  it('totals fiscal benefits by tax and year', () => {
    const record = { cnpj: null, razao_social: null, nome_fantasia: null, cnae: null, municipio: null, uf: null, tipo_renuncia: null, beneficio_fiscal: null };
    expect(
      totalsByTaxAndYear([
        { ...record, tributo: 'IRPJ', ano_calendario: '2024', valor_renuncia: 10 },
        { ...record, tributo: 'IRPJ', ano_calendario: '2024', valor_renuncia: 5 },
        { ...record, tributo: 'PIS', ano_calendario: '2023', valor_renuncia: 1 },
      ]),
    ).toEqual([
      { tributo: 'IRPJ', ano: '2024', total: 15, qtd: 2 },
      { tributo: 'PIS', ano: '2023', total: 1, qtd: 1 },
    ]);
  });

  it('lists only real vehicle restrictions', () => {
    const vehicle = { ...vehiclesOf(CPF_FULL).veiculos[0]!, restricao_1: 'ALIENACAO FIDUCIARIA', restricao_2: '', restricao_3: 'NADA CONSTA', restricao_4: null };
    expect(restrictionsOf(vehicle)).toEqual(['ALIENACAO FIDUCIARIA']);
  });

  it('reads paused sites one per line, hosts from pasted URLs, and names a bad line', () => {
    expect(parseSites('exemplo.com.br\nhttps://www.Outro.com.br/caminho?x=1\n\nexemplo.com.br')).toEqual({
      sites: ['exemplo.com.br', 'www.outro.com.br'],
      invalidLine: null,
    });
    expect(parseSites('ok.com\nnão é site')).toEqual({ sites: ['ok.com'], invalidLine: 2 });
  });
});
