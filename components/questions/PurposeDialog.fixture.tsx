import { ignore, type Fixture } from '../fixture';
import { PurposeDialog } from './PurposeDialog';

export default [
  { name: 'finalidade-da-lista', render: () => <PurposeDialog purposes={['Cobrança', 'Due diligence', 'Prevenção a fraudes']} current="Due diligence" onAnswer={ignore} onCancel={ignore} /> },
  { name: 'finalidade-escrita', render: () => <PurposeDialog purposes={[]} current="" onAnswer={ignore} onCancel={ignore} /> },
] satisfies Fixture[];
