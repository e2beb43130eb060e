import { ignore, type Fixture } from '../fixture';
import { ReaderToolbar, type ReaderToolbarProps } from './ReaderToolbar';

const handlers = { onFile: ignore, onPage: ignore, onZoom: ignore, onSearch: ignore, onSearchStep: ignore, onBrowserViewer: ignore } satisfies Partial<ReaderToolbarProps>;

export default [
  {
    name: 'leitor-barra',
    render: () => (
      <ReaderToolbar
        {...handlers}
        title="diario-oficial-sinop-2026-06-30.pdf"
        document={{ page: 12, pageCount: 300, zoomPercent: 125, searchStatus: '3 de 17', fromAddress: true, local: false }}
      />
    ),
  },
  { name: 'leitor-barra-arquivo-local', render: () => <ReaderToolbar {...handlers} title="contrato.pdf" document={{ page: 1, pageCount: 4, zoomPercent: 100, searchStatus: '', fromAddress: false, local: true }} /> },
  { name: 'leitor-barra-vazia', render: () => <ReaderToolbar {...handlers} title={null} document={null} /> },
] satisfies Fixture[];
