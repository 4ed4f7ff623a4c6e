import type { Way } from '@fx/contracts';
import { useRef } from 'react';
import type { KeyboardEvent } from 'react';

export const calculatorTabs: readonly { way: Way; label: string }[] = [
  { way: 'collect', label: 'Click & Collect' },
  { way: 'sell', label: 'Click & Sell' },
];

export function tabId(baseId: string, way: Way): string {
  return `${baseId}-tab-${way}`;
}

/**
 * Click & Collect / Click & Sell, as WAI-ARIA tabs: arrow keys, Home and End move between them
 * and select the one they land on. Both tabs control the one panel (`panelId`).
 */
export function CalculatorTabs({
  baseId,
  panelId,
  active,
  onSelect,
}: {
  baseId: string;
  panelId: string;
  active: Way;
  onSelect: (way: Way) => void;
}) {
  const tabRefs = useRef(new Map<Way, HTMLButtonElement>());

  const select = (way: Way) => {
    onSelect(way);
    tabRefs.current.get(way)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = calculatorTabs.findIndex((tab) => tab.way === active);
    const last = calculatorTabs.length - 1;
    let next: number | undefined;
    if (event.key === 'ArrowRight' || event.key === 'ArrowDown')
      next = index === last ? 0 : index + 1;
    else if (event.key === 'ArrowLeft' || event.key === 'ArrowUp')
      next = index === 0 ? last : index - 1;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = last;
    const tab = next === undefined ? undefined : calculatorTabs[next];
    if (!tab) return;
    event.preventDefault();
    select(tab.way);
  };

  return (
    <div
      role="tablist"
      aria-label="Buy or sell currency"
      className="calc__tabs"
      onKeyDown={onKeyDown}
    >
      {calculatorTabs.map((tab) => {
        const selected = tab.way === active;
        return (
          <button
            key={tab.way}
            ref={(node) => {
              if (node) tabRefs.current.set(tab.way, node);
              else tabRefs.current.delete(tab.way);
            }}
            type="button"
            role="tab"
            id={tabId(baseId, tab.way)}
            aria-selected={selected}
            aria-controls={panelId}
            tabIndex={selected ? 0 : -1}
            className="calc__tab"
            onClick={() => select(tab.way)}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}
