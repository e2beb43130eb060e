import { ignore, type Fixture } from '../fixture';
import { PanelHint } from './PanelHint';

export default [
  { name: 'dica-barra-lateral', render: () => <PanelHint shortcut="Alt+Shift+L" onOpenInTab={ignore} /> },
  { name: 'dica-barra-lateral-sem-atalho', render: () => <PanelHint shortcut={null} onOpenInTab={ignore} /> },
] satisfies Fixture[];
