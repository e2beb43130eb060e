import { sectionsFor } from '../../lib/families';
import { CPF_FULL } from '../../sandbox/special';
import { ignore, type Fixture } from '../fixture';
import { PrintPlan } from './PrintPlan';

export default [
  {
    name: 'imprimir-faltam-familias',
    render: () => (
      <PrintPlan
        plan={{ families: ['rural', 'urban', 'social'], requests: 3, free: ['companies'] }}
        sections={sectionsFor({ kind: 'cpf', value: CPF_FULL })}
        onLookUpAndPrint={ignore}
        onPrintWithout={ignore}
        onCancel={ignore}
      />
    ),
  },
] satisfies Fixture[];
