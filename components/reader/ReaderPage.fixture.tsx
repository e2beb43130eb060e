import { ignore, type Fixture } from '../fixture';
import { ReaderPage } from './ReaderPage';

const toolbar = { title: null, document: null, onFile: ignore, onPage: ignore, onZoom: ignore, onSearch: ignore, onSearchStep: ignore, onBrowserViewer: ignore };

export default [
  { name: 'leitor-pagina-inicial', render: () => <ReaderPage phase="choose" toolbar={toolbar} notice={null} index={null} report={null} onFile={ignore} /> },
  {
    name: 'leitor-pagina-pdf-corrompido',
    render: () => (
      <ReaderPage
        phase="problem"
        toolbar={toolbar}
        notice={{ tone: 'error', title: 'Não foi possível ler este PDF', message: 'O arquivo está corrompido ou não é um PDF válido.' }}
        index={null}
        report={null}
        onFile={ignore}
      />
    ),
  },
] satisfies Fixture[];
