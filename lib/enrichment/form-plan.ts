/**
 * "Preencher formulário": which value of an enrichment goes into which field of the page's form,
 * for the preview the person confirms. Empty fields are ticked; a field that has a value is offered
 * unticked (overwriting is the person's choice, field by field), and so is a field the page hides,
 * marked as such. Several phone or e-mail fields take the phones or e-mails in order, the fields the
 * person sees first.
 */
import type { EnrichmentResultItem } from '../api/schemas';
import { formatCpf, formatPhone } from '../identifiers/format';
import { normalizePhone } from '../identifiers/phone';
import type { FormField, FormRole, FormScan, FormWrite } from '../protocol/messages';

export interface PlannedFill {
  field: FormField;
  value: string;
  /** Whether it will be written: empty visible fields yes; fields with a value or hidden ones only when ticked. */
  checked: boolean;
}

const UF_NAMES: Record<string, string> = {
  AC: 'acre', AL: 'alagoas', AP: 'amapa', AM: 'amazonas', BA: 'bahia', CE: 'ceara', DF: 'distrito federal', ES: 'espirito santo', GO: 'goias',
  MA: 'maranhao', MT: 'mato grosso', MS: 'mato grosso do sul', MG: 'minas gerais', PA: 'para', PB: 'paraiba', PR: 'parana', PE: 'pernambuco',
  PI: 'piaui', RJ: 'rio de janeiro', RN: 'rio grande do norte', RS: 'rio grande do sul', RO: 'rondonia', RR: 'roraima', SC: 'santa catarina',
  SP: 'sao paulo', SE: 'sergipe', TO: 'tocantins',
};

const plain = (text: string) => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').trim().toLowerCase();

/** The option of a select that means `value`: same value or text, a state's name for its UF, F/M for a sex. */
function optionFor(field: FormField, role: FormRole, value: string): string | null {
  const options = field.options ?? [];
  const wanted = plain(value);
  const same = options.find((option) => plain(option.value) === wanted || plain(option.text) === wanted);
  if (same) return same.value;
  if (role === 'uf') return options.find((option) => plain(option.text) === UF_NAMES[value.toUpperCase()])?.value ?? null;
  if (role === 'sex') {
    const words = wanted.startsWith('f') ? ['f', 'feminino', 'female', 'mulher'] : wanted.startsWith('m') ? ['m', 'masculino', 'male', 'homem'] : [];
    return options.find((option) => words.includes(plain(option.text)) || words.includes(plain(option.value)))?.value ?? null;
  }
  return null;
}

/** A phone as the service sends it (area code and number) as people write it: `(11) 98765-4321`. */
export function phoneText(digits: string): string {
  const e164 = normalizePhone(digits);
  return e164 ? formatPhone(e164) : digits;
}

/** Every value the enrichment has for each role, in order. */
function valuesByRole(item: EnrichmentResultItem, hasNumberField: boolean): Record<FormRole, string[]> {
  const address = item.endereco;
  const [year, month, day] = (item.data_nascimento ?? '').split('-');
  const street = [address?.logradouro, hasNumberField ? null : address?.numero].filter(Boolean).join(', ');
  const cep = (address?.cep ?? '').replace(/\D/g, '');
  const fullAddress = [
    [address?.logradouro, address?.numero, address?.complemento].filter(Boolean).join(', '),
    address?.bairro,
    [address?.cidade, address?.uf].filter(Boolean).join('/'),
    cep.length === 8 ? `${cep.slice(0, 5)}-${cep.slice(5)}` : address?.cep,
  ]
    .filter(Boolean)
    .join(' — ');
  const one = (value: string | null | undefined) => (value ? [value] : []);
  return {
    name: one(item.nome),
    birth_date: year && month && day ? [`${day}/${month}/${year}`] : [],
    sex: one(item.sexo),
    email: item.contatos?.emails ?? [],
    phone: (item.contatos?.telefones ?? []).map(phoneText),
    cpf: item.cpf ? [formatCpf(item.cpf)] : [],
    address: one(fullAddress),
    street: one(street),
    number: one(address?.numero),
    complement: one(address?.complemento),
    district: one(address?.bairro),
    city: one(address?.cidade),
    uf: one(address?.uf),
    cep: cep.length === 8 ? [`${cep.slice(0, 5)}-${cep.slice(5)}`] : one(address?.cep),
  };
}

export function planFormFill(scan: FormScan, item: EnrichmentResultItem): PlannedFill[] {
  const values = valuesByRole(item, scan.fields.some((field) => field.role === 'number'));
  const used: Partial<Record<FormRole, number>> = {};
  const plan: PlannedFill[] = [];
  // Hidden fields last, so that a hidden "Telefone" before the visible one does not take the first phone.
  const inOrder = [...scan.fields.filter((field) => !field.hidden), ...scan.fields.filter((field) => field.hidden)];
  for (const field of inOrder) {
    const index = used[field.role] ?? 0;
    const raw = values[field.role][index];
    if (raw === undefined) continue;
    used[field.role] = index + 1;
    let value: string | null = raw;
    if (field.control === 'select') value = optionFor(field, field.role, raw);
    else if (field.control === 'date' && field.role === 'birth_date') value = item.data_nascimento ?? null;
    if (!value) continue;
    plan.push({ field, value, checked: !field.filled && !field.hidden });
  }
  // Shown in the page's order.
  return plan.sort((a, b) => a.field.id - b.field.id);
}

/** What is sent to the page: the ticked fills only. */
export function writesOf(plan: PlannedFill[]): FormWrite[] {
  return plan.filter((fill) => fill.checked).map((fill) => ({ id: fill.field.id, value: fill.value, replace: fill.field.filled }));
}
