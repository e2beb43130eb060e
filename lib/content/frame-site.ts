/**
 * The site a frame answers to, for the person's paused sites and the organization's blocked ones.
 * A frame on a site of its own (an http(s) address with a real origin) is judged by it; a frame
 * without one (`about:srcdoc`, `about:blank`, `blob:`, `data:`, a sandboxed frame with an opaque
 * origin) is content of the page that made it, so it is judged by the tab's top frame: otherwise a
 * blocked page could show its identifiers through such a frame.
 */
import { sendFromContent } from '../protocol/send';

/** The host of a frame's top frame, from its ancestors' origins where the browser lists them (Chromium). */
function topHostFromAncestors(location: Location): string | null {
  const ancestors = location.ancestorOrigins as DOMStringList | undefined;
  const top = ancestors && ancestors.length > 0 ? ancestors.item(ancestors.length - 1) : null;
  if (!top || top === 'null') return null;
  try {
    return new URL(top).host || null;
  } catch {
    return null;
  }
}

/**
 * The frame's site as a host (with its port when not the default); `null` when it cannot be told,
 * which a policy that blocks sites treats as blocked.
 */
export async function siteOfFrame(win: Window = window, askTopHost: () => Promise<string | null> = async () => (await sendFromContent('frame.topHost', {})) ?? null): Promise<string | null> {
  const { location } = win;
  if (win === win.top) return location.host;
  if (/^https?:$/.test(location.protocol) && location.origin !== 'null') return location.host;
  return topHostFromAncestors(location) ?? (await askTopHost());
}
