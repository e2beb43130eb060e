import { render } from 'preact';
import { OptionsPage } from '../../components/options/OptionsPage';
import '../../components/theme.css';
import { localizeDocument } from '../../lib/i18n';
import { useOptions } from '../../lib/options/use-options';
import { reportUncaughtErrors } from '../../lib/pages/report-errors';

reportUncaughtErrors('options');

function OptionsApp() {
  return <OptionsPage model={useOptions()} />;
}

localizeDocument('optionsTitle');
const root = document.getElementById('app');
if (root) render(<OptionsApp />, root);
