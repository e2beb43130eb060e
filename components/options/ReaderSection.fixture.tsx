import { ignore, type Fixture } from '../fixture';
import { ReaderSection } from './ReaderSection';

export default [
  { name: 'opcoes-leitor', render: () => <ReaderSection openPdfsInReader={false} disabled={false} notice={null} readerUrl="reader.html" onToggle={ignore} ocrAutomatic={false} onOcrAutomatic={ignore} /> },
  {
    name: 'opcoes-leitor-sem-acesso',
    render: () => (
      <ReaderSection
        openPdfsInReader={false}
        disabled={false}
        notice="Sem acesso aos sites, o navegador não deixa o Atalaia abrir os PDFs no leitor. A opção continua desligada."
        readerUrl="reader.html"
        onToggle={ignore}
        ocrAutomatic
        onOcrAutomatic={ignore}
      />
    ),
  },
  { name: 'opcoes-leitor-desativado', render: () => <ReaderSection openPdfsInReader={false} disabled notice={null} readerUrl="reader.html" onToggle={ignore} ocrAutomatic={false} onOcrAutomatic={ignore} /> },
] satisfies Fixture[];
