import type { ComponentChildren } from 'preact';
import { useEffect, useLayoutEffect, useRef, useState } from 'preact/hooks';
import { t } from '../../lib/i18n';

export interface Tab {
  id: string;
  label: string;
  /** A count shown on the tab once the family has loaded. */
  badge?: number | null;
}

interface Props {
  tabs: Tab[];
  selected: string;
  onSelect: (id: string) => void;
  children: ComponentChildren;
}

/** What lies past each edge of the strip, hidden by its scrolling. */
interface Edges {
  before: boolean;
  after: boolean;
}

/** The width an edge's arrow covers: a tab is only "in view" when it clears it. */
const EDGE_PX = 28;

function edgesOf(list: HTMLElement): Edges {
  return { before: list.scrollLeft > 1, after: list.scrollLeft + list.clientWidth < list.scrollWidth - 1 };
}

/** Scrolls the strip just enough that `tab` is whole and clear of the edges' arrows. */
function reveal(list: HTMLElement, tab: HTMLElement): void {
  // The list is the tabs' offset parent (panel.css), so offsets do not move with its scrolling.
  const start = tab.offsetLeft;
  const end = start + tab.offsetWidth;
  const margin = list.scrollWidth > list.clientWidth ? EDGE_PX : 0;
  if (start - margin < list.scrollLeft) list.scrollLeft = Math.max(0, start - margin);
  else if (end + margin > list.scrollLeft + list.clientWidth) list.scrollLeft = end + margin - list.clientWidth;
}

/**
 * WAI-ARIA tabs in one row that scrolls sideways when the panel is narrow (Firefox's sidebar opens at
 * 252 px, where seven tabs took four rows and pushed the record below the first screen): the selected
 * tab is always scrolled into view, and an arrow at each edge says (and shows, on a click) that more
 * tabs lie that way. Arrow keys move between tabs, Home and End jump.
 */
export function Tabs({ tabs, selected, onSelect, children }: Props) {
  const listRef = useRef<HTMLDivElement>(null);
  const [edges, setEdges] = useState<Edges>({ before: false, after: false });
  const measure = () => {
    const list = listRef.current;
    if (!list) return;
    const next = edgesOf(list);
    setEdges((previous) => (previous.before === next.before && previous.after === next.after ? previous : next));
  };
  // The selected tab comes into view when chosen (and below, when the panel's width changes); not at
  // every render, which would pull back a strip the person is scrolling to reach another tab.
  useLayoutEffect(() => {
    const list = listRef.current;
    const tab = list?.querySelector<HTMLElement>(`#tab-${CSS.escape(selected)}`);
    if (list && tab) reveal(list, tab);
  }, [selected]);
  // What lies past each edge changes with the tabs' badges too.
  useLayoutEffect(measure);
  useEffect(() => {
    const list = listRef.current;
    if (!list) return undefined;
    const observer = new ResizeObserver(() => {
      const tab = list.querySelector<HTMLElement>('[aria-selected="true"]');
      if (tab) reveal(list, tab);
      measure();
    });
    observer.observe(list);
    return () => observer.disconnect();
  }, []);

  const move = (event: KeyboardEvent) => {
    const index = tabs.findIndex((tab) => tab.id === selected);
    const keys: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tabs.length - 1 };
    const target = keys[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = tabs[(target + tabs.length) % tabs.length];
    if (next) {
      onSelect(next.id);
      // The strip scrolls sideways by itself (above); focus must not also scroll the page.
      listRef.current?.querySelector<HTMLElement>(`#tab-${CSS.escape(next.id)}`)?.focus({ preventScroll: true });
    }
  };
  /** A click on an edge's arrow shows the next tabs that way (keyboard users move with the arrow keys). */
  const page = (direction: -1 | 1) => {
    const list = listRef.current;
    if (list) list.scrollBy({ left: direction * Math.max(list.clientWidth - 2 * EDGE_PX, EDGE_PX) });
  };
  return (
    <div class="tabs">
      <div class="tab-strip" data-more-before={edges.before} data-more-after={edges.after}>
        <div role="tablist" class="tab-list" ref={listRef} onScroll={measure}>
          {tabs.map((tab) => (
            <button
              type="button"
              role="tab"
              id={`tab-${tab.id}`}
              key={tab.id}
              aria-selected={tab.id === selected}
              aria-controls={`panel-${tab.id}`}
              tabIndex={tab.id === selected ? 0 : -1}
              onClick={() => onSelect(tab.id)}
              onKeyDown={move}
            >
              {tab.label}
              {tab.badge !== undefined && tab.badge !== null && <span class="badge">{tab.badge}</span>}
            </button>
          ))}
        </div>
        {edges.before && (
          <button type="button" class="tab-edge before" tabIndex={-1} aria-hidden="true" title={t('tabsBefore')} onClick={() => page(-1)}>
            ‹
          </button>
        )}
        {edges.after && (
          <button type="button" class="tab-edge after" tabIndex={-1} aria-hidden="true" title={t('tabsAfter')} onClick={() => page(1)}>
            ›
          </button>
        )}
      </div>
      <div role="tabpanel" id={`panel-${selected}`} aria-labelledby={`tab-${selected}`} tabIndex={0}>
        {children}
      </div>
    </div>
  );
}
