import { enrichedContact } from '../../sandbox/fixture-records';
import { CPF_FULL } from '../../sandbox/special';
import { planFormFill } from '../../lib/enrichment/form-plan';
import { ignore, type Fixture } from '../fixture';
import { SingleEnrichment } from './SingleEnrichment';

const item = enrichedContact({ cpf: CPF_FULL });
const handlers = { onFill: ignore, onFormFillStart: ignore, onFormFillToggle: ignore, onFormFillConfirm: ignore, onFormFillUndo: ignore, onFormFillClose: ignore, onDismiss: ignore };
const scan = {
  scanId: 1,
  scope: { kind: 'form' as const, name: 'Cadastro de lead' },
  fields: [
    { id: 0, role: 'name' as const, label: 'Nome completo', filled: false, control: 'text' as const },
    { id: 1, role: 'phone' as const, label: 'Celular', filled: true, control: 'text' as const },
    { id: 2, role: 'cep' as const, label: 'CEP', filled: false, control: 'text' as const },
  ],
};

export default [
  {
    name: 'enriquecer-no-painel',
    render: () => <SingleEnrichment state={{ status: 'done', item }} fillNotice={null} formFill={{ status: 'idle' }} {...handlers} />,
  },
  {
    name: 'preencher-formulario',
    render: () => <SingleEnrichment state={{ status: 'done', item }} fillNotice={null} formFill={{ status: 'preview', scanId: 1, scope: scan.scope, plan: planFormFill(scan, item) }} {...handlers} />,
  },
] satisfies Fixture[];
