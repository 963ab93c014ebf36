import { need, type AppContext } from '../../context.ts';
import { DEMO_USER } from '../accounts/seed.ts';
import { DEMO_IPOS, demoDates } from './calendar.ts';
import { priceE4 } from './rules.ts';
import { issueStatus } from './views.ts';

/**
 * Demo IPOs: each fictional issuer of calendar.ts stands for one state (upcoming,
 * subscribing, waiting allotment, listed). When no IPO of that issuer is in its state today
 * (the dates moved on), a fresh one is listed with dates relative to today, so the demo
 * always has one IPO in each state. Idempotent; run at start (demo) and daily.
 */
export async function ensureDemoIpos(ctx: AppContext): Promise<number> {
  const now = ctx.clock.now();
  let added = 0;
  for (const spec of DEMO_IPOS) {
    const dates = demoDates(spec, now);
    const rows = await ctx.db.selectFrom('ipo_issues').selectAll().where('demo_spec', '=', spec.code).execute();
    const target = dates.opensAt > now ? 'upcoming' : dates.closesAt > now ? 'subscribing' : dates.listAt > now ? 'pending_listing' : 'listed';
    if (rows.some((row) => issueStatus(row, now) === target)) continue;
    const at = new Date(now);
    const hk = spec.market === 'HK';
    await ctx.db
      .insertInto('ipo_issues')
      .values({
        market: spec.market,
        code: spec.code,
        exchange: spec.exchange,
        currency: spec.currency,
        sector: spec.sector,
        name: JSON.stringify(spec.name),
        description: JSON.stringify(spec.description),
        underwriters: JSON.stringify(spec.underwriters),
        price_low_e4: priceE4(spec.priceLow),
        price_high_e4: priceE4(spec.priceHigh),
        final_price_e4: null,
        lot_size: spec.lotSize,
        shares_offered: BigInt(spec.sharesOffered),
        opens_at: new Date(dates.opensAt),
        closes_at: new Date(dates.closesAt),
        allot_at: new Date(dates.allotAt),
        list_at: new Date(dates.listAt),
        mechanism: hk ? JSON.stringify({ kind: 'B', percent: 10 }) : null,
        pool_a_threshold_minor: hk ? 500_000_000n : null,
        max_lots: hk ? 1000 : null,
        demo_spec: spec.code,
        created_by: 'system',
        created_at: at,
        updated_at: at,
      })
      .execute();
    added++;
  }
  return added;
}

/** Demo IPOs, and subscription money for the demo investor (USD 20,000 and HKD 200,000, once). */
export async function seedIpo(ctx: AppContext): Promise<void> {
  await ensureDemoIpos(ctx);
  const demo = await need(ctx, 'accounts').findByUsername(DEMO_USER.username);
  if (!demo) return;
  for (const [currency, amount] of [['USD', 2_000_000n], ['HKD', 20_000_000n]] as const) {
    await need(ctx, 'ledger').post({
      idempotencyKey: `ipo-demo-funding:${demo.id}:${currency}`,
      kind: 'seed',
      ref: 'ipo-demo',
      by: 'system',
      legs: [{ from: { house: 'DEMO_FUNDING', currency }, to: { userId: demo.id, wallet: 'SUBSCRIPTION', currency }, amount }],
    });
  }
}
