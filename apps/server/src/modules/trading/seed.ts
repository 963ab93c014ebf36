import { TradeOrderStatus, type LedgerWallet } from '@app/contracts';
import { need, type AppContext } from '../../context.ts';
import { liveQuote } from './quotes.ts';
import { repo } from './repo.ts';
import type { OrderRequest } from './service.ts';

/** The demo investor's trades: two open positions and one closed trade. */
const DEMO_OPEN: OrderRequest[] = [
  { code: 'AAPL', direction: 0, orderType: 0, quantity: 10, marginMode: 'half', leverage: 1 },
  { code: 'WALMEX *', direction: 0, orderType: 0, quantity: 100, marginMode: 'half', leverage: 1 },
];
const DEMO_CLOSED: OrderRequest = { code: 'MSFT', direction: 0, orderType: 0, quantity: 5, marginMode: 'half', leverage: 1 };

/**
 * Places the demo trades through the trading service (same rules, same ledger bookings),
 * once: it does nothing when the demo user already has orders. The wallets come from the
 * wallet module's demo seed (listed before trading). Outside trading hours the demo fills
 * at the last quote of the closed market, the one exception the seed is allowed.
 */
export async function seedDemoTrades(ctx: AppContext): Promise<void> {
  const accounts = ctx.services.accounts;
  const demo = accounts ? await accounts.findByUsername('demo') : undefined;
  if (!demo) return;
  const trading = need(ctx, 'trading');
  const ledger = need(ctx, 'ledger');
  const existing = await ctx.db.selectFrom('trading_orders').select('id').where('user_id', '=', demo.id).limit(1).executeTakeFirst();
  if (existing) return;
  const by = 'seed';
  const placed: number[] = [];
  for (const request of [...DEMO_OPEN, DEMO_CLOSED]) {
    const plan = await trading.plan(request);
    const wallet = await ledger.balance({ userId: demo.id, wallet: plan.rules.walletType as LedgerWallet, currency: plan.rules.currency });
    if (wallet.available < plan.margin + plan.fee) {
      ctx.log.warn({ code: request.code, wallet: plan.rules.walletType }, 'demo trades: the wallet is not funded; run the wallet seed first');
      continue;
    }
    const { order } = await ledger.run((trx) => trading.openInTrx(trx, demo.id, plan, by, { seed: true }));
    placed.push(order.id);
    if (request === DEMO_CLOSED) {
      if (order.status !== TradeOrderStatus.Filled || order.position_id === null) continue;
      await ledger.run(async (trx) => {
        const position = (await repo.lockPosition(trx, order.position_id!))!;
        await trading.closeInTrx(trx, position, { reason: 'user', by, quote: liveQuote(trading.market, position.code), seed: true });
      });
    }
  }
  ctx.log.info({ orders: placed.length }, 'demo trades seeded');
}
