import { sectionsFor } from '../../lib/families';
import { CPF_FULL } from '../../sandbox/special';
import { ignore, type Fixture } from '../fixture';
import { PrintPlan } from './PrintPlan';

export default [
  {
    name: 'imprimir-faltam-familias',
    render: () => (
      <PrintPlan
        plan={{ families: ['rural', 'urban', 'social', 'companies'], requests: 3 }}
        sections={sectionsFor({ kind: 'cpf', value: CPF_FULL })}
        onLookUpAndPrint={ignore}
        onPrintWithout={ignore}
        onCancel={ignore}
      />
    ),
  },
] satisfies Fixture[];
