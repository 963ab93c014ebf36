/**
 * Smoke mode of the benchmarks (BENCH_SMOKE=1, set by `npm run bench:smoke`): tiny sizes,
 * a few seconds each. A bench then fails only on its own invariants (the ledger reconciles,
 * every item processed once), never on its timing, which a loaded CI machine cannot promise.
 */
export const SMOKE = process.env.BENCH_SMOKE === '1';

/** A size argument: `process.argv[index]` if given, else the smoke size in smoke mode, else the full size. */
export function size(index: number, full: number, smoke: number): number {
  const given = process.argv[index];
  return given !== undefined && given !== '' ? Number(given) : SMOKE ? smoke : full;
}

/** Exits with the bench's verdict: its invariants always, its timing goals only outside smoke mode. */
export function finish(invariantsHold: boolean, timingMet = true): never {
  if (!invariantsHold) console.error('bench: an invariant does not hold');
  else if (!timingMet && !SMOKE) console.error('bench: a timing goal is not met');
  process.exit(invariantsHold && (timingMet || SMOKE) ? 0 : 1);
}
