import type { BondIssueView, GovBond, Locale } from '@app/contracts';
import Decimal from 'decimal.js';
import type { Selectable } from 'kysely';
import type { Db } from '../../db/index.ts';
import { DAY_MS, dayFromKey, keyFromDay, utcToZoned, weekdayOf } from '../../market/time.ts';
import { curveOf, type YieldCurves } from './curve.ts';
import { couponPeriod, isDiscount, quoteBond, type BondQuote, type BondShape, type BondType } from './rules.ts';
import { UDI_ANCHOR, UDI_SIMULATED_INFLATION, udiOn } from './udi.ts';
import type { BondsIssuesTable } from './tables.ts';
import './tables.ts';

export type IssueRow = Selectable<BondsIssuesTable>;

const MX_ISSUER = { en: 'Government of Mexico (SHCP)', es: 'Gobierno de México (SHCP)', zh: '墨西哥政府（财政部）' };
const US_ISSUER = { en: 'US Department of the Treasury', es: 'Departamento del Tesoro de EE. UU.', zh: '美国财政部' };

const json = <T>(value: unknown): T => (typeof value === 'string' ? (JSON.parse(value) as T) : (value as T));
export const num = (value: string | number): Decimal => new Decimal(typeof value === 'number' ? value.toString() : value);

/** Today's day number in Mexico City (the day bonds are priced and paid on). */
export function todayOf(now: number): number {
  return utcToZoned('America/Mexico_City', now).day;
}

/** Banxico's weekly CETES auction is on Tuesday (weekdayOf: 0 = Sunday); it settles two days later, on Thursday. */
export const AUCTION_WEEKDAY = 2;
export const SETTLEMENT_DAYS = 2;

/** The primary auction a CETES order placed on `today` goes to: this Tuesday's (today when it is Tuesday) or the next one, and its Thursday settlement. */
export function nextAuction(today: number): { auctionDay: number; settlementDay: number } {
  const auctionDay = today + ((AUCTION_WEEKDAY - weekdayOf(today) + 7) % 7);
  return { auctionDay, settlementDay: auctionDay + SETTLEMENT_DAYS };
}

/**
 * The bond on sale today: a fixed issue; a weekly CETES series: the primary auction (issue 34
 * item 13, as cetesdirecto sells them) for its full term, issued and settled on the auction's
 * Thursday; another weekly bill series: this week's issue (maturity after the latest Thursday).
 */
export function shapeOf(issue: IssueRow, today: number): BondShape {
  if (issue.rolling_days !== null && issue.type === 'CETES') {
    const { settlementDay } = nextAuction(today);
    return { type: 'CETES', face: num(issue.face), couponRate: num(issue.coupon_rate), issueDay: settlementDay, maturityDay: settlementDay + issue.rolling_days };
  }
  if (issue.rolling_days !== null) {
    const thursday = today - ((weekdayOf(today) + 3) % 7);
    return { type: issue.type as BondType, face: num(issue.face), couponRate: num(issue.coupon_rate), issueDay: thursday, maturityDay: thursday + issue.rolling_days };
  }
  const first = issue.first_coupon_date ? { firstCouponDay: dayFromKey(issue.first_coupon_date) } : {};
  return { type: issue.type as BondType, face: num(issue.face), couponRate: num(issue.coupon_rate), issueDay: dayFromKey(issue.issue_date), maturityDay: dayFromKey(issue.maturity_date!), ...first };
}

/** The prices per 100 as the list shows them, each rounded once from the full-precision quote. */
export function listPrices(quote: BondQuote): { price: number; accrued: number; dirtyPrice: number } {
  return { price: quote.cleanPer100.toDecimalPlaces(4).toNumber(), accrued: quote.accruedPer100.toDecimalPlaces(6).toNumber(), dirtyPrice: quote.dirtyPer100.toDecimalPlaces(4).toNumber() };
}

/** The UDI a UDIBONO is converted at today, and the published value the simulated series starts from. */
export function udiView(day: number): NonNullable<GovBond['udi']> {
  return { date: keyFromDay(day), value: udiOn(day).toFixed(6), anchorDate: UDI_ANCHOR.date, anchorValue: UDI_ANCHOR.value, inflationPercent: new Decimal(UDI_SIMULATED_INFLATION).times(100).toFixed(2), simulated: true };
}

export interface PricedIssue {
  issue: IssueRow;
  shape: BondShape;
  yieldPct: number;
  quote: BondQuote;
  open: boolean;
  /** A CETES primary auction: its Tuesday and the Thursday it settles (and is issued) on. */
  auction?: { auctionDay: number; settlementDay: number } | undefined;
}

export class BondCatalog {
  constructor(
    private readonly db: Db,
    readonly curves: YieldCurves,
  ) {}

  /** The simulated market yield of a bond on `day` (percent). */
  yieldOf(shape: BondShape, day: number): number {
    return this.curves.yieldAt(curveOf(shape.type), Math.max(1, shape.maturityDay - day), day);
  }

  price(issue: IssueRow, today: number): PricedIssue {
    const shape = shapeOf(issue, today);
    const auction = issue.rolling_days !== null && shape.type === 'CETES' ? nextAuction(today) : undefined;
    // An auction's titles are priced for their full term, from the settlement day (P = VN / (1 + r·t/360), t = the term).
    const priceDay = auction ? auction.settlementDay : today;
    const yieldPct = this.yieldOf(shape, priceDay);
    const quote = quoteBond(shape, yieldPct, priceDay);
    const open = issue.status === 'open' && shape.maturityDay > today && (auction !== undefined || shape.issueDay <= today);
    return { issue, shape, yieldPct, quote, open, auction };
  }

  async issues(db: Db = this.db): Promise<IssueRow[]> {
    return db.selectFrom('bonds_issues').selectAll().orderBy('id').execute();
  }

  async issue(id: number, db: Db = this.db): Promise<IssueRow | undefined> {
    return db.selectFrom('bonds_issues').selectAll().where('id', '=', id).executeTakeFirst();
  }

  govBond(priced: PricedIssue, today: number, locale: Locale): GovBond {
    const { issue, shape, quote, yieldPct } = priced;
    const name = json<Record<Locale, string>>(issue.name);
    const period = couponPeriod(shape, today);
    return {
      id: issue.id,
      code: issue.code,
      name: name[locale],
      issuer: (issue.country === 'MX' ? MX_ISSUER : US_ISSUER)[locale],
      country: issue.country as 'MX' | 'US',
      currency: issue.currency,
      type: shape.type,
      couponRate: num(issue.coupon_rate).toNumber(),
      maturityDate: keyFromDay(shape.maturityDay),
      expiredDateTimestamp: shape.maturityDay * DAY_MS,
      termDays: quote.daysToMaturity,
      faceValue: num(issue.face).toNumber(),
      ...listPrices(quote),
      yield: yieldPct,
      minAmount: num(issue.min_amount).toNumber(),
      couponFrequency: isDiscount(shape.type) ? 0 : 2,
      titlePrice: quote.dirtyPerTitle.toDecimalPlaces(7).toFixed(),
      accruedPerTitle: quote.accruedPerTitle.toDecimalPlaces(6).toFixed(),
      ...(period ? { nextCouponDate: keyFromDay(period.end) } : {}),
      open: priced.open,
      simulated: true,
      ...(shape.type === 'UDIBONOS' ? { udi: udiView(today) } : {}),
      ...(priced.auction ? { auction: { kind: 'primary' as const, auctionDate: keyFromDay(priced.auction.auctionDay), settlementDate: keyFromDay(priced.auction.settlementDay) } } : {}),
    };
  }

  issueView(issue: IssueRow, holdings: number): BondIssueView {
    return {
      id: issue.id,
      code: issue.code,
      type: issue.type as BondType,
      country: issue.country as 'MX' | 'US',
      currency: issue.currency,
      name: json(issue.name),
      couponRate: num(issue.coupon_rate).toFixed(),
      issueDate: issue.issue_date,
      ...(issue.maturity_date ? { maturityDate: issue.maturity_date } : {}),
      ...(issue.rolling_days !== null ? { rollingDays: issue.rolling_days } : {}),
      ...(issue.first_coupon_date ? { firstCouponDate: issue.first_coupon_date } : {}),
      face: num(issue.face).toFixed(),
      minAmount: num(issue.min_amount).toFixed(2),
      status: issue.status as 'open' | 'closed',
      holdings,
      createdAt: new Date(issue.created_at).getTime(),
    };
  }
}
