import { z } from 'zod';
import { dbId } from './ids.ts';
import { page, pageQuery } from './envelope.ts';
import { stockMarket } from './market.ts';
import { defineRoute } from './route.ts';
import { idempotencyKey } from './wallet.ts';

/**
 * IPO subscriptions (issue 14; PRODUCT-RULES.md section 1): the calendar of offers set up
 * by operators, and subscriptions paid from the SUBSCRIPTION wallet in the issue's currency.
 *
 * - US: a conditional offer of `quantity` shares at a `limitPrice` inside the price range
 *   (default: the top); `quantity x limitPrice` is held. Editable or cancellable until the
 *   window closes. When the final price is more than 20 % outside the range (or above the
 *   limit) the order waits for a reconfirmation (/NewShares/reconfirm) and lapses at allotment
 *   without it. Allotment: random, an equal chance per eligible request whatever its size.
 * - HK: `quantity` in lots, one of the published tiers (`tiers`: lots -> amount payable at
 *   the top of the range, charges included); held is that amount. Pools A/B by the pool A
 *   threshold, the issuer's mechanism (A with its steps, or B fixed), a ballot drawn from
 *   `seed`, published after allotment so anyone can recompute it. Charges: 1 % brokerage,
 *   SFC levy 0.0027 %, AFRC levy 0.00015 %, trading fee 0.00565 %, each rounded to the cent,
 *   only on what is allotted.
 * - At allotment the allotted amount (shares x final price + its charges) is captured, the
 *   rest released, in one ledger transaction per order. On listing day allotted shares
 *   become an IPO holding of the user (`listed`).
 * - HK financing (`financePercent`): the broker lends that share of the tier amount at the
 *   published rate; held is the user's deposit plus the interest (loan x rate / 365 x days
 *   from the close to the day before allotment), due whatever the outcome. An allotment
 *   that costs more than the deposit is paid after allotment (/NewShares/pay, the payipo
 *   page) before `payBy` (the listing), else it lapses and the deposit is released.
 * - Flipping: selling IPO shares within 30 days of listing bars IPO access for 60 days
 *   (IPO_ACCESS_BARRED).
 * Money amounts are decimal strings in the issue's currency; prices decimal strings.
 */

export const IPO_STATUSES = ['upcoming', 'subscribing', 'pending_listing', 'listed'] as const;
export const ipoStatus = z.enum(IPO_STATUSES);
export type IpoStatus = z.infer<typeof ipoStatus>;

/** Error codes of the IPO calls, with their HTTP status (merged into ERRORS). */
export const ipoErrors = {
  IPO_NOT_FOUND: 404, // no such IPO (field ipoId / id)
  IPO_CLOSED: 422, // the subscription window is not open
  IPO_QUANTITY_INVALID: 400, // not a published tier (HK) or not a whole number of lots (field quantity)
  IPO_PRICE_OUT_OF_RANGE: 422, // limit price outside the published range (field limitPrice)
  IPO_POOL_LIMIT: 422, // more than one pool's original size
  IPO_ALREADY_SUBSCRIBED: 409, // one subscription per user and IPO (multiple applications are rejected)
  IPO_SUBSCRIPTION_NOT_FOUND: 404, // not yours or no such subscription
  IPO_NOT_EDITABLE: 409, // the subscription can no longer be changed
  IPO_ACCESS_BARRED: 403, // flipping rule: a sale within 30 days of listing bars IPO access for 60 days
  IPO_INVALID_SETUP: 400, // back office: dates, range, pools or mechanism inconsistent (field)
  IPO_ALREADY_PRICED: 409, // back office: the final price is set after the window closes and before allotment
  IPO_FINANCING_INVALID: 400, // financing only for HK IPOs, up to the published share (field financePercent)
  IPO_NOTHING_TO_PAY: 409, // payipo: nothing owed on this subscription, or the deadline has passed
  IPO_NOT_DUE: 409, // back office: allotment runs after the window closes, once
} as const;

/** An IPO of the calendar (SPEC "New stock": listDate, purchaseEndDate). Dates are YYYY-MM-DD, exchange local. */
export const newStock = z.object({
  id: z.number().int(),
  stock_code: z.string(),
  name: z.string(),
  market: stockMarket,
  exchange: z.string(),
  currency: z.string(),
  sector: z.string(),
  priceLow: z.number(),
  priceHigh: z.number(),
  issuePrice: z.number().optional().describe('Final offer price, once priced'),
  lotSize: z.number().int(),
  sharesOffered: z.number().int(),
  purchaseStartDate: z.string(),
  purchaseEndDate: z.string(),
  listDate: z.string(),
  purchaseEndDateTimestamp: z.number().int().describe('End of the subscription window (ms)'),
  listDateTimestamp: z.number().int().describe('Listing day open (ms)'),
  status: ipoStatus,
  price_nominal: z.number().optional().describe('Current price once listed'),
  change_ratio: z.number().optional().describe('Percent change from the offer price once listed'),
});
export type NewStock = z.infer<typeof newStock>;

export const ipoMechanism = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('A'), steps: z.array(z.object({ multiple: z.number().min(0), percent: z.number().min(1).max(100) })).min(1).max(10) }),
  z.object({ kind: z.literal('B'), percent: z.number().min(1).max(100) }),
]);
export type IpoMechanism = z.infer<typeof ipoMechanism>;

/** The basis of allotment published after the ballot: pools and, per pool and tier, applicants, winners and lots allotted. */
export const ipoBasis = z.object({
  publicLots: z.number().int().optional(),
  poolALots: z.number().int().optional(),
  poolBLots: z.number().int().optional(),
  requests: z.number().int().optional(),
  lapsed: z.number().int().optional(),
  tiers: z.array(z.object({ pool: z.enum(['A', 'B']), lots: z.number().int(), applicants: z.number().int(), winners: z.number().int(), lotsAllotted: z.number().int() })).optional(),
});
export type IpoBasis = z.infer<typeof ipoBasis>;

/** Each part of an IPO's cost (issue 34 item 7): the shares, the brokerage and its IVA, the SFC and AFRC levies and the HKEX trading fee. */
export const ipoCharges = z.object({
  gross: z.string().describe('shares x price'),
  brokerage: z.string(),
  iva: z.string().describe('IVA on the brokerage, by the trading-tax rule in force'),
  sfcLevy: z.string(),
  afrcLevy: z.string(),
  tradingFee: z.string().describe('HKEX trading fee'),
  fees: z.string().describe('the charges together'),
  total: z.string().describe('gross + fees'),
});
export type IpoCharges = z.infer<typeof ipoCharges>;

export const ipoTier = z.object({ lots: z.number().int(), shares: z.number().int(), amount: z.string().describe('payable at the top of the range, charges included') });

export const newStockDetail = newStock.extend({
  description: z.string(),
  underwriters: z.array(z.string()),
  useOfProceeds: z.string(),
  purchaseStartDateTimestamp: z.number().int().optional(),
  allotmentDate: z.string().optional(),
  allotmentDateTimestamp: z.number().int().optional(),
  subscribable: z.boolean().optional().describe('the window is open now'),
  allotted: z.boolean().optional(),
  tiers: z.array(ipoTier).optional().describe('HK: the published application tiers'),
  mechanism: ipoMechanism.optional(),
  poolAThreshold: z.string().optional().describe('HK: applications up to this amount go to pool A'),
  fees: z.object({ brokeragePercent: z.string(), sfcLevyPercent: z.string(), afrcLevyPercent: z.string(), tradingFeePercent: z.string(), ivaPercent: z.string().optional().describe('IVA on the brokerage, percent') }).optional(),
  seedCommitment: z.string().optional().describe('SHA-256 (hex) of the ballot seed, published from set-up: the seed revealed after allotment must hash to it'),
  seed: z.string().optional().describe('the ballot seed, published after allotment'),
  basis: ipoBasis.optional().describe('the basis of allotment, published after allotment'),
  financing: z
    .object({ maxPercent: z.number().int(), ratePercent: z.string(), days: z.number().int().describe('interest days: from the close to the day before allotment') })
    .optional()
    .describe('HK: the published financing terms (the broker lends up to maxPercent of the application)'),
  termsVersionId: z.number().int().optional(),
});
export type NewStockDetail = z.infer<typeof newStockDetail>;

export const SUBSCRIPTION_STATUSES = ['subscribed', 'reconfirm', 'allotted', 'not_allotted', 'cancelled', 'lapsed', 'listed'] as const;
export const subscriptionStatus = z.enum(SUBSCRIPTION_STATUSES);
export type SubscriptionStatus = z.infer<typeof subscriptionStatus>;

export const ipoSubscription = z.object({
  id: z.number().int(),
  ipoId: z.number().int(),
  stock_code: z.string(),
  name: z.string(),
  market: stockMarket,
  currency: z.string(),
  quantity: z.number().int().describe('US/MX shares; HK lots'),
  shares: z.number().int(),
  limitPrice: z.string().optional(),
  held: z.string().describe('amount held from SUBSCRIPTION (0 once settled)'),
  allottedShares: z.number().int().optional(),
  paid: z.string().optional().describe('captured at allotment, charges included'),
  fees: z.string().optional(),
  charges: ipoCharges.optional().describe('each charge as booked, once paid'),
  released: z.string().optional(),
  status: subscriptionStatus,
  orderStatus: z.enum(['wait_confirm', 'to_be_settled', 'settled']).optional().describe('SPEC order states: reconfirm or a payment owed; allotted and paid or closed'),
  financePercent: z.number().int().optional().describe('HK financed: the share of the application the broker lends'),
  loan: z.string().optional(),
  interest: z.string().optional().describe('financing interest, due whatever the outcome'),
  due: z.string().optional().describe('to pay after allotment (payipo) before payBy, else the allotment lapses'),
  payBy: z.number().int().optional(),
  listDate: z.string().optional(),
  termsVersionId: z.number().int(),
  createdAt: z.number().int(),
  updatedAt: z.number().int(),
});
export type IpoSubscription = z.infer<typeof ipoSubscription>;

export const quantityField = z.coerce.number().int().min(1).max(100_000_000).describe('US/MX shares; HK lots (a published tier)');
const priceInput = z.string().trim().regex(/^\d{1,9}(\.\d{1,4})?$/).describe('decimal, at most 4 decimals');
const payPassword = z.string().min(1).max(20).describe('the 6-digit transaction password');

export const subscribeBody = z.object({
  ipoId: dbId,
  quantity: quantityField,
  limitPrice: priceInput.optional().describe('US: within the range (default the top)'),
  financePercent: z.coerce.number().int().min(0).max(100).optional().describe('HK: the share of the application the broker lends (0 = none), up to the published maximum'),
  payPassword,
  idempotencyKey: idempotencyKey.optional(),
});
export const previewBody = z.object({ ipoId: dbId, quantity: quantityField, limitPrice: priceInput.optional(), financePercent: z.coerce.number().int().min(0).max(100).optional() });

/** What a subscription would hold, each charge named (before the user confirms). */
export const ipoPreview = z.object({
  currency: z.string(),
  shares: z.number().int(),
  price: z.string().describe('the price the hold is worked at: the top of the range (HK) or the limit (US/MX)'),
  charges: ipoCharges,
  held: z.string().describe('what is held from SUBSCRIPTION now'),
  loan: z.string().optional(),
  deposit: z.string().optional(),
  interest: z.string().optional(),
  termsVersionId: z.number().int(),
});
export type IpoPreview = z.infer<typeof ipoPreview>;

export const payBody = z.object({ id: dbId, payPassword, idempotencyKey: idempotencyKey.optional() });
export const editSubscriptionBody = z.object({ id: dbId, quantity: quantityField, limitPrice: priceInput.optional(), payPassword });
export const subscriptionAction = z.object({ id: dbId, payPassword });

export const ipoCounts = z.object({
  subscribing: z.number().int().describe('IPOs open for subscription'),
  subscribed: z.number().int(),
  waitingAllotment: z.number().int(),
  allotted: z.number().int(),
  notAllotted: z.number().int(),
  reconfirm: z.number().int(),
  toPay: z.number().int().describe('allotted, payment owed (payipo)'),
  barredUntil: z.number().int().optional().describe('flipping rule: IPO access barred until then (ms), after a sale of IPO shares within the window after listing'),
});
export type IpoCounts = z.infer<typeof ipoCounts>;

const tag = 'ipo';

export const ipoApi = {
  newStockList: defineRoute({
    method: 'GET',
    path: '/m_ft/webull/new/stock',
    summary: 'IPO calendar: upcoming, subscribing and recent listings',
    tag,
    auth: 'public',
    query: pageQuery.extend({ status: ipoStatus.optional(), market: stockMarket.optional() }),
    response: page(newStock),
  }),
  newStockDetail: defineRoute({
    method: 'GET',
    path: '/m_ft/new_stock/detail',
    summary: 'One IPO of the calendar, its tiers, mechanism, charges and (after allotment) seed',
    tag,
    auth: 'public',
    query: z.object({ id: dbId }),
    response: newStockDetail,
  }),
  preview: defineRoute({
    method: 'POST',
    path: '/NewShares/preview',
    summary: 'What a subscription would hold: the shares and each published charge (brokerage, its IVA, SFC and AFRC levies, HKEX trading fee), before confirming',
    tag,
    auth: 'user',
    body: previewBody,
    response: ipoPreview,
  }),
  subscribe: defineRoute({
    method: 'POST',
    path: '/NewShares/create',
    summary: 'Subscribes to an IPO: holds the amount (and HK charges) from SUBSCRIPTION; payPassword and an idempotency key',
    tag,
    auth: 'user',
    body: subscribeBody,
    response: ipoSubscription,
  }),
  edit: defineRoute({
    method: 'POST',
    path: '/NewShares/edit',
    summary: 'Changes a subscription while the window is open (the hold follows)',
    tag,
    auth: 'user',
    body: editSubscriptionBody,
    response: ipoSubscription,
  }),
  cancel: defineRoute({
    method: 'POST',
    path: '/NewShares/cancel',
    summary: 'Cancels a subscription while the window is open (the hold is released)',
    tag,
    auth: 'user',
    body: subscriptionAction,
    response: ipoSubscription,
  }),
  reconfirm: defineRoute({
    method: 'POST',
    path: '/NewShares/reconfirm',
    summary: 'US: accepts a final price outside the offer (holds at the final price) before allotment',
    tag,
    auth: 'user',
    body: subscriptionAction,
    response: ipoSubscription,
  }),
  pay: defineRoute({
    method: 'POST',
    path: '/NewShares/pay',
    summary: 'payipo: pays what a financed allotment owes before its deadline (the deposit captured, the rest debited from SUBSCRIPTION); payPassword and an idempotency key',
    tag,
    auth: 'user',
    body: payBody,
    response: ipoSubscription,
  }),
  subscription: defineRoute({
    method: 'GET',
    path: '/NewShares/detail',
    summary: 'One of my subscriptions (the payipo page)',
    tag,
    auth: 'user',
    query: z.object({ id: dbId }),
    response: ipoSubscription,
  }),
  subscriptions: defineRoute({
    method: 'POST',
    path: '/position/subscription',
    summary: 'My IPO subscriptions (trade tab list 4)',
    tag,
    auth: 'user',
    body: pageQuery.extend({ status: subscriptionStatus.optional() }),
    response: page(ipoSubscription),
  }),
  counts: defineRoute({
    method: 'POST',
    path: '/position/getIpoFullNum',
    summary: 'Counts of each IPO list',
    tag,
    auth: 'user',
    response: ipoCounts,
  }),
};

/** What an operator sets up (dates in ms; prices decimal strings; HK pools and mechanism). */
export const ipoSetupInput = z.object({
  market: stockMarket,
  code: z.string().trim().min(1).max(20),
  nameEs: z.string().trim().min(1).max(120),
  nameEn: z.string().trim().min(1).max(120),
  nameZh: z.string().trim().min(1).max(120),
  exchange: z.string().trim().min(1).max(20),
  sector: z.string().trim().max(60).default(''),
  priceLow: priceInput,
  priceHigh: priceInput,
  lotSize: z.coerce.number().int().min(1).max(1_000_000),
  sharesOffered: z.coerce.number().int().min(1).max(10_000_000_000),
  opensAt: z.coerce.number().int().positive(),
  closesAt: z.coerce.number().int().positive(),
  allotAt: z.coerce.number().int().positive(),
  listAt: z.coerce.number().int().positive(),
  mechanism: ipoMechanism.optional().describe('HK only'),
  poolAThreshold: priceInput.optional().describe('HK: amount, default 5,000,000'),
  maxLots: z.coerce.number().int().min(1).max(100_000).optional().describe('HK: largest tier'),
  description: z.string().max(2000).default(''),
});
export type IpoSetupInput = z.input<typeof ipoSetupInput>;

export const adminIpo = newStockDetail.extend({ names: z.object({ es: z.string(), en: z.string(), zh: z.string() }), subscriptions: z.number().int(), requestedShares: z.number().int() });
export type AdminIpo = z.infer<typeof adminIpo>;

export const adminIpoApi = {
  list: defineRoute({ method: 'GET', path: '/admin/ipo/list', summary: 'IPOs (all states)', tag, auth: 'operator', roles: ['admin'], query: pageQuery, response: page(adminIpo) }),
  create: defineRoute({ method: 'POST', path: '/admin/ipo/create', summary: 'Lists an IPO (admin; audited)', tag, auth: 'operator', roles: ['admin'], body: ipoSetupInput, response: adminIpo }),
  update: defineRoute({ method: 'POST', path: '/admin/ipo/update', summary: 'Edits an IPO before its window opens (admin; audited)', tag, auth: 'operator', roles: ['admin'], body: ipoSetupInput.extend({ id: dbId }), response: adminIpo }),
  setFinalPrice: defineRoute({
    method: 'POST',
    path: '/admin/ipo/finalPrice',
    summary: 'Sets the final offer price after the window closes (admin; audited); US offers outside the rule wait for reconfirmation',
    tag,
    auth: 'operator',
    roles: ['admin'],
    body: z.object({ id: dbId, price: priceInput }),
    response: adminIpo,
  }),
  allot: defineRoute({
    method: 'POST',
    path: '/admin/ipo/allot',
    summary: 'Runs the allotment of an IPO whose window has closed, now (admin; audited); once, whoever runs it',
    tag,
    auth: 'operator',
    roles: ['admin'],
    body: z.object({ id: dbId }),
    response: adminIpo,
  }),
};
