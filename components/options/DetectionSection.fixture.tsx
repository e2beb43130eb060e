import { DEFAULT_SETTINGS } from '../../lib/settings';
import { ignore, type Fixture } from '../fixture';
import { DetectionSection } from './DetectionSection';

export default [
  { name: 'opcoes-deteccao', render: () => <DetectionSection settings={{ ...DEFAULT_SETTINGS, pausedSites: ['intranet.exemplo.com.br'] }} prefetchLocked={false} onChange={ignore} /> },
] satisfies Fixture[];
