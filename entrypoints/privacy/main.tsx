import { render } from 'preact';
import '../../components/privacy/privacy.css';
import { PrivacyPage } from '../../components/privacy/PrivacyPage';
import { localizeDocument } from '../../lib/i18n';

localizeDocument('policyTitle');
const root = document.getElementById('app');
if (root) render(<PrivacyPage />, root);
