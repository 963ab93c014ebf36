import { CURRENCY_DECIMALS, PositionStatus, TradeOrderStatus, type CloseReason, type Currency, type LedgerWallet, type Locale, type MarginMode, type TradeMarket, type TradeOrder, type TradePosition } from '@app/contracts';
import Decimal from 'decimal.js';
import { formatMinor } from '../../ledger/index.ts';
import type { Instrument } from '../../market/instruments.ts';
import { reasonTexts } from './messages.ts';
import { returnPercent } from './pnl.ts';
import type { LiveQuote } from './quotes.ts';
import { dec } from './rates.ts';
import type { OrderRow, PositionRow } from './repo.ts';

/** Live values of a holding position at the current quote. */
export interface LivePosition {
  quote: LiveQuote;
  mark: Decimal;
  pnl: bigint;
  marketValue: Decimal;
  marginCallPrice: Decimal | undefined;
  liquidationPrice: Decimal | undefined;
}

const pad = (n: number) => String(n).padStart(2, '0');
function day(at: Date): string {
  return `${at.getUTCFullYear()}${pad(at.getUTCMonth() + 1)}${pad(at.getUTCDate())}`;
}
/** Display numbers: "O" or "P", the UTC day it was made, the id. */
export const orderNo = (row: { id: number; created_at: Date }) => `O${day(row.created_at)}${String(row.id).padStart(6, '0')}`;
export const positionNo = (row: { id: number; opened_at: Date }) => `P${day(row.opened_at)}${String(row.id).padStart(6, '0')}`;

export const nameOf = (instrument: Instrument | undefined, code: string, locale: Locale): string => (instrument ? (instrument.name[locale] ?? instrument.name.en) : code);

const priceText = (value: string | number | null, decimals: number): string | undefined => (value === null ? undefined : dec(value).toFixed(decimals));

export function orderView(row: OrderRow, instrument: Instrument | undefined, locale: Locale): TradeOrder {
  const d = CURRENCY_DECIMALS[row.currency as Currency];
  const pd = instrument?.decimals ?? 4;
  const price = row.fill_price ?? row.limit_price;
  const reason = row.status === TradeOrderStatus.Cancelled && row.status_reason ? (reasonTexts as Record<string, { es: string; en: string; zh: string }>)[row.status_reason] : undefined;
  const notional = row.fill_price !== null ? dec(row.fill_price).times(dec(row.quantity)).times(dec(row.multiplier)) : row.notional !== null ? dec(row.notional) : undefined;
  return {
    id: row.id,
    orderNo: orderNo(row),
    code: row.code,
    name: nameOf(instrument, row.code, locale),
    market: row.market as TradeMarket,
    source: row.source,
    walletType: row.wallet as LedgerWallet,
    currency: row.currency as Currency,
    priceCurrency: row.price_currency,
    direction: row.direction,
    orderType: row.order_type,
    openClose: row.open_close,
    status: row.status,
    ...(reason ? { statusReason: reason[locale] } : {}),
    price: price === null ? '0' : dec(price).toFixed(pd),
    ...(row.limit_price !== null ? { limitPrice: dec(row.limit_price).toFixed(pd) } : {}),
    ...(row.fill_price !== null ? { fillPrice: dec(row.fill_price).toFixed(pd) } : {}),
    quantity: dec(row.quantity).toFixed(),
    total: notional ? notional.toFixed(pd) : '0',
    margin: formatMinor(row.margin, d),
    fee: formatMinor(row.fee, d),
    ...(row.terms_version_id !== null ? { termsVersionId: row.terms_version_id } : {}),
    leverage: row.leverage,
    marginMode: row.margin_mode as MarginMode,
    isolatedPosition: row.margin_mode === 'half',
    ...(row.stop_loss !== null ? { stopLoss: priceText(row.stop_loss, pd)! } : {}),
    ...(row.take_profit !== null ? { takeProfit: priceText(row.take_profit, pd)! } : {}),
    ...(row.position_id !== null ? { positionId: row.position_id } : {}),
    quote: row.quote,
    ...(row.fill_quote ? { fillQuote: row.fill_quote } : {}),
    createTimeTimestamp: row.created_at.getTime(),
    ...(row.filled_at ? { fillTime: row.filled_at.getTime() } : {}),
    ...(row.cancelled_at ? { cancelTime: row.cancelled_at.getTime() } : {}),
    ...(row.expires_at && row.status === TradeOrderStatus.Entrusted ? { expiresAt: row.expires_at.getTime() } : {}),
  };
}

export function positionView(row: PositionRow, instrument: Instrument | undefined, locale: Locale, live: LivePosition | undefined): TradePosition {
  const d = CURRENCY_DECIMALS[row.currency as Currency];
  const pd = instrument?.decimals ?? 4;
  const quantity = dec(row.quantity);
  const multiplier = dec(row.multiplier);
  const openPrice = dec(row.open_price);
  const holding = row.status === PositionStatus.Holding;
  const profit = holding ? (live?.pnl ?? 0n) : (row.realized_pnl ?? 0n);
  const current = holding ? live?.mark : row.close_price !== null ? dec(row.close_price) : undefined;
  const marketValue = current ? current.times(quantity).times(multiplier) : openPrice.times(quantity).times(multiplier);
  const level = holding && live && row.margin_mode === 'half' && row.margin > 0n ? new Decimal((row.margin + live.pnl).toString()).dividedBy(row.margin.toString()).toFixed(4) : undefined;
  const changeRatio = live && !live.quote.prevClose.isZero() ? live.quote.last.minus(live.quote.prevClose).dividedBy(live.quote.prevClose).times(100).toDecimalPlaces(2).toNumber() : undefined;
  return {
    id: row.id,
    positionNo: positionNo(row),
    orderId: row.order_id,
    ...(row.parent_id !== null ? { parentId: row.parent_id } : {}),
    code: row.code,
    name: nameOf(instrument, row.code, locale),
    market: row.market as TradeMarket,
    source: row.source,
    walletType: row.wallet as LedgerWallet,
    currency: row.currency as Currency,
    priceCurrency: row.price_currency,
    direction: row.direction,
    leverage: row.leverage,
    marginMode: row.margin_mode as MarginMode,
    isolatedPosition: row.margin_mode === 'half',
    status: row.status,
    positionNum: quantity.toFixed(),
    openPrice: openPrice.toFixed(pd),
    openTime: row.opened_at.getTime(),
    createTimeTimestamp: row.opened_at.getTime(),
    currentPrice: (current ?? openPrice).toFixed(pd),
    ...(row.close_price !== null ? { closePrice: dec(row.close_price).toFixed(pd) } : {}),
    ...(row.closed_at ? { closeTime: row.closed_at.getTime() } : {}),
    ...(row.close_reason ? { closeReason: row.close_reason as CloseReason } : {}),
    total: openPrice.times(quantity).times(multiplier).toFixed(pd),
    marketValue: marketValue.toFixed(pd),
    margin: formatMinor(row.margin, d),
    profit: formatMinor(profit, d),
    floatingProfit: formatMinor(holding ? profit : 0n, d),
    sellProfit: formatMinor(holding ? 0n : profit, d),
    zdf: returnPercent(profit, row.margin + (holding ? 0n : row.open_fee)),
    ...(changeRatio !== undefined ? { changeRatio } : {}),
    handlingFee: formatMinor(row.open_fee + row.close_fee, d),
    openFee: formatMinor(row.open_fee, d),
    openIva: formatMinor(row.open_iva, d),
    closeFee: formatMinor(row.close_fee, d),
    buyRate: dec(row.buy_rate).toString(),
    sellRate: dec(row.sell_rate).toString(),
    ...(row.stop_loss !== null ? { stopLoss: priceText(row.stop_loss, pd)! } : {}),
    ...(row.take_profit !== null ? { takeProfit: priceText(row.take_profit, pd)! } : {}),
    ...(level !== undefined ? { marginLevel: level } : {}),
    ...(live?.marginCallPrice ? { marginCallPrice: live.marginCallPrice.toFixed(pd) } : {}),
    ...(live?.liquidationPrice ? { liquidationPrice: live.liquidationPrice.toFixed(pd) } : {}),
    ...(live ? { marketStatus: live.quote.status } : {}),
  };
}
