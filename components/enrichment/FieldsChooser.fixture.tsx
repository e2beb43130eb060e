import { ignore, type Fixture } from '../fixture';
import { FieldsChooser } from './FieldsChooser';

export default [{ name: 'campos', render: () => <FieldsChooser value={['identidade', 'renda']} onChange={ignore} /> }] satisfies Fixture[];
