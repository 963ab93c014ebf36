import type { FundRedeemPreview, FundStat, Locale } from '@app/contracts';
import Decimal from 'decimal.js';
import { AppError } from '../../http/errors.ts';
import { dayInWords } from '../../i18n/text.ts';
import { dayFromKey, keyFromDay } from '../../market/time.ts';
import { t } from './messages.ts';
import { applicableNavDay, exitLoadOf, exitLoadPercent, fmt2, minorOf, minutesOf, toInr, toMxn, valueOf } from './rules.ts';
import { num, type FundsService, type OrderRow } from './service.ts';

const inr = (minor: bigint) => fmt2(minor);

/** The cost of the units still owned: the purchase's cost × owned / allotted (a partial redemption takes its share), to the minor unit. */
export function costShare(cost: bigint, owned: Decimal, allotted: Decimal): bigint {
  if (allotted.isZero() || owned.gte(allotted)) return cost;
  return BigInt(new Decimal(cost.toString()).times(owned).div(allotted).toDecimalPlaces(0, Decimal.ROUND_HALF_UP).toFixed(0));
}

/**
 * What a redemption of `units` (absent: all held) of `row` may be: refused as the redemption
 * itself would be (state, allotment, one waiting at a time, lock-in, units held). Answers the units.
 */
export function redeemableUnits(row: OrderRow, units: string | undefined, today: string): Decimal {
  if (row.status !== 1) throw new AppError('FUND_BAD_STATE', t.badState, { status: row.status });
  if (row.units === null) throw new AppError('FUND_NOT_ALLOTTED', t.notAllotted, { date: row.nav_date });
  if (row.redeem_nav_date !== null) throw new AppError('FUND_BAD_STATE', t.redeemPending);
  if (row.lock_in_end && today < row.lock_in_end) throw new AppError('FUND_LOCKED', t.locked, { date: dayInWords(row.lock_in_end) });
  const held = num(row.units).minus(num(row.units_redeemed));
  const asked = units === undefined ? held : new Decimal(units);
  if (asked.lte(0) || asked.gt(held) || asked.decimalPlaces() > 3) throw new AppError('FUND_REDEEM_UNITS', t.redeemUnits, { held: held.toFixed(3) }, { field: 'units' });
  return asked;
}

/**
 * Before a redemption's PIN (issue 34 item 8): the NAV day that will price it, the exit load it
 * will bear (fixed by that day), and what it would pay at the latest published NAV, in rupees and
 * in pesos at the published rounding (to the nearest centavo, half up), as funds.settle books it.
 */
export async function redeemPreview(svc: FundsService, userId: number, orderId: number, units: string | undefined): Promise<FundRedeemPreview> {
  const row = await svc.ownRow(userId, orderId);
  const version = await svc.currentTerms();
  const asked = redeemableUnits(row, units, keyFromDay(svc.todayIst()));
  const redeemNavDate = keyFromDay(applicableNavDay(svc.now(), minutesOf(version.terms.cutOff)));
  const latest = (await svc.navHistory([row.scheme_id], 1)).get(row.scheme_id)?.[0];
  if (!latest) throw new AppError('FUND_NOT_ALLOTTED', t.notAllotted, { date: row.nav_date });
  const heldDays = dayFromKey(redeemNavDate) - dayFromKey(row.nav_date);
  const own = await svc.terms.version(row.terms_version_id);
  const table = row.kind === 'on_demand' ? (own?.terms.exitLoadPercent ?? version.terms.exitLoadPercent) : [];
  const rate = exitLoadPercent(heldDays, table);
  const gross = valueOf(asked, latest.nav);
  const load = exitLoadOf(gross, rate);
  return {
    orderId: row.id,
    units: asked.toFixed(3),
    nav: num(latest.nav).toFixed(4),
    navDate: latest.date,
    redeemNavDate,
    heldDays,
    exitLoadRate: num(rate).toFixed(4),
    grossInr: inr(gross),
    exitLoadInr: inr(load),
    netInr: inr(gross - load),
    inrPerMxn: num(version.terms.inrPerMxn).toFixed(),
    amountMxn: fmt2(toMxn(gross - load, version.terms.inrPerMxn)),
  };
}

type Holding = FundStat['holdings'][number];

/** The user's holdings in INR and, at the terms' rate and the published rounding, in MXN (issue 34 item 8: "Mis fondos" showed only ₹). */
export async function fundStat(svc: FundsService, userId: number, locale: Locale): Promise<FundStat> {
  const rows = (await svc.ctx.db.selectFrom('funds_orders').selectAll().where('user_id', '=', userId).where('status', 'in', [0, 1]).orderBy('id').execute()) as OrderRow[];
  const views = await svc.views(rows, locale);
  const rate = (await svc.currentTerms()).terms.inrPerMxn;
  const mxn = (minor: bigint) => fmt2(toMxn(minor, rate));
  const sums = { current: 0n, regular: 0n, cost: 0n, pending: 0n };
  const by = new Map<number, Omit<Holding, 'valueMxn' | 'incomeMxn'> & { valueMinor: bigint; costMinor: bigint; unitsD: Decimal }>();
  rows.forEach((r, k) => {
    const v = views[k]!;
    if (v.units === undefined || v.value === undefined) {
      sums.pending += r.amount_minor;
      return;
    }
    const valueMinor = minorOf(v.value);
    const owned = num(v.units).minus(num(r.units_redeemed));
    const costMinor = costShare(toInr(r.amount_minor, num(r.inr_per_mxn)), owned, num(v.units));
    if (v.kind === 'on_demand') sums.current += valueMinor;
    else sums.regular += valueMinor;
    sums.cost += costMinor;
    const h = by.get(r.scheme_id) ?? { productId: r.scheme_id, code: v.code, name: v.name, kind: v.kind, units: '0', nav: '0', navDate: '', value: '0', cost: '0', income: '0', valueMinor: 0n, costMinor: 0n, unitsD: new Decimal(0) };
    h.valueMinor += valueMinor;
    h.costMinor += costMinor;
    h.unitsD = h.unitsD.plus(owned);
    if (v.lockInEnd && (!h.lockInEnd || v.lockInEnd > h.lockInEnd)) h.lockInEnd = v.lockInEnd;
    by.set(r.scheme_id, h);
  });
  const latest = await svc.navHistory([...by.keys()], 1);
  const holdings = [...by.values()].map(({ valueMinor, costMinor, unitsD, ...h }) => {
    const nav = latest.get(h.productId)?.[0];
    const income = valueMinor - costMinor;
    return { ...h, units: unitsD.toFixed(3), nav: nav?.nav ?? '0', navDate: nav?.date ?? '', value: inr(valueMinor), cost: inr(costMinor), income: inr(income), valueMxn: mxn(valueMinor), incomeMxn: mxn(income) };
  });
  const total = sums.current + sums.regular;
  // Each part converted alone, the total their sum: the figures on the page add up.
  const currentMxn = toMxn(sums.current, rate);
  const regularMxn = toMxn(sums.regular, rate);
  return {
    currency: 'INR',
    currentAmount: inr(sums.current),
    regularAmount: inr(sums.regular),
    totalAmount: inr(total),
    cost: inr(sums.cost),
    income: inr(total - sums.cost),
    pending: fmt2(sums.pending),
    inrPerMxn: num(rate).toFixed(),
    currentMxn: fmt2(currentMxn),
    regularMxn: fmt2(regularMxn),
    totalMxn: fmt2(currentMxn + regularMxn),
    incomeMxn: mxn(total - sums.cost),
    holdings,
  };
}
