import { describe, expect, it } from 'vitest';
import type { EnrichmentResultItem } from '../api/schemas';
import type { FormField, FormScan } from '../protocol/messages';
import { planFormFill, writesOf } from './form-plan';

const item = {
  status: 'ok', cpf: '12345678909', nome: 'Maria Aparecida dos Santos', data_nascimento: '1968-06-14', sexo: 'F',
  contatos: { telefones: ['11987654321', '1134567890'], emails: ['maria@x.example'] },
  endereco: { logradouro: 'Rua das Flores', numero: '10', complemento: 'ap. 3', bairro: 'Centro', cidade: 'Diadema', uf: 'SP', cep: '09910100' },
  empresas: [],
} as unknown as EnrichmentResultItem;

const field = (id: number, role: FormField['role'], extra: Partial<FormField> = {}): FormField => ({ id, role, label: role, filled: false, control: 'text', ...extra });
const scan = (fields: FormField[]): FormScan => ({ scanId: 7, scope: { kind: 'page' }, fields });

describe('form fill plan', () => {
  it('maps the enrichment onto the fields, formatted as people type them', () => {
    const plan = planFormFill(scan([field(0, 'name'), field(1, 'birth_date'), field(2, 'cpf'), field(3, 'cep'), field(4, 'street'), field(5, 'number'), field(6, 'city')]), item);
    expect(plan.map((fill) => fill.value)).toEqual(['Maria Aparecida dos Santos', '14/06/1968', '123.456.789-09', '09910-100', 'Rua das Flores', '10', 'Diadema']);
  });

  it('gives several phone fields the phones in order, and the street its number when there is no number field', () => {
    const plan = planFormFill(scan([field(0, 'phone'), field(1, 'phone'), field(2, 'phone'), field(3, 'street')]), item);
    expect(plan.map((fill) => fill.value)).toEqual(['(11) 98765-4321', '(11) 3456-7890', 'Rua das Flores, 10']);
  });

  it('ticks empty fields only; a field with a value is offered unticked and, once ticked, replaced', () => {
    const plan = planFormFill(scan([field(0, 'name'), field(1, 'email', { filled: true })]), item);
    expect(plan.map((fill) => fill.checked)).toEqual([true, false]);
    expect(writesOf(plan)).toEqual([{ id: 0, value: 'Maria Aparecida dos Santos', replace: false }]);
    expect(writesOf(plan.map((fill) => ({ ...fill, checked: true })))[1]).toEqual({ id: 1, value: 'maria@x.example', replace: true });
  });

  it('lists a field the page hides unticked, after the visible ones in the choice of values', () => {
    const plan = planFormFill(scan([field(0, 'phone', { hidden: 'tiny_field' }), field(1, 'phone'), field(2, 'cpf', { hidden: 'covered' }), field(3, 'name')]), item);
    expect(plan.map((fill) => [fill.field.id, fill.value, fill.checked])).toEqual([
      [0, '(11) 3456-7890', false],
      [1, '(11) 98765-4321', true],
      [2, '123.456.789-09', false],
      [3, 'Maria Aparecida dos Santos', true],
    ]);
    expect(writesOf(plan).map((write) => write.id)).toEqual([1, 3]);
  });

  it('picks the option of a select that means the value: UF by code or name, sex by word', () => {
    const states = [{ value: '35', text: 'São Paulo' }, { value: '33', text: 'Rio de Janeiro' }];
    const sexes = [{ value: '1', text: 'Masculino' }, { value: '2', text: 'Feminino' }];
    const plan = planFormFill(scan([field(0, 'uf', { control: 'select', options: states }), field(1, 'sex', { control: 'select', options: sexes }), field(2, 'birth_date', { control: 'date' })]), item);
    expect(plan.map((fill) => fill.value)).toEqual(['35', '2', '1968-06-14']);
  });
});
