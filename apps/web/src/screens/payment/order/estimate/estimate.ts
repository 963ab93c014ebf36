import type { OrderPreview } from '@app/contracts';
import Decimal from 'decimal.js';
import type { TicketKind } from '../order-types/order-types.ts';

/** Where an estimate's price comes from, named on the ticket and the confirmation. */
export type PriceBasis = 'ask' | 'bid' | 'limit' | 'trigger' | 'trail';

/** An executable price and where it comes from. */
export interface PriceAt {
  price: Decimal;
  basis: PriceBasis;
}

export interface PriceInput {
  direction: 0 | 1;
  kind: TicketKind;
  bid: Decimal.Value;
  ask: Decimal.Value;
  /** Limit (limit, stop limit), trigger (stop), trail and its unit (trailing). */
  limit?: string;
  trigger?: string;
  trail?: string;
  trailBy?: 'amount' | 'percent';
  decimals: number;
}

const NUMBER = /^\d+(\.\d+)?$/;
const ok = (v: string | undefined): v is string => v !== undefined && NUMBER.test(v.trim()) && Number(v) > 0;

/**
 * The price an order would execute at (pure rule, issue 28.2): a buy at the market pays the
 * ask, a sale gets the bid; a limit that the market already crosses fills at the market,
 * otherwise at its limit; a stop at its trigger; a stop limit at its limit; a trailing
 * stop at where its stop stands now (a sale's below the bid by the trail, a buy's above the
 * ask). Undefined while a price the order needs is not typed yet.
 */
export function executablePrice(o: PriceInput): PriceAt | undefined {
  const market = o.direction === 0 ? { price: new Decimal(o.ask), basis: 'ask' as const } : { price: new Decimal(o.bid), basis: 'bid' as const };
  switch (o.kind) {
    case 'market':
      return market;
    case 'limit': {
      if (!ok(o.limit)) return undefined;
      const limit = new Decimal(o.limit);
      const crosses = o.direction === 0 ? market.price.lte(limit) : market.price.gte(limit);
      return crosses ? market : { price: limit, basis: 'limit' };
    }
    case 'stop':
      return ok(o.trigger) ? { price: new Decimal(o.trigger), basis: 'trigger' } : undefined;
    case 'stop_limit':
      return ok(o.limit) ? { price: new Decimal(o.limit), basis: 'limit' } : undefined;
    case 'trailing': {
      if (!ok(o.trail)) return undefined;
      const trail = new Decimal(o.trail);
      const distance = o.trailBy === 'amount' ? trail : market.price.times(trail).dividedBy(100);
      const stop = o.direction === 1 ? market.price.minus(distance) : market.price.plus(distance);
      return { price: stop.toDecimalPlaces(o.decimals, o.direction === 1 ? Decimal.ROUND_DOWN : Decimal.ROUND_UP), basis: 'trail' };
    }
  }
}

/** An order's money at an estimated price: notional, commission, its IVA, margin, total, or a sale's proceeds (wallet currency). */
export interface Estimate {
  price: string;
  basis: PriceBasis;
  notional: string;
  fee: string;
  iva: string;
  margin: string;
  total: string;
  /** A sale of shares held: what the wallet gets (notional - commission - IVA). */
  proceeds: string | undefined;
}

const cents = (d: Decimal) => d.toDecimalPlaces(2, Decimal.ROUND_HALF_UP);

/**
 * The preview's money re-priced at `price` (pure): the server prices the order at the market
 * when it is previewed; a stop or a trailing stop will execute at its own price, so its
 * notional, commission (rate on the notional in the wallet currency, half up, at least the
 * minimum), IVA (rate on the commission, half up) and margin follow that price. At the
 * preview's own price the figures are the server's, to the cent.
 */
export function estimateAt(p: Pick<OrderPreview, 'price' | 'notional' | 'margin' | 'fee' | 'feeRate' | 'minFee' | 'iva' | 'ivaRate' | 'total' | 'sell' | 'conversion'>, at: PriceAt): Estimate {
  const previewPrice = new Decimal(p.price);
  // At the instrument's precision, as the preview writes its price ("195.00").
  const price = at.price.toFixed(Math.max(p.price.split('.')[1]?.length ?? 0, at.price.decimalPlaces()));
  if (at.price.eq(previewPrice) || previewPrice.isZero()) {
    return { price, basis: at.basis, notional: p.notional, fee: p.fee, iva: p.iva ?? '0.00', margin: p.margin, total: p.total, proceeds: p.sell?.proceeds };
  }
  const scale = at.price.dividedBy(previewPrice);
  const notional = new Decimal(p.notional).times(scale);
  const walletNotional = p.conversion ? new Decimal(p.conversion.notional).times(scale) : notional;
  const fee = Decimal.max(cents(walletNotional.times(p.feeRate)), new Decimal(p.minFee ?? 0));
  const iva = cents(fee.times(p.ivaRate ?? 0));
  const margin = cents(new Decimal(p.margin).times(scale));
  return {
    price,
    basis: at.basis,
    notional: notional.toFixed(2),
    fee: fee.toFixed(2),
    iva: iva.toFixed(2),
    margin: margin.toFixed(2),
    total: margin.plus(fee).plus(iva).toFixed(2),
    proceeds: p.sell ? cents(walletNotional).minus(fee).minus(iva).toFixed(2) : undefined,
  };
}
