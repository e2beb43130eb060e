import { ignore, type Fixture } from '../fixture';
import { DiagnosticsSection } from './DiagnosticsSection';

const entries = [
  { time: Date.UTC(2026, 10, 20, 13, 5), context: 'enrichment', kind: 'rate_limited', message: 'rate_limited on GET /leads/jobs/:jobId (HTTP 429)' },
  { time: Date.UTC(2026, 10, 20, 13, 7), context: 'router', kind: 'dropped', message: 'sender lookup' },
];

export default [
  { name: 'diagnostico', render: () => <DiagnosticsSection entries={entries} notice={null} onCopy={ignore} onClear={ignore} /> },
  { name: 'diagnostico-vazio', render: () => <DiagnosticsSection entries={[]} notice={null} onCopy={ignore} onClear={ignore} /> },
] satisfies Fixture[];
