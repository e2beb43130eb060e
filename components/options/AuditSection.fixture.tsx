import type { AuditEntry, AuditKind } from '../../lib/audit/entries';
import { EMPTY_AUDIT_FILTER } from '../../lib/audit/entries';
import { ignore, type Fixture } from '../fixture';
import { AuditSection } from './AuditSection';

const at = Date.UTC(2026, 10, 21, 12);

const entries: AuditEntry[] = [
  { id: '2', at, kind: 'enrichment', endpoint: 'POST /leads/async/enriquecer', subjects: ['***.982.247-**', '+55 11 *****-4321', 'm***@exemplo.com.br'], contacts: 3, outcome: 'ok', status: 202, origin: 'csv', purpose: 'Cobrança' },
  { id: '1', at: at - 3_600_000, kind: 'profile', endpoint: 'GET /pessoas/cpf/:cpf', subjects: ['***.982.247-**'], contacts: 1, outcome: 'not_found', status: 404, origin: 'panel', purpose: 'Due diligence' },
];

const kinds: AuditKind[] = ['enrichment', 'profile'];

const base = {
  entries,
  total: 2,
  filter: EMPTY_AUDIT_FILTER,
  kinds,
  purposes: ['Cobrança', 'Due diligence'],
  retentionDays: 90,
  retentionLocked: false,
  requirePurpose: true,
  requirePurposeLocked: false,
  notice: null,
  onFilter: ignore,
  onExport: ignore,
  onRetention: ignore,
  onEraseOlder: ignore,
  onEraseAll: ignore,
  onRequirePurpose: ignore,
};

export default [
  { name: 'registro-de-consultas', render: () => <AuditSection {...base} /> },
  { name: 'registro-de-consultas-gerenciado', render: () => <AuditSection {...base} retentionDays={365} retentionLocked requirePurposeLocked /> },
] satisfies Fixture[];
