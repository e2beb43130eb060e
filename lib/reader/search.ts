/**
 * Search in the document's text as read (reading order, identifier line breaks joined): case and
 * accents ignored (`certidao` finds `Certidão`), line breaks taken as spaces. Folding keeps one
 * character for one, so a match's offsets are offsets of the page's own text.
 */

export interface SearchMatch {
  page: number;
  start: number;
  end: number;
}

/** At most this many matches are listed; a search for `a` in a gazette would list hundreds of thousands. */
export const MAX_MATCHES = 2000;

const foldedCharacters = new Map<string, string>();

/** One character folded: the first of its canonical decomposition, in lower case, if that keeps it one code unit. */
function foldCharacter(character: string): string {
  let folded = foldedCharacters.get(character);
  if (folded === undefined) {
    const base = (character.normalize('NFD')[0] ?? character).toLowerCase();
    folded = base.length === 1 ? base : character;
    foldedCharacters.set(character, folded);
  }
  return folded;
}

/** Lower case without diacritics, one code unit for one (`Ç` → `c`, `\n` → ` `). */
export function fold(text: string): string {
  const parts: string[] = [];
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (code < 128) {
      // ASCII, the bulk of any text: no normalization needed.
      parts.push(code >= 65 && code <= 90 ? String.fromCharCode(code + 32) : code === 10 || code === 13 || code === 9 ? ' ' : text[index] as string);
    } else if (code >= 0xd800 && code <= 0xdbff) {
      // A surrogate pair stays as it is: two units for two.
      parts.push(text.slice(index, index + 2));
      index += 1;
    } else {
      const folded = foldCharacter(text[index] as string);
      parts.push(/\s/.test(folded) ? ' ' : folded);
    }
  }
  return parts.join('');
}

/**
 * Every match of `query` in the pages' texts, in document order. `texts` holds the pages read so far
 * (page number → text); `folded` caches their folded forms between searches.
 */
export function searchPages(texts: ReadonlyMap<number, string>, query: string, folded: Map<number, string> = new Map()): SearchMatch[] {
  const needle = fold(query.trim()).replace(/ +/g, ' ');
  if (needle.length === 0) return [];
  const matches: SearchMatch[] = [];
  for (const page of [...texts.keys()].sort((one, other) => one - other)) {
    let haystack = folded.get(page);
    if (haystack === undefined) {
      haystack = fold(texts.get(page) ?? '');
      folded.set(page, haystack);
    }
    for (let at = haystack.indexOf(needle); at >= 0; at = haystack.indexOf(needle, at + needle.length)) {
      matches.push({ page, start: at, end: at + needle.length });
      if (matches.length >= MAX_MATCHES) return matches;
    }
  }
  return matches;
}
