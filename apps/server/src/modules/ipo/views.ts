import type { IpoBasis, IpoCharges, IpoStatus, IpoSubscription, Locale, NewStockDetail } from '@app/contracts';
import type { Selectable } from 'kysely';
import { formatMinor, moneyText as ledgerMoneyText } from '../../ledger/money.ts';
import { localText, SECTOR_NAMES } from '../../market/localized.ts';
import { charges, e4ToString, HK_FEE_RATES, interestDays, ppm, publicTrancheLots, tiers, type Charges, type FeeRates, type Mechanism } from './rules.ts';
import type { IpoIssuesTable, IpoSubscriptionsTable } from './tables.ts';

export type IssueRow = Selectable<IpoIssuesTable>;
export type SubscriptionRow = Selectable<IpoSubscriptionsTable>;

const DEFAULT_MAX_LOTS = 1000;
export const money = (minor: bigint | null | undefined): string => formatMinor(minor ?? 0n, 2);
/** An amount in a notice, the app's one notation: "HK$12,500.00". */
export const moneyText = (minor: bigint | null | undefined, currency: string): string => ledgerMoneyText(minor ?? 0n, currency);
const price = (e4: bigint): number => Number(e4) / 10_000;

/** Exchange-local date of a timestamp (YYYY-MM-DD). */
export function localDate(ms: number, market: string): string {
  const timeZone = market === 'HK' ? 'Asia/Hong_Kong' : market === 'US' ? 'America/New_York' : 'America/Mexico_City';
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(ms);
}

export function issueStatus(row: IssueRow, now: number): IpoStatus {
  if (now < row.opens_at.getTime()) return 'upcoming';
  if (now < row.closes_at.getTime()) return 'subscribing';
  if (now < row.list_at.getTime()) return 'pending_listing';
  return 'listed';
}

export const isOpen = (row: IssueRow, now: number): boolean => now >= row.opens_at.getTime() && now < row.closes_at.getTime();
export const mechanismOf = (row: IssueRow): Mechanism => (row.mechanism as Mechanism | null) ?? { kind: 'B', percent: 10 };
export const maxLotsOf = (row: IssueRow): number => row.max_lots ?? DEFAULT_MAX_LOTS;
export const offeredLots = (row: IssueRow): number => Number(row.shares_offered / BigInt(row.lot_size));

/** HK: the largest application, one pool's original size (half the initial public tranche). */
export function poolMaxLots(row: IssueRow): number {
  return Math.max(1, Math.floor(publicTrancheLots(mechanismOf(row), offeredLots(row), 0) / 2));
}

const pct = (partsPer1e7: number) => (partsPer1e7 / 100_000).toString();
/** '0.16' -> '16' (percent, exact). */
const ivaPct = (rate: string) => e4ToString(ppm(rate));

/** Each charge as the app shows it. */
export function chargesView(c: Charges): IpoCharges {
  return { gross: money(c.gross), brokerage: money(c.brokerage), iva: money(c.iva), sfcLevy: money(c.sfcLevy), afrcLevy: money(c.afrcLevy), tradingFee: money(c.tradingFee), fees: money(c.fees), total: money(c.total) };
}

/** The charges an order's row records as booked (migration 0185), when it has them. */
function bookedCharges(row: SubscriptionRow): IpoCharges | undefined {
  if (row.paid_minor === null || row.brokerage_minor === null || row.paid_minor === 0n) return undefined;
  const parts = { brokerage: row.brokerage_minor, iva: row.iva_minor ?? 0n, sfcLevy: row.sfc_levy_minor ?? 0n, afrcLevy: row.afrc_levy_minor ?? 0n, tradingFee: row.trading_fee_minor ?? 0n };
  const fees = parts.brokerage + parts.iva + parts.sfcLevy + parts.afrcLevy + parts.tradingFee;
  return chargesView({ ...parts, gross: row.paid_minor - fees, fees, total: row.paid_minor });
}

/** HK: interest days of a financed application (close date to the day before allotment, exchange local). */
export const financeDays = (row: IssueRow): number => interestDays(localDate(row.closes_at.getTime(), row.market), localDate(row.allot_at.getTime(), row.market));

export interface FinanceTerms {
  maxPercent: number;
  ratePercent: string;
}

export function issueView(row: IssueRow, now: number, locale: Locale, rates?: FeeRates, termsVersionId?: number, finance?: FinanceTerms): NewStockDetail {
  const status = issueStatus(row, now);
  const hk = row.market === 'HK';
  const fees = rates ?? (hk ? HK_FEE_RATES : undefined);
  return {
    id: row.id,
    stock_code: row.code,
    name: row.name[locale],
    market: row.market as NewStockDetail['market'],
    exchange: row.exchange,
    currency: row.currency,
    // GICS sector names in the reader's language ("Industria", "工业"), as the quote page shows them.
    sector: localText(SECTOR_NAMES, row.sector, locale) ?? row.sector,
    priceLow: price(row.price_low_e4),
    priceHigh: price(row.price_high_e4),
    ...(row.final_price_e4 !== null ? { issuePrice: price(row.final_price_e4) } : {}),
    lotSize: row.lot_size,
    sharesOffered: Number(row.shares_offered),
    purchaseStartDate: localDate(row.opens_at.getTime(), row.market),
    purchaseEndDate: localDate(row.closes_at.getTime(), row.market),
    listDate: localDate(row.list_at.getTime(), row.market),
    purchaseStartDateTimestamp: row.opens_at.getTime(),
    purchaseEndDateTimestamp: row.closes_at.getTime(),
    listDateTimestamp: row.list_at.getTime(),
    allotmentDate: localDate(row.allot_at.getTime(), row.market),
    allotmentDateTimestamp: row.allot_at.getTime(),
    status,
    subscribable: isOpen(row, now),
    allotted: row.stage !== 'open',
    description: row.description[locale],
    underwriters: row.underwriters,
    useOfProceeds: row.description[locale],
    ...(hk
      ? {
          tiers: tiers(row.lot_size, row.price_high_e4, fees ?? HK_FEE_RATES, Math.min(maxLotsOf(row), poolMaxLots(row))).map((tier) => ({ lots: tier.lots, shares: tier.lots * row.lot_size, amount: money(tier.amount) })),
          mechanism: mechanismOf(row),
          poolAThreshold: money(row.pool_a_threshold_minor ?? 500_000_000n),
        }
      : {}),
    ...(fees ? { fees: { brokeragePercent: pct(fees.brokerage), sfcLevyPercent: pct(fees.sfcLevy), afrcLevyPercent: pct(fees.afrcLevy), tradingFeePercent: pct(fees.tradingFee), ...(fees.ivaRate ? { ivaPercent: ivaPct(fees.ivaRate) } : {}) } } : {}),
    ...(row.seed_commitment ? { seedCommitment: row.seed_commitment } : {}),
    ...(row.stage !== 'open' && row.seed ? { seed: row.seed } : {}),
    ...(row.stage !== 'open' && row.basis ? { basis: row.basis as IpoBasis } : {}),
    ...(hk && finance && finance.maxPercent > 0 ? { financing: { maxPercent: finance.maxPercent, ratePercent: finance.ratePercent, days: financeDays(row) } } : {}),
    ...(termsVersionId !== undefined ? { termsVersionId } : {}),
  };
}

export function subscriptionView(row: SubscriptionRow, issue: IssueRow, locale: Locale): IpoSubscription {
  const settled = row.paid_minor !== null;
  const owing = row.status === 'allotted' && row.due_minor > 0n;
  const open = row.status === 'subscribed' || row.status === 'reconfirm';
  const orderStatus = row.status === 'reconfirm' ? 'wait_confirm' : owing ? 'to_be_settled' : open || row.status === 'cancelled' ? undefined : 'settled';
  return {
    id: row.id,
    ipoId: row.ipo_id,
    stock_code: issue.code,
    name: issue.name[locale],
    market: issue.market as IpoSubscription['market'],
    currency: row.currency,
    quantity: row.quantity,
    shares: Number(row.shares),
    ...(row.limit_price_e4 !== null ? { limitPrice: e4ToString(row.limit_price_e4) } : {}),
    held: open ? money(row.held_minor) : owing ? money(row.held_minor - row.interest_minor) : '0.00',
    ...(row.allotted_shares !== null ? { allottedShares: Number(row.allotted_shares) } : {}),
    ...(settled ? { paid: money(row.paid_minor), fees: money(row.fees_minor), released: money(row.released_minor) } : {}),
    ...(bookedCharges(row) ? { charges: bookedCharges(row)! } : {}),
    status: row.status,
    ...(orderStatus ? { orderStatus } : {}),
    ...(row.finance_percent > 0 ? { financePercent: row.finance_percent, loan: money(row.loan_minor), interest: money(row.interest_minor) } : {}),
    ...(owing ? { due: money(row.due_minor) } : {}),
    ...(row.pay_by ? { payBy: row.pay_by.getTime() } : {}),
    listDate: localDate(issue.list_at.getTime(), issue.market),
    termsVersionId: row.terms_version_id,
    createdAt: row.created_at.getTime(),
    updatedAt: row.updated_at.getTime(),
  };
}

export { charges };
