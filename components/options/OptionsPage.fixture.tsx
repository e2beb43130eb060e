import { EMPTY_AUDIT_FILTER } from '../../lib/audit/entries';
import type { OptionsModel } from '../../lib/options/use-options';
import { DEFAULT_SETTINGS } from '../../lib/settings';
import { ignore, type Fixture } from '../fixture';
import { OptionsPage } from './OptionsPage';

/** The whole options page, with a model whose callbacks do nothing. */
const model: OptionsModel = {
  connection: {
    values: { token: 'demo', apiUrl: 'http://127.0.0.1:8787', baseUrl: 'http://127.0.0.1:8787' },
    locked: { token: false, apiUrl: false, baseUrl: false },
    tokenSet: true,
    busy: false,
    status: [],
    showError: ignore,
    onChange: ignore,
    onSave: ignore,
    onTest: ignore,
    onUseSandbox: ignore,
    onForgetToken: ignore,
  },
  cache: { ttlHours: 24, ttlCapHours: undefined, stats: null, subjects: [], notice: null, onForget: ignore, onTtlChange: ignore, onClear: ignore, ocrDocuments: [], onForgetOcr: ignore },
  detection: { settings: DEFAULT_SETTINGS, prefetchLocked: false, onChange: ignore },
  spend: { spend: { today: 12, month: 340, byKind: [{ kind: 'enrichment', today: 12, month: 340 }] }, budget: 0, budgetLocked: false, onBudget: ignore },
  audit: {
    entries: [],
    total: 0,
    filter: EMPTY_AUDIT_FILTER,
    kinds: [],
    purposes: [],
    retentionDays: 90,
    retentionLocked: false,
    requirePurpose: false,
    requirePurposeLocked: false,
    notice: null,
    onFilter: ignore,
    onExport: ignore,
    onRetention: ignore,
    onEraseOlder: ignore,
    onEraseAll: ignore,
    onRequirePurpose: ignore,
  },
  reader: { disabled: false, openPdfsInReader: false, notice: null, readerUrl: 'reader.html', onToggle: ignore, ocrAutomatic: false, onOcrAutomatic: ignore },
  diagnostics: { entries: [], notice: null, onCopy: ignore, onClear: ignore },
};

export default [{ name: 'pagina-opcoes', render: () => <OptionsPage model={model} /> }] satisfies Fixture[];
