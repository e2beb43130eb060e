import type { OptionsModel } from '../../lib/options/use-options';
import { DEFAULT_SETTINGS } from '../../lib/settings';
import { ignore, type Fixture } from '../fixture';
import { OptionsPage } from './OptionsPage';

/** The whole options page, with a model whose callbacks do nothing. */
const model: OptionsModel = {
  connection: {
    values: { token: 'demo', apiUrl: 'http://127.0.0.1:8787', baseUrl: 'http://127.0.0.1:8787' },
    busy: false,
    status: [],
    showError: ignore,
    onChange: ignore,
    onSave: ignore,
    onTest: ignore,
    onUseSandbox: ignore,
  },
  cache: { ttlHours: 24, stats: null, subjects: [], notice: null, onForget: ignore, onTtlChange: ignore, onClear: ignore },
  detection: { settings: DEFAULT_SETTINGS, onChange: ignore },
  spend: { today: 12, month: 340, byEndpoint: [{ endpoint: 'POST /leads/enriquecer', today: 12, month: 340 }] },
  reader: { openPdfsInReader: false, notice: null, readerUrl: 'reader.html', onToggle: ignore },
  diagnostics: { entries: [], notice: null, onCopy: ignore, onClear: ignore },
};

export default [{ name: 'pagina-opcoes', render: () => <OptionsPage model={model} /> }] satisfies Fixture[];
