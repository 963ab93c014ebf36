import type { ReactNode } from 'react';

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
  return (
    <div className={`segmented segmented-${variant}`} role="tablist" data-testid={testId}>
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
