import type { AppContext } from '../../context.ts';
import { roundToGrid, tickUp, toPrice } from '../../market/ticks.ts';
import type { PlacingAdmin } from './admin.ts';

const DAY = 86_400_000;

/** Demo tranches, dated relative to now (idempotent: one active tranche per code). */
const DEMO = [
  { code: 'NVDA', discount: 0.08, quantity: 200_000, minQuantity: 10, startDays: -2, endDays: 3, lockupDays: 30 },
  { code: 'AMXB', discount: 0.1, quantity: 2_000_000, minQuantity: 100, startDays: -1, endDays: 4, lockupDays: 90 },
  { code: '00700', discount: 0.09, quantity: 300_000, minQuantity: 100, startDays: 1, endDays: 6, lockupDays: 180 },
];

export async function seedPlacings(ctx: AppContext, admin: PlacingAdmin): Promise<void> {
  const market = ctx.services.market;
  if (!market) return;
  const now = ctx.clock.now();
  for (const spec of DEMO) {
    if (!market.instrument(spec.code)) continue;
    const existing = await ctx.db.selectFrom('placing_tranches').select('id').where('code', '=', spec.code).where('status', '=', 'active').executeTakeFirst();
    if (existing) continue;
    try {
      const bench = await admin.benchmark(spec.code, 'en');
      const instrument = market.instrument(spec.code)!;
      // A price on the tick grid, not under the rule's minimum.
      const scale = 10 ** instrument.decimals;
      const min = Math.round(Number(bench.minPrice) * scale);
      let units = roundToGrid(instrument, Math.round(Number(bench.benchmark) * (1 - spec.discount) * scale));
      while (units < min) units = tickUp(instrument, units);
      await admin.create(
        undefined,
        {
          code: spec.code,
          price: toPrice(units, instrument.decimals).toFixed(instrument.decimals),
          quantity: spec.quantity,
          minQuantity: spec.minQuantity,
          startAt: now + spec.startDays * DAY,
          endAt: now + spec.endDays * DAY,
          lockupDays: spec.lockupDays,
        },
        undefined,
        'en',
      );
    } catch (error) {
      ctx.log.warn({ err: error, code: spec.code }, 'placing: demo tranche not seeded');
    }
  }
}
