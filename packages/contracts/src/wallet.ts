import { z } from 'zod';
import { dbId, timeMs } from './ids.ts';
import { page, pageQuery } from './envelope.ts';
import { Currency, WalletType } from './enums.ts';
import { defineRoute } from './route.ts';

/**
 * Wallets (issue 5): balances per wallet type, the statement, transfers between the
 * funding account (BALANCE) and the product wallets, and service applications.
 *
 * Money on the wire:
 * - every amount the server sends is a decimal STRING with the currency's decimals
 *   ("250000.00", "-12.50"); clients format it and never do arithmetic on floats;
 * - amounts the client sends (`amount`) may be a string or a number: digits with at most
 *   2 decimals, greater than 0 (SPEC section 5); the server answers a localized `msg`
 *   naming the problem (INVALID_AMOUNT, AMOUNT_TOO_SMALL) with `data.field = "amount"`;
 * - rates are decimal strings ("17.2345"): units of the target currency for one unit of
 *   the source currency.
 *
 * Money-moving calls (transfer, cancelTransfer, recharge/create, withdrawal-apply) need an
 * idempotency key: header `Idempotency-Key` or body field `idempotencyKey` (8-100
 * characters, e.g. a UUID made when the user taps confirm). Sending the same key again
 * answers the first result without moving money twice; the same key with another body
 * answers 409 IDEMPOTENCY_MISMATCH. A refused request (insufficient funds...) is not
 * remembered: it may be retried with the same key.
 */

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
export const idempotencyKey = z.string().trim().min(8).max(100).describe('or header Idempotency-Key');

/** Amount typed by the user: digits with at most 2 decimals, > 0. */
export const AMOUNT_PATTERN = /^\d{1,13}(\.\d{1,2})?$/;
export const amountInput = z.union([z.string().trim().max(24), z.number()]).describe('digits with at most 2 decimals, greater than 0');
/** Decimal string sent by the server, e.g. "1234.50". */
export const money = z.string().describe('decimal string with the currency decimals');

export const currency = z.enum(Currency);
/** Decimals of each currency (minor units per unit = 10^decimals). */
export const CURRENCY_DECIMALS: Record<Currency, number> = { MXN: 2, USD: 2, EUR: 2, HKD: 2, BTC: 8 };

/** Wallets that hold money (WalletType without OVERVIEW). */
export const LEDGER_WALLETS = ['BALANCE', 'STOCK', 'US_STOCK', 'MX', 'HK_STOCK', 'FUTURE', 'FOREX', 'FOLLOW', 'SUBSCRIPTION', 'FINANCIAL'] as const;
export const ledgerWallet = z.enum(LEDGER_WALLETS);
export type LedgerWallet = z.infer<typeof ledgerWallet>;
export const PRODUCT_WALLETS = LEDGER_WALLETS.filter((w) => w !== 'BALANCE') as Exclude<LedgerWallet, 'BALANCE'>[];
export type ProductWallet = Exclude<LedgerWallet, 'BALANCE'>;
/**
 * Product wallets some product uses (trading's five, IPO subscriptions, bonds): the only
 * ones money may be transferred INTO (issue 12; FOLLOW: copy orders, issue 16). STOCK has no product yet;
 * money already in them can still go back to the funding account.
 */
export const TRANSFER_TARGETS: readonly ProductWallet[] = ['US_STOCK', 'MX', 'HK_STOCK', 'FUTURE', 'FOREX', 'SUBSCRIPTION', 'FINANCIAL', 'FOLLOW'];

/**
 * Currencies each wallet holds (DESIGN section 4). The funding account holds MXN, USD and
 * EUR; each product wallet the currencies its products need. The first one is the wallet's default.
 */
export const WALLET_CURRENCIES: Record<LedgerWallet, readonly Currency[]> = {
  BALANCE: ['MXN', 'USD', 'EUR'],
  STOCK: ['USD'],
  US_STOCK: ['USD'],
  MX: ['MXN'],
  HK_STOCK: ['HKD'],
  FUTURE: ['USD'],
  FOREX: ['USD'],
  FOLLOW: ['USD'],
  SUBSCRIPTION: ['USD', 'HKD', 'MXN'], // IPO and placing money in the currency of the market (PRODUCTS.md section 3)
  FINANCIAL: ['MXN', 'USD', 'BTC'], // bonds: CETES and BONOS M in pesos, US Treasuries in dollars; robot mining rewards in BTC (satoshis, issue 17)
};

/** Error codes (envelope `data.error`) of wallets and funding, with their HTTP status. */
export const walletErrors = {
  INVALID_AMOUNT: 400, // not digits with at most 2 decimals, or 0 (field amount)
  AMOUNT_TOO_SMALL: 400, // below the minimum (deposits: 1)
  AMOUNT_TOO_LARGE: 400,
  INSUFFICIENT_FUNDS: 422, // available balance too low
  CURRENCY_NOT_ALLOWED: 422, // the wallet does not hold that currency
  TRANSFER_NOT_ALLOWED: 422, // transfers go between BALANCE and a product wallet
  QUOTE_REQUIRED: 422, // a conversion needs a quote from /wallet/transferQuote first
  QUOTE_EXPIRED: 409, // the quote is older than its validUntil: ask for a new one
  QUOTE_MISMATCH: 422, // the quote was for other wallets or another amount
  QUOTE_USED: 409, // a quote funds one transfer: ask for a new one
  TRANSFER_NOT_FOUND: 404,
  TRANSFER_NOT_PENDING: 409, // already completed or cancelled
  IDEMPOTENCY_KEY_REQUIRED: 422,
  IDEMPOTENCY_MISMATCH: 409, // same key, another body
  IDEMPOTENCY_IN_PROGRESS: 409, // the first request with this key is still running
  SERVICE_ALREADY_APPLIED: 409,
  HOLD_NOT_ACTIVE: 409, // the ledger hold was already captured or released
  HOLD_EXCEEDED: 422, // capturing more than the hold has left
} as const;

// ---------------------------------------------------------------------------------------------
// Balances

export const walletBalance = z.object({
  walletType: z.enum(WalletType).describe('OVERVIEW is the total of all the others, in MXN'),
  currency,
  decimals: z.number().int(),
  balance: money.describe('booked balance'),
  available: money.describe('balance minus frozen'),
  frozen: money.describe('held: withdrawals under review, pending transfers, open orders'),
  valueMxn: money.describe('balance in MXN at the current rate'),
});
export type WalletBalance = z.infer<typeof walletBalance>;

export const fxRateView = z.object({
  from: currency,
  to: currency,
  rate: z.string().describe('mid rate: units of `to` for one `from`'),
  time: z.number().int(),
});
export type FxRateView = z.infer<typeof fxRateView>;

export const walletBalances = z.object({
  /** OVERVIEW first (currency MXN), then every wallet and currency, zero when unused. */
  list: z.array(walletBalance),
  /** Rates used for valueMxn. */
  rates: z.array(fxRateView),
  time: z.number().int(),
});
export type WalletBalances = z.infer<typeof walletBalances>;

// ---------------------------------------------------------------------------------------------
// Statement

/**
 * Kinds of ledger transaction (bill `kind`). Trading and products add their own
 * (e.g. trade, fee, margin, income); clients show unknown kinds with a generic label.
 */
export const BILL_KINDS = [
  'deposit',
  'withdrawal',
  'transfer',
  'seed',
  'reversal',
  'adjustment',
  'trade',
  'fee',
  'tax',
  'income',
  'interest',
  'loan',
] as const;

/**
 * What a statement line is about, in plain terms (issue 12): a trade line names the
 * instrument, side, quantity and price (a close also its proceeds, commission, IVA and
 * realized P/L; `orderId` opens its trade confirmation); a transfer line the other wallet
 * and the rate. Amounts are decimal strings in the line's currency.
 */
export const billDetail = z.object({
  code: z.string().optional().describe('instrument code'),
  name: z.string().optional().describe('instrument name in the request language'),
  side: z.enum(['buy', 'sell']).optional(),
  openClose: z.enum(['open', 'close']).optional(),
  quantity: z.string().optional(),
  price: z.string().optional(),
  proceeds: money.optional().describe('a close: what the position gave back before commission and IVA'),
  fee: money.optional().describe('commission of the trade'),
  iva: money.optional().describe('IVA on the commission'),
  realizedPnl: money.optional(),
  orderId: z.number().int().optional().describe('the order whose confirmation this line belongs to'),
  otherWallet: ledgerWallet.optional().describe('a transfer: the wallet on the other side'),
  otherCurrency: currency.optional(),
  rate: z.string().optional().describe('a transfer: the applied rate'),
});
export type BillDetail = z.infer<typeof billDetail>;

export const billItem = z.object({
  id: z.number().int().describe('posting id'),
  txId: z.number().int(),
  walletType: ledgerWallet,
  currency,
  amount: money.describe('signed: positive in, negative out'),
  balanceAfter: money.describe('running balance of that wallet and currency after this posting'),
  kind: z.string().describe('one of BILL_KINDS or another module kind'),
  direction: z.enum(['in', 'out']),
  title: z.string().describe('what it was, in the request language'),
  ref: z.string().optional().describe('what it is about, e.g. "deposit:12", "transfer:7", "order:34"'),
  refText: z.string().optional().describe('the reference in words, in the request language ("Robot order #12", "Loan #5, payment 2"), when its area names it'),
  createdAt: z.number().int(),
  detail: billDetail.optional(),
});
export type BillItem = z.infer<typeof billItem>;

/** One hold (frozen money, issue 12): `reason` says why in words, `ref` what it belongs to ("withdrawal:3", "order:12", "transfer:7"). */
export const walletHold = z.object({
  id: z.number().int(),
  walletType: ledgerWallet,
  currency,
  amount: money.describe('what is still frozen'),
  kind: z.string().describe('withdrawal, transfer, order or another module kind'),
  reason: z.string().describe('why, in the request language'),
  ref: z.string().optional(),
  since: z.number().int().describe('ms'),
});
export type WalletHold = z.infer<typeof walletHold>;

export const billQuery = pageQuery.extend({
  walletType: ledgerWallet.optional(),
  currency: currency.optional(),
  kind: z.string().trim().max(30).optional(),
  direction: z.enum(['in', 'out']).optional(),
  startTime: timeMs.optional().describe('ms, inclusive'),
  endTime: timeMs.optional().describe('ms, exclusive'),
});

// ---------------------------------------------------------------------------------------------
// Transfers

/**
 * Transfer states. A transfer holds the amount in the source wallet at once and stays
 * `pending` for a short undo window (TRANSFER_PENDING_SECONDS), during which
 * /wallet/cancelTransfer releases it; then it settles (`completed`) at the rate shown in
 * its quote. Reading balances or the statement settles due transfers too.
 */
export const TRANSFER_STATUSES = ['pending', 'completed', 'cancelled'] as const;
export const TRANSFER_PENDING_SECONDS = 10;
/** How long a transfer quote stays valid. */
export const TRANSFER_QUOTE_SECONDS = 30;

const walletPair = z.object({
  fromWallet: ledgerWallet,
  fromCurrency: currency.optional().describe("default: the wallet's first currency (BALANCE: MXN)"),
  toWallet: ledgerWallet,
  toCurrency: currency.optional().describe("default: the wallet's first currency"),
  amount: amountInput.describe('in the source currency'),
});

export const transferQuote = z.object({
  quoteId: z.string(),
  fromWallet: ledgerWallet,
  fromCurrency: currency,
  toWallet: ledgerWallet,
  toCurrency: currency,
  amount: money,
  amountOut: money.describe('what arrives, rounded down to the cent'),
  rate: z.string().describe('applied rate (mid minus spread)'),
  midRate: z.string(),
  spread: z.string().describe('fraction of the mid rate, e.g. "0.0025" = 0.25 %; "0" without conversion'),
  spreadAmount: money.describe('the spread as money, in toCurrency: what the amount gives at the mid rate minus amountOut'),
  fee: money,
  validUntil: z.number().int().describe('ms; confirm before this'),
  pendingSeconds: z.number().int().describe('the undo window after confirming'),
});
export type TransferQuote = z.infer<typeof transferQuote>;

export const walletTransfer = z.object({
  id: z.number().int(),
  status: z.enum(TRANSFER_STATUSES),
  fromWallet: ledgerWallet,
  fromCurrency: currency,
  toWallet: ledgerWallet,
  toCurrency: currency,
  amount: money,
  amountOut: money,
  rate: z.string(),
  spread: z.string(),
  quoteId: z.string().optional().describe('the quote whose rate it used (conversions)'),
  createdAt: z.number().int(),
  settlesAt: z.number().int().describe('when a pending transfer completes'),
  completedAt: z.number().int().optional(),
  cancelledAt: z.number().int().optional(),
});
export type WalletTransfer = z.infer<typeof walletTransfer>;

// ---------------------------------------------------------------------------------------------
// Funding overview and service applications

export const fundingOverview = z.object({
  currency: z.literal('MXN'),
  total: money.describe('every wallet, in MXN'),
  funding: money.describe('the funding account (BALANCE), in MXN'),
  products: money.describe('the product wallets, in MXN'),
  frozen: money.describe('held amounts, in MXN'),
  /** The funding account per currency. */
  fundingBalances: z.array(z.object({ currency, balance: money, available: money, frozen: money })),
  pendingDeposits: z.object({ count: z.number().int(), amountMxn: money }),
  pendingWithdrawals: z.object({ count: z.number().int(), amountMxn: money }),
  depositedMxn: money.describe('completed deposits, at today\'s rates'),
  withdrawnMxn: money.describe('completed withdrawals, at today\'s rates'),
  loans: z.object({ outstanding: money, count: z.number().int() }).optional().describe('loans in use: principal owed, MXN (a liability, not in total)'),
  time: z.number().int(),
});
export type FundingOverview = z.infer<typeof fundingOverview>;

/** Services a user applies for and an operator reviews (SPEC: block trading authority). */
export const SERVICE_KINDS = ['BLOCK_TRADE', 'MARGIN', 'FOLLOW'] as const;
export const serviceKind = z.enum(SERVICE_KINDS);
export type ServiceKind = z.infer<typeof serviceKind>;

export const serviceApplication = z.object({
  id: z.number().int(),
  service: serviceKind,
  status: z.number().int().describe('1 pending review, 2 review failed, 3 approved (ReviewStatus)'),
  statusLabel: z.string(),
  remark: z.string().optional(),
  reason: z.string().optional().describe('why it was refused'),
  createdAt: z.number().int(),
  reviewedAt: z.number().int().optional(),
});
export type ServiceApplication = z.infer<typeof serviceApplication>;

export const walletApi = {
  getWalletBalance: defineRoute({
    method: 'POST',
    path: '/wallet/getWalletBalance',
    summary: 'Balances per wallet type and currency, with OVERVIEW (0) as the total in MXN at the current rate',
    tag: 'wallet',
    auth: 'user',
    body: z.object({ walletType: z.enum(WalletType).optional().describe('only this wallet (OVERVIEW is always first)') }).optional(),
    response: walletBalances,
  }),
  holds: defineRoute({
    method: 'GET',
    path: '/wallet/holds',
    summary: 'What is frozen: every active hold with its wallet, amount left, why (in the request language) and since when; oldest first',
    tag: 'wallet',
    auth: 'user',
    response: z.object({ list: z.array(walletHold) }),
  }),
  getWalletBill: defineRoute({
    method: 'POST',
    path: '/wallet/getWalletBill',
    summary: 'The statement: every posting with its running balance, kind, reference and time; newest first',
    tag: 'wallet',
    auth: 'user',
    body: billQuery,
    response: page(billItem),
  }),
  transferQuote: defineRoute({
    method: 'POST',
    path: '/wallet/transferQuote',
    summary: 'Rate, spread and amount out of a transfer, valid for TRANSFER_QUOTE_SECONDS; show it before confirming',
    tag: 'wallet',
    auth: 'user',
    body: walletPair,
    response: transferQuote,
  }),
  transfer: defineRoute({
    method: 'POST',
    path: '/wallet/transfer',
    summary:
      'Moves money between BALANCE and a product wallet (either way); needs quoteId when the currencies differ; holds at once, pending for TRANSFER_PENDING_SECONDS',
    tag: 'wallet',
    auth: 'user',
    body: walletPair.extend({
      quoteId: z.string().max(64).optional(),
      amountOut: z
        .string()
        .regex(/^\d{1,20}(\.\d{1,8})?$/)
        .optional()
        .describe('what the user was shown to receive (the quote\'s amountOut): booked to the cent, or refused with QUOTE_MISMATCH'),
      idempotencyKey: idempotencyKey.optional(),
    }),
    response: walletTransfer,
  }),
  cancelTransfer: defineRoute({
    method: 'POST',
    path: '/wallet/cancelTransfer',
    summary: 'Cancels a pending transfer of the user (the held amount is released)',
    tag: 'wallet',
    auth: 'user',
    body: z.object({ id: dbId, idempotencyKey: idempotencyKey.optional() }),
    response: walletTransfer,
  }),
  transferList: defineRoute({
    method: 'POST',
    path: '/wallet/transferList',
    summary: "The user's transfers, newest first",
    tag: 'wallet',
    auth: 'user',
    body: pageQuery.extend({ status: z.enum(TRANSFER_STATUSES).optional() }),
    response: page(walletTransfer),
  }),
  fundingOverview: defineRoute({
    method: 'POST',
    path: '/userCenter/getFundingOverview',
    summary: 'Totals in MXN: funding account, product wallets, frozen, pending deposits and withdrawals',
    tag: 'wallet',
    auth: 'user',
    response: fundingOverview,
  }),
  applyService: defineRoute({
    method: 'POST',
    path: '/userCenter/apply/service',
    summary: 'Applies for a service (e.g. block trading authority); an operator reviews it; one open application per service',
    tag: 'wallet',
    auth: 'user',
    body: z.object({ service: serviceKind, remark: z.string().trim().max(200).optional() }),
    response: serviceApplication,
  }),
  serviceList: defineRoute({
    method: 'POST',
    path: '/userCenter/apply/list',
    summary: "The user's service applications, newest first",
    tag: 'wallet',
    auth: 'user',
    response: z.object({ list: z.array(serviceApplication) }),
  }),
};
