import { z } from 'zod';
import { page, pageQuery } from './envelope.ts';
import { dbId } from './ids.ts';
import { defineRoute } from './route.ts';
import { termsRule } from './terms.ts';
import { idempotencyKey, money } from './wallet.ts';

/**
 * Block trades (issue 15; PRODUCT-RULES.md section 4, SPEC sections 4, 5, 9).
 *
 * - Authority: a user is `not_opened` until they apply (experience + the risk text
 *   accepted) -> `under_review` -> `opened` or `refused` (an operator reviews it in the back
 *   office; a refused user may apply again). A notice at each step. An operator may
 *   instead issue an access key (product `blocktrade`, scope = the offer id, or no scope
 *   for any offer): a user who is not opened may trade with it (`/blockTrade/checkSecret`
 *   checks it; `create` uses it once).
 * - Offers are rows operators set up: a stock, a discount to the reference price, a minimum
 *   size (never under BLOCK_MIN_SHARES), a quantity on offer, a window and an optional
 *   lock-up in days.
 * - Price = min(last, VWAP of the day) x (1 - discount), rounded down to the stock's
 *   decimals, fixed when the order is accepted. Fees (commission + its IVA) by the site
 *   rate table of the stock's market (the trading terms). Paid from the market's stock
 *   wallet (US_STOCK USD, MX MXN, HK_STOCK HKD) through the ledger: a hold at acceptance,
 *   captured into the house in the same transaction.
 * - The order is a position: `holding` until sold (`/blockTrade/close`, at the live bid,
 *   less fees), refused while the lock-up runs (`lockedUntil`).
 */

/** SPEC section 5 / 9: a block trade is a single transaction of at least 10,000 shares. */
export const BLOCK_MIN_SHARES = 10_000;

export const BLOCK_AUTHORITY_STATUSES = ['not_opened', 'under_review', 'opened', 'refused'] as const;
export type BlockAuthorityStatus = (typeof BLOCK_AUTHORITY_STATUSES)[number];

export const BLOCK_EXPERIENCE = ['none', 'under_1y', '1_3y', 'over_3y'] as const;
export type BlockExperience = (typeof BLOCK_EXPERIENCE)[number];

export const BLOCK_MARKETS = ['US', 'MX', 'HK'] as const;
export type BlockMarket = (typeof BLOCK_MARKETS)[number];

export const blockAuthority = z.object({
  status: z.enum(BLOCK_AUTHORITY_STATUSES),
  experience: z.enum(BLOCK_EXPERIENCE).optional(),
  appliedAt: z.number().int().optional(),
  reviewedAt: z.number().int().optional(),
  reason: z.string().optional().describe('why it was refused, as the reviewer wrote it'),
  canApply: z.boolean().describe('not opened, or refused: the apply form is shown'),
});
export type BlockAuthority = z.infer<typeof blockAuthority>;

const decimal = z.string().describe('decimal string');

export const blockOffer = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  market: z.enum(BLOCK_MARKETS),
  currency: z.string(),
  discountPercent: decimal,
  lastPrice: decimal,
  vwap: decimal.describe("the day's volume-weighted average price (last when nothing traded)"),
  referencePrice: decimal.describe('the lower of last and VWAP'),
  price: decimal.describe('reference x (1 - discount), rounded down to the stock decimals'),
  minQuantity: z.number().int(),
  available: z.number().int().describe('shares still on offer'),
  totalQuantity: z.number().int(),
  startsAt: z.number().int(),
  endsAt: z.number().int(),
  lockupDays: z.number().int().describe('0 = no lock-up'),
  status: z.enum(['open', 'closed']),
  open: z.boolean().describe('open now: status open, inside the window, shares left'),
  simulated: z.literal(true).describe('prices come from the simulated market'),
});
export type BlockOffer = z.infer<typeof blockOffer>;

export const blockPreview = z.object({
  offer: blockOffer,
  quantity: z.number().int(),
  currency: z.string(),
  wallet: z.string().describe('the stock wallet that pays'),
  price: decimal,
  amount: money.describe('price x quantity'),
  fee: money.describe('commission by the site rate table'),
  iva: money.describe('IVA on the commission'),
  total: money.describe('amount + fee + IVA: what leaves the wallet'),
  available: money.describe('what the wallet has free now'),
  lockedUntil: z.number().int().optional().describe('the position cannot be sold before this time'),
  rule: termsRule,
  feeRule: termsRule.describe('the site rate table the fee comes from'),
});
export type BlockPreview = z.infer<typeof blockPreview>;

export const BLOCK_ORDER_STATUSES = ['holding', 'closed'] as const;

export const blockOrder = z.object({
  id: z.number().int(),
  offerId: z.number().int(),
  code: z.string(),
  name: z.string(),
  market: z.enum(BLOCK_MARKETS),
  currency: z.string(),
  wallet: z.string(),
  quantity: z.number().int(),
  referencePrice: decimal,
  discountPercent: decimal,
  price: decimal,
  amount: money,
  fee: money,
  iva: money,
  total: money,
  status: z.enum(BLOCK_ORDER_STATUSES),
  lockedUntil: z.number().int().optional(),
  locked: z.boolean().describe('the lock-up still runs: the position cannot be sold'),
  lastPrice: decimal.optional().describe('holding: the live price'),
  marketValue: money.optional().describe('holding: live bid x quantity'),
  profit: money.optional().describe('holding: market value - total; closed: proceeds - total'),
  closePrice: decimal.optional(),
  proceeds: money.optional().describe('closed: what came back to the wallet (after fee and IVA)'),
  closeFee: money.optional(),
  closeIva: money.optional(),
  termsVersionId: z.number().int(),
  createdAt: z.number().int(),
  closedAt: z.number().int().optional(),
});
export type BlockOrder = z.infer<typeof blockOrder>;

const payPassword = z.string().min(1).max(20).describe('the 6-digit transaction password');
const quantity = z.coerce.number().int('whole shares').min(1).max(100_000_000).describe('shares');

export const blockApplyBody = z.object({
  experience: z.enum(BLOCK_EXPERIENCE),
  riskAccepted: z.literal(true).describe('the user read and accepted the block-trade risk text'),
});

export const blocktradeApi = {
  authority: defineRoute({
    method: 'GET',
    path: '/blockTrade/authority',
    summary: "The user's block-trading authority (not opened, under review, opened, refused)",
    tag: 'blocktrade',
    auth: 'user',
    response: blockAuthority,
  }),
  apply: defineRoute({
    method: 'POST',
    path: '/blockTrade/apply',
    summary: 'Applies for block-trading activation (experience, risk text accepted); an operator reviews it',
    tag: 'blocktrade',
    auth: 'user',
    body: blockApplyBody,
    response: blockAuthority,
  }),
  offers: defineRoute({
    method: 'POST',
    path: '/blockTrade/offers',
    summary: 'Block offers open now, priced at their discount to the live reference price (simulated market)',
    tag: 'blocktrade',
    auth: 'public',
    body: pageQuery.extend({ market: z.enum(BLOCK_MARKETS).optional() }),
    response: page(blockOffer),
  }),
  preview: defineRoute({
    method: 'POST',
    path: '/blockTrade/preview',
    summary: 'What buying `quantity` shares of an offer costs now (price, fee, IVA, total, lock-up) and the rules',
    tag: 'blocktrade',
    auth: 'user',
    body: z.object({ offerId: dbId, quantity }),
    response: blockPreview,
  }),
  create: defineRoute({
    method: 'POST',
    path: '/blockTrade/create',
    summary: 'A block trade: at least 10,000 shares of an offer at its discounted price, paid from the stock wallet; payPassword and an idempotency key',
    tag: 'blocktrade',
    auth: 'user',
    body: z.object({
      offerId: dbId,
      quantity,
      secret: z.string().trim().min(1).max(100).optional().describe('an access key, for a user whose authority is not opened'),
      termsVersionId: dbId.optional().describe('the rule version the user saw; refused when another one is in effect'),
      payPassword,
      idempotencyKey: idempotencyKey.optional(),
    }),
    response: blockOrder,
  }),
  pageList: defineRoute({
    method: 'POST',
    path: '/blockTrade/pageList',
    summary: "The user's block orders and the positions they became, newest first",
    tag: 'blocktrade',
    auth: 'user',
    body: pageQuery.extend({ status: z.enum(['holding', 'closed', 'all']).default('all') }),
    response: page(blockOrder),
  }),
  close: defineRoute({
    method: 'POST',
    path: '/blockTrade/close',
    summary: 'Sells a block position at the live bid, less fee and IVA; refused while its lock-up runs',
    tag: 'blocktrade',
    auth: 'user',
    body: z.object({ orderId: dbId, payPassword, idempotencyKey: idempotencyKey.optional() }),
    response: blockOrder,
  }),
};

export const blockApplicationView = z.object({
  userId: z.number().int(),
  status: z.enum(['under_review', 'opened', 'refused']),
  experience: z.enum(BLOCK_EXPERIENCE),
  appliedAt: z.number().int(),
  applications: z.number().int().describe('how many times the user applied'),
  reviewedAt: z.number().int().optional(),
  reviewedBy: z.string().optional(),
  reason: z.string().optional(),
});
export type BlockApplicationView = z.infer<typeof blockApplicationView>;

export const blockOfferAdminView = blockOffer.extend({
  soldQuantity: z.number().int(),
  orders: z.number().int(),
  createdBy: z.string(),
  updatedAt: z.number().int(),
});
export type BlockOfferAdminView = z.infer<typeof blockOfferAdminView>;

const percentText = z
  .union([z.string().trim(), z.number()])
  .transform(String)
  .pipe(z.string().regex(/^\d{1,2}(\.\d{1,3})?$/, 'a percent such as 3.5'));

export const blockOfferInput = z.object({
  code: z.string().trim().min(1).max(20).describe('a US, MX or HK stock of the simulated market'),
  discountPercent: percentText,
  minQuantity: z.coerce.number().int().min(1).max(100_000_000),
  totalQuantity: z.coerce.number().int().min(1).max(1_000_000_000),
  startsAt: z.coerce.number().int().positive(),
  endsAt: z.coerce.number().int().positive(),
  lockupDays: z.coerce.number().int().min(0).max(730).default(0),
  status: z.enum(['open', 'closed']).default('open'),
});
export type BlockOfferInput = z.output<typeof blockOfferInput>;

export const blockOrderAdminView = blockOrder.extend({ userId: z.number().int(), accessKeyId: z.number().int().optional() });
export type BlockOrderAdminView = z.infer<typeof blockOrderAdminView>;

export const adminBlocktradeApi = {
  applications: defineRoute({
    method: 'GET',
    path: '/admin/blocktrade/applications',
    summary: 'Block-trading activation applications (the review queue), oldest pending first',
    tag: 'blocktrade',
    auth: 'operator',
    roles: ['admin', 'kyc_reviewer'],
    query: pageQuery.extend({ status: z.enum(['under_review', 'opened', 'refused']).optional() }),
    response: page(blockApplicationView),
  }),
  review: defineRoute({
    method: 'POST',
    path: '/admin/blocktrade/applications/review',
    summary: 'Opens or refuses a block-trading application under review (audited; the user gets a notice)',
    tag: 'blocktrade',
    auth: 'operator',
    roles: ['admin', 'kyc_reviewer'],
    body: z.object({ userId: dbId, decision: z.enum(['open', 'refuse']), reason: z.string().trim().max(300).optional() }),
    response: blockApplicationView,
  }),
  offers: defineRoute({
    method: 'GET',
    path: '/admin/blocktrade/offers',
    summary: 'Block offers (all statuses), newest first',
    tag: 'blocktrade',
    auth: 'operator',
    roles: ['admin'],
    query: pageQuery,
    response: page(blockOfferAdminView),
  }),
  createOffer: defineRoute({
    method: 'POST',
    path: '/admin/blocktrade/offers/create',
    summary: 'Adds a block offer (admin only; audited)',
    tag: 'blocktrade',
    auth: 'operator',
    roles: ['admin'],
    body: blockOfferInput,
    response: blockOfferAdminView,
  }),
  updateOffer: defineRoute({
    method: 'POST',
    path: '/admin/blocktrade/offers/update',
    summary: 'Edits a block offer (admin only; audited); the stock cannot change once someone bought from it',
    tag: 'blocktrade',
    auth: 'operator',
    roles: ['admin'],
    body: blockOfferInput.extend({ id: dbId }),
    response: blockOfferAdminView,
  }),
  orders: defineRoute({
    method: 'GET',
    path: '/admin/blocktrade/orders',
    summary: 'Block orders of every user, newest first',
    tag: 'blocktrade',
    auth: 'operator',
    roles: ['admin', 'money_reviewer'],
    query: pageQuery.extend({ userId: dbId.optional(), offerId: dbId.optional() }),
    response: page(blockOrderAdminView),
  }),
};

/** Error codes of block trades, with their HTTP status. */
export const blocktradeErrors = {
  BLOCK_AUTHORITY_REQUIRED: 422, // authority not opened and no valid access key (field secret)
  BLOCK_APPLY_NOT_ALLOWED: 409, // already under review or opened
  BLOCK_OFFER_NOT_FOUND: 404, // no such offer (field offerId)
  BLOCK_OFFER_CLOSED: 422, // closed by an operator, outside its window, or sold out
  BLOCK_BELOW_MINIMUM: 422, // under the offer's minimum (at least 10,000 shares) (field quantity)
  BLOCK_OVER_AVAILABLE: 409, // more shares than are left on the offer (field quantity)
  BLOCK_TERMS_CHANGED: 409, // the rule the user saw is no longer in effect (field termsVersionId)
  BLOCK_INSUFFICIENT_FUNDS: 422, // the stock wallet cannot pay the total (field quantity)
  BLOCK_ORDER_NOT_FOUND: 404, // not the user's, or no such order (field orderId)
  BLOCK_LOCKED: 409, // the lock-up runs: msg names until when
  BLOCK_NOT_CLOSABLE: 409, // already closed
  BLOCK_APPLICATION_NOT_FOUND: 404, // back office: no application of that user
  BLOCK_REVIEW_DONE: 409, // back office: the application is not under review
  BLOCK_OFFER_INVALID: 422, // back office: a field does not fit (field named)
} as const satisfies Record<string, number>;
