import type { Fixture } from '../fixture';
import { CopyButton } from './CopyButton';

export default [{ name: 'copiar', render: () => <CopyButton value="123.456.789-09" label="CPF" /> }] satisfies Fixture[];
