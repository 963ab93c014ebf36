import { need, type AppContext } from '../../context.ts';
import { DEMO_USER } from '../accounts/seed.ts';

/**
 * Demo data (idempotent). The standing robots come with migration 0068; here the terms'
 * version 1, and one S19 rental for the demo investor (paid from FINANCIAL in dollars,
 * moved there from the funding account), so the robot pages show something alive.
 */
export async function seedMining(ctx: AppContext): Promise<void> {
  const mining = ctx.services.mining;
  const orders = ctx.services.miningOrders;
  if (!mining || !orders) return;
  await mining.currentTerms();
  const user = await need(ctx, 'accounts').findByUsername(DEMO_USER.username);
  const wallet = ctx.services.wallet;
  if (!user || !wallet) return;
  await wallet.transfer(user.id, { fromWallet: 'BALANCE', fromCurrency: 'USD', toWallet: 'FINANCIAL', toCurrency: 'USD', amount: '1000.00' }, `seed:transfer:${user.id}:FINANCIAL:USD:mining`, 'seed');
  await wallet.settleNow(user.id);
  const robot = await ctx.db.selectFrom('mining_robots').select('id').where('model', '=', 'Antminer S19').where('mode', '=', 'rent').orderBy('id').executeTakeFirst();
  if (robot) await orders.create(user.id, { robotId: robot.id, units: 1, energyDays: 10 }, `seed:mining:${user.id}:s19`, 'es');
}
