import { memo } from 'react';

/**
 * A tiny line chart of the last closes (home index cards, SPEC section 9: last 50 closes),
 * drawn as an SVG path so the home page needs no charting library. Coloured by the trend
 * of the whole line against `base` (the previous close) when given.
 */
export const Sparkline = memo(function Sparkline({
  values,
  base,
  width = 120,
  height = 36,
  className,
}: {
  values: readonly number[];
  base?: number;
  width?: number;
  height?: number;
  className?: string;
}) {
  const path = sparkPath(values, width, height, base);
  if (!path) return <svg className={className} width={width} height={height} aria-hidden />;
  const last = values[values.length - 1]!;
  const reference = base ?? values[0]!;
  const trend = last > reference ? 'rise' : last < reference ? 'fall' : 'flat';
  return (
    <svg className={`sparkline trend-${trend}${className ? ` ${className}` : ''}`} width={width} height={height} viewBox={`0 0 ${width} ${height}`} aria-hidden>
      {path.baseY !== undefined && <line x1="0" x2={width} y1={path.baseY} y2={path.baseY} className="sparkline-base" />}
      <path d={path.area} className="sparkline-area" />
      <path d={path.line} className="sparkline-line" />
    </svg>
  );
});

/** The SVG paths of a sparkline; exported for tests. Undefined with fewer than 2 points. */
export function sparkPath(values: readonly number[], width: number, height: number, base?: number): { line: string; area: string; baseY?: number } | undefined {
  const points = values.filter((v) => Number.isFinite(v));
  if (points.length < 2) return undefined;
  let min = Math.min(...points);
  let max = Math.max(...points);
  if (base !== undefined && Number.isFinite(base)) {
    min = Math.min(min, base);
    max = Math.max(max, base);
  }
  const pad = 2;
  const span = max - min || 1;
  const x = (i: number) => (i / (points.length - 1)) * width;
  const y = (v: number) => pad + (1 - (v - min) / span) * (height - pad * 2);
  const line = points.map((v, i) => `${i === 0 ? 'M' : 'L'}${x(i).toFixed(1)},${y(v).toFixed(1)}`).join('');
  const area = `${line}L${width},${height}L0,${height}Z`;
  return { line, area, baseY: base !== undefined && Number.isFinite(base) ? Number(y(base).toFixed(1)) : undefined };
}
