import { personProfileOf } from '../../../sandbox/generators/person-profile';
import { CPF_EMPTY, CPF_FULL } from '../../../sandbox/special';
import { ignore, type Fixture } from '../../fixture';
import { CompaniesView, ProfileView } from './ProfileView';

export default [
  { name: 'perfil', render: () => <ProfileView data={personProfileOf(CPF_FULL)} name="fixture" onOpen={ignore} /> },
  { name: 'perfil-vazio', render: () => <ProfileView data={personProfileOf(CPF_EMPTY)} name="fixture" onOpen={ignore} /> },
  { name: 'empresas', render: () => <CompaniesView data={personProfileOf(CPF_FULL)} name="fixture" onOpen={ignore} /> },
] satisfies Fixture[];
