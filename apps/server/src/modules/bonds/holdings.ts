import type { Currency } from '@app/contracts';
import type { Selectable } from 'kysely';
import { sql } from 'kysely';
import { need, type AppContext } from '../../context.ts';
import { AppError } from '../../http/errors.ts';
import type { Leg, Tx } from '../../ledger/index.ts';
import { dayFromKey, keyFromDay } from '../../market/time.ts';
import { num, todayOf } from './catalog.ts';
import { t } from './messages.ts';
import { accruedMinor, buyCost, couponDays, couponOn, couponPeriod, isDiscount, isrWithholding, quoteBond, redemptionMinor, toMinor, type BondShape, type BondType } from './rules.ts';
import type { BondsHoldingsTable } from './tables.ts';
import type { BondsTerms } from './terms.ts';

export type HoldingRow = Selectable<BondsHoldingsTable>;

/** House accounts of bonds: the counterparty of buys, sales, coupons and redemptions; withheld ISR; fees. */
export const HOUSE = { market: 'BONDS_MARKET', isr: 'ISR_WITHHELD', fees: 'FEES' } as const;

/** Holding states and the transitions allowed between them (waiting_redemption is `bought` past maturity). */
export const TRANSITIONS: Record<string, readonly string[]> = { bought: ['sold', 'redeemed'], sold: [], redeemed: [] };

export function shapeOfHolding(row: HoldingRow): BondShape {
  const first = row.first_coupon_date ? { firstCouponDay: dayFromKey(row.first_coupon_date) } : {};
  return { type: row.type as BondType, face: num(row.face), couponRate: num(row.coupon_rate), issueDay: dayFromKey(row.issue_date), maturityDay: dayFromKey(row.maturity_date), ...first };
}

/** The day the titles are held from: the buy day, or a primary auction's settlement (issue) day when later. */
export const buyDayOf = (row: HoldingRow): number => Math.max(todayOf(new Date(row.created_at).getTime()), dayFromKey(row.issue_date));

/** Capital earning interest (ISR base): what was paid for the titles, fee excluded. */
export const capitalOf = (row: HoldingRow): bigint => row.clean_minor + row.accrued_minor;

/** ISR on a coupon due on `day`: capital × rate × days of the period held / 365. */
export function couponIsr(row: HoldingRow, terms: BondsTerms, day: number, gross: bigint): bigint {
  if (!row.isr_applies) return 0n;
  const period = couponPeriod(shapeOfHolding(row), day - 1);
  const from = Math.max(period?.start ?? day, buyDayOf(row));
  return isrWithholding(capitalOf(row), terms.isrRatePercent, day - from, gross);
}

/** The redemption at face (UDIBONOS: at the maturity day's UDI): interest in it (discount bonds: face − capital) and its ISR. */
export function redemptionAmounts(row: HoldingRow, terms: BondsTerms): { gross: bigint; isr: bigint } {
  const shape = shapeOfHolding(row);
  const gross = redemptionMinor(shape, row.quantity);
  if (!row.isr_applies || !isDiscount(shape.type)) return { gross, isr: 0n };
  const interest = gross - capitalOf(row);
  return { gross, isr: isrWithholding(capitalOf(row), terms.isrRatePercent, shape.maturityDay - buyDayOf(row), interest) };
}

/** What a sale on `day` at `yieldPct` pays: clean + accrued, less the fee and the ISR on the interest earned since the last payment. */
export function saleAmounts(row: HoldingRow, terms: BondsTerms, yieldPct: number, day: number): { clean: bigint; accrued: bigint; gross: bigint; fee: bigint; isr: bigint; net: bigint } {
  const shape = shapeOfHolding(row);
  const quote = quoteBond(shape, yieldPct, day);
  const clean = toMinor(quote.cleanPerTitle.times(row.quantity));
  const accrued = accruedMinor(shape, row.quantity, day);
  const gross = clean + accrued;
  const cost = buyCost({ ...quote }, row.quantity, terms.sellFeeRate, terms.minFee);
  const fee = cost.feeMinor > gross ? gross : cost.feeMinor;
  let isr = 0n;
  if (row.isr_applies) {
    const period = couponPeriod(shape, day);
    const from = Math.max(isDiscount(shape.type) ? buyDayOf(row) : (period?.start ?? day), buyDayOf(row));
    const earned = (accrued > 0n ? accrued : 0n) + (clean > row.clean_minor ? clean - row.clean_minor : 0n);
    isr = isrWithholding(capitalOf(row), terms.isrRatePercent, day - from, earned);
  }
  return { clean, accrued, gross, fee, isr, net: gross - fee - isr };
}

/** A payment to the holder: the payment row (unique per holding, kind and date) and its ledger transaction, in `trx`. False when it was already made. */
export async function pay(
  ctx: AppContext,
  trx: Tx,
  row: HoldingRow,
  payment: { kind: 'coupon' | 'redemption' | 'sale'; day: number; gross: bigint; isr: bigint; fee: bigint },
): Promise<boolean> {
  const currency = row.currency as Currency;
  const now = new Date(ctx.clock.now());
  const inserted = await trx
    .insertInto('bonds_payments')
    .values({ holding_id: row.id, kind: payment.kind, due_date: keyFromDay(payment.day), gross_minor: payment.gross, isr_minor: payment.isr, fee_minor: payment.fee, net_minor: payment.gross - payment.isr - payment.fee, tx_id: 0, created_at: now })
    .onConflict((oc) => oc.columns(['holding_id', 'kind', 'due_date']).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!inserted) return false;
  const user = { userId: row.user_id, wallet: 'FINANCIAL' as const, currency };
  const legs: Leg[] = [];
  if (payment.gross > 0n) legs.push({ from: { house: HOUSE.market, currency }, to: user, amount: payment.gross });
  if (payment.fee > 0n) legs.push({ from: user, to: { house: HOUSE.fees, currency }, amount: payment.fee, line: 'fee' });
  if (payment.isr > 0n) legs.push({ from: user, to: { house: HOUSE.isr, currency }, amount: payment.isr, line: 'isr' });
  if (legs.length > 0) {
    const tx = await need(ctx, 'ledger').post(
      {
        kind: payment.kind === 'coupon' ? 'interest' : payment.kind === 'redemption' ? 'bonds.redemption' : 'trade',
        ref: `bond:${row.id}`,
        memo: { holdingId: row.id, payment: payment.kind, date: keyFromDay(payment.day) },
        by: payment.kind === 'sale' ? `user:${row.user_id}` : 'system',
        legs,
      },
      trx,
    );
    await trx.updateTable('bonds_payments').set({ tx_id: tx.id }).where('id', '=', inserted.id).execute();
  }
  await trx
    .updateTable('bonds_holdings')
    .set({
      interest_minor: sql<bigint>`interest_minor + ${payment.kind === 'coupon' ? payment.gross : 0n}`,
      isr_minor: sql<bigint>`isr_minor + ${payment.isr}`,
    })
    .where('id', '=', row.id)
    .execute();
  return true;
}

/** Moves a holding to `to` (allowed transitions only), with its history row. */
export async function transition(trx: Tx, row: HoldingRow, to: 'sold' | 'redeemed', by: string, reason: string, now: Date, proceeds: bigint): Promise<void> {
  if (!TRANSITIONS[row.status]?.includes(to)) throw new AppError('BOND_NOT_SELLABLE', t.notSellable, { status: row.status });
  await trx.updateTable('bonds_holdings').set({ status: to, closed_at: now, proceeds_minor: proceeds }).where('id', '=', row.id).execute();
  await trx.insertInto('bonds_history').values({ holding_id: row.id, from_status: row.status, to_status: to, by, reason, created_at: now }).execute();
}

/** Coupon days of a holding that are due by `today` (after its buy day, up to maturity). */
export function dueCoupons(row: HoldingRow, today: number): number[] {
  const shape = shapeOfHolding(row);
  const from = buyDayOf(row);
  return couponDays(shape).filter((d) => d > from && d <= today && d <= shape.maturityDay);
}

/** The coupon a holding is paid on coupon day `day` (N = the period's actual days; UDIBONOS at that day's UDI). */
export function couponGross(row: HoldingRow, day: number): bigint {
  return toMinor(couponOn(shapeOfHolding(row), day).times(row.quantity));
}
