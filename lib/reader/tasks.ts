/** Yielding the reader's main thread: long work split into tasks, so the browser paints and takes input in between. */

/** What stands in for a frame while the reader is hidden (a hidden page gets none). */
export const HIDDEN_FRAME_MS = 100;

/** Resolves in a task of its own. */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}

/** Resolves after the browser has drawn a frame. */
export const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => void nextTask().then(resolve)));

/** Resolves after a frame, or after HIDDEN_FRAME_MS when the page is hidden and gets no frames. */
export function frameOrTimeout(): Promise<void> {
  return new Promise<void>((resolve) => {
    const noFrame = window.setTimeout(resolve, HIDDEN_FRAME_MS);
    void nextFrame().then(() => {
      window.clearTimeout(noFrame);
      resolve();
    });
  });
}
