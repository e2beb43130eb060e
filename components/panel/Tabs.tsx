import type { ComponentChildren } from 'preact';

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

/** WAI-ARIA tabs: arrow keys move between tabs, Home and End jump. */
export function Tabs({ tabs, selected, onSelect, children }: Props) {
  const move = (event: KeyboardEvent) => {
    const index = tabs.findIndex((tab) => tab.id === selected);
    const keys: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tabs.length - 1 };
    const target = keys[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = tabs[(target + tabs.length) % tabs.length];
    if (next) {
      onSelect(next.id);
      (event.currentTarget as HTMLElement).parentElement?.querySelector<HTMLElement>(`#tab-${next.id}`)?.focus();
    }
  };
  return (
    <div class="tabs">
      <div role="tablist" class="tab-list">
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
      <div role="tabpanel" id={`panel-${selected}`} aria-labelledby={`tab-${selected}`} tabIndex={0}>
        {children}
      </div>
    </div>
  );
}
