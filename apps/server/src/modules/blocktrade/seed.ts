import { need, type AppContext } from '../../context.ts';
import { DEMO_USER } from '../accounts/seed.ts';

const DAY = 86_400_000;

/** The demo's block offers: cheap liquid names, so a 10,000-share block fits the demo wallets. */
const DEMO_OFFERS = [
  { code: '00968', discountPercent: '3', minQuantity: 10_000, totalQuantity: 2_000_000, lockupDays: 0 },
  { code: 'TLEVISACPO', discountPercent: '4', minQuantity: 10_000, totalQuantity: 500_000, lockupDays: 30 },
  { code: 'AMXB', discountPercent: '5', minQuantity: 10_000, totalQuantity: 1_000_000, lockupDays: 90 },
  { code: 'T', discountPercent: '2.5', minQuantity: 10_000, totalQuantity: 1_000_000, lockupDays: 60 },
] as const;

/** Minor units of MXN the demo investor gets in its MX stock wallet so a Mexican block fits. */
const DEMO_MX_TOP_UP = 800_000_00n;

/**
 * Demo data (idempotent): version 1 of the rule, four offers open for 30 days from the seed
 * (one HK without lock-up, two MX and one US with lock-ups) and MXN 800,000 more in the
 * demo investor's MX wallet (a demo funding posting). The demo's authority stays "not opened": the walk-through
 * applies, or uses the demo access key B10CK-DEMO0-00000-00000-00001.
 */
export async function seedBlocktrade(ctx: AppContext): Promise<void> {
  const block = ctx.services.blocktrade;
  if (!block) return;
  await block.current();
  const any = await ctx.db.selectFrom('blocktrade_offers').select('id').limit(1).executeTakeFirst();
  if (!any) {
    const now = ctx.clock.now();
    const market = need(ctx, 'market');
    for (const offer of DEMO_OFFERS) {
      if (!market.instrument(offer.code)) continue;
      await ctx.db
        .insertInto('blocktrade_offers')
        .values({
          code: offer.code,
          market: market.instrument(offer.code)!.market as 'US' | 'MX' | 'HK',
          discount_percent: offer.discountPercent,
          min_quantity: offer.minQuantity,
          total_quantity: offer.totalQuantity,
          starts_at: new Date(now - DAY),
          ends_at: new Date(now + 30 * DAY),
          lockup_days: offer.lockupDays,
          status: 'open',
          created_by: 'seed',
          created_at: new Date(now),
          updated_at: new Date(now),
        })
        .execute();
    }
  }
  const user = await need(ctx, 'accounts').findByUsername(DEMO_USER.username);
  if (!user) return;
  // Demo money for blocks (a 10,000-share block of a Mexican name is about MXN 200,000; the walk-through buys three), once.
  await need(ctx, 'ledger').post({
    idempotencyKey: `seed:blocktrade:${user.id}:MX`,
    kind: 'seed',
    ref: `seed:blocktrade:${user.id}`,
    by: 'seed',
    legs: [{ from: { house: 'DEMO_FUNDING', currency: 'MXN' }, to: { userId: user.id, wallet: 'MX', currency: 'MXN' }, amount: DEMO_MX_TOP_UP }],
  });
}
