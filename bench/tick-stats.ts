/** p50/p95/p99/max and the first value of a list of per-tick times (ms), to 2 decimals. */
export const stats = (list: number[]) => {
  const sorted = [...list].sort((a, b) => a - b);
  const pct = (p: number) => +sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!.toFixed(2);
  return { p50: pct(50), p95: pct(95), p99: pct(99), max: pct(100), first: +list[0]!.toFixed(2) };
};
