import { render } from 'preact';
import '../../components/welcome/welcome.css';
import { WelcomePage } from '../../components/welcome/WelcomePage';
import { localizeDocument } from '../../lib/i18n';
import { useWelcome } from '../../lib/welcome/use-welcome';
import { reportUncaughtErrors } from '../../lib/pages/report-errors';

reportUncaughtErrors('welcome');

function WelcomeApp() {
  return <WelcomePage model={useWelcome()} />;
}

localizeDocument('welcomeTitle');
const root = document.getElementById('app');
if (root) render(<WelcomeApp />, root);
