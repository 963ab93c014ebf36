import { z } from 'zod';
import { dbId } from './ids.ts';
import { page, pageQuery } from './envelope.ts';
import { defineRoute } from './route.ts';
import { termsRule } from './terms.ts';
import { idempotencyKey, money } from './wallet.ts';

/**
 * Bonds (issue 15): CETES, BONOS M, UDIBONOS and US Treasuries on a simulated yield
 * curve per country. Issues are rows operators create in the back office; prices follow
 * PRODUCT-RULES.md section 5 (clean price from the yield, accrued interest, dirty price).
 * A buy costs dirty price x quantity + fee (published terms `bonds`, item MX or US) and is
 * paid from the FINANCIAL wallet in the issue's currency; coupons and the redemption at
 * face come back to it on their dates (jobs `bonds.coupons` / `bonds.redemptions`),
 * with ISR withheld on Mexican interest for Mexican residents (its own statement line).
 * A holding can be sold before maturity at the day's clean price plus accrued, less the fee.
 * Holding states: bought -> waiting_redemption (maturity reached, not yet paid) -> redeemed;
 * bought -> sold (early sale).
 */

export const BOND_TYPES = ['CETES', 'BONOS_M', 'UDIBONOS', 'T_BILL', 'T_NOTE', 'T_BOND'] as const;
export const bondType = z.enum(BOND_TYPES);
export type BondType = z.infer<typeof bondType>;
export const BOND_HOLDING_STATUSES = ['awaiting_settlement', 'bought', 'waiting_redemption', 'redeemed', 'sold'] as const;
export type BondHoldingStatus = (typeof BOND_HOLDING_STATUSES)[number];

/** Government bond (SPEC section 3 "Bond": coupon rate, maturity date, expiredDateTimestamp). */
export const govBond = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  issuer: z.string(),
  country: z.enum(['MX', 'US']),
  currency: z.string(),
  type: bondType,
  couponRate: z.number().describe('Annual coupon in percent (0 for discount CETES and T-Bills)'),
  maturityDate: z.string().describe('YYYY-MM-DD'),
  expiredDateTimestamp: z.number().int(),
  termDays: z.number().int().describe('Days to maturity: from today, or from the settlement of a primary auction (its full term)'),
  faceValue: z.number(),
  price: z.number().describe('Clean price per 100 of face value (UDIBONOS: in UDIs per 100 UDIs)'),
  yield: z.number().describe('Yield to maturity in percent (T-bills: the discount rate)'),
  minAmount: z.number().describe('Minimum purchase in currency'),
  couponFrequency: z.number().int().describe('Coupons per year (0 for discount instruments)'),
  accrued: z.number().optional().describe('Accrued interest today per 100 of face value'),
  dirtyPrice: z.number().optional().describe('Clean price + accrued, per 100 of face value'),
  titlePrice: z.string().optional().describe('Dirty price of one title (face `faceValue`), full precision'),
  accruedPerTitle: z.string().optional().describe('Accrued interest of one title today'),
  nextCouponDate: z.string().optional().describe('YYYY-MM-DD'),
  open: z.boolean().optional().describe('on sale now'),
  simulated: z.literal(true).optional().describe('yields come from the simulated curve'),
  udi: z
    .object({
      date: z.string().describe('YYYY-MM-DD'),
      value: z.string().describe('pesos per UDI that day, 6 decimals (simulated)'),
      anchorDate: z.string().describe('date of the real published value the simulated series starts from'),
      anchorValue: z.string().describe("Banxico's published UDI on anchorDate"),
      inflationPercent: z.string().describe('simulated annual inflation the series grows at'),
      simulated: z.literal(true),
    })
    .optional()
    .describe('UDIBONOS only: face, prices per 100, coupons and redemption are in UDIs, converted at each date’s UDI'),
  auction: z
    .object({
      kind: z.literal('primary'),
      auctionDate: z.string().describe("YYYY-MM-DD: the Tuesday auction the order goes to (today's when today is Tuesday)"),
      settlementDate: z.string().describe('YYYY-MM-DD: the Thursday it settles and the titles are issued; the term runs from it'),
    })
    .optional()
    .describe('weekly CETES: what is on sale is the primary auction for the full term (termDays from settlement), not a past issue'),
});
export type GovBond = z.infer<typeof govBond>;

export const bondCashFlow = z.object({
  date: z.string().describe('YYYY-MM-DD'),
  kind: z.enum(['coupon', 'redemption']),
  amount: money,
  isr: money.describe('ISR withheld from it, estimated by the current rule (0 when it does not apply)'),
  net: money,
});
export type BondCashFlow = z.infer<typeof bondCashFlow>;

/** What a buy of `quantity` titles costs today, and what it pays until maturity. */
export const bondPreview = z.object({
  bond: govBond,
  quantity: z.number().int(),
  currency: z.string(),
  cleanAmount: money,
  accruedAmount: money,
  fee: money,
  total: money.describe('all-in cost: dirty price x quantity + fee'),
  faceAmount: money,
  schedule: z.array(bondCashFlow),
  totalReceived: money.describe('sum of net cash flows to maturity'),
  rule: termsRule,
});
export type BondPreview = z.infer<typeof bondPreview>;

export const bondHolding = z.object({
  id: z.number().int(),
  bondId: z.number().int(),
  code: z.string(),
  name: z.string(),
  type: bondType,
  currency: z.string(),
  quantity: z.number().int(),
  status: z.enum(BOND_HOLDING_STATUSES),
  buyPrice: z.string().describe('dirty price of one title paid'),
  buyYield: z.number().describe('yield to maturity at purchase, percent'),
  cost: money.describe('what was paid, fee included'),
  fee: money,
  couponRate: z.number(),
  maturityDate: z.string(),
  expiredDateTimestamp: z.number().int(),
  daysToMaturity: z.number().int(),
  interest: money.describe('coupons received so far, gross (the ISR withheld is isrWithheld)'),
  isrWithheld: money,
  marketValue: money.describe('today: clean price x quantity (0 once closed)'),
  accrued: money.describe('accrued interest today'),
  sellProceeds: money.describe('what a sale today pays: clean + accrued - fee'),
  pricePnl: money.describe('clean value today - clean value paid'),
  interestPnl: money.describe('accrued today + coupons received - accrued paid'),
  profit: money.describe('realized result once sold or redeemed, else pricePnl + interestPnl'),
  termsVersionId: z.number().int(),
  schedule: z.array(bondCashFlow).describe('cash flows still to come'),
  issueDate: z.string().optional().describe('YYYY-MM-DD: the titles are held from this day (a primary auction: its settlement Thursday)'),
  createTimeTimestamp: z.number().int(),
  closeTimeTimestamp: z.number().int().optional(),
});
export type BondHolding = z.infer<typeof bondHolding>;

export const bondTotals = z.object({
  list: z.array(
    z.object({
      currency: z.string(),
      holdings: z.number().int().describe('open holdings (bought or waiting for redemption)'),
      closedHoldings: z.number().int().describe('holdings sold or redeemed'),
      cost: money.describe('what the open holdings cost, fees included'),
      marketValue: money.describe('open holdings today at the clean price'),
      accrued: money.describe('interest accrued on them today'),
      dirtyValue: money.describe('marketValue + accrued: what the open titles are worth today'),
      interest: money.describe('coupons received, gross (before ISR)'),
      isrWithheld: money.describe('ISR withheld on those coupons'),
      interestNet: money.describe('coupons received net of ISR: what reached the wallet'),
      openProfit: money.describe('result of the open holdings (price and interest), not realized'),
      realizedProfit: money.describe('result of the holdings sold or redeemed: what they paid back less what they cost'),
      profit: money.describe('openProfit + realizedProfit'),
    }),
  ),
});
export type BondTotals = z.infer<typeof bondTotals>;

const payPassword = z.string().min(1).max(20).describe('the 6-digit transaction password');
const quantity = z.coerce.number().int('whole titles').min(1).max(10_000_000).describe('titles (CETES MXN 10, BONOS M MXN 100, US units of 1,000)');

/** A bond issue as the back office sees and edits it. */
export const bondIssueView = z.object({
  id: z.number().int(),
  code: z.string(),
  type: bondType,
  country: z.enum(['MX', 'US']),
  currency: z.string(),
  name: z.object({ es: z.string(), en: z.string(), zh: z.string() }),
  couponRate: z.string(),
  issueDate: z.string(),
  maturityDate: z.string().optional(),
  rollingDays: z.number().int().optional().describe('bills re-issued weekly: maturity this many days after the latest Thursday'),
  firstCouponDate: z.string().optional().describe('the first coupon date set at issue (BONOS M / UDIBONOS)'),
  face: z.string(),
  minAmount: z.string(),
  status: z.enum(['open', 'closed']),
  holdings: z.number().int(),
  createdAt: z.number().int(),
});
export type BondIssueView = z.infer<typeof bondIssueView>;

const dateKey = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'YYYY-MM-DD');
const decimalText = z.union([z.string().trim(), z.number()]).transform(String).pipe(z.string().regex(/^\d{1,9}(\.\d{1,6})?$/, 'a decimal number'));
export const bondIssueInput = z.object({
  code: z.string().trim().min(2).max(20),
  type: bondType,
  name: z.object({ es: z.string().trim().min(1).max(80), en: z.string().trim().min(1).max(80), zh: z.string().trim().min(1).max(80) }),
  couponRate: decimalText.describe('percent a year (0 for CETES and bills)'),
  issueDate: dateKey,
  maturityDate: dateKey.optional(),
  rollingDays: z.coerce.number().int().min(7).max(400).optional(),
  firstCouponDate: dateKey.optional().describe('BONOS M / UDIBONOS: the first coupon (a long or short first period, N = actual days); later ones every 182 days to maturity'),
  face: decimalText,
  minAmount: decimalText,
  status: z.enum(['open', 'closed']).default('open'),
});
export type BondIssueInput = z.infer<typeof bondIssueInput>;

export const bondsApi = {
  bondsList: defineRoute({
    method: 'POST',
    path: '/m_ft/bondsList',
    summary: 'Government bonds: CETES, BONOS M, UDIBONOS and US Treasuries (simulated yields)',
    tag: 'bonds',
    auth: 'public',
    body: pageQuery.extend({ country: z.enum(['MX', 'US']).optional() }),
    response: page(govBond),
  }),
  preview: defineRoute({
    method: 'POST',
    path: '/treasuryBond/preview',
    summary: 'The all-in cost of buying `quantity` titles today and the full cash-flow schedule to maturity',
    tag: 'bonds',
    auth: 'user',
    body: z.object({ bondId: dbId, quantity }),
    response: bondPreview,
  }),
  create: defineRoute({
    method: 'POST',
    path: '/treasuryBond/create',
    summary: 'Buys titles of a bond from the FINANCIAL wallet (dirty price x quantity + fee); payPassword and an idempotency key',
    tag: 'bonds',
    auth: 'user',
    body: z.object({
      bondId: dbId,
      quantity,
      termsVersionId: dbId.optional().describe('the rule version the user saw; refused when another one is in effect'),
      payPassword,
      idempotencyKey: idempotencyKey.optional(),
    }),
    response: bondHolding,
  }),
  pageList: defineRoute({
    method: 'POST',
    path: '/treasuryBond/pageList',
    summary: "The user's bond holdings (trade tab 6), newest first",
    tag: 'bonds',
    auth: 'user',
    body: pageQuery.extend({ status: z.enum(['open', 'closed', 'all']).default('all') }),
    response: page(bondHolding),
  }),
  detail: defineRoute({
    method: 'POST',
    path: '/treasuryBond/detail',
    summary: 'One holding of the user, with what a sale today pays',
    tag: 'bonds',
    auth: 'user',
    body: z.object({ holdingId: dbId }),
    response: bondHolding,
  }),
  flatPosition: defineRoute({
    method: 'POST',
    path: '/treasuryBond/flatPosition',
    summary: "Sells a holding before maturity at today's clean price plus accrued, less the fee",
    tag: 'bonds',
    auth: 'user',
    body: z.object({ holdingId: dbId, payPassword, idempotencyKey: idempotencyKey.optional() }),
    response: bondHolding,
  }),
  total: defineRoute({
    method: 'POST',
    path: '/position/getTreasuryBondTotal',
    summary: 'Totals of the open bond holdings per currency: cost, market value, accrued, interest received, P/L',
    tag: 'bonds',
    auth: 'user',
    body: z.object({}).optional(),
    response: bondTotals,
  }),
};

export const adminBondsApi = {
  list: defineRoute({
    method: 'GET',
    path: '/admin/bonds/issues',
    summary: 'Bond issues (all statuses)',
    tag: 'bonds',
    auth: 'operator',
    roles: ['admin'],
    query: pageQuery,
    response: page(bondIssueView),
  }),
  create: defineRoute({
    method: 'POST',
    path: '/admin/bonds/issues/create',
    summary: 'Adds a bond issue (admin only; audited)',
    tag: 'bonds',
    auth: 'operator',
    roles: ['admin'],
    body: bondIssueInput,
    response: bondIssueView,
  }),
  update: defineRoute({
    method: 'POST',
    path: '/admin/bonds/issues/update',
    summary: 'Edits a bond issue (admin only; audited). Dates, type and face are fixed once someone holds it',
    tag: 'bonds',
    auth: 'operator',
    roles: ['admin'],
    body: bondIssueInput.extend({ id: dbId }),
    response: bondIssueView,
  }),
};

/** Error codes of bonds, with their HTTP status. */
export const bondsErrors = {
  BOND_NOT_FOUND: 404, // no such issue (field bondId)
  BOND_NOT_OPEN: 422, // closed by an operator, or matured
  BOND_BELOW_MINIMUM: 422, // dirty amount under the issue's minimum (field quantity)
  BOND_TERMS_CHANGED: 409, // the rule the user saw is no longer in effect (field termsVersionId)
  BOND_HOLDING_NOT_FOUND: 404, // not the user's, or no such holding (field holdingId)
  BOND_NOT_SELLABLE: 409, // already sold or redeemed, or maturity reached
  BOND_CODE_TAKEN: 409, // an issue with that code exists (field code)
  BOND_ISSUE_INVALID: 422, // dates or fields do not fit the type (field named)
  BOND_ISSUE_HELD: 409, // dates, type or face cannot change once someone holds the issue
} as const satisfies Record<string, number>;
