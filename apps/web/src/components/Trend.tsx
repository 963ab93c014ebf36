import type { ReactNode } from 'react';
import { trendOf, type Numeric } from '../lib/format.ts';

/** Colours its content by the sign of `change`: green rise, red fall. */
export function Trend({ change, children, className }: { change: Numeric | null | undefined; children: ReactNode; className?: string }) {
  return <span className={`num trend-${trendOf(change)}${className ? ` ${className}` : ''}`}>{children}</span>;
}

/** The small "simulated data" label shown wherever a price is (DESIGN section 1). */
export function SimulatedTag({ label }: { label: string }) {
  return (
    <span className="simulated-tag" data-testid="simulated-tag">
      {label}
    </span>
  );
}
