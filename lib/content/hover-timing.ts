/** How the hover card follows the pointer, on pages and in the reader alike. */

/**
 * The pointer rests this long on an identifier and its card is readied, hidden (the frame loaded, the
 * cached summary read): by the hover delay's end it only needs showing. Short enough to leave the
 * frame time to load; long enough that a pointer sweeping across a table readies nothing.
 */
export const PREPARE_DELAY_MS = 60;
/** The pointer rests this long on an identifier before its card opens: a pointer passing by opens none. */
export const HOVER_DELAY_MS = 350;
/** The card stays this long after the pointer leaves, so that the pointer can travel into it. */
export const HIDE_DELAY_MS = 400;
