import { enrichedContact } from '../../sandbox/fixture-records';
import { ignore, type Fixture } from '../fixture';
import { phoneText } from '../../lib/enrichment/form-plan';
import { t } from '../../lib/i18n';
import { CardEnrichment } from './CardEnrichment';

const enriched = enrichedContact({ telefone: '11987654321' });
const firstPhone = phoneText(enriched.contatos?.telefones[0] ?? '');
const firstEmail = enriched.contatos?.emails[0] ?? '';

export default [
  { name: 'cartao-enriquecimento', render: () => <CardEnrichment item={enriched} onFill={ignore} outcome={null} /> },
  { name: 'cartao-enriquecimento-preenchido', render: () => <CardEnrichment item={enriched} onFill={ignore} outcome={{ value: firstPhone, text: t('filled'), failed: false }} /> },
  // A closed shadow root's field: the refusal beside the button pressed, as an alert.
  { name: 'cartao-enriquecimento-recusado', render: () => <CardEnrichment item={enriched} onFill={ignore} outcome={{ value: firstEmail, text: t('fillClosedField'), failed: true }} /> },
  // Without a field to fill (the reader, or a page where filling is off): Copiar only.
  { name: 'cartao-enriquecimento-sem-preencher', render: () => <CardEnrichment item={enriched} outcome={null} /> },
] satisfies Fixture[];
