/**
 * Pages carry many frames with nothing in them: an ad slot or a tracker's `about:blank` iframe (17 in
 * a New York Times article, 30 in a CNN one), each running its own content script (`allFrames`,
 * `matchAboutBlank`). Such a frame holds no identifier and no frame of its own to relay a card from,
 * so nothing starts in it (no settings read, no listener, no observer of the page) until it gets
 * content: one MutationObserver waits for the first element or text in its body.
 */

/** Whether a document shows nothing: no body, or a body with neither elements nor visible text. */
export function isEmptyDocument(document: Document): boolean {
  const body = document.body;
  return !body || (body.childElementCount === 0 && !/\S/.test(body.textContent ?? ''));
}

/**
 * Calls `start` at once if `document` has content, else when it first gets some. Answers how to stop
 * waiting (the content script went away before), or null when `start` ran at once.
 */
export function startWhenFilled(document: Document, start: () => void): { disconnect(): void } | null {
  if (!isEmptyDocument(document)) {
    start();
    return null;
  }
  const observer = new MutationObserver(() => {
    if (isEmptyDocument(document)) return;
    observer.disconnect();
    start();
  });
  // The document itself, not its body: a script may write a whole new one into the frame.
  observer.observe(document, { childList: true, subtree: true, characterData: true });
  return observer;
}
