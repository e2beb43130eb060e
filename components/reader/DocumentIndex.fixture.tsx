import { CNPJ_NUMERIC, CPF_EMPTY, CPF_FULL, EMAIL_PERSON } from '../../sandbox/special';
import { formatCnpj, formatCpf } from '../../lib/identifiers/format';
import { ignore, type Fixture } from '../fixture';
import { DocumentIndex, type DocumentIndexProps, type IndexGroupView } from './DocumentIndex';

const groups: IndexGroupView[] = [
  {
    kind: 'cpf',
    title: 'CPF',
    total: 120,
    entries: [
      { key: `cpf:${CPF_FULL}`, label: formatCpf(CPF_FULL), pages: 'p. 1, 4', occurrences: 3, name: 'Maria Aparecida dos Santos', flags: ['dívidas ajuizadas: 2', 'veículos com restrição: 1', 'áreas embargadas: 1'], lookedUp: 'consultado há 2 horas' },
      { key: `cpf:${CPF_EMPTY}`, label: formatCpf(CPF_EMPTY), pages: 'p. 1', occurrences: 1, name: 'José Carlos Pereira', flags: [], lookedUp: 'consultado há 5 minutos' },
    ],
  },
  {
    kind: 'cnpj',
    title: 'CNPJ',
    total: 1,
    entries: [{ key: `cnpj:${CNPJ_NUMERIC}`, label: formatCnpj(CNPJ_NUMERIC), pages: 'p. 1, 4', occurrences: 2, name: null, flags: [], lookedUp: null }],
  },
  { kind: 'email', title: 'E-mails', total: 1, entries: [{ key: `email:${EMAIL_PERSON}`, label: EMAIL_PERSON, pages: 'p. 1', occurrences: 1, name: null, flags: [], lookedUp: null }] },
];

const base: DocumentIndexProps = {
  groups,
  status: '6 identificadores em 4 páginas',
  reading: false,
  onReadOn: null,
  lookup: { phase: 'idle', available: true },
  exportNotice: null,
  onVisit: ignore,
  onLookupAll: ignore,
  onConfirmLookup: ignore,
  onCancelLookup: ignore,
  onExport: ignore,
  onShowMore: ignore,
};

export default [
  { name: 'leitor-indice', render: () => <DocumentIndex {...base} /> },
  { name: 'leitor-indice-lendo', render: () => <DocumentIndex {...base} groups={groups.slice(0, 1)} status="Lendo o documento: página 12 de 300…" reading /> },
  {
    name: 'leitor-indice-confirmar',
    render: () => (
      <DocumentIndex
        {...base}
        lookup={{ phase: 'confirm', text: 'Consultar os 3 CPFs e CNPJs deste documento: 7 requisições à API.', free: '3 consultas já estão no cache e não gastam créditos.' }}
      />
    ),
  },
  { name: 'leitor-indice-consultando', render: () => <DocumentIndex {...base} lookup={{ phase: 'running', text: '4 de 7 consultas', done: 4, total: 7 }} /> },
  { name: 'leitor-indice-vazio', render: () => <DocumentIndex {...base} groups={[]} status="0 identificadores em 1 páginas" lookup={{ phase: 'idle', available: false }} /> },
] satisfies Fixture[];
