import { z } from 'zod';
import { dbId } from './ids.ts';
import { page, pageQuery } from './envelope.ts';
import { defineRoute } from './route.ts';
import { termsRule } from './terms.ts';
import { idempotencyKey, money } from './wallet.ts';

/**
 * Indian mutual funds (issue 18; PRODUCT-RULES.md section 9). Schemes are rows operators
 * set up; each has a daily NAV in INR from the simulation (a liquid fund accrues near its
 * yield, an equity fund follows a simulated NIFTY-like index), published by a job after
 * the Indian close. Orders are paid in MXN from the FINANCIAL wallet at the published
 * INR rate (terms `funds`, item IN); units = (amount − stamp duty 0.005 %) / the NAV of
 * the day set by the 3 pm IST cut-off, to 3 decimals. States (SPEC section 4): 0 pending
 * review, 1 in progress, 2 redeemed, 3 review failed. On-demand (liquid) schemes carry
 * the graded exit load of days 1 to 6; fixed-term (ELSS) schemes lock each purchase in.
 */

export const FUND_KINDS = ['on_demand', 'fixed_term'] as const;
export type FundKind = (typeof FUND_KINDS)[number];
export const FUND_MODELS = ['liquid', 'equity'] as const;
export type FundModel = (typeof FUND_MODELS)[number];
/** 0 pending review, 1 in progress, 2 redeemed, 3 review failed. */
export const FUND_ORDER_STATUSES = [0, 1, 2, 3] as const;
export type FundOrderStatus = (typeof FUND_ORDER_STATUSES)[number];

const localized = z.object({ es: z.string(), en: z.string(), zh: z.string() });
const payPassword = z.string().min(1).max(20).describe('the 6-digit transaction password');
const mxnAmount = z
  .string()
  .trim()
  .regex(/^\d{1,9}(\.\d{1,2})?$/, 'an amount such as 5000 or 5000.50')
  .describe('MXN, up to 2 decimals');

export const fundNavPoint = z.object({ date: z.string().describe('YYYY-MM-DD (IST business day)'), nav: z.string() });

export const fundProduct = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string().describe("in the caller's language"),
  kind: z.enum(FUND_KINDS),
  model: z.enum(FUND_MODELS),
  currency: z.literal('INR'),
  nav: z.string().optional().describe('latest published NAV, 4 decimals'),
  navDate: z.string().optional(),
  change: z.string().optional().describe('percent change from the NAV before'),
  annualYield: z.string().optional().describe('liquid: the yield the NAV accrues at, percent'),
  lockInYears: z.number().int().describe('fixed-term: lock-in of each purchase in years (0 = none)'),
  exitLoad: z.array(z.string()).describe('on-demand: exit load percent for days 1..n after allotment, nil after'),
  minAmount: money.describe('MXN'),
  status: z.enum(['open', 'closed']),
  history: z.array(fundNavPoint).describe('the last published NAVs, oldest first'),
});
export type FundProduct = z.infer<typeof fundProduct>;

export const fundPreview = z.object({
  productId: z.number().int(),
  amount: money.describe('MXN paid from FINANCIAL'),
  inrPerMxn: z.string().describe('published rate'),
  stampDuty: money.describe('MXN: amount × 0.005 / 100.005'),
  stampDutyInr: money,
  investedInr: money.describe('(amount − stamp duty) × rate'),
  navDate: z.string().describe('the NAV date that applies by the cut-off'),
  cutOff: z.string().describe('HH:MM IST'),
  beforeCutOff: z.boolean(),
  lastNav: z.string().optional(),
  lastNavDate: z.string().optional(),
  estimatedUnits: z.string().optional().describe('at the last NAV (the real units use the NAV of navDate)'),
  lockInEnd: z.string().optional().describe('fixed-term: earliest redemption date if allotted on navDate'),
  exitLoad: z.array(z.string()),
  rule: termsRule,
});
export type FundPreview = z.infer<typeof fundPreview>;

export const fundRedemption = z.object({
  id: z.number().int(),
  units: z.string(),
  navDate: z.string().describe('the NAV date the cut-off gave'),
  nav: z.string().optional().describe('once published'),
  exitLoadRate: z.string().optional().describe('percent'),
  exitLoadInr: money.optional(),
  netInr: money.optional().describe('units × NAV − exit load'),
  amount: money.optional().describe('MXN paid back to FINANCIAL'),
  paidTime: z.number().int().optional(),
});
export type FundRedemption = z.infer<typeof fundRedemption>;

export const fundOrder = z.object({
  id: z.number().int(),
  productId: z.number().int(),
  code: z.string(),
  name: z.string(),
  kind: z.enum(FUND_KINDS),
  status: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]),
  amount: money.describe('MXN paid'),
  stampDuty: money.describe('MXN'),
  investedInr: money,
  inrPerMxn: z.string(),
  navDate: z.string(),
  nav: z.string().optional().describe('allotment NAV, once published'),
  units: z.string().optional().describe('3 decimals, once allotted'),
  unitsHeld: z.string().optional().describe('units still held and free to redeem: allotted − paid out − waiting for their NAV'),
  unitsRedeemed: z.string().optional().describe('units paid out by redemptions so far'),
  redemptions: z.array(fundRedemption).optional().describe('each redemption of this purchase, oldest first'),
  lockInEnd: z.string().optional(),
  value: money.optional().describe('INR: the units not yet paid out at the latest NAV'),
  income: money.optional().describe('INR: value + redeemed − cost (cost = amount × rate, stamp duty included)'),
  redeemable: z.boolean(),
  redeemNavDate: z.string().optional(),
  redeemNav: z.string().optional(),
  exitLoadRate: z.string().optional().describe('percent'),
  exitLoadInr: money.optional(),
  redeemInr: money.optional().describe('units × NAV − exit load, all redemptions paid so far'),
  redeemAmount: money.optional().describe('MXN paid back to FINANCIAL, all redemptions paid so far'),
  rejectReason: z.string().optional(),
  termsVersionId: z.number().int(),
  createTime: z.number().int(),
  auditTime: z.number().int().optional(),
  allotTime: z.number().int().optional(),
  redeemTime: z.number().int().optional(),
});
export type FundOrder = z.infer<typeof fundOrder>;

export const fundHolding = z.object({
  productId: z.number().int(),
  code: z.string(),
  name: z.string(),
  kind: z.enum(FUND_KINDS),
  units: z.string(),
  nav: z.string(),
  navDate: z.string(),
  value: money,
  cost: money,
  income: money,
  lockInEnd: z.string().optional().describe('latest lock-in end of its purchases'),
  valueMxn: money.describe('value in MXN at the terms\' rate, to the nearest centavo (half up), as a redemption converts before exit load'),
  incomeMxn: money.describe('income in MXN, the same way'),
});

export const fundStat = z.object({
  currency: z.literal('INR'),
  currentAmount: money.describe('on-demand holdings at the latest NAV'),
  regularAmount: money.describe('fixed-term holdings at the latest NAV'),
  totalAmount: money,
  cost: money,
  income: money,
  pending: money.describe('MXN in orders waiting for review or allotment'),
  inrPerMxn: z.string().describe('the terms\' rate the MXN values below use (INR per MXN)'),
  currentMxn: money,
  regularMxn: money,
  totalMxn: money.describe('totalAmount in MXN to the nearest centavo, half up (issue 34 item 8)'),
  incomeMxn: money,
  holdings: z.array(fundHolding),
});
export type FundStat = z.infer<typeof fundStat>;

const redeemUnits = z
  .string()
  .trim()
  .regex(/^\d{1,12}(\.\d{1,3})?$/, 'units such as 12.5 (up to 3 decimals)')
  .optional()
  .describe('units to redeem (up to the units held); absent = all of them');

/** What a redemption would pay, shown before its PIN (issue 34 item 8): an estimate at the latest NAV, the exit load it will bear, and its MXN at the published rounding. */
export const fundRedeemPreview = z.object({
  orderId: z.number().int(),
  units: z.string().describe('3 decimals'),
  nav: z.string().describe('the latest published NAV, the estimate\'s'),
  navDate: z.string(),
  redeemNavDate: z.string().describe('the NAV day that will price the redemption (the cut-off rule)'),
  heldDays: z.number().int().describe('days from the allotment NAV to redeemNavDate: they set the exit load'),
  exitLoadRate: z.string().describe('percent'),
  grossInr: money.describe('units × NAV, to the paisa'),
  exitLoadInr: money,
  netInr: money.describe('grossInr − exitLoadInr'),
  inrPerMxn: z.string(),
  amountMxn: money.describe('netInr / inrPerMxn to the nearest centavo, half up: never rounded in the house\'s favour'),
});
export type FundRedeemPreview = z.infer<typeof fundRedeemPreview>;

export const fundsApi = {
  productPageList: defineRoute({
    method: 'POST',
    path: '/user_fund_orders/productPageList',
    summary: 'Fund schemes with their latest NAV and NAV history (kind on_demand or fixed_term)',
    tag: 'funds',
    auth: 'public',
    body: pageQuery.extend({ kind: z.enum(FUND_KINDS).optional() }),
    response: page(fundProduct),
  }),
  preview: defineRoute({
    method: 'GET',
    path: '/user_fund_orders/preview',
    summary: 'Before buying: stamp duty, rate, amount invested in INR, the NAV date by the cut-off, lock-in end, exit load, the rule',
    tag: 'funds',
    auth: 'user',
    query: z.object({ productId: dbId, amount: mxnAmount }),
    response: fundPreview,
  }),
  create: defineRoute({
    method: 'POST',
    path: '/user_fund_orders/create',
    summary: 'Buys a scheme: the MXN is held on FINANCIAL; the order waits for review (0), then units are allotted at the NAV of its date',
    tag: 'funds',
    auth: 'user',
    body: z.object({ productId: dbId, amount: mxnAmount, termsVersionId: dbId, payPassword, idempotencyKey: idempotencyKey.optional() }),
    response: fundOrder,
  }),
  pageList: defineRoute({
    method: 'POST',
    path: '/user_fund_orders/pageList',
    summary: "The user's fund orders, newest first",
    tag: 'funds',
    auth: 'user',
    body: pageQuery.extend({ status: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]).optional() }),
    response: page(fundOrder),
  }),
  stat: defineRoute({
    method: 'POST',
    path: '/user_fund_orders/stat',
    summary: 'Holdings: current (on-demand) and regular (fixed-term) amounts, units, NAV, income, lock-in ends',
    tag: 'funds',
    auth: 'user',
    body: z.object({}).optional(),
    response: fundStat,
  }),
  redeem: defineRoute({
    method: 'POST',
    path: '/user_fund_orders/redeem',
    summary: 'Redeems some or all units of an allotted order at the NAV of the date set by the cut-off, minus the exit load; refused inside a lock-in',
    tag: 'funds',
    auth: 'user',
    body: z.object({
      orderId: dbId,
      units: z
        .string()
        .trim()
        .regex(/^\d{1,12}(\.\d{1,3})?$/, 'units such as 12.5 (up to 3 decimals)')
        .optional()
        .describe('units to redeem (up to the units held); absent = all of them'),
      payPassword,
      idempotencyKey: idempotencyKey.optional(),
    }),
    response: fundOrder,
  }),
  redeemPreview: defineRoute({
    method: 'POST',
    path: '/user_fund_orders/redeemPreview',
    summary: 'Before a redemption\'s PIN: the units, the NAV day that will price them, the exit load, and the MXN estimate at the latest NAV',
    tag: 'funds',
    auth: 'user',
    body: z.object({ orderId: dbId, units: redeemUnits }),
    response: fundRedeemPreview,
  }),
};

const schemeInput = z.object({
  code: z.string().trim().min(2).max(24),
  name: localized,
  kind: z.enum(FUND_KINDS),
  model: z.enum(FUND_MODELS),
  baseNav: z.string().regex(/^\d{1,6}(\.\d{1,4})?$/),
  launchDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  annualYield: z.string().regex(/^\d{1,2}(\.\d{1,4})?$/).describe('percent (liquid)'),
  expenseRatio: z.string().regex(/^\d(\.\d{1,4})?$/).describe('percent a year'),
  lockInYears: z.number().int().min(0).max(10),
  minAmount: z.string().regex(/^\d{1,9}(\.\d{1,2})?$/),
  status: z.enum(['open', 'closed']),
});
export type FundSchemeInput = z.infer<typeof schemeInput>;

export const adminFundOrder = fundOrder.extend({ userId: z.number().int() });
export const fundSchemeView = schemeInput.extend({ id: z.number().int(), nav: z.string().optional(), navDate: z.string().optional(), orders: z.number().int() });
export type FundSchemeView = z.infer<typeof fundSchemeView>;

export const adminFundsApi = {
  orders: defineRoute({
    method: 'GET',
    path: '/admin/funds/orders',
    summary: 'Fund orders (review queue by status)',
    tag: 'funds',
    auth: 'operator',
    roles: ['money_reviewer', 'money_approver'],
    query: pageQuery.extend({ status: z.coerce.number().int().min(0).max(3).optional(), userId: dbId.optional() }),
    response: page(adminFundOrder),
  }),
  review: defineRoute({
    method: 'POST',
    path: '/admin/funds/orders/review',
    summary: 'Passes (the held MXN is captured; units at the NAV of the order date) or fails an order (the hold is released); audited',
    tag: 'funds',
    auth: 'operator',
    roles: ['money_reviewer', 'money_approver'],
    body: z.object({ orderId: dbId, decision: z.enum(['pass', 'reject']), reason: z.string().trim().max(500).optional() }),
    response: adminFundOrder,
  }),
  schemes: defineRoute({
    method: 'GET',
    path: '/admin/funds/schemes',
    summary: 'Fund schemes with their latest NAV',
    tag: 'funds',
    auth: 'operator',
    roles: ['money_reviewer', 'money_approver'],
    query: pageQuery,
    response: page(fundSchemeView),
  }),
  saveScheme: defineRoute({
    method: 'POST',
    path: '/admin/funds/schemes',
    summary: 'Creates or edits a scheme (id present = edit); audited',
    tag: 'funds',
    auth: 'operator',
    roles: ['admin'],
    body: schemeInput.extend({ id: dbId.optional() }),
    response: fundSchemeView,
  }),
};

/** Error codes of funds, with their HTTP status. */
export const fundsErrors = {
  FUND_NOT_FOUND: 404, // no such scheme (field productId)
  FUND_CLOSED: 409, // the scheme takes no orders now
  FUND_AMOUNT: 422, // below the scheme's minimum (field amount)
  FUND_TERMS_CHANGED: 409, // the rule the user saw is no longer in effect (field termsVersionId)
  FUND_ORDER_NOT_FOUND: 404, // not the user's, or no such order (field orderId)
  FUND_BAD_STATE: 409, // the move is not allowed from the order's state
  FUND_LOCKED: 409, // fixed-term: inside the lock-in
  FUND_NOT_ALLOTTED: 409, // units not allotted yet (NAV of the order date not published)
  FUND_REDEEM_UNITS: 422, // partial redemption: more units than held, or none (field units)
  FUND_SCHEME_INVALID: 422, // back office: bad scheme set-up
} as const satisfies Record<string, number>;
