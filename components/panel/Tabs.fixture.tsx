import { ignore, type Fixture } from '../fixture';
import { Tabs } from './Tabs';

export default [
  {
    name: 'abas',
    render: () => (
      <Tabs tabs={[{ id: 'a', label: 'Perfil', badge: 17 }, { id: 'b', label: 'Veículos' }]} selected="a" onSelect={ignore}>
        <p>Conteúdo da aba</p>
      </Tabs>
    ),
  },
] satisfies Fixture[];
