import { enrichedContact } from '../../sandbox/fixture-records';
import { CPF_FULL } from '../../sandbox/special';
import { planFormFill } from '../../lib/enrichment/form-plan';
import { ignore, type Fixture } from '../fixture';
import { FormFillPreview } from './FormFillPreview';

const scan = {
  scanId: 1,
  scope: { kind: 'form' as const, name: 'Cadastro de lead' },
  fields: [
    { id: 0, role: 'name' as const, label: 'Nome completo', filled: false, control: 'text' as const },
    { id: 1, role: 'birth_date' as const, label: 'Nascimento', filled: false, control: 'date' as const },
    { id: 2, role: 'phone' as const, label: 'Celular', filled: true, control: 'text' as const },
    { id: 3, role: 'uf' as const, label: 'UF', filled: false, control: 'select' as const, options: [{ value: 'SP', text: 'São Paulo' }, { value: 'RJ', text: 'Rio de Janeiro' }] },
    { id: 4, role: 'email' as const, label: 'E-mail', filled: false, control: 'text' as const, hidden: 'tiny_field' as const },
  ],
};
const handlers = { onStart: ignore, onToggle: ignore, onConfirm: ignore, onUndo: ignore, onClose: ignore };

export default [
  { name: 'formulario-previa', render: () => <FormFillPreview state={{ status: 'preview', scanId: 1, plan: planFormFill(scan, enrichedContact({ cpf: CPF_FULL })), scope: scan.scope }} {...handlers} /> },
  { name: 'formulario-preenchido', render: () => <FormFillPreview state={{ status: 'filled', scanId: 1, message: '3 campos preenchidos.' }} {...handlers} /> },
  { name: 'formulario-sem-campos', render: () => <FormFillPreview state={{ status: 'message', message: 'Nenhum campo de nome, nascimento, e-mail, telefone, endereço ou CPF no formulário da página.' }} {...handlers} /> },
] satisfies Fixture[];
