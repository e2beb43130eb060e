import { render } from 'preact';
import { ReaderPage } from '../../components/reader/ReaderPage';
import '../../components/reader/reader.css';
import '../../components/theme.css';
import { localizeDocument } from '../../lib/i18n';
import { useReaderView } from '../../lib/reader/reader-view';
import { useReader } from '../../lib/reader/use-reader';
// The same highlight names and styles as on web pages (DESIGN.md contract 7).
import '../content/highlights.css';

function ReaderApp() {
  return <ReaderPage {...useReaderView(useReader())} />;
}

localizeDocument('readerTitle');
const root = document.getElementById('app');
if (root) render(<ReaderApp />, root);
