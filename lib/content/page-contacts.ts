/**
 * The people and companies a page shows, for "Enriquecer contatos desta página": the CPFs, phones and
 * e-mails that sit together (one table row, list item, definition list, article or contact card, else
 * one block of text) make one contact, so a 500-row CRM table gives 500 contacts, not 1,500. A group
 * holding several CPFs is several people: each identifier goes with the CPF it follows. Identifiers
 * that a person cannot see are kept apart, with the reason, and never mixed with the visible ones.
 * A record that names one person (its "Nome" cell, its card's heading) gives the contact that name,
 * for the picker to show beside the identifiers.
 */
import type { HiddenReason, PageContact, PageIdentifier } from '../protocol/messages';

export interface FoundIdentifier extends PageIdentifier {
  /** Where it is: the block element of its text (a cell, a paragraph), and the text's range for the visibility check. */
  element: Element;
  range: Range;
}

/** Elements that hold one record each in the markup people and CRMs write. */
const RECORD_SELECTOR = 'tr, li, dl, article, address, [role="row"], [role="listitem"], [role="article"], [itemscope]';
/** Class names of contact cards, when the markup has no record element. */
const CARD_CLASS = /(^|[\s_-])(card|contact|contato|lead|cliente|client|customer|person|pessoa|profile|perfil|vcard)($|[\s_-])/i;
const CARD_DEPTH = 4;

/** Hidden identifiers listed per reason: enough to show what the page hides, not a page's worth. */
const MAX_HIDDEN_LISTED = 200;

const STRENGTH: Record<PageIdentifier['kind'], number> = { cpf: 0, phone: 1, email: 2 };

/** Where a record marks its name. */
const NAME_SELECTOR = '[itemprop="name"], [class~="name"], [class~="nome"], [class*="-name"], [class*="-nome"]';
/** Column and field titles, which are not a name: "Nome", "CPF", "Telefone:". */
const FIELD_TITLE = /^(nome|name|cpf|cnpj|telefone|celular|fone|whatsapp|e-?mail|contato|lead|cliente)\s*:?$/i;
const MAX_NAME = 60;

/** The text nodes under an element, in document order. */
function* textNodesOf(parent: Node): Generator<Node> {
  for (const child of parent.childNodes) {
    if (child.nodeType === 3) yield child;
    else yield* textNodesOf(child);
  }
}

/**
 * The name in a record: what it marks as one, else its first text that reads as words (letters, at
 * most a few digits, no e-mail, not a field's title). A CPF, phone or e-mail never passes for one.
 */
export function nameInRecord(record: Element): string | null {
  const marked = record.querySelector(NAME_SELECTOR)?.textContent?.replace(/\s+/g, ' ').trim();
  if (marked && marked.length <= MAX_NAME) return marked;
  for (const node of textNodesOf(record)) {
    const text = (node.textContent ?? '').replace(/\s+/g, ' ').trim();
    if (text.length < 2 || text.length > MAX_NAME || text.includes('@') || FIELD_TITLE.test(text)) continue;
    if (!/\p{L}.*\p{L}/u.test(text) || (text.match(/\d/g)?.length ?? 0) > 3) continue;
    return text.replace(/:$/, '');
  }
  return null;
}
const keyOf = (identifier: PageIdentifier) => `${identifier.kind}:${identifier.value}`;

/** The nearest ancestor (itself included, a few levels up) whose class names say it is a contact card. */
function cardOf(element: Element): Element | null {
  let current: Element | null = element;
  for (let depth = 0; current && depth < CARD_DEPTH; depth++, current = current.parentElement) {
    if (typeof current.className === 'string' && CARD_CLASS.test(current.className)) return current;
  }
  return null;
}

/** The element that holds the record an identifier belongs to. */
function groupCandidates(found: FoundIdentifier[]): Element[] {
  const candidates = found.map((item) => item.element.closest(RECORD_SELECTOR) ?? cardOf(item.element) ?? item.element);
  // A "card" found by class name that holds several CPFs or many identifiers is a list, not a card.
  const members = new Map<Element, FoundIdentifier[]>();
  candidates.forEach((candidate, index) => {
    const held = members.get(candidate) ?? [];
    held.push(found[index] as FoundIdentifier);
    members.set(candidate, held);
  });
  return candidates.map((candidate, index) => {
    if (candidate.matches(RECORD_SELECTOR)) return candidate;
    const held = members.get(candidate) ?? [];
    const cpfs = new Set(held.filter((item) => item.kind === 'cpf').map((item) => item.value));
    return cpfs.size <= 1 && held.length <= 6 ? candidate : (found[index] as FoundIdentifier).element;
  });
}

/** One group's identifiers as people: a new person at each new CPF; what comes before the first goes with it. */
function splitByCpf(identifiers: PageIdentifier[]): PageIdentifier[][] {
  const people: PageIdentifier[][] = [];
  let current: PageIdentifier[] = [];
  let currentCpf: string | null = null;
  for (const identifier of identifiers) {
    if (identifier.kind === 'cpf' && currentCpf !== null && identifier.value !== currentCpf) {
      people.push(current);
      current = [];
    }
    if (identifier.kind === 'cpf') currentCpf = identifier.value;
    current.push(identifier);
  }
  if (current.length > 0) people.push(current);
  return people;
}

function toContact(identifiers: PageIdentifier[], hidden: HiddenReason | undefined, name: string | undefined): PageContact {
  const unique = [...new Map(identifiers.map((identifier) => [keyOf(identifier), identifier])).values()];
  const [primary, ...others] = [...unique].sort((a, b) => STRENGTH[a.kind] - STRENGTH[b.kind]);
  return { primary: primary as PageIdentifier, others, ...(name ? { name } : {}), ...(hidden ? { hidden } : {}) };
}

/** A record's element, as opposed to a block of text that only holds identifiers. */
const isRecord = (group: Element) => group.matches(RECORD_SELECTOR) || cardOf(group) === group;

/**
 * People from identifiers in document order. Groups that share an identifier (the same phone in two
 * rows) are one person, unless that would join two CPFs.
 */
export function groupContacts(found: FoundIdentifier[], hidden?: HiddenReason): PageContact[] {
  const groups = new Map<Element, PageIdentifier[]>();
  groupCandidates(found).forEach((group, index) => {
    const { kind, value } = found[index] as FoundIdentifier;
    const identifiers = groups.get(group) ?? [];
    identifiers.push({ kind, value });
    groups.set(group, identifiers);
  });
  const people: PageIdentifier[][] = [];
  const personOf = new Map<string, PageIdentifier[]>();
  const names = new Map<PageIdentifier[], string>();
  for (const [group, identifiers] of groups) {
    const split = splitByCpf(identifiers);
    // A record of several people (several CPFs) names none of them for sure.
    const name = split.length === 1 && isRecord(group) ? nameInRecord(group) : null;
    for (const person of split) {
      const cpf = person.find((identifier) => identifier.kind === 'cpf')?.value;
      const known = person.map((identifier) => personOf.get(keyOf(identifier))).find(Boolean);
      const knownCpf = known?.find((identifier) => identifier.kind === 'cpf')?.value;
      const target = known && (!cpf || !knownCpf || cpf === knownCpf) ? known : null;
      if (target) target.push(...person);
      else people.push(person);
      if (name && !names.has(target ?? person)) names.set(target ?? person, name);
      for (const identifier of person) if (!personOf.has(keyOf(identifier))) personOf.set(keyOf(identifier), target ?? person);
    }
  }
  return people.map((person) => toContact(person, hidden, names.get(person)));
}

/** Every contact of the page: the visible ones first, in page order, then the hidden ones apart. */
export function pageContacts(found: FoundIdentifier[], hiddenReason: (range: Range) => HiddenReason | null): PageContact[] {
  const visible: FoundIdentifier[] = [];
  const hiddenBy = new Map<HiddenReason, FoundIdentifier[]>();
  for (const item of found) {
    const reason = hiddenReason(item.range);
    if (reason === null) visible.push(item);
    else hiddenBy.set(reason, [...(hiddenBy.get(reason) ?? []), item].slice(-MAX_HIDDEN_LISTED));
  }
  const visibleKeys = new Set(visible.map(keyOf));
  const hidden = [...hiddenBy].flatMap(([reason, items]) => groupContacts(items.filter((item) => !visibleKeys.has(keyOf(item))), reason));
  return [...groupContacts(visible), ...hidden];
}
