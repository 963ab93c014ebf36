import { z } from 'zod';
import { defineRoute } from './route.ts';
import { tradeMarket } from './trading.ts';
import { money } from './wallet.ts';

/**
 * The stock ticket's account and the portfolio (issue 12, items 2 and 3).
 *
 * - A new account is a CASH account: a stock "Buy" buys shares at leverage 1, "Sell" sells
 *   shares held (SELL_EXCEEDS_HOLDING beyond them). Short selling and leverage on stocks
 *   need an approved MARGIN service application (/userCenter/apply/service with a risk
 *   disclosure; an operator reviews it): `account: 'margin'`.
 * - Futures and forex are leveraged: the risk notice is acknowledged once (stored per user)
 *   before the first order (RISK_NOTICE_REQUIRED otherwise).
 * - The portfolio: totals in MXN and, per holding position, market value, average cost,
 *   today's P/L, total P/L split into price and FX (exact decimal strings, MXN with 2 decimals).
 */
export const TRADE_ACCOUNT_KINDS = ['cash', 'margin'] as const;
export const tradeAccountKind = z.enum(TRADE_ACCOUNT_KINDS);
export type TradeAccountKind = z.infer<typeof tradeAccountKind>;

export const RISK_NOTICE_VERSION = 1;

export const tradeAccount = z.object({
  account: tradeAccountKind.describe("'cash' (buy and sell shares) or 'margin' (short selling and leverage on stocks too)"),
  marginApplication: z.enum(['none', 'pending', 'rejected', 'approved']).describe('the MARGIN service application'),
  riskNoticeAcknowledged: z.boolean().describe('the leverage risk notice was acknowledged (futures and forex orders need it)'),
  riskNoticeAt: z.number().int().optional().describe('ms, when it was acknowledged'),
});
export type TradeAccount = z.infer<typeof tradeAccount>;

export const portfolioPosition = z.object({
  positionId: z.number().int(),
  code: z.string(),
  name: z.string(),
  market: tradeMarket,
  source: z.number().int(),
  direction: z.number().int(),
  leverage: z.number().int(),
  shares: z.boolean().describe('a long position without leverage: reads as shares held (no margin level, no add margin)'),
  quantity: z.string(),
  priceCurrency: z.string(),
  averageCost: z.string().describe('open price, instrument currency'),
  price: z.string().describe('mark price now, instrument currency'),
  prevClose: z.string(),
  marketValue: money.describe('price x quantity x multiplier, instrument currency'),
  marketValueMxn: money,
  dayPnlMxn: money.describe('since the previous close (since the open for a position opened today), at the current rate'),
  totalPnlMxn: money.describe('pricePnlMxn + fxPnlMxn'),
  pricePnlMxn: money.describe('(price - average cost) x quantity x multiplier, at the current rate into MXN'),
  fxPnlMxn: money.describe('the capital committed (margin, wallet currency) x (rate now - rate at open) into MXN'),
  rateMxn: z.string().describe('MXN per unit of the wallet currency now'),
  openRateMxn: z.string().describe('MXN per unit of the wallet currency when it opened'),
});
export type PortfolioPosition = z.infer<typeof portfolioPosition>;

export const portfolioProduct = z.object({
  area: z.string().describe("the product area: 'bonds', 'funds', 'blocktrade', 'mining'"),
  holdings: z.number().int().describe('how many holdings'),
  valueMxn: money.describe('their value today (bonds: clean price + accrued; block positions: at the bid; funds: units x NAV; mining robots: what redeeming pays back now), in MXN'),
});
export type PortfolioProduct = z.infer<typeof portfolioProduct>;

export const portfolio = z.object({
  currency: z.literal('MXN'),
  totalAssetsMxn: money.describe('every wallet balance (available and frozen) + margins in positions + floating P/L + products held, in MXN'),
  cashMxn: money.describe('wallet balances in MXN'),
  positionsValueMxn: money.describe('margins in positions + floating P/L, in MXN'),
  productsValueMxn: money.describe('products held outside the wallets and positions (bond titles, block positions, fund units) at today\'s value, in MXN'),
  products: z.array(portfolioProduct).describe('productsValueMxn by product area (areas with nothing held left out)'),
  dayPnlMxn: money,
  totalPnlMxn: money,
  pricePnlMxn: money,
  fxPnlMxn: money,
  positions: z.array(portfolioPosition),
  time: z.number().int(),
});
export type Portfolio = z.infer<typeof portfolio>;

export const portfolioApi = {
  account: defineRoute({
    method: 'GET',
    path: '/trade/account',
    summary: 'Cash or margin account (the MARGIN service application) and whether the leverage risk notice was acknowledged',
    tag: 'trading',
    auth: 'user',
    response: tradeAccount,
  }),
  acknowledgeRisk: defineRoute({
    method: 'POST',
    path: '/trade/riskNotice/ack',
    summary: 'Acknowledges the leverage risk notice (once per user; again answers the first time)',
    tag: 'trading',
    auth: 'user',
    body: z.object({ version: z.literal(RISK_NOTICE_VERSION) }),
    response: tradeAccount,
  }),
  portfolio: defineRoute({
    method: 'GET',
    path: '/trade/portfolio',
    summary: 'Total assets, day and total P/L in MXN; per holding position market value, average cost, day P/L and P/L split into price and FX',
    tag: 'trading',
    auth: 'user',
    response: portfolio,
  }),
};
