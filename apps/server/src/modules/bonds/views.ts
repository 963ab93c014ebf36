import type { BondCashFlow, BondHolding, Currency, Locale } from '@app/contracts';
import { CURRENCY_DECIMALS } from '@app/contracts';
import { formatMinor } from '../../ledger/index.ts';
import { DAY_MS, keyFromDay } from '../../market/time.ts';
import { num } from './catalog.ts';
import { capitalOf, couponIsr, redemptionAmounts, saleAmounts, shapeOfHolding, type HoldingRow } from './holdings.ts';
import { accruedMinor, cashFlows, quoteBond, toMinor, type BondType } from './rules.ts';
import type { BondsTerms } from './terms.ts';

const fmt = (minor: bigint, currency: string) => formatMinor(minor, CURRENCY_DECIMALS[currency as Currency] ?? 2);
const json = <T>(value: unknown): T => (typeof value === 'string' ? (JSON.parse(value) as T) : (value as T));

/** The cash flows still to come after `today`, each with the ISR the current rule withholds from it. */
export function scheduleOf(row: HoldingRow, terms: BondsTerms, today: number): BondCashFlow[] {
  const shape = shapeOfHolding(row);
  return cashFlows(shape, row.quantity, today).map((flow) => {
    const isr = flow.kind === 'coupon' ? couponIsr(row, terms, flow.day, flow.amountMinor) : redemptionAmounts(row, terms).isr;
    return { date: keyFromDay(flow.day), kind: flow.kind, amount: fmt(flow.amountMinor, row.currency), isr: fmt(isr, row.currency), net: fmt(flow.amountMinor - isr, row.currency) };
  });
}

/** A holding as the user sees it today (market value, accrued, P/L split, what a sale pays, the schedule). */
export function holdingView(
  row: HoldingRow,
  issue: { code: string; name: unknown },
  locale: Locale,
  terms: BondsTerms,
  yieldPct: number,
  today: number,
  receivedMinor: bigint,
): BondHolding {
  const shape = shapeOfHolding(row);
  const open = row.status === 'bought';
  const c = row.currency;
  // Valued on today, or (a primary auction not settled yet) on its settlement day, at its full term.
  const settling = today < shape.issueDay;
  const valueDay = Math.max(Math.min(today, shape.maturityDay), shape.issueDay);
  const quote = quoteBond(shape, yieldPct, valueDay);
  const marketValue = open ? toMinor(quote.cleanPerTitle.times(row.quantity)) : 0n;
  const accrued = open ? accruedMinor(shape, row.quantity, valueDay) : 0n;
  const sale = open && !settling && today < shape.maturityDay ? saleAmounts(row, terms, yieldPct, today) : undefined;
  const pricePnl = open ? marketValue - row.clean_minor : 0n;
  const interestPnl = open ? accrued + row.interest_minor - row.accrued_minor : 0n;
  const profit = open ? pricePnl + interestPnl : receivedMinor - row.cost_minor;
  const status = open ? (settling ? 'awaiting_settlement' : today >= shape.maturityDay ? 'waiting_redemption' : 'bought') : (row.status as 'sold' | 'redeemed');
  return {
    id: row.id,
    bondId: row.issue_id,
    code: issue.code,
    name: json<Record<Locale, string>>(issue.name)[locale],
    type: row.type as BondType,
    currency: c,
    quantity: row.quantity,
    status,
    buyPrice: num(row.buy_price).toFixed(),
    buyYield: num(row.buy_yield).toNumber(),
    cost: fmt(row.cost_minor, c),
    fee: fmt(row.fee_minor, c),
    couponRate: num(row.coupon_rate).toNumber(),
    maturityDate: row.maturity_date,
    expiredDateTimestamp: shape.maturityDay * DAY_MS,
    daysToMaturity: Math.max(0, shape.maturityDay - today),
    interest: fmt(row.interest_minor, c),
    isrWithheld: fmt(row.isr_minor, c),
    marketValue: fmt(marketValue, c),
    accrued: fmt(accrued, c),
    sellProceeds: fmt(sale?.net ?? 0n, c),
    pricePnl: fmt(pricePnl, c),
    interestPnl: fmt(interestPnl, c),
    profit: fmt(profit, c),
    termsVersionId: row.terms_version_id,
    schedule: open ? scheduleOf(row, terms, today) : [],
    issueDate: row.issue_date,
    createTimeTimestamp: new Date(row.created_at).getTime(),
    ...(row.closed_at ? { closeTimeTimestamp: new Date(row.closed_at).getTime() } : {}),
  };
}

export { capitalOf };
