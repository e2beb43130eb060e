import { formatIdentifier, KIND_TITLES } from '../../lib/identifiers/kinds';
import { useState } from 'preact/hooks';
import { t } from '../../lib/i18n';
import type { PageContact } from '../../lib/protocol/messages';


/** The page's contacts with their kind, to pick before sending. */
export function ContactPicker({ contacts, onSend }: { contacts: PageContact[]; onSend: (picked: PageContact[]) => void }) {
  const [picked, setPicked] = useState<ReadonlySet<number>>(new Set(contacts.map((_, index) => index)));
  if (contacts.length === 0) return <p class="empty">{t('pageContactsNone')}</p>;
  const toggle = (index: number, on: boolean) => {
    const next = new Set(picked);
    if (on) next.add(index);
    else next.delete(index);
    setPicked(next);
  };
  return (
    <div class="picker">
      <div class="actions">
        <button type="button" class="small" onClick={() => setPicked(new Set(contacts.map((_, index) => index)))}>
          {t('selectAll')}
        </button>
        <button type="button" class="small" onClick={() => setPicked(new Set())}>
          {t('selectNone')}
        </button>
      </div>
      <ul class="contact-list">
        {contacts.map((contact, index) => (
          <li key={`${contact.kind}:${contact.value}`}>
            <label class="check">
              <input type="checkbox" checked={picked.has(index)} onChange={(event) => toggle(index, event.currentTarget.checked)} />
              <span class="kind-tag">{t(KIND_TITLES[contact.kind])}</span> {formatIdentifier(contact)}
            </label>
          </li>
        ))}
      </ul>
      <button type="button" class="primary" disabled={picked.size === 0} onClick={() => onSend(contacts.filter((_, index) => picked.has(index)))}>
        {t('sendContacts', picked.size)}
      </button>
    </div>
  );
}
