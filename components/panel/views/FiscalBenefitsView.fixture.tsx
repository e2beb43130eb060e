import { fiscalBenefitsOf } from '../../../sandbox/generators/fiscal-benefits';
import { CNPJ_ALPHANUMERIC } from '../../../sandbox/special';
import { ignore, type Fixture } from '../../fixture';
import { FiscalBenefitsView } from './FiscalBenefitsView';

export default [
  { name: 'beneficios-fiscais', render: () => <FiscalBenefitsView data={fiscalBenefitsOf(CNPJ_ALPHANUMERIC)} name="fixture" subject={CNPJ_ALPHANUMERIC} onOpen={ignore} /> },
] satisfies Fixture[];
