import { enrichedContact } from '../../sandbox/fixture-records';
import { CPF_FULL } from '../../sandbox/special';
import { ignore, type Fixture } from '../fixture';
import { phoneText } from '../../lib/enrichment/form-plan';
import { t } from '../../lib/i18n';
import { HoverCard } from './HoverCard';

const enriched = enrichedContact({ telefone: '11987654321' });
const firstPhone = phoneText(enriched.contatos?.telefones[0] ?? '');

const now = Date.UTC(2026, 10, 21, 12);
const summary = { name: 'Maria Aparecida dos Santos', place: 'Diadema/SP', ruralProperties: 5, urbanProperties: 3, debts: 6, vehicles: 3, fetchedAt: now - 2 * 3_600_000, counts: ['5 imóveis rurais', '3 imóveis urbanos', '6 dívidas', '3 veículos'] };

export default [
  {
    name: 'cartao',
    render: () => (
      <HoverCard identifier={{ kind: 'cpf', value: CPF_FULL, enrichable: true, configured: true }} summary={summary} enrichment={{ status: 'idle' }} notice={null} now={now} onOpenPanel={ignore} onEnrich={ignore} onClose={ignore} onCopy={ignore} />
    ),
  },
  {
    name: 'cartao-enriquecido',
    render: () => (
      <HoverCard
        identifier={{ kind: 'phone', value: '+5511987654321', enrichable: true, configured: true }}
        summary={null}
        enrichment={{ status: 'done', item: enriched }}
        notice={null}
        now={now}
        onOpenPanel={ignore}
        onEnrich={ignore}
        onClose={ignore}
        onCopy={ignore}
        onFill={ignore}
        fillOutcome={{ value: firstPhone, text: t('filled'), failed: false }}
      />
    ),
  },
  {
    // Before a token is set: the card says so and offers the options, not actions that could only fail.
    name: 'cartao-sem-configuracao',
    render: () => (
      <HoverCard identifier={{ kind: 'cpf', value: CPF_FULL, enrichable: true, configured: false }} summary={null} enrichment={{ status: 'idle' }} notice={null} now={now} onOpenPanel={ignore} onEnrich={ignore} onClose={ignore} onCopy={ignore} onOpenOptions={ignore} />
    ),
  },
  {
    // Firefox: the card's click cannot open a closed sidebar, so it says which gesture does.
    name: 'cartao-painel-fechado',
    render: () => (
      <HoverCard
        identifier={{ kind: 'cpf', value: CPF_FULL, enrichable: true, configured: true }}
        summary={summary}
        enrichment={{ status: 'idle' }}
        notice={null}
        panelHint={{ shortcut: 'Alt+Shift+L' }}
        now={now}
        onOpenPanel={ignore}
        onOpenInTab={ignore}
        onEnrich={ignore}
        onClose={ignore}
        onCopy={ignore}
      />
    ),
  },
  {
    name: 'cartao-mascarado',
    render: () => (
      <HoverCard identifier={{ kind: 'masked_cpf', value: '***456789**', enrichable: false, configured: true }} summary={null} enrichment={{ status: 'idle' }} notice={null} onOpenPanel={ignore} onEnrich={ignore} onClose={ignore} onCopy={ignore} />
    ),
  },
] satisfies Fixture[];
