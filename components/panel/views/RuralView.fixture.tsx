import { ruralProfile } from '../../../sandbox/generators/rural';
import { CPF_FULL, CPF_LARGE } from '../../../sandbox/special';
import { ignore, type Fixture } from '../../fixture';
import { RuralView } from './RuralView';

export default [
  { name: 'imoveis-rurais', render: () => <RuralView data={ruralProfile(CPF_FULL)} name="fixture" onOpen={ignore} /> },
  { name: 'imoveis-rurais-10000-operacoes', render: () => <RuralView data={ruralProfile(CPF_LARGE)} name="fixture" onOpen={ignore} /> },
] satisfies Fixture[];
