import { render } from 'preact';
import { HoverCard } from '../../components/card/HoverCard';
import '../../components/card/card.css';
import { useCard } from '../../lib/card/use-card';
import { localizeDocument, t } from '../../lib/i18n';
import { reportUncaughtErrors } from '../../lib/pages/report-errors';

reportUncaughtErrors('card');

function CardApp() {
  const { identifier, expired, ...card } = useCard(location.hash.slice(1));
  if (expired) return <p class="card">{t('cardExpired')}</p>;
  return identifier ? <HoverCard identifier={identifier} {...card} /> : null;
}

localizeDocument();
const root = document.getElementById('app');
if (root) render(<CardApp />, root);
