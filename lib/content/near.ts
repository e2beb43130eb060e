/**
 * Which elements are near the viewport (a screen above or below it), watched by an
 * IntersectionObserver on as few of them as it can. Chromium computes every observed element's
 * intersection on each frame whose layout changed (bench/page: up to 850 ms of an 80,000-node page's
 * load with its 8,600 blocks observed), so elements are watched in groups of GROUP consecutive ones,
 * as the scan records them. A group with nothing near, whose elements, read together in one frame, are
 * all rendered, fit in half the observed band (`rootBounds`, three screens tall) and lie inside it
 * across, keeps only its topmost and bottommost elements observed: anything of it that comes near with
 * the page's scrolling brings one of those two near first, and the whole group is observed again.
 * Resizing the window or scrolling a box inside the page wakes the groups it touches. A group can
 * spread apart while it rests (an image in it loads, a section in it opens): a jump into its middle
 * (an anchor, `scrollIntoView`, find in page) then leaves both observed elements away, so when the
 * page stops scrolling every resting group whose two ends lie above and below the viewport is woken.
 */
const GROUP = 16;
/** How far above and below the viewport an element counts as near, in screens. */
const REACH_SCREENS = 1;

/** Whether `element` lies now in the band the watch observes (reading its box lays the page out). */
export function inNearBand(element: Element): boolean {
  const box = element.getBoundingClientRect();
  return box.top < innerHeight * (1 + REACH_SCREENS) && box.bottom > -innerHeight * REACH_SCREENS;
}

interface Group {
  members: Set<Element>;
  /** Resting: its topmost and bottommost elements, the only ones observed. */
  ends?: [Element, Element];
}

export function createNearWatch(onChange: (element: Element, isNear: boolean) => void) {
  const near = new Set<Element>();
  const groupOf = new Map<Element, Group>();
  const groups = new Set<Group>();
  /** The group being filled: the scan records elements in page order. */
  let filling: Group | null = null;

  const observer = new IntersectionObserver(
    (entries) => {
      const reported = new Map<Group, IntersectionObserverEntry[]>();
      for (const entry of entries) {
        const group = groupOf.get(entry.target);
        if (!group) continue;
        if (entry.isIntersecting !== near.has(entry.target)) {
          if (entry.isIntersecting) near.add(entry.target);
          else near.delete(entry.target);
          onChange(entry.target, entry.isIntersecting);
        }
        const list = reported.get(group);
        if (list) list.push(entry);
        else reported.set(group, [entry]);
      }
      for (const [group, list] of reported) settle(group, list);
    },
    { rootMargin: `${REACH_SCREENS * 100}% 0px` },
  );

  /** Observes every element of a group afresh: they all report in the next frame, together. */
  const refresh = (group: Group) => {
    group.ends = undefined;
    for (const member of group.members) {
      observer.unobserve(member);
      observer.observe(member);
    }
  };

  function settle(group: Group, entries: IntersectionObserverEntry[]) {
    let anyNear = false;
    for (const member of group.members) if (near.has(member)) anyNear = true;
    if (group.ends && anyNear) return refresh(group);
    if (group.ends || anyNear) return;
    // Boxes are compared only when read in the same frame.
    if (entries.length < group.members.size) return refresh(group);
    const band = entries[0]?.rootBounds;
    if (!band) return;
    // Each read of an entry's `boundingClientRect` makes a new object: each is read once.
    let top = entries[0]!.target;
    let bottom = top;
    let topY = Number.POSITIVE_INFINITY;
    let bottomY = Number.NEGATIVE_INFINITY;
    for (const entry of entries) {
      const box = entry.boundingClientRect;
      // A box of nothing (an element not rendered) can show later without moving any other.
      if (!box.height || box.left < band.left || box.right > band.right) return;
      if (box.top < topY) {
        topY = box.top;
        top = entry.target;
      }
      if (box.bottom > bottomY) {
        bottomY = box.bottom;
        bottom = entry.target;
      }
    }
    if (bottomY - topY > band.height / 2) return;
    for (const member of group.members) if (member !== top && member !== bottom) observer.unobserve(member);
    group.ends = [top, bottom];
  }

  /** The group being filled is complete: observed now, its elements all report in the next frame. */
  const close = () => {
    if (filling) groups.add(filling);
    for (const member of filling?.members ?? []) observer.observe(member);
    filling = null;
  };

  return {
    has: (element: Element) => near.has(element),
    /** Watches `element`, recorded after the one before it in the page (`inView`: known to be on screen). */
    add(element: Element, inView: boolean) {
      if (groupOf.has(element)) return;
      if (inView) near.add(element);
      filling ??= { members: new Set() };
      filling.members.add(element);
      groupOf.set(element, filling);
      if (filling.members.size === GROUP) close();
    },
    /** What is recorded next is not after the last one (another root is read). */
    close,
    remove(element: Element) {
      const group = groupOf.get(element);
      if (!group) return;
      groupOf.delete(element);
      near.delete(element);
      observer.unobserve(element);
      group.members.delete(element);
      if (group.members.size === 0) groups.delete(group);
      // One of the two observed left: the others are observed again.
      else if (group.ends?.includes(element)) refresh(group);
    },
    /** Something moved boxes apart: the window resized (`within`: the window), or the box `within` scrolled. */
    wake(within: EventTarget) {
      for (const group of groups) {
        if (!group.ends) continue;
        if (within === window) {
          refresh(group);
          continue;
        }
        // Its elements are consecutive in the page: some are inside a box when the first or the last is.
        let first: Element | undefined;
        let last: Element | undefined;
        for (const member of group.members) {
          first ??= member;
          last = member;
        }
        if ((first && (within as Node).contains(first)) || (last && (within as Node).contains(last))) refresh(group);
      }
    },
    /** The page stopped scrolling: resting groups spread over the viewport, their ends away, are woken. */
    settled() {
      for (const group of groups) {
        const [top, bottom] = group.ends?.map((end) => end.getBoundingClientRect()) ?? [];
        if (top && bottom && top.top < innerHeight && bottom.bottom > 0) refresh(group);
      }
    },
    disconnect() {
      observer.disconnect();
      near.clear();
      groupOf.clear();
      groups.clear();
      filling = null;
    },
  };
}
