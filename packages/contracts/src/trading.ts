import { z } from 'zod';
import { dbId, timeMs } from './ids.ts';
import { page, pageQuery } from './envelope.ts';
import { currency, idempotencyKey, ledgerWallet, money } from './wallet.ts';
import { defineRoute } from './route.ts';

/**
 * Trading (issue 6): orders and positions on US, MX and HK stocks, futures and forex,
 * on the simulated market; every movement of money goes through the ledger.
 *
 * Model
 * - An opening order (create calls) fills into ONE position; closing all or part of a
 *   position (/position/flatPosition) makes a closing order. Closing part of a position
 *   splits it: the closed part becomes its own closed position (tab 1), the rest stays open.
 * - Market orders fill at once at the simulated ask (buy) / bid (sell) of that moment;
 *   they are refused while the instrument's market is closed (MARKET_CLOSED, with the next
 *   opening time in `msg` and `data.nextOpen`).
 * - Limit orders that can fill at once do so (at the better market price); others rest
 *   as "entrusted" (status 0, tab 2) with their margin and fee HELD in the wallet, and
 *   fill at their limit price when the market crosses it (buy: ask <= limit; sell:
 *   bid >= limit). Cancelling releases the hold.
 * - Margin = notional / leverage, in the product wallet's currency (TRADE_WALLETS);
 *   it leaves the wallet when the order fills and comes back, with the P/L, when the
 *   position closes. "half" = isolated margin (only the position's margin is at risk),
 *   "full" = cross margin (the whole free balance of the wallet backs the position).
 * - Margin level = equity / margin (isolated: margin + floating P/L; cross: the wallet's
 *   free balance + margins + floating P/Ls of its cross positions). Below the market's
 *   marginCallLevel the user gets a margin call (push `risk.alert` level warning +
 *   notice); below liquidationLevel the position(s) are closed at the market
 *   (closeReason 'liquidation'). Stop-loss / take-profit close at the market too.
 *   A leverage-1 long position never needs a margin call (it cannot lose more than it cost).
 *
 * Wire format
 * - Money and prices the server sends are decimal STRINGS ("271.86", "-12.50"); money has
 *   the currency's decimals, prices the instrument's decimals. Quantities are strings too
 *   ("10", "0.05" lots). Clients send numbers or strings.
 * - Times are ms since the epoch (`...Timestamp`/`...Time` fields).
 * - Actions (create, cancel, additions, flatPosition, addPositionMargin) need KYC verified
 *   and the transaction password (`payPassword`, 6 digits). Create calls need an
 *   idempotency key (header Idempotency-Key or body `idempotencyKey`): the same key
 *   answers the first order again without trading twice; another body with the same key
 *   is 409 IDEMPOTENCY_MISMATCH. flatPosition and addPositionMargin accept one too.
 *
 * Push (private topic of the user on /web/push, PUSH_USER_EVENTS in push.ts):
 *   'order.updated'    {orderId, status, event: TradeOrderEvent, code}     refetch order lists
 *   'position.updated' {positionId, event: TradePositionEvent, code, reason?}  refetch positions
 *   'risk.alert'       {level: 'warning'|'liquidation', positionId?, walletType, marginLevel}
 * Fills, cancellations, margin calls and liquidations also become notices (kinds
 * 'order', 'margin', 'liquidation').
 */

/** Markets that can be traded here, and the product wallet whose money each uses. */
export const TRADE_MARKETS = ['US', 'MX', 'HK', 'FUTURES', 'FOREX'] as const;
export const tradeMarket = z.enum(TRADE_MARKETS);
export type TradeMarket = z.infer<typeof tradeMarket>;

export const TRADE_WALLETS = {
  US: { walletType: 'US_STOCK', currency: 'USD' },
  MX: { walletType: 'MX', currency: 'MXN' },
  HK: { walletType: 'HK_STOCK', currency: 'HKD' },
  FUTURES: { walletType: 'FUTURE', currency: 'USD' },
  FOREX: { walletType: 'FOREX', currency: 'USD' },
} as const satisfies Record<TradeMarket, { walletType: string; currency: string }>;

/** Which create call serves which markets. */
export const CREATE_CALL_MARKETS = {
  '/stock/create': ['US', 'MX'],
  '/hk/create': ['HK'],
  '/gold/create': ['FUTURES'],
  '/crude/create': ['FOREX'],
} as const satisfies Record<string, readonly TradeMarket[]>;

/** Forex quantities are in lots of this many units of the base currency. */
export const FOREX_LOT_UNITS = 100_000;

/** 'half' = isolated margin, 'full' = cross margin. */
export const MARGIN_MODES = ['half', 'full'] as const;
export const marginMode = z.enum(MARGIN_MODES);
export type MarginMode = z.infer<typeof marginMode>;

/** Order status (SPEC section 4): 0 entrusted (resting limit, waiting), 1 filled, 2 cancelled (by the user or refused at fill), 3 in progress (being filled or closed). */
export const TradeOrderStatus = { Entrusted: 0, Filled: 1, Cancelled: 2, InProgress: 3 } as const;
export type TradeOrderStatus = (typeof TradeOrderStatus)[keyof typeof TradeOrderStatus];

/** Position status: 0 holding (tab 0), 1 closed (tab 1). */
export const PositionStatus = { Holding: 0, Closed: 1 } as const;
export type PositionStatus = (typeof PositionStatus)[keyof typeof PositionStatus];

export const CLOSE_REASONS = ['user', 'stop_loss', 'take_profit', 'liquidation'] as const;
export type CloseReason = (typeof CLOSE_REASONS)[number];

/** Events of an order's append-only history (and of `order.updated` pushes). */
export const TRADE_ORDER_EVENTS = ['created', 'entrusted', 'filled', 'cancelled', 'rejected', 'modified', 'expired'] as const;
export type TradeOrderEvent = (typeof TRADE_ORDER_EVENTS)[number];

/** Kinds of a position's flow (/position/water/pageList) and of `position.updated` pushes. */
export const POSITION_FLOW_KINDS = ['open', 'open_fee', 'margin_add', 'close', 'close_fee', 'partial_close', 'stop_loss', 'take_profit', 'liquidation', 'margin_call', 'modify'] as const;
export type PositionFlowKind = (typeof POSITION_FLOW_KINDS)[number];
export const TRADE_POSITION_EVENTS = ['opened', 'closed', 'partially_closed', 'margin_added', 'modified', 'margin_call'] as const;
export type TradePositionEvent = (typeof TRADE_POSITION_EVENTS)[number];

/** Ledger transaction kinds trading books (wallet statement `kind`). */
export const TRADE_BILL_KINDS = ['trade', 'fee', 'margin', 'liquidation'] as const;

/** Error codes (envelope `data.error`) of trading, with their HTTP status. */
export const tradingErrors = {
  MARKET_CLOSED: 422, // msg names the local opening time (the preview answers nextOpen in ms)
  WRONG_MARKET: 422, // e.g. an HK code sent to /stock/create: use the call named in msg
  NOT_TRADABLE: 422, // indices and crypto are not traded here
  INVALID_QUANTITY: 400, // not a number, <= 0, or too many decimals (field quantity)
  QUANTITY_TOO_SMALL: 422, // below the minimum (getMinCount)
  WRONG_LOT: 422, // not a multiple of the board lot / lot step (field quantity)
  INVALID_PRICE: 400, // limit price missing, <= 0 or off the tick grid (field price)
  PRICE_GUARD: 422, // limit price more than priceGuardPercent away from the market
  INVALID_LEVERAGE: 422, // not one of the market's leverages (field leverage)
  INVALID_STOP: 422, // stop-loss / take-profit on the wrong side of the price
  INSUFFICIENT_MARGIN: 422, // wallet available < margin + fee (msg names both)
  ORDER_NOT_FOUND: 404,
  ORDER_NOT_FILLED: 409, // a trade confirmation exists once the order is filled
  ORDER_NOT_CANCELLABLE: 409, // already filled or cancelled
  POSITION_NOT_FOUND: 404,
  POSITION_CLOSED: 409,
  NOT_ISOLATED: 422, // addPositionMargin needs a half (isolated) position
  IDEMPOTENCY_KEY_REQUIRED: 422,
  IDEMPOTENCY_MISMATCH: 409,
  KYC_REQUIRED: 422,
  PAY_PASSWORD_NOT_SET: 422,
  PRICE_REQUIRED: 422, // a limit order without a price (field price)
  QUANTITY_TOO_LARGE: 422, // above the most one order may carry, or more than the position holds
  SELL_EXCEEDS_HOLDING: 422, // a cash account sells at most the shares it holds (msg names them; field quantity)
  SELL_MARKET_ONLY: 422, // a holding is sold at the market (a limit sell is not offered)
  SHORT_NEEDS_MARGIN: 422, // short selling a stock needs an approved margin account (service MARGIN)
  LEVERAGE_NEEDS_MARGIN: 422, // leverage on a stock needs an approved margin account (field leverage)
  RISK_NOTICE_REQUIRED: 422, // the leverage risk notice is acknowledged once before the first futures or forex order
  PRICE_MOVED: 409, // the fill would be worse than the confirmed price by more than the published band: confirm again
  // Conditional orders, fractional shares, extended hours (issue 21)
  CONDITIONAL_NOT_FOUND: 404,
  CONDITIONAL_NOT_CANCELLABLE: 409, // already triggered, filled, cancelled or expired
  INVALID_TRIGGER: 422, // a stop price missing, off the tick grid, or on the side the market already passed (field triggerPrice)
  INVALID_TRAIL: 422, // a trailing stop needs trailAmount or trailPercent (one of them; percent under the published maximum)
  INVALID_BRACKET: 422, // take-profit and stop-loss on the right sides of the entry price (fields bracket.takeProfit / bracket.stopLoss)
  EXTENDED_HOURS_NOT_ALLOWED: 422, // extended hours: US stocks, limit orders only
  FRACTIONAL_NOT_ALLOWED: 422, // fractions of a share: US stocks, bought long without leverage (a fraction held may be sold)
  ORDER_AMOUNT_TOO_SMALL: 422, // buy by amount below the published minimum, or too little for one unit of the quantity precision
  ORDER_AMOUNT_NOT_ALLOWED: 422, // buy by amount: US stocks, market buys only
  TOO_MANY_CONDITIONAL: 422, // more live conditional orders than the published maximum per user
} as const;

/** A price or quantity typed by the user: a positive decimal, as a string or a number. */
export const decimalInput = z.union([z.string().trim().min(1).max(30), z.number()]);
/** A stop price, or 0 / "" to clear it. */
export const stopInput = z.union([z.string().trim().max(30), z.number().nonnegative()]);
const payPassword = z.string().min(1).max(20).describe('the 6-digit transaction password');
/** A price the server sends: a decimal string with the instrument's decimals. */
export const priceString = z.string().describe('decimal string, instrument decimals');
const quantityString = z.string().describe('decimal string: shares, contracts or lots');

// ---------------------------------------------------------------------------------------------
// Rates and configuration

export const tradeRate = z.object({
  market: tradeMarket,
  walletType: ledgerWallet,
  currency: currency.describe("the wallet's currency: margin, fees and P/L are booked in it"),
  buyRate: z.string().describe('fee rate on the notional of a buy, e.g. "0.001" = 0.1 %'),
  sellRate: z.string().describe('fee rate on the notional of a sell'),
  minFee: money.describe('minimum fee per order, wallet currency'),
  leverages: z.array(z.number().int()).describe('allowed leverages, smallest first'),
  defaultLeverage: z.number().int(),
  marginModes: z.array(marginMode),
  marginCallLevel: z.string().describe('equity / margin below which a margin call is sent, e.g. "0.5"'),
  liquidationLevel: z.string().describe('equity / margin below which positions are liquidated, e.g. "0.3"'),
  priceGuardPercent: z.string().describe('a limit price must be within this percent of the market price'),
  priceBandPercent: z.string().optional().describe('a market order fills only within this percent of the price the user confirmed'),
  ivaRate: z.string().optional().describe('IVA charged on top of each commission now (published rule trading-tax), e.g. "0.16"'),
});
export type TradeRate = z.infer<typeof tradeRate>;

export const minCount = z.object({
  code: z.string(),
  market: tradeMarket,
  minCount: quantityString.describe('smallest quantity of one order'),
  step: quantityString.describe('quantities are multiples of this (HK: the board lot; forex: 0.01 lot)'),
  lotSize: z.number().int().describe('HK board lot (shares); 1 elsewhere'),
  quantityUnit: z.enum(['share', 'contract', 'lot']),
  contractSize: z.number().optional().describe('futures: units per contract'),
  lotUnits: z.number().int().optional().describe('forex: base-currency units per lot (FOREX_LOT_UNITS)'),
  multiplier: z.string().describe('notional = price x quantity x multiplier (instrument currency)'),
  maxCount: quantityString,
});
export type MinCount = z.infer<typeof minCount>;

// ---------------------------------------------------------------------------------------------
// Orders

const stopFields = {
  stopLoss: decimalInput.optional().describe('price; long: below the price, short: above'),
  takeProfit: decimalInput.optional().describe('price; long: above the price, short: below'),
};

/** What the order page sends (create calls and preview). */
export const orderInput = z.object({
  code: z.string().trim().min(1).max(20).describe('stock_code: AAPL, WALMEX *, 00700, GC, USD/MXN'),
  direction: z.coerce.number().int().min(0).max(1).describe('Direction: Buy (long) 0, Sell (short) 1'),
  orderType: z.coerce.number().int().min(0).max(1).default(0).describe('OrderType: Market 0, Limit 1'),
  quantity: decimalInput.optional().describe('shares (US, MX; US to the published fractional precision), shares in board lots (HK), contracts (futures), lots (forex); required unless `amount`'),
  price: decimalInput.optional().describe('limit price; required for a limit order, ignored for market'),
  leverage: z.coerce.number().int().positive().optional().describe('one of the market leverages (default: its defaultLeverage)'),
  marginMode: marginMode.default('half').describe("'half' isolated (default) or 'full' cross"),
  ...stopFields,
  short: z.boolean().optional().describe('stocks, direction 1: open a short (margin account only); otherwise a stock sell sells the holding'),
  confirmedPrice: decimalInput
    .optional()
    .describe('market order: the price the user confirmed; refused with PRICE_MOVED when the fill is worse by more than priceBandPercent'),
  amount: decimalInput
    .optional()
    .describe('US stocks, market buy: spend this much (instrument currency, e.g. "50.00"); the quantity is worked out to the published fractional precision, rounded down (quantity is then ignored)'),
});
export type OrderInput = z.input<typeof orderInput>;

export const createOrderBody = orderInput.extend({
  payPassword,
  idempotencyKey: idempotencyKey.optional(),
});
export type CreateOrderBody = z.input<typeof createOrderBody>;

/** The quote an order used (or saw): bid, ask and last at that second. */
export const usedQuote = z.object({
  bid: priceString,
  ask: priceString,
  last: priceString,
  time: z.number().int(),
  status: z.string().describe('market status then: open, pre, post, lunch, closed'),
});

export const orderPreview = z.object({
  code: z.string(),
  name: z.string(),
  market: tradeMarket,
  source: z.number().int(),
  walletType: ledgerWallet,
  currency: currency.describe('wallet currency (margin, fee, total)'),
  priceCurrency: z.string().describe("the instrument's currency (price, notional)"),
  direction: z.number().int(),
  orderType: z.number().int(),
  marginMode,
  leverage: z.number().int(),
  price: priceString.describe('the price it would fill at now (market) or the limit price'),
  quantity: quantityString,
  multiplier: z.string(),
  notional: z.string().describe('price x quantity x multiplier, instrument currency'),
  margin: money.describe('wallet currency'),
  fee: money.describe('wallet currency'),
  feeRate: z.string(),
  termsVersionId: z.number().int().describe('the published terms version (GET /terms/version/{id}) this preview is priced with'),
  total: money.describe('margin + fee + IVA on the fee: what leaves (or is held in) the wallet'),
  iva: money.optional().describe('IVA on the commission, wallet currency (published rule trading-tax)'),
  ivaRate: z.string().optional().describe('the IVA rate in effect, e.g. "0.16"'),
  priceBasis: z.enum(['ask', 'bid', 'limit']).optional().describe('what `price` is: the ask (a buy at the market), the bid (a sell at the market) or the limit'),
  /** When the instrument's currency is not the wallet's (forex crosses): the conversion used. */
  conversion: z
    .object({ from: z.string(), to: currency, rate: z.string(), notional: money.describe('notional in the wallet currency') })
    .optional(),
  /** The total in MXN at the current rate, for a non-MXN wallet (what it is worth to a Mexican investor). */
  totalMxn: money.optional(),
  available: money.describe("the wallet's available balance"),
  enough: z.boolean().describe('available >= total'),
  marketStatus: z.string(),
  marketOpen: z.boolean(),
  nextOpen: z.number().int().optional().describe('ms, when closed'),
  fillsNow: z.boolean().describe('a market order, or a limit the market already crosses'),
  priceGuard: z.object({ min: priceString, max: priceString, percent: z.string() }).describe('accepted limit price range now'),
  minCount: quantityString,
  step: quantityString,
  liquidationPrice: priceString.optional().describe('isolated: where the position would be liquidated'),
  quote: usedQuote,
  minFee: money.optional().describe('the smallest fee of one order, wallet currency ("0.10 %, at least MX$10.00")'),
  priceBandPercent: z.string().optional().describe('a market order fills only within this percent of the confirmed price'),
  sell: z
    .object({
      held: quantityString.describe('shares held (long, unleveraged) of this instrument'),
      proceeds: money.describe('estimated: price x quantity - commission - IVA, wallet currency'),
      iva: money,
    })
    .optional()
    .describe('a stock sell of a holding (cash account): what it would bring'),
});
export type OrderPreview = z.infer<typeof orderPreview>;

export const tradeOrder = z.object({
  id: z.number().int(),
  orderNo: z.string().describe('display number, e.g. "O20260105000123"'),
  code: z.string(),
  name: z.string(),
  market: tradeMarket,
  source: z.number().int(),
  walletType: ledgerWallet,
  currency,
  priceCurrency: z.string(),
  direction: z.number().int().describe('0 buy (long), 1 sell (short)'),
  orderType: z.number().int().describe('0 market, 1 limit'),
  openClose: z.number().int().describe('0 opens a position, 1 closes one'),
  status: z.number().int().describe('TradeOrderStatus: 0 entrusted, 1 filled, 2 cancelled, 3 in progress'),
  statusReason: z.string().optional().describe('why it was cancelled or refused, in the request language'),
  price: priceString.describe('fill price when filled, else the limit price'),
  limitPrice: priceString.optional(),
  fillPrice: priceString.optional(),
  quantity: quantityString,
  total: z.string().describe('notional: price x quantity x multiplier, instrument currency'),
  margin: money.describe('held (entrusted) or taken (filled), wallet currency'),
  fee: money.describe('handling fee, wallet currency'),
  termsVersionId: z.number().int().optional().describe('the published terms version (GET /terms/version/{id}) the order was priced under'),
  leverage: z.number().int(),
  marginMode,
  isolatedPosition: z.boolean().describe('true for half (isolated) margin'),
  stopLoss: priceString.optional(),
  takeProfit: priceString.optional(),
  positionId: z.number().int().optional(),
  quote: usedQuote.describe('the quote at creation (market orders fill at it)'),
  fillQuote: usedQuote.optional(),
  createTimeTimestamp: z.number().int(),
  fillTime: z.number().int().optional(),
  cancelTime: z.number().int().optional(),
  expiresAt: z.number().int().optional().describe('a resting limit order: when it expires (good till cancelled, at most the published gtcMaxDays)'),
  replayed: z.boolean().optional().describe('true when an earlier call with the same idempotency key made it'),
  /**
   * A cash account's sale of held shares closes the holding's lots oldest first, one closing
   * order each; the answer is the last of those orders, and `sale` the whole sale.
   */
  sale: z
    .object({
      quantity: quantityString.describe('shares sold in all (the sum of the lots closed)'),
      gross: money.describe('what the shares fetched before costs, wallet currency: the sum over the lots'),
      fee: money.describe('commission, the sum over the lots'),
      iva: money.describe('IVA on the commission, the sum over the lots'),
      net: money.describe('what the wallet got: gross - fee - IVA'),
      orderIds: z.array(z.number().int()).describe('the closing orders, oldest lot first (the answer is the last)'),
    })
    .optional()
    .describe('/stock/create and /hk/create, a sale of held shares: the whole sale across its lots'),
});
export type TradeOrder = z.infer<typeof tradeOrder>;
export type TradeSale = NonNullable<TradeOrder['sale']>;

export const orderHistoryItem = z.object({
  event: z.enum(TRADE_ORDER_EVENTS),
  fromStatus: z.number().int().optional(),
  toStatus: z.number().int(),
  by: z.string().describe('"user:12", "system" (engine), "operator:3"'),
  quote: usedQuote.optional(),
  detail: z.record(z.string(), z.unknown()).optional(),
  time: z.number().int(),
});

// ---------------------------------------------------------------------------------------------
// Positions

export const tradePosition = z.object({
  id: z.number().int(),
  positionNo: z.string().describe('display number, e.g. "P20260105000123"'),
  orderId: z.number().int().describe('the opening order'),
  parentId: z.number().int().optional().describe('the position this closed part was split from'),
  code: z.string(),
  name: z.string(),
  market: tradeMarket,
  source: z.number().int(),
  walletType: ledgerWallet,
  currency: currency.describe('wallet currency: margin, fees, profit'),
  priceCurrency: z.string(),
  direction: z.number().int().describe('0 long, 1 short'),
  leverage: z.number().int(),
  marginMode,
  isolatedPosition: z.boolean(),
  status: z.number().int().describe('PositionStatus: 0 holding, 1 closed'),
  positionNum: quantityString.describe('quantity held (holding) or closed (closed)'),
  openPrice: priceString,
  openTime: z.number().int(),
  createTimeTimestamp: z.number().int().describe('same as openTime'),
  currentPrice: priceString.describe('mark price: bid for a long, ask for a short (holding); close price (closed)'),
  closePrice: priceString.optional(),
  closeTime: z.number().int().optional(),
  closeReason: z.enum(CLOSE_REASONS).optional(),
  total: z.string().describe('notional at the open price, instrument currency'),
  marketValue: z.string().describe('notional at the current price, instrument currency'),
  margin: money,
  profit: money.describe('holding: floating P/L at the mark price (before the closing fee); closed: realized P/L after fees'),
  floatingProfit: money.describe('holding: same as profit; closed: "0.00"'),
  sellProfit: money.describe('realized P/L of closes (after fees): closed positions'),
  zdf: z.string().describe('return in percent: profit / margin x 100, 2 decimals ("12.34")'),
  changeRatio: z.number().optional().describe("the instrument's change today, percent"),
  handlingFee: money.describe('fees paid: opening (+ closing)'),
  openFee: money,
  openIva: money.optional().describe('IVA paid on the opening commission (0.00 for positions opened before it was kept)'),
  closeFee: money,
  buyRate: z.string(),
  sellRate: z.string(),
  stopLoss: priceString.optional(),
  takeProfit: priceString.optional(),
  marginLevel: z.string().optional().describe('isolated holding: equity / margin ("1.25")'),
  marginCallPrice: priceString.optional().describe('isolated: mark price of a margin call'),
  liquidationPrice: priceString.optional().describe('isolated: mark price of liquidation'),
  marketStatus: z.string().optional(),
});
export type TradePosition = z.infer<typeof tradePosition>;

export const positionFlow = z.object({
  id: z.number().int(),
  positionId: z.number().int(),
  kind: z.enum(POSITION_FLOW_KINDS),
  title: z.string().describe('in the request language'),
  amount: money.describe('signed money to (+) or from (-) the wallet, wallet currency; "0.00" for events without money'),
  currency,
  quantity: quantityString.optional(),
  price: priceString.optional(),
  orderId: z.number().int().optional(),
  txId: z.number().int().optional().describe('ledger transaction'),
  time: z.number().int(),
});
export type PositionFlow = z.infer<typeof positionFlow>;

const listQuery = pageQuery.extend({
  market: tradeMarket.optional(),
  code: z.string().trim().max(20).optional(),
});

export const profitDetail = z.object({
  positionId: z.number().int(),
  code: z.string(),
  name: z.string(),
  market: tradeMarket,
  currency,
  direction: z.number().int(),
  quantity: quantityString,
  openPrice: priceString,
  closePrice: priceString,
  profit: money.describe('realized after fees'),
  fee: money,
  closeReason: z.enum(CLOSE_REASONS),
  buyTimeStamp: z.number().int().describe('when the long was bought, or the short was bought back'),
  sellTimeStamp: z.number().int().describe('when the long was sold, or the short was sold'),
});
export type ProfitDetail = z.infer<typeof profitDetail>;

export const fundDetail = z.object({
  walletType: ledgerWallet,
  market: tradeMarket,
  currency,
  balance: money.describe('ledger balance of the wallet'),
  available: money.describe('free to trade: balance - held'),
  frozen: money.describe('held for entrusted orders (and other holds)'),
  usedMargin: money.describe('margin in open positions'),
  floatingProfit: money,
  equity: money.describe('balance + used margin + floating P/L'),
  marginLevel: z.string().optional().describe('cross positions: equity / margin'),
  openPositions: z.number().int(),
  entrustedOrders: z.number().int(),
});
export type FundDetail = z.infer<typeof fundDetail>;

const actionAuth = { payPassword };

/** A trade confirmation (issue 12): amounts are decimal strings in the wallet currency, exact to the minor unit. */
export const tradeConfirmation = z.object({
  orderId: z.number().int(),
  filledAt: z.number().int().describe('ms'),
  market: tradeMarket,
  code: z.string(),
  name: z.string(),
  side: z.enum(['buy', 'sell']),
  openClose: z.enum(['open', 'close']),
  quantity: z.string(),
  price: z.string().describe('fill price, in priceCurrency'),
  priceCurrency: currency,
  currency: currency.describe('the wallet currency of every amount below'),
  gross: money.describe('quantity x price (x multiplier), in the wallet currency, rounded half up'),
  commission: money,
  ivaRate: z.string().describe('IVA rate on the commission in effect at the fill (published rule trading-tax), e.g. "0.16"'),
  iva: money.describe('IVA on the commission, as booked'),
  net: money.describe('buy: gross + commission + IVA; sell: gross - commission - IVA'),
  tradeDate: z.string().describe("YYYY-MM-DD, the exchange's date of the fill"),
  settlementDate: z.string().describe('YYYY-MM-DD, tradeDate + settlementDays business days of the exchange'),
  settlementDays: z.number().int(),
  positionId: z.number().int().optional(),
});
export type TradeConfirmation = z.infer<typeof tradeConfirmation>;

export const tradingApi = {
  rates: defineRoute({
    method: 'GET',
    path: '/stock_rate/site/get',
    summary: 'Fee rates (buyRate, sellRate), leverages, margin levels and price guard per market',
    tag: 'trading',
    auth: 'public',
    query: z.object({ market: tradeMarket.optional() }),
    response: z.object({ list: z.array(tradeRate) }),
  }),
  minCount: defineRoute({
    method: 'POST',
    path: '/stocka_config/getMinCount',
    summary: 'Smallest quantity and quantity step of an instrument (HK board lot, futures contract, forex 0.01 lot)',
    tag: 'trading',
    auth: 'public',
    body: z.object({ code: z.string().trim().min(1).max(20) }),
    response: minCount,
  }),
  preview: defineRoute({
    method: 'POST',
    path: '/orders/preview',
    summary: 'The all-in cost of an order before confirming: price, quantity, notional, margin, fee, total, conversion',
    tag: 'trading',
    auth: 'user',
    body: orderInput,
    response: orderPreview,
  }),
  stockCreate: defineRoute({
    method: 'POST',
    path: '/stock/create',
    summary: 'Opens a US or MX stock order (market or limit, long or short); needs KYC, payPassword and an idempotency key',
    tag: 'trading',
    auth: 'user',
    body: createOrderBody,
    response: tradeOrder,
  }),
  hkCreate: defineRoute({
    method: 'POST',
    path: '/hk/create',
    summary: 'Opens a Hong Kong stock order (quantity in board lots of shares)',
    tag: 'trading',
    auth: 'user',
    body: createOrderBody,
    response: tradeOrder,
  }),
  goldCreate: defineRoute({
    method: 'POST',
    path: '/gold/create',
    summary: 'Opens a futures order (quantity in contracts)',
    tag: 'trading',
    auth: 'user',
    body: createOrderBody,
    response: tradeOrder,
  }),
  crudeCreate: defineRoute({
    method: 'POST',
    path: '/crude/create',
    summary: 'Opens a forex order (quantity in lots of FOREX_LOT_UNITS base units, step 0.01)',
    tag: 'trading',
    auth: 'user',
    body: createOrderBody,
    response: tradeOrder,
  }),
  cancel: defineRoute({
    method: 'POST',
    path: '/orders/cancel',
    summary: 'Cancels an entrusted (resting limit) order; its hold is released',
    tag: 'trading',
    auth: 'user',
    body: z.object({ id: dbId, ...actionAuth }),
    response: tradeOrder,
  }),
  additions: defineRoute({
    method: 'POST',
    path: '/orders/additions',
    summary: 'Sets or clears stop-loss / take-profit of a holding position (positionId) or of an entrusted order (orderId); 0 or "" clears',
    tag: 'trading',
    auth: 'user',
    body: z
      .object({
        positionId: dbId.optional(),
        orderId: dbId.optional(),
        stopLoss: stopInput.optional().describe('price; 0 or "" clears it (null fields are dropped on the wire); absent keeps it'),
        takeProfit: stopInput.optional().describe('price; 0 or "" clears it; absent keeps it'),
        ...actionAuth,
      })
      .refine((b) => (b.positionId === undefined) !== (b.orderId === undefined), { message: 'positionId or orderId (one of them)' }),
    response: z.object({ position: tradePosition.optional(), order: tradeOrder.optional() }),
  }),
  flatPosition: defineRoute({
    method: 'POST',
    path: '/position/flatPosition',
    summary: 'Closes a holding position at the market, all of it or `quantity` of it',
    tag: 'trading',
    auth: 'user',
    body: z.object({
      positionId: dbId,
      quantity: decimalInput.optional().describe('part to close (same units and step as opening); absent: all'),
      ...actionAuth,
      idempotencyKey: idempotencyKey.optional(),
    }),
    response: z.object({ order: tradeOrder, closed: tradePosition, remaining: tradePosition.optional() }),
  }),
  getByStock: defineRoute({
    method: 'POST',
    path: '/position/getByStock',
    summary: "The caller's holding positions and entrusted orders of one instrument",
    tag: 'trading',
    auth: 'user',
    body: z.object({ code: z.string().trim().min(1).max(20) }),
    response: z.object({ positions: z.array(tradePosition), orders: z.array(tradeOrder) }),
  }),
  addPositionMargin: defineRoute({
    method: 'POST',
    path: '/position/addPositionMargin',
    summary: 'Adds margin (wallet currency) to a holding isolated position; moves its liquidation price away',
    tag: 'trading',
    auth: 'user',
    body: z.object({
      positionId: dbId,
      amount: decimalInput.describe('wallet currency, at most 2 decimals'),
      ...actionAuth,
      idempotencyKey: idempotencyKey.optional(),
    }),
    response: tradePosition,
  }),
  me: defineRoute({
    method: 'POST',
    path: '/position/me',
    summary: 'Holding positions (trade tab 0) with live floating P/L, newest first',
    tag: 'trading',
    auth: 'user',
    body: listQuery.optional(),
    response: page(tradePosition),
  }),
  flatList: defineRoute({
    method: 'POST',
    path: '/position/flatList',
    summary: 'Closed positions (trade tab 1), newest close first',
    tag: 'trading',
    auth: 'user',
    body: listQuery.optional(),
    response: page(tradePosition),
  }),
  consignList: defineRoute({
    method: 'POST',
    path: '/position/consignList',
    summary: 'Entrusted orders (trade tab 2): resting limit orders, newest first',
    tag: 'trading',
    auth: 'user',
    body: listQuery.optional(),
    response: page(tradeOrder),
  }),
  orderList: defineRoute({
    method: 'POST',
    path: '/orders/pageList',
    summary: "All of the caller's orders (any status), newest first",
    tag: 'trading',
    auth: 'user',
    body: listQuery.extend({ status: z.coerce.number().int().min(0).max(3).optional() }).optional(),
    response: page(tradeOrder),
  }),
  orderDetail: defineRoute({
    method: 'POST',
    path: '/orders/detail',
    summary: 'One order with its append-only history (every state change, who, when, the quote used)',
    tag: 'trading',
    auth: 'user',
    body: z.object({ id: dbId }),
    response: z.object({ order: tradeOrder, history: z.array(orderHistoryItem) }),
  }),
  positionDetail: defineRoute({
    method: 'POST',
    path: '/position/detail',
    summary: 'One position (holding or closed) of the caller, live',
    tag: 'trading',
    auth: 'user',
    body: z.object({ id: dbId }),
    response: tradePosition,
  }),
  water: defineRoute({
    method: 'POST',
    path: '/position/water/pageList',
    summary: 'The flow of a position: every fill, fee, margin change, close; oldest first',
    tag: 'trading',
    auth: 'user',
    body: pageQuery.extend({ positionId: dbId }),
    response: page(positionFlow),
  }),
  halfOrFullNum: defineRoute({
    method: 'POST',
    path: '/position/getHalfOrFullNum',
    summary: 'How many holding positions use half (isolated) and full (cross) margin, and entrusted orders',
    tag: 'trading',
    auth: 'user',
    body: z.object({ market: tradeMarket.optional() }).optional(),
    response: z.object({ halfNum: z.number().int(), fullNum: z.number().int(), holdingNum: z.number().int(), entrustedNum: z.number().int() }),
  }),
  confirmation: defineRoute({
    method: 'GET',
    path: '/stock/confirmation',
    summary: 'The trade confirmation of a filled order: gross, commission, IVA on the commission, net, settlement date (T+1 US and BMV shares, T+2 HK)',
    tag: 'trading',
    auth: 'user',
    query: z.object({ orderId: dbId }),
    response: tradeConfirmation,
  }),
  fundDetails: defineRoute({
    method: 'GET',
    path: '/stock/fund/details',
    summary: 'Per trading wallet: balance, available, frozen, used margin, floating P/L, equity, margin level',
    tag: 'trading',
    auth: 'user',
    query: z.object({ market: tradeMarket.optional() }),
    response: z.object({ list: z.array(fundDetail), time: z.number().int() }),
  }),
  fundProfit: defineRoute({
    method: 'GET',
    path: '/stock/fund/profit',
    summary: 'Realized profit details (closed positions) with buy and sell timestamps, and totals per currency',
    tag: 'trading',
    auth: 'user',
    query: listQuery.extend({
      startTime: timeMs.optional().describe('close time, ms, inclusive'),
      endTime: timeMs.optional().describe('close time, ms, exclusive'),
    }),
    response: page(profitDetail).extend({ totals: z.array(z.object({ currency, profit: money, fee: money, count: z.number().int() })) }),
  }),
};

// ---------------------------------------------------------------------------------------------
// Conditional orders (issue 21): stop, stop-limit, trailing stop, limit with a time in force,
// extended hours, brackets (take-profit + stop-loss, one cancelling the other)

/** What a conditional order is: the entry kinds a user places, and the two legs of a bracket. */
export const CONDITIONAL_KINDS = ['market', 'limit', 'stop', 'stop_limit', 'trailing', 'take_profit', 'stop_loss'] as const;
export type ConditionalKind = (typeof CONDITIONAL_KINDS)[number];
/** Kinds a user places (market only as a bracket's entry). */
export const CONDITIONAL_ENTRY_KINDS = ['market', 'limit', 'stop', 'stop_limit', 'trailing'] as const;
/**
 * pending: a bracket leg waiting for its entry to fill; active: watched on every tick;
 * working: a stop-limit whose stop was reached, waiting for its limit; filled: its order was
 * placed and filled (orderId); cancelled (by the user, or the other leg of a bracket);
 * expired (its time in force ran out); rejected (the order was refused when it triggered).
 */
export const CONDITIONAL_STATUSES = ['pending', 'active', 'working', 'filled', 'cancelled', 'expired', 'rejected'] as const;
export type ConditionalStatus = (typeof CONDITIONAL_STATUSES)[number];
/** day: until the close of the exchange's regular session (after-hours close with extendedHours); gtc: until cancelled, at most the published number of days. */
export const TIME_IN_FORCE = ['day', 'gtc'] as const;
export type TimeInForce = (typeof TIME_IN_FORCE)[number];

export const conditionalOrderInput = z.object({
  code: z.string().trim().min(1).max(20),
  direction: z.coerce.number().int().min(0).max(1).describe('0 buy, 1 sell (a stock sell sells shares held, as on the ticket)'),
  kind: z.enum(CONDITIONAL_ENTRY_KINDS),
  quantity: decimalInput.describe('same units and step as a market order (US: fractions to the published precision)'),
  triggerPrice: decimalInput.optional().describe('stop and stop-limit: buy when the ask reaches it (at or above), sell when the bid reaches it (at or below)'),
  limitPrice: decimalInput.optional().describe('limit and stop-limit: fills only at this price or better'),
  trailAmount: decimalInput.optional().describe('trailing: the stop follows the best price at this distance (instrument currency)'),
  trailPercent: decimalInput.optional().describe('trailing: ... or at this percent of it'),
  timeInForce: z.enum(TIME_IN_FORCE).default('day'),
  extendedHours: z.boolean().optional().describe('US stocks, limit only: may fill in the pre-market and after-hours sessions'),
  leverage: z.coerce.number().int().positive().optional(),
  marginMode: marginMode.default('half'),
  short: z.boolean().optional(),
  bracket: z
    .object({
      takeProfit: decimalInput.describe('closes the position at the market when the price reaches it (long: bid at or above)'),
      stopLoss: decimalInput.describe('closes the position at the market when the price reaches it (long: bid at or below)'),
    })
    .optional()
    .describe('a take-profit and a stop-loss on the position the entry opens; one cancels the other'),
});
export type ConditionalOrderInput = z.input<typeof conditionalOrderInput>;

export const conditionalOrder = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  market: tradeMarket,
  kind: z.enum(CONDITIONAL_KINDS),
  direction: z.number().int(),
  quantity: quantityString,
  triggerPrice: priceString.optional(),
  limitPrice: priceString.optional(),
  trailAmount: z.string().optional(),
  trailPercent: z.string().optional(),
  trailStop: priceString.optional().describe('trailing: where the stop stands now'),
  timeInForce: z.enum(TIME_IN_FORCE),
  expiresAt: z.number().int().describe('ms: the close of the session (day) or the last day of a GTC order'),
  extendedHours: z.boolean(),
  status: z.enum(CONDITIONAL_STATUSES),
  statusReason: z.string().optional().describe('why it was cancelled, expired or refused, in the request language'),
  role: z.enum(['entry', 'take_profit', 'stop_loss']).optional(),
  groupId: z.number().int().optional().describe('a bracket leg: the id of its entry'),
  positionId: z.number().int().optional(),
  orderId: z.number().int().optional().describe('the order it placed when it triggered'),
  createTime: z.number().int(),
  triggerTime: z.number().int().optional(),
  doneTime: z.number().int().optional(),
  replayed: z.boolean().optional(),
});
export type ConditionalOrder = z.infer<typeof conditionalOrder>;

/** The published rules of conditional orders, fractional shares and extended hours (terms product "trading-orders"). */
export const orderRulesView = z.object({
  termsVersionId: z.number().int(),
  gtcMaxDays: z.number().int(),
  fractionalDecimals: z.number().int().describe('US stocks: quantity precision of a fraction of a share'),
  minAmount: money.describe('buy by amount: the smallest amount, instrument currency'),
  maxTrailPercent: z.string(),
  maxLive: z.number().int().describe('live conditional orders per user at most'),
  extendedHours: z.boolean().describe('pre-market and after-hours limit orders offered (US stocks)'),
  text: z.string().describe('the rule text in the request language'),
});
export type OrderRulesView = z.infer<typeof orderRulesView>;

export const conditionalApi = {
  create: defineRoute({
    method: 'POST',
    path: '/orders/conditional/create',
    summary: 'Places a stop, stop-limit, trailing stop, limit (time in force, extended hours) or bracket order; needs KYC, payPassword and an idempotency key',
    tag: 'trading',
    auth: 'user',
    body: conditionalOrderInput.extend({ payPassword, idempotencyKey: idempotencyKey.optional() }),
    response: z.object({ order: conditionalOrder, legs: z.array(conditionalOrder) }),
  }),
  cancel: defineRoute({
    method: 'POST',
    path: '/orders/conditional/cancel',
    summary: 'Cancels a waiting conditional order (an entry takes its pending bracket legs with it)',
    tag: 'trading',
    auth: 'user',
    body: z.object({ id: dbId, ...actionAuth }),
    response: conditionalOrder,
  }),
  list: defineRoute({
    method: 'POST',
    path: '/orders/conditional/list',
    summary: "The caller's conditional orders, newest first; live: only those still waiting (pending, active, working)",
    tag: 'trading',
    auth: 'user',
    body: pageQuery.extend({ live: z.boolean().optional(), code: z.string().trim().max(20).optional() }).optional(),
    response: page(conditionalOrder),
  }),
  rules: defineRoute({
    method: 'GET',
    path: '/orders/conditional/rules',
    summary: 'The published rules of conditional orders, fractional shares and extended hours, with their text',
    tag: 'trading',
    auth: 'public',
    query: z.object({}),
    response: orderRulesView,
  }),
};
