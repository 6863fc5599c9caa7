import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

export interface TabItem {
  /** A stable key, also used in the element ids. */
  key: string;
  label: string;
  icon?: ReactNode;
  panel: ReactNode;
}

interface TabsProps {
  /** The id of the heading that names the tab list. */
  labelledBy: string;
  tabs: ReadonlyArray<TabItem>;
}

/**
 * The WAI-ARIA tabs pattern with automatic activation: only the selected tab is in
 * the tab order; Left/Right (wrapping), Home and End move the selection and focus.
 */
export function Tabs({ labelledBy, tabs }: TabsProps) {
  const baseId = useId();
  const [selected, setSelected] = useState(0);
  const tabRefs = useRef<Array<HTMLButtonElement | null>>([]);

  const select = (index: number) => {
    setSelected(index);
    tabRefs.current[index]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = tabs.length - 1;
    const next: Record<string, number> = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    };
    const target = next[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(target);
  };

  const tabId = (index: number) => `${baseId}-tab-${tabs[index]!.key}`;
  const panelId = (index: number) => `${baseId}-panel-${tabs[index]!.key}`;

  return (
    <div className="info-tabs">
      <div role="tablist" aria-labelledby={labelledBy} className="info-tabs__list">
        {tabs.map((tab, index) => (
          <button
            key={tab.key}
            ref={(element) => {
              tabRefs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={tabId(index)}
            aria-selected={index === selected}
            aria-controls={panelId(index)}
            tabIndex={index === selected ? 0 : -1}
            className={index === selected ? 'info-tabs__tab info-tabs__tab--selected' : 'info-tabs__tab'}
            onClick={() => select(index)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {tab.icon}
            <span>{tab.label}</span>
          </button>
        ))}
      </div>
      {tabs.map((tab, index) => (
        <div
          key={tab.key}
          role="tabpanel"
          id={panelId(index)}
          aria-labelledby={tabId(index)}
          tabIndex={0}
          hidden={index !== selected}
          className="info-tabs__panel"
        >
          {tab.panel}
        </div>
      ))}
    </div>
  );
}
