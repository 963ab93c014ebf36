import type { AppContext } from '../../context.ts';
import type { NewStrategy } from './service.ts';

/** The published strategies (demo and first start): two, with a back-test of about 4 months. */
export const DEMO_STRATEGIES: NewStrategy[] = [
  {
    code: 'MOMO-US5',
    name: { es: 'Impulso 20/50 · 5 grandes de EE. UU.', en: 'Momentum 20/50 · 5 US large caps', zh: '动量 20/50 · 美股五大龙头' },
    params: { kind: 'ma_momentum', codes: ['AAPL', 'MSFT', 'NVDA', 'AMZN', 'GOOGL'], fast: 20, slow: 50, investPct: 95, bandPct: 3 },
    capitalMinor: 100_000_000n,
    backtestDays: 120,
  },
  {
    code: 'MXN-REVERT',
    name: { es: 'Reversión a la media · USD/MXN', en: 'Mean reversion · USD/MXN', zh: '均值回归 · 美元/墨西哥比索' },
    params: { kind: 'mean_reversion', code: 'USD/MXN', lookback: 20, entryZ: 1, exitZ: 0, investPct: 90 },
    capitalMinor: 50_000_000n,
    backtestDays: 120,
  },
];

/** Creates the published strategies (idempotent by code) and runs them through yesterday (back-test first). */
export async function seedStrategies(ctx: AppContext): Promise<number[]> {
  const strategies = ctx.services.strategies;
  if (!strategies) return [];
  const ids: number[] = [];
  for (const s of DEMO_STRATEGIES) ids.push(await strategies.create(s));
  await strategies.runAll();
  return ids;
}
