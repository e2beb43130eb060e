import { socialBenefitsOf } from '../../../sandbox/generators/social-benefits';
import { CPF_FULL } from '../../../sandbox/special';
import { ignore, type Fixture } from '../../fixture';
import { SocialBenefitsView } from './SocialBenefitsView';

export default [
  {
    name: 'beneficios-sociais',
    render: () => <SocialBenefitsView data={socialBenefitsOf(CPF_FULL)} name="fixture" subject={CPF_FULL} nameFilter="" onNameFilter={ignore} onOpen={ignore} />,
  },
] satisfies Fixture[];
