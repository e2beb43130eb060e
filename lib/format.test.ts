import { describe, expect, it } from 'vitest';
import { formatAge, formatBytes, formatCnpj, formatCpf, formatPhone } from './format';

describe('pt-BR formatting', () => {
  it('masks identifiers', () => {
    expect(formatCpf('52998224725')).toBe('529.982.247-25');
    expect(formatCnpj('12ABC34501DE35')).toBe('12.ABC.345/01DE-35');
    expect(formatPhone('+5511987654321')).toBe('(11) 98765-4321');
    expect(formatPhone('+552134567890')).toBe('(21) 3456-7890');
    expect(formatPhone('+558001234567')).toBe('0800 123 4567');
  });

  it('writes sizes and ages in Portuguese', () => {
    expect(formatBytes(1536)).toMatch(/^1,5\s?kB$/);
    expect(formatAge(0, 2 * 3_600_000)).toBe('há 2 horas');
    expect(formatAge(1000, 1000)).toBe('agora');
  });
});
