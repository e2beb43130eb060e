import type { Fixture } from '../fixture';
import { PrivacyPage } from './PrivacyPage';

export default [{ name: 'politica-de-privacidade', render: () => <PrivacyPage /> }] satisfies Fixture[];
