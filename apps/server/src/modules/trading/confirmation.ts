import { CURRENCY_DECIMALS, TradeOrderStatus, type Currency, type TradeConfirmation, type TradeMarket } from '@app/contracts';
import Decimal from 'decimal.js';
import type { LedgerService } from '../../ledger/index.ts';
import { formatMinor } from '../../ledger/money.ts';
import { calendar } from '../../market/calendar.ts';
import { keyFromDay, utcToZoned } from '../../market/time.ts';
import { HOUSE } from './base.ts';
import { dec } from './rates.ts';
import type { OrderRow } from './repo.ts';
import { RuleError } from './rule-error.ts';

/**
 * Trade confirmations (issue 12): per filled order, what a Mexican broker's confirmation
 * shows: time, market, side, quantity, price, gross amount, commission, IVA on the
 * commission, net amount and settlement date. Shares settle T+1 in New York and on the BMV
 * and T+2 in Hong Kong, counted in business days of the exchange's calendar; futures and
 * forex (cash-settled contracts on margin) settle the trading day of the fill (T+0).
 */
export const SETTLEMENT: Record<TradeMarket, { calendar: string; days: number }> = {
  US: { calendar: 'US', days: 1 },
  MX: { calendar: 'BMV', days: 1 },
  HK: { calendar: 'HKEX', days: 2 },
  FUTURES: { calendar: 'CME', days: 0 },
  FOREX: { calendar: 'FX', days: 0 },
};

/**
 * The settlement date ('YYYY-MM-DD', the exchange's local date) of a fill at `at`: the trade
 * date is the exchange's local date of the fill (the next trading day when that date is not
 * one), then `days` trading days later.
 */
export function settlementDate(market: TradeMarket, at: number): { tradeDate: string; settlementDate: string; days: number } {
  const rule = SETTLEMENT[market];
  const cal = calendar(rule.calendar);
  let day = utcToZoned(cal.tz, at).day;
  let td = cal.byDay(day);
  for (let i = 0; !td && i < 15; i++) td = cal.byDay(++day);
  if (!td) throw new Error(`no trading day near ${keyFromDay(day)} in ${rule.calendar}`);
  const settles = cal.byIndex(td.index + rule.days);
  if (!settles) throw new Error(`calendar ${rule.calendar} ends before settlement`);
  return { tradeDate: td.key, settlementDate: settles.key, days: rule.days };
}

/** The amounts of a confirmation in minor units: gross rounded half up; buy pays gross + costs, sell receives gross - costs. */
export function confirmationAmounts(input: { notional: Decimal.Value; decimals: number; commission: bigint; iva: bigint; side: 'buy' | 'sell' }) {
  const gross = BigInt(new Decimal(input.notional).times(new Decimal(10).pow(input.decimals)).toDecimalPlaces(0, Decimal.ROUND_HALF_UP).toFixed(0));
  const costs = input.commission + input.iva;
  return { gross, net: input.side === 'buy' ? gross + costs : gross - costs };
}

const sideOf = (direction: number, openClose: number): 'buy' | 'sell' => ((direction === 0) === (openClose === 0) ? 'buy' : 'sell');

/** The confirmation of a filled order, from the order and its ledger transaction (IVA: the transaction's 'tax' line to TRADING_IVA). */
export async function confirmationOf(ledger: LedgerService, order: OrderRow, name: string): Promise<TradeConfirmation> {
  if (order.status !== TradeOrderStatus.Filled || order.tx_id === null || order.filled_at === null || order.fill_price === null) {
    throw new RuleError('ORDER_NOT_FILLED', {}, 'orderId');
  }
  const tx = await ledger.transaction(order.tx_id);
  const iva = tx.postings.filter((p) => p.account.startsWith(`h:${HOUSE.tax}_`) && p.amount > 0n).reduce((sum, p) => sum + p.amount, 0n);
  const memo = tx.memo ?? {};
  const currency = order.currency as Currency;
  const decimals = CURRENCY_DECIMALS[currency];
  const side = sideOf(order.direction, order.open_close);
  const price = dec(order.fill_price);
  const quantity = dec(order.quantity);
  // The fill's notional in the wallet currency, as booked (memo), else price x quantity x multiplier.
  const notional = typeof memo.notional === 'string' ? new Decimal(memo.notional) : price.times(quantity).times(dec(order.multiplier));
  const { gross, net } = confirmationAmounts({ notional, decimals, commission: order.fee, iva, side });
  const market = order.market as TradeMarket;
  const at = order.filled_at.getTime();
  const settlement = settlementDate(market, at);
  const ivaRate = typeof memo.ivaRate === 'string' ? memo.ivaRate : '0';
  return {
    orderId: order.id,
    filledAt: at,
    market,
    code: order.code,
    name,
    side,
    openClose: order.open_close === 0 ? 'open' : 'close',
    quantity: quantity.toFixed(),
    price: price.toFixed(),
    priceCurrency: order.price_currency as Currency,
    currency,
    gross: formatMinor(gross, decimals),
    commission: formatMinor(order.fee, decimals),
    ivaRate: new Decimal(ivaRate).toFixed(),
    iva: formatMinor(iva, decimals),
    net: formatMinor(net, decimals),
    tradeDate: settlement.tradeDate,
    settlementDate: settlement.settlementDate,
    settlementDays: settlement.days,
    ...(order.position_id !== null ? { positionId: order.position_id } : {}),
  };
}
