/**
 * The space a value needs next to the person's text when it goes in at the caret: a phone typed
 * after "até sexta." reads "até sexta. (11) 98765-4321", and a name before ", sobre" stays glued to
 * its comma. Whitespace already there (a space, a line break) is separation enough.
 */

/** Characters after which a value follows without a space: an opening bracket or quote. */
const OPENS = /[([{"'“‘«/]/;
/** Characters before which a value ends without a space: punctuation that closes a phrase. */
const CLOSES = /[.,;:!?)\]}"'”’»/]/;
const SPACE = /\s/;

/** `value` with a space before and after it where the text around it needs one. */
export function separated(before: string, after: string, value: string): string {
  const needsBefore = before !== '' && !SPACE.test(before) && !OPENS.test(before) && !SPACE.test(value.charAt(0));
  const needsAfter = after !== '' && !SPACE.test(after) && !CLOSES.test(after) && !SPACE.test(value.charAt(value.length - 1));
  return `${needsBefore ? ' ' : ''}${value}${needsAfter ? ' ' : ''}`;
}
