import { ignore, type Fixture } from '../fixture';
import { OpenDocument } from './OpenDocument';

export default [{ name: 'leitor-abrir-arquivo', render: () => <OpenDocument onFile={ignore} /> }] satisfies Fixture[];
