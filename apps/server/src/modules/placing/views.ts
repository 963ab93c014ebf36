import type { PlacingOrder, PlacingTranche, PlacingTrancheStatus, StockMarket } from '@app/contracts';
import Decimal from 'decimal.js';
import { formatMinor } from '../../ledger/index.ts';
import { amountMinor, discountPercent } from './rules.ts';
import type { OrderRow, TrancheRow } from './service.ts';

/** What a view needs from the live market. */
export interface Live {
  name: string;
  price: number;
  bid: number;
  decimals: number;
  open: boolean;
  timezone: string;
}

const num = (v: string | number | null | undefined) => new Decimal(String(v ?? 0));
const money = (minor: bigint) => formatMinor(minor, 2);

export function trancheStatus(row: TrancheRow, now: number): PlacingTrancheStatus {
  if (row.status === 'cancelled') return 'cancelled';
  if (row.status === 'allocated') return 'allocated';
  if (now < row.start_at.getTime()) return 'upcoming';
  if (now < row.end_at.getTime()) return 'open';
  return 'allocating';
}

export function trancheView(row: TrancheRow, live: Live, now: number): PlacingTranche {
  const price = num(row.price);
  const decimals = Math.max(2, live.decimals);
  return {
    id: row.id,
    stock_code: row.code,
    name: live.name,
    market: row.market as StockMarket,
    currency: row.currency,
    price: price.toFixed(decimals),
    livePrice: live.price,
    benchmark: num(row.benchmark).toFixed(decimals),
    discountPercent: discountPercent(price, num(row.benchmark)).toFixed(2),
    discountToLivePercent: discountPercent(price, live.price).toFixed(2),
    quantity: Number(row.quantity),
    minQuantity: Number(row.min_quantity),
    startTime: row.start_at.getTime(),
    endTime: row.end_at.getTime(),
    lockupUntil: row.lockup_until.getTime(),
    status: trancheStatus(row, now),
  };
}

export function orderView(row: OrderRow, tranche: TrancheRow, live: Live, now: number): PlacingOrder {
  const decimals = Math.max(2, live.decimals);
  const allotted = row.allotted_quantity;
  const holding = row.status === 'allotted' && allotted !== null;
  return {
    id: row.id,
    trancheId: row.tranche_id,
    stock_code: tranche.code,
    name: live.name,
    market: tranche.market as StockMarket,
    currency: row.currency,
    price: num(row.price).toFixed(decimals),
    quantity: Number(row.quantity),
    total: money(row.amount_minor),
    ...(allotted !== null ? { allottedQuantity: Number(allotted) } : {}),
    ...(row.paid_minor !== null ? { paid: money(row.paid_minor) } : {}),
    ...(row.released_minor !== null ? { released: money(row.released_minor) } : {}),
    status: row.status as PlacingOrder['status'],
    lockupUntil: tranche.lockup_until.getTime(),
    sellable: holding && now >= tranche.lockup_until.getTime(),
    ...(row.proceeds_minor !== null ? { proceeds: money(row.proceeds_minor) } : {}),
    ...(row.sale_fee_minor !== null ? { saleFee: money(row.sale_fee_minor) } : {}),
    livePrice: live.price,
    ...(holding ? { marketValue: money(amountMinor(allotted, live.price)) } : {}),
    termsVersionId: row.terms_version_id,
    createTimeTimestamp: row.created_at.getTime(),
    modifyTimeTimestamp: row.updated_at.getTime(),
  };
}
