import { plural } from '../../lib/i18n/plural';

interface Props {
  /** Contacts of this send that were enriched within the cache's TTL. */
  count: number;
  /** The person chose to pay for them again. */
  resend: boolean;
  onResend: (resend: boolean) => void;
}

/**
 * Said before the cost: contacts already enriched are answered from the cache and not charged again,
 * unless the person ticks the box, which says what it adds.
 */
export function AlreadyEnriched({ count, resend, onResend }: Props) {
  if (count === 0) return null;
  return (
    <div class="already-enriched">
      <p class="hint">{plural('alreadyEnriched', count)}</p>
      <label class="check">
        <input type="checkbox" checked={resend} onChange={(event) => onResend(event.currentTarget.checked)} />
        <span>{plural('alreadyEnrichedResend', count)}</span>
      </label>
    </div>
  );
}
