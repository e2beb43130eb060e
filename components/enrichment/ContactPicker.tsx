import { useEffect, useState } from 'preact/hooks';
import { HIDDEN_REASON_LABELS } from '../../lib/enrichment/labels';
import { formatIdentifier, KIND_TITLES } from '../../lib/identifiers/kinds';
import { t } from '../../lib/i18n';
import { plural } from '../../lib/i18n/plural';
import { identifierKey } from '../../lib/identifiers/keys';
import { AlreadyEnriched } from './AlreadyEnriched';
import type { PageContact } from '../../lib/protocol/messages';

interface Props {
  contacts: PageContact[];
  /** What sending this many contacts costs, said before the button. */
  costOf: (count: number) => string;
  disabled?: boolean;
  /** Keys (`cpf:…`) of the contacts enriched within the cache's TTL, and whether to pay for them again. */
  knownKeys: ReadonlySet<string>;
  resendKnown: boolean;
  onResendKnown: (resend: boolean) => void;
  onSend: (picked: PageContact[], event: MouseEvent) => void;
  /** Reads the page again (it changed, or was still loading). */
  onReload: () => void;
}

function Person({ contact, checked, onToggle }: { contact: PageContact; checked: boolean; onToggle: (on: boolean) => void }) {
  return (
    <li>
      <label class="check">
        <input type="checkbox" checked={checked} onChange={(event) => onToggle(event.currentTarget.checked)} />
        <span>
          {contact.name && <strong class="contact-name">{contact.name} · </strong>}
          <span class="kind-tag">{t(KIND_TITLES[contact.primary.kind])}</span> {formatIdentifier(contact.primary)}
          {contact.others.length > 0 && <span class="others"> · {contact.others.map(formatIdentifier).join(' · ')}</span>}
          {contact.hidden && <span class="emphasis"> ({t(HIDDEN_REASON_LABELS[contact.hidden])})</span>}
        </span>
      </label>
    </li>
  );
}

/** The people of the page, each with their identifiers; the hidden ones apart and unticked; the cost before sending. */
export function ContactPicker({ contacts, costOf, disabled = false, knownKeys, resendKnown, onResendKnown, onSend, onReload }: Props) {
  const [picked, setPicked] = useState<ReadonlySet<number>>(new Set());
  // A new reading of the page: every visible person ticked again.
  useEffect(() => setPicked(new Set(contacts.flatMap((contact, index) => (contact.hidden ? [] : [index])))), [contacts]);
  const reload = (
    <button type="button" class="small" onClick={onReload}>
      {t('pageContactsReload')}
    </button>
  );
  if (contacts.length === 0)
    return (
      <div class="picker">
        <p class="empty">{t('pageContactsNone')}</p>
        {reload}
      </div>
    );
  const toggle = (index: number, on: boolean) => {
    const next = new Set(picked);
    if (on) next.add(index);
    else next.delete(index);
    setPicked(next);
  };
  const visible = contacts.map((contact, index) => ({ contact, index })).filter(({ contact }) => !contact.hidden);
  const known = contacts.filter((contact, index) => picked.has(index) && knownKeys.has(identifierKey(contact.primary))).length;
  const hidden = contacts.map((contact, index) => ({ contact, index })).filter(({ contact }) => contact.hidden);
  return (
    <div class="picker">
      <p role="status">{plural('pageContactsSummary', visible.length)}</p>
      <div class="actions">
        <button type="button" class="small" onClick={() => setPicked(new Set(visible.map(({ index }) => index)))}>
          {t('selectAll')}
        </button>
        <button type="button" class="small" onClick={() => setPicked(new Set())}>
          {t('selectNone')}
        </button>
        {reload}
      </div>
      <ul class="contact-list">
        {visible.map(({ contact, index }) => (
          <Person key={index} contact={contact} checked={picked.has(index)} onToggle={(on) => toggle(index, on)} />
        ))}
      </ul>
      {hidden.length > 0 && (
        <details class="hidden-contacts">
          <summary>{t('pageContactsHidden', hidden.length)}</summary>
          <ul class="contact-list">
            {hidden.map(({ contact, index }) => (
              <Person key={index} contact={contact} checked={picked.has(index)} onToggle={(on) => toggle(index, on)} />
            ))}
          </ul>
        </details>
      )}
      <AlreadyEnriched count={known} resend={resendKnown} onResend={onResendKnown} />
      <p class="cost">{costOf(resendKnown ? picked.size : picked.size - known)}</p>
      <button type="button" class="primary" disabled={disabled || picked.size === 0} onClick={(event) => onSend(contacts.filter((_, index) => picked.has(index)), event)}>
        {plural('sendContacts', picked.size)}
      </button>
    </div>
  );
}
