import { ignore, type Fixture } from '../fixture';
import { AlreadyEnriched } from './AlreadyEnriched';

export default [
  { name: 'ja-enriquecidos', render: () => <AlreadyEnriched count={120} resend={false} onResend={ignore} /> },
  { name: 'ja-enriquecidos-reenviar', render: () => <AlreadyEnriched count={1} resend onResend={ignore} /> },
] satisfies Fixture[];
