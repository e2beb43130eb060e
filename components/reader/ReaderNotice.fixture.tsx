import { ignore, type Fixture } from '../fixture';
import { ReaderNotice } from './ReaderNotice';

export default [
  {
    name: 'leitor-aviso-permissao',
    render: () => (
      <ReaderNotice
        tone="error"
        title="O Atalaia precisa de permissão para ler este PDF"
        message="Para baixar o arquivo, o navegador pede a sua permissão para o Atalaia acessar https://www.diariooficial.example. Nada mais desse site é lido."
        actions={[{ label: 'Permitir e abrir', onClick: ignore, primary: true }]}
      />
    ),
  },
  {
    name: 'leitor-aviso-senha',
    render: () => <ReaderNotice tone="error" title="PDF protegido por senha" message="Este PDF só abre com a senha definida por quem o criou." password={{ wrong: false, onSubmit: ignore }} />,
  },
  {
    name: 'leitor-desativado',
    render: () => (
      <ReaderNotice
        tone="info"
        title="O leitor de documentos está desativado"
        message="Sua organização desativou o leitor de documentos do Atalaia: nenhum PDF é aberto, lido ou consultado aqui. O PDF continua abrindo no leitor do próprio navegador."
        actions={[{ label: 'Abrir no leitor do navegador', onClick: ignore, primary: true }]}
      />
    ),
  },
  {
    name: 'leitor-aviso-imagem',
    render: () => (
      <ReaderNotice
        tone="info"
        title="Não há texto neste PDF"
        message="Este PDF é uma imagem; não há texto para ler. O Atalaia pode ler o texto aqui mesmo, no navegador (OCR): a imagem não sai do seu computador."
        actions={[
          { label: 'Ler o texto desta página (OCR)', onClick: ignore, primary: true },
          { label: 'Ler as 12 páginas sem texto', onClick: ignore },
        ]}
      />
    ),
  },
  {
    name: 'leitor-ocr-lendo',
    render: () => (
      <ReaderNotice
        tone="info"
        title="Lendo o texto das páginas escaneadas (OCR)"
        message="Página 4 — 3 de 12 lidas. As páginas já lidas podem ser usadas enquanto as outras são lidas."
        actions={[{ label: 'Cancelar', onClick: ignore }]}
      />
    ),
  },
] satisfies Fixture[];
