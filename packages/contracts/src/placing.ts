import { z } from 'zod';
import { page, pageQuery } from './envelope.ts';
import { dbId } from './ids.ts';
import { stockMarket } from './market.ts';
import { defineRoute } from './route.ts';
import { termsRule } from './terms.ts';
import { idempotencyKey } from './wallet.ts';

/**
 * Placings (issue 14; PRODUCT-RULES.md section 2): tranches of listed shares that operators
 * set up (instrument, price, quantity, minimum, window, lock-up) and open to users through
 * operator-issued access keys (the access-keys service: checks throttled, every use kept).
 *
 * - Price: at most `maxDiscountPercent` (published rule, 20 %) under the benchmark, the
 *   higher of the last close and the average close of the last 5 trading days
 *   (HKEX GEM 17.42B / Main Board 13.36(5)); checked when the operator sets it up.
 * - Subscribing: `quantity x price` held from the SUBSCRIPTION wallet in the tranche's
 *   currency; the key is used once in the same transaction as the hold.
 * - Allocation at the window's end (job `placing.allocate`): everyone in full when the
 *   tranche is not oversubscribed; otherwise pro rata, rounded down to whole shares, the
 *   shares left one each by largest remainder, then by earliest order. The allotted amount
 *   is captured and the rest released, one ledger transaction per order.
 * - Lock-up: allotted shares can be sold (at the live bid, less the published fee, into the
 *   SUBSCRIPTION wallet) only after `lockupUntil`.
 * Money amounts are decimal strings in the tranche's currency.
 */

export const placingErrors = {
  PLACING_NOT_FOUND: 404, // no tranche with that id, or the key does not open it (field trancheId)
  PLACING_CLOSED: 422, // the subscription window is not open
  PLACING_QUANTITY_INVALID: 400, // below the minimum or above what the tranche offers (field quantity)
  PLACING_TERMS_CHANGED: 409, // the rule changed since the user read it (field termsVersionId)
  PLACING_ORDER_NOT_FOUND: 404, // not yours or no such order (field orderId)
  PLACING_NOT_SELLABLE: 409, // not allotted, already sold, or still locked up
  PLACING_PRICE_TOO_LOW: 422, // back office: more than the published discount under the benchmark (field price)
  PLACING_INVALID_SETUP: 400, // back office: dates or quantities inconsistent, unknown instrument (field)
  PLACING_NOT_CANCELLABLE: 409, // back office: only a tranche not yet allocated can be cancelled
} as const satisfies Record<string, number>;

export const PLACING_TRANCHE_STATUSES = ['upcoming', 'open', 'allocating', 'allocated', 'cancelled'] as const;
export const placingTrancheStatus = z.enum(PLACING_TRANCHE_STATUSES);
export type PlacingTrancheStatus = z.infer<typeof placingTrancheStatus>;

/** subscribed (held) -> allotted | not_allotted | cancelled; allotted -> sold (after the lock-up). */
export const PLACING_ORDER_STATUSES = ['subscribed', 'allotted', 'not_allotted', 'cancelled', 'sold'] as const;
export const placingOrderStatus = z.enum(PLACING_ORDER_STATUSES);
export type PlacingOrderStatus = z.infer<typeof placingOrderStatus>;

const money = z.string().describe('decimal amount in the tranche currency');

export const placingTranche = z.object({
  id: z.number().int(),
  stock_code: z.string(),
  name: z.string(),
  market: stockMarket,
  currency: z.string(),
  price: z.string().describe('placing price per share'),
  livePrice: z.number().describe('current market price (simulated)'),
  benchmark: z.string().describe('higher of the last close and the 5-day average close, when set up'),
  discountPercent: z.string().describe('price under the benchmark, percent'),
  discountToLivePercent: z.string().describe('price under the live price, percent (negative: above it)'),
  quantity: z.number().int().describe('shares offered'),
  minQuantity: z.number().int(),
  startTime: z.number().int(),
  endTime: z.number().int(),
  lockupUntil: z.number().int().describe('allotted shares can be sold from then'),
  status: placingTrancheStatus,
});
export type PlacingTranche = z.infer<typeof placingTranche>;

export const placingTrancheDetail = placingTranche.extend({ rule: termsRule });
export type PlacingTrancheDetail = z.infer<typeof placingTrancheDetail>;

export const placingOrder = z.object({
  id: z.number().int(),
  trancheId: z.number().int(),
  stock_code: z.string(),
  name: z.string(),
  market: stockMarket,
  currency: z.string(),
  price: z.string(),
  quantity: z.number().int().describe('shares applied for'),
  total: money.describe('held at subscription: quantity x price'),
  allottedQuantity: z.number().int().optional(),
  paid: money.optional().describe('captured at allocation'),
  released: money.optional().describe('returned at allocation'),
  status: placingOrderStatus,
  lockupUntil: z.number().int(),
  sellable: z.boolean().describe('allotted and the lock-up is over'),
  proceeds: money.optional().describe('what the sale paid, after the fee'),
  saleFee: money.optional(),
  livePrice: z.number().optional(),
  marketValue: money.optional().describe('allotted shares at the live price'),
  termsVersionId: z.number().int(),
  createTimeTimestamp: z.number().int(),
  modifyTimeTimestamp: z.number().int(),
});
export type PlacingOrder = z.infer<typeof placingOrder>;

export const placingCounts = z.object({
  subscribed: z.number().int().describe('waiting for allocation'),
  locked: z.number().int().describe('allotted, lock-up running'),
  sellable: z.number().int().describe('allotted, lock-up over'),
  closed: z.number().int().describe('sold, not allotted or cancelled (flat)'),
});
export type PlacingCounts = z.infer<typeof placingCounts>;

const secret = z.string().trim().min(1).max(100).describe('the access key');
const payPassword = z.string().min(1).max(20).describe('the 6-digit transaction password');

export const placingCreateBody = z.object({
  trancheId: dbId,
  quantity: z.coerce.number().int().positive().max(1_000_000_000),
  secret,
  payPassword,
  termsVersionId: dbId.optional().describe('the rule version the user read'),
  idempotencyKey: idempotencyKey.optional(),
});

/** Back office: a tranche's setup. */
export const placingTrancheInput = z.object({
  code: z.string().trim().min(1).max(20),
  price: z.string().trim().regex(/^\d{1,9}(\.\d{1,4})?$/, 'a price such as 12.50'),
  quantity: z.coerce.number().int().positive().max(1_000_000_000),
  minQuantity: z.coerce.number().int().positive().max(1_000_000_000),
  startAt: z.coerce.number().int().positive().describe('window start (ms)'),
  endAt: z.coerce.number().int().positive().describe('window end (ms)'),
  lockupDays: z.coerce.number().int().min(0).max(730).describe('calendar days after the window end'),
});
export type PlacingTrancheInput = z.output<typeof placingTrancheInput>;

export const placingAdminTranche = placingTranche.extend({
  subscribedQuantity: z.number().int(),
  orders: z.number().int(),
  allottedQuantity: z.number().int(),
  termsVersionId: z.number().int(),
  createdAt: z.number().int(),
  allocatedAt: z.number().int().optional(),
});
export type PlacingAdminTranche = z.infer<typeof placingAdminTranche>;

export const placingBenchmark = z.object({
  code: z.string(),
  name: z.string(),
  currency: z.string(),
  livePrice: z.number(),
  lastClose: z.string(),
  average5Close: z.string(),
  benchmark: z.string(),
  maxDiscountPercent: z.string(),
  minPrice: z.string().describe('lowest price the rule allows'),
});
export type PlacingBenchmark = z.infer<typeof placingBenchmark>;

const tag = 'placing';

export const placingApi = {
  tranches: defineRoute({
    method: 'POST',
    path: '/placing_order/tranches',
    summary: 'The tranches an access key opens, with their rule (the key is checked, not used; wrong keys throttled: 429 ACCESS_KEY_LOCKED)',
    tag,
    auth: 'user',
    body: z.object({ secret }),
    response: z.array(placingTrancheDetail),
  }),
  create: defineRoute({
    method: 'POST',
    path: '/placing_order/create',
    summary: 'Subscribes to a tranche with an access key: quantity x price held from SUBSCRIPTION; payPassword and an idempotency key',
    tag,
    auth: 'user',
    body: placingCreateBody,
    response: placingOrder,
  }),
  sell: defineRoute({
    method: 'POST',
    path: '/placing_order/sell',
    summary: 'Sells the allotted shares of an order after the lock-up, at the live bid less the published fee, into SUBSCRIPTION',
    tag,
    auth: 'user',
    body: z.object({ orderId: dbId, payPassword, idempotencyKey: idempotencyKey.optional() }),
    response: placingOrder,
  }),
  subscriptions: defineRoute({
    method: 'POST',
    path: '/position/placing_subscription',
    summary: "The user's placing orders, newest first (status: open = subscribed or allotted, closed = the rest)",
    tag,
    auth: 'user',
    body: pageQuery.extend({ status: z.enum(['open', 'closed', 'all']).default('all') }),
    response: page(placingOrder),
  }),
  flatCount: defineRoute({
    method: 'POST',
    path: '/position/getPlacingFlatCount',
    summary: "Counts of the user's placing orders by state",
    tag,
    auth: 'user',
    body: z.object({}).optional(),
    response: placingCounts,
  }),
};

export const adminPlacingApi = {
  list: defineRoute({
    method: 'GET',
    path: '/admin/placing/tranches',
    summary: 'Tranches, newest first, with what was subscribed and allotted',
    tag,
    auth: 'operator',
    query: pageQuery,
    response: page(placingAdminTranche),
  }),
  benchmark: defineRoute({
    method: 'GET',
    path: '/admin/placing/benchmark',
    summary: "An instrument's benchmark (higher of last close and 5-day average close) and the lowest price the rule allows",
    tag,
    auth: 'operator',
    query: z.object({ code: z.string().trim().min(1).max(20) }),
    response: placingBenchmark,
  }),
  create: defineRoute({
    method: 'POST',
    path: '/admin/placing/tranches/create',
    summary: 'Sets up a tranche (admin; audited). The price may not be more than the published discount under the benchmark',
    tag,
    auth: 'operator',
    roles: ['admin'],
    body: placingTrancheInput,
    response: placingAdminTranche,
  }),
  cancel: defineRoute({
    method: 'POST',
    path: '/admin/placing/tranches/cancel',
    summary: 'Cancels a tranche not yet allocated; every hold is released (admin; audited)',
    tag,
    auth: 'operator',
    roles: ['admin'],
    body: z.object({ id: dbId }),
    response: placingAdminTranche,
  }),
};
