import type { Fixture } from '../fixture';
import { PrivacySection } from './PrivacySection';

export default [{ name: 'opcoes-privacidade', render: () => <PrivacySection /> }] satisfies Fixture[];
