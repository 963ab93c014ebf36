import { z } from 'zod';
import { page, pageQuery } from './envelope.ts';
import { dbId } from './ids.ts';
import { stockMarket } from './market.ts';
import { defineRoute } from './route.ts';
import { termsRule } from './terms.ts';
import { idempotencyKey } from './wallet.ts';

/**
 * Pre-market auction orders (issue 14; PRODUCT-RULES.md section 3). Each exchange's
 * pre-opening window is a published rule (terms product `auction`, item US / HK / MX): order
 * input from `inputStart`, no cancellation from `noCancelAt`, no input from `inputEnd`, and the
 * opening cross at the regular open (`crossAt`).
 *
 * - Orders: at-auction (AO, no price) and at-auction limit (ALO, a price within
 *   ±`bandPercent` of the previous close), buys, at most `maxLots` board lots. The worst case
 *   (AO: the top of the band) of the stock order's margin, fee and IVA is held from the
 *   market's stock wallet.
 * - The indicative equilibrium price (IEP) from the queued orders of all users plus the
 *   simulation's own synthetic book: the price maximizing executable volume, then the
 *   smallest imbalance, then the highest price if every tie has a buy surplus / the lowest if
 *   a sell surplus, then the price nearest the previous close. No IEP when nothing crosses.
 * - At the open (job `auction.cross`) the book is uncrossed at the IEP: AO before ALO, ALO by
 *   price then time. Filled shares become a stock position through the trading engine at the
 *   IEP; unfilled AO quantity is cancelled (its money released); unfilled ALO quantity is
 *   carried into the session as a limit order at its price.
 */

export const auctionErrors = {
  AUCTION_NOT_FOUND: 404, // no auction for that code (not a stock of US, HK or MX) (field code)
  AUCTION_CLOSED: 422, // outside the order-input window (msg names the next window)
  AUCTION_PRICE_OUT_OF_BAND: 422, // ALO price outside the band, or missing (field price)
  AUCTION_QUANTITY_INVALID: 400, // not whole lots, or more than the maximum lots (field quantity)
  AUCTION_TERMS_CHANGED: 409, // the window rule changed since the user read it (field termsVersionId)
  AUCTION_ORDER_NOT_FOUND: 404, // not yours or no such order (field orderId)
  AUCTION_NOT_CANCELLABLE: 409, // no-cancellation period started, or the order is no longer queued
} as const satisfies Record<string, number>;

export const AUCTION_ORDER_KINDS = ['AO', 'ALO'] as const;
export const auctionOrderKind = z.enum(AUCTION_ORDER_KINDS);
export type AuctionOrderKind = z.infer<typeof auctionOrderKind>;

/** input (enter, amend by cancel, cancel) -> no_cancel (enter only) -> frozen (nothing, until the cross) -> closed. */
export const AUCTION_PHASES = ['input', 'no_cancel', 'frozen', 'closed'] as const;
export const auctionPhase = z.enum(AUCTION_PHASES);
export type AuctionPhase = z.infer<typeof auctionPhase>;

/** queued -> filled | partial (rest carried or cancelled) | carried (ALO, nothing filled) | cancelled. */
export const AUCTION_ORDER_STATUSES = ['queued', 'filled', 'partial', 'carried', 'cancelled'] as const;
export const auctionOrderStatus = z.enum(AUCTION_ORDER_STATUSES);
export type AuctionOrderStatus = z.infer<typeof auctionOrderStatus>;

export const auctionWindow = z.object({
  market: stockMarket,
  day: z.string().describe('trading date of the auction (exchange local, YYYY-MM-DD)'),
  inputStart: z.number().int(),
  noCancelAt: z.number().int(),
  inputEnd: z.number().int(),
  crossAt: z.number().int().describe('the regular open: the cross'),
  phase: auctionPhase,
  timezone: z.string(),
  now: z.number().int().describe("the server's time when the phase was read (ms): a client times the next phase from it, not from its own clock"),
});
export type AuctionWindow = z.infer<typeof auctionWindow>;

export const auctionIndicative = z.object({
  code: z.string(),
  name: z.string(),
  market: stockMarket,
  currency: z.string(),
  decimals: z.number().int(),
  lotSize: z.number().int(),
  maxQuantity: z.number().int(),
  refPrice: z.number().describe('previous close'),
  bandLow: z.number(),
  bandHigh: z.number(),
  indicativePrice: z.number().optional().describe('absent when nothing crosses'),
  indicativeVolume: z.number().int(),
  buyVolume: z.number().int().describe('at the IEP: AO buys + bids at or above it'),
  sellVolume: z.number().int(),
  imbalance: z.number().int().describe('buy volume - sell volume at the IEP'),
  window: auctionWindow,
  simulated: z.literal(true),
});
export type AuctionIndicative = z.infer<typeof auctionIndicative>;

/** What the push topic `auction:<code>` (auctionTopic) carries whenever an order changes the book during the window. */
export const auctionIndicativePush = auctionIndicative.pick({ code: true, indicativePrice: true, indicativeVolume: true, buyVolume: true, sellVolume: true, imbalance: true, window: true });
export type AuctionIndicativePush = z.infer<typeof auctionIndicativePush>;

export const auctionOrder = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  market: stockMarket,
  currency: z.string(),
  orderKind: auctionOrderKind,
  price: z.string().optional().describe('ALO limit'),
  quantity: z.number().int(),
  held: z.string().describe('held while queued (wallet currency)'),
  walletCurrency: z.string(),
  status: auctionOrderStatus,
  filledQuantity: z.number().int(),
  fillPrice: z.string().optional(),
  carriedQuantity: z.number().int(),
  tradeOrderId: z.number().int().optional().describe('the filled stock order'),
  carriedOrderId: z.number().int().optional().describe('the limit order carried into the session'),
  reason: z.string().optional().describe('why it was cancelled, in the caller language'),
  day: z.string(),
  crossAt: z.number().int(),
  termsVersionId: z.number().int(),
  createTimeTimestamp: z.number().int(),
  modifyTimeTimestamp: z.number().int(),
});
export type AuctionOrder = z.infer<typeof auctionOrder>;

export const auctionCross = z.object({
  id: z.number().int(),
  market: stockMarket,
  day: z.string(),
  code: z.string(),
  price: z.string().optional(),
  volume: z.number().int(),
  imbalance: z.number().int(),
  userOrders: z.number().int(),
  filledOrders: z.number().int(),
  crossedAt: z.number().int(),
});
export type AuctionCross = z.infer<typeof auctionCross>;

const payPassword = z.string().min(1).max(20).describe('the 6-digit transaction password');
const code = z.string().trim().min(1).max(20);

export const auctionCreateBody = z.object({
  code,
  orderKind: auctionOrderKind,
  price: z.union([z.string().trim().regex(/^\d{1,9}(\.\d{1,4})?$/), z.number().positive()]).optional().transform((v) => (v === undefined ? undefined : String(v))),
  quantity: z.coerce.number().int().positive().max(100_000_000),
  payPassword,
  termsVersionId: dbId.optional(),
  idempotencyKey: idempotencyKey.optional(),
});

const tag = 'auction';

export const auctionApi = {
  list: defineRoute({
    method: 'POST',
    path: '/auction/list',
    summary: "Stocks of a market in today's (or the next) pre-opening auction, with the indicative price and volume",
    tag,
    auth: 'public',
    body: pageQuery.extend({ market: stockMarket.default('US') }),
    response: page(auctionIndicative),
  }),
  indicative: defineRoute({
    method: 'GET',
    path: '/auction/indicative',
    summary: "One stock's auction: window, band, indicative price and volume, and the published rule",
    tag,
    auth: 'public',
    query: z.object({ code }),
    response: auctionIndicative.extend({ rule: termsRule }),
  }),
  windows: defineRoute({
    method: 'GET',
    path: '/auction/windows',
    summary: "Each exchange's current or next pre-opening window",
    tag,
    auth: 'public',
    response: z.array(auctionWindow),
  }),
  create: defineRoute({
    method: 'POST',
    path: '/stock/auctionStockCreate',
    summary: 'Enters an at-auction (AO) or at-auction limit (ALO) buy in the pre-opening window; the worst case is held; payPassword and an idempotency key',
    tag,
    auth: 'user',
    body: auctionCreateBody,
    response: auctionOrder,
  }),
  cancel: defineRoute({
    method: 'POST',
    path: '/auction/cancel',
    summary: 'Cancels a queued order during order input (not in the no-cancellation period); the hold is released',
    tag,
    auth: 'user',
    body: z.object({ orderId: dbId }),
    response: auctionOrder,
  }),
  orders: defineRoute({
    method: 'POST',
    path: '/auction/orders',
    summary: "The user's auction orders, newest first",
    tag,
    auth: 'user',
    body: pageQuery.extend({ status: z.enum(['queued', 'done', 'all']).default('all') }),
    response: page(auctionOrder),
  }),
};

export const adminAuctionApi = {
  crosses: defineRoute({
    method: 'GET',
    path: '/admin/auction/crosses',
    summary: 'Opening crosses run, newest first (price, volume, imbalance, orders filled)',
    tag,
    auth: 'operator',
    query: pageQuery.extend({ market: stockMarket.optional() }),
    response: page(auctionCross),
  }),
  orders: defineRoute({
    method: 'GET',
    path: '/admin/auction/orders',
    summary: 'Auction orders of every user, newest first',
    tag,
    auth: 'operator',
    query: pageQuery.extend({ status: auctionOrderStatus.optional() }),
    response: page(auctionOrder.extend({ userId: z.number().int() })),
  }),
};
