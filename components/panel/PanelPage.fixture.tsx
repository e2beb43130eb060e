import { DEFAULT_FILTERS, sectionsFor } from '../../lib/families';
import type { RecordPanelModel } from '../../lib/panel/use-record-panel';
import { personProfileOf } from '../../sandbox/generators/person-profile';
import { CPF_FULL } from '../../sandbox/special';
import { ignore, type Fixture } from '../fixture';
import { PanelPage } from './PanelPage';

const query = { kind: 'cpf' as const, value: CPF_FULL };

/** The panel as the side panel shows it, with a model whose callbacks do nothing. */
const model: RecordPanelModel = {
  view: 'lookup',
  setView: ignore,
  searchText: CPF_FULL,
  queryError: null,
  recent: [
    { query: CPF_FULL, kind: 'cpf', name: 'Maria Aparecida dos Santos', lookedUpAt: Date.UTC(2026, 10, 21, 10) },
    { query: '11222333000181', kind: 'cnpj', name: null, lookedUpAt: null },
  ],
  current: query,
  sections: sectionsFor(query),
  states: { profile: { status: 'ready', data: personProfileOf(CPF_FULL), fetchedAt: Date.UTC(2026, 10, 21, 10), stale: null, cacheOff: false } },
  selected: 'profile',
  filters: DEFAULT_FILTERS,
  printing: false,
  source: null,
  single: { status: 'idle' },
  fillNotice: null,
  canGoBack: true,
  canGoForward: false,
  open: ignore,
  move: ignore,
  clearRecent: ignore,
  clearHistory: ignore,
  select: ignore,
  retry: ignore,
  refresh: ignore,
  changeFilters: ignore,
  exportJson: async () => undefined,
  exportError: null,
  print: ignore,
  printPlan: null,
  printAfterLookingUp: ignore,
  printWithoutMissing: ignore,
  cancelPrint: ignore,
  openOptions: ignore,
  enrichSingle: async () => undefined,
  fill: ignore,
  formFill: { status: 'idle' as const },
  formFillStart: ignore,
  formFillToggle: ignore,
  formFillConfirm: ignore,
  formFillUndo: ignore,
  formFillClose: ignore,
  dismissSingle: ignore,
};

export default [
  { name: 'pagina-painel', render: () => <PanelPage model={model} enrichment={null} /> },
  { name: 'pagina-painel-vazia', render: () => <PanelPage model={{ ...model, current: null, sections: [], states: {}, searchText: '' }} enrichment={null} /> },
] satisfies Fixture[];
