// ARIA tabs: one tab stop for the row, arrows/Home/End move between tabs, each panel labelled by
// its tab. Only the selected panel is rendered, so unseen lists are not fetched. On a phone the row
// scrolls sideways; the chosen tab is scrolled fully into it (focus alone leaves it half cut off).
import { useId, useRef } from 'react';
import styles from './tabs.module.css';

export interface TabItem {
  key: string;
  label: string;
}

interface Props {
  label: string;
  tabs: TabItem[];
  selected: string;
  onSelect: (key: string) => void;
  children: React.ReactNode;
}

export function Tabs({ label, tabs, selected, onSelect, children }: Props) {
  const baseId = useId();
  const list = useRef<HTMLDivElement>(null);
  const tabId = (key: string) => `${baseId}-tab-${key}`;
  const panelId = `${baseId}-panel`;

  function onKeyDown(event: React.KeyboardEvent) {
    const index = tabs.findIndex((tab) => tab.key === selected);
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: tabs.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = tabs[(target + tabs.length) % tabs.length];
    if (!next) return;
    choose(next.key);
    list.current?.querySelector<HTMLElement>(`#${CSS.escape(tabId(next.key))}`)?.focus();
  }

  function choose(key: string) {
    onSelect(key);
    list.current
      ?.querySelector(`#${CSS.escape(tabId(key))}`)
      ?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }

  return (
    <div>
      <div role="tablist" aria-label={label} className={styles.list} ref={list} onKeyDown={onKeyDown}>
        {tabs.map((tab) => {
          const isSelected = tab.key === selected;
          return (
            <button
              key={tab.key}
              id={tabId(tab.key)}
              type="button"
              role="tab"
              aria-selected={isSelected}
              aria-controls={isSelected ? panelId : undefined}
              tabIndex={isSelected ? 0 : -1}
              className={styles.tab}
              onClick={() => choose(tab.key)}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={panelId} aria-labelledby={tabId(selected)} className={styles.panel}>
        {children}
      </div>
    </div>
  );
}
