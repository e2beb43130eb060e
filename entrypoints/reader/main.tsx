import { render } from 'preact';
import { ReaderNotice } from '../../components/reader/ReaderNotice';
import { ReaderPage } from '../../components/reader/ReaderPage';
import '../../components/reader/reader.css';
import '../../components/theme.css';
import { localizeDocument } from '../../lib/i18n';
import { bootPdfWorker, stopBootedWorker } from '../../lib/reader/pdf-worker';
import { readerOffNotice } from '../../lib/reader/reader-off';
import { useReaderView } from '../../lib/reader/reader-view';
import { useReader } from '../../lib/reader/use-reader';
import { reportUncaughtErrors } from '../../lib/pages/report-errors';
import { useFeatureState } from '../../lib/pages/use-feature';
// The same highlight names and styles as on web pages (docs/contracts.md, contract 7).
import '../content/highlights.css';

reportUncaughtErrors('reader');

function ReaderApp() {
  return <ReaderPage {...useReaderView(useReader())} />;
}

/** Nothing is fetched or read before the policy's copy says the reader is on. */
function App() {
  const enabled = useFeatureState('reader');
  if (enabled === null) return null;
  if (!enabled) stopBootedWorker();
  return enabled ? (
    <ReaderApp />
  ) : (
    <div class="reader">
      <main class="reader-main">
        <ReaderNotice {...readerOffNotice(location.search)} />
      </main>
    </div>
  );
}

// pdf.js's worker boots while the page, the policy's copy and the PDF load.
bootPdfWorker();
localizeDocument('readerTitle');
const root = document.getElementById('app');
if (root) render(<App />, root);
