import { useEffect, useRef, type ReactNode } from 'react';

/**
 * A row of segment buttons (markets, periods, movers): plain buttons, so pages that use
 * it do not pull in antd-mobile's animated Tabs. Scrolls sideways when it does not fit.
 */
export function Segmented<K extends string>({
  items,
  value,
  onChange,
  variant = 'tabs',
  testId,
}: {
  items: readonly { key: K; label: ReactNode }[];
  value: K;
  onChange: (key: K) => void;
  variant?: 'tabs' | 'chips' | 'pills';
  testId?: string;
}) {
  const row = useRef<HTMLDivElement>(null);
  // The chosen segment is always in view: a row wider than the screen scrolls sideways to it
  // (e.g. the trade tab opened on its sixth list), never the page.
  useEffect(() => {
    const box = row.current;
    const active = box?.querySelector<HTMLElement>('[aria-selected="true"]');
    if (!box || !active) return;
    const outer = box.getBoundingClientRect();
    const inner = active.getBoundingClientRect();
    if (inner.right > outer.right) box.scrollLeft += inner.right - outer.right + 16;
    else if (inner.left < outer.left) box.scrollLeft -= outer.left - inner.left + 16;
  }, [value]);
  return (
    <div ref={row} className={`segmented segmented-${variant}`} role="tablist" data-testid={testId}>
      {items.map((item) => (
        <button
          key={item.key}
          type="button"
          role="tab"
          aria-selected={item.key === value}
          className={item.key === value ? 'active' : undefined}
          onClick={() => item.key !== value && onChange(item.key)}
          data-testid={testId ? `${testId}-${item.key}` : undefined}
        >
          {item.label}
        </button>
      ))}
    </div>
  );
}
