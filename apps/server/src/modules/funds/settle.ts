import { need } from '../../context.ts';
import type { Tx } from '../../ledger/index.ts';
import { dayFromKey } from '../../market/time.ts';
import { notices } from './messages.ts';
import { exitLoadOf, exitLoadPercent, fmt2, lockInEnd, toMxn, unitsFor, valueOf } from './rules.ts';
import { history, HOUSE, num, type FundsService, type SchemeRow } from './service.ts';
import type { FundsTerms } from './terms.ts';

const MXN = 'MXN' as const;
const inr = (minor: bigint) => fmt2(minor);

/**
 * The funds.settle job: allots units to passed orders whose NAV is published, and pays
 * redemptions whose NAV is published. Each step is conditional on the row's state (a second
 * runner changes nothing), each redemption one transaction with its ledger posting.
 */
export async function settleFunds(svc: FundsService, max: number): Promise<{ items: number; more: boolean }> {
  const schemes = new Map((await svc.ctx.db.selectFrom('funds_schemes').selectAll().execute()).map((s) => [s.id, s]));
  const allotted = await allot(svc, schemes, max);
  const redeemed = await payRedemptions(svc, schemes, max);
  return { items: allotted.items + redeemed.items, more: allotted.more || redeemed.more };
}

async function allot(svc: FundsService, schemes: Map<number, SchemeRow>, max: number): Promise<{ items: number; more: boolean }> {
  let items = 0;
  const toAllot = await svc.ctx.db
    .selectFrom('funds_orders')
    .innerJoin('funds_navs', (j) => j.onRef('funds_navs.scheme_id', '=', 'funds_orders.scheme_id').onRef('funds_navs.nav_date', '=', 'funds_orders.nav_date'))
    .select(['funds_orders.id', 'funds_orders.user_id', 'funds_orders.invested_inr_minor', 'funds_orders.nav_date', 'funds_orders.scheme_id', 'funds_navs.nav'])
    .where('funds_orders.status', '=', 1)
    .where('funds_orders.units', 'is', null)
    .orderBy('funds_orders.id')
    .limit(max)
    .execute();
  for (const r of toAllot) {
    const s = schemes.get(r.scheme_id)!;
    const nav = num(r.nav);
    const units = unitsFor(r.invested_inr_minor, nav);
    const now = new Date(svc.now());
    const changed = await svc.ctx.db
      .updateTable('funds_orders')
      .set({ units: units.toFixed(3), nav: nav.toFixed(4), allotted_at: now, lock_in_end: lockInEnd(r.nav_date, s.lock_in_years) ?? null })
      .where('id', '=', r.id)
      .where('units', 'is', null)
      .executeTakeFirst();
    if (Number(changed.numUpdatedRows) !== 1) continue;
    items++;
    svc.tell(r.user_id, r.id, notices.allottedTitle, notices.allottedBody, { units: units.toFixed(3), code: s.code, nav: nav.toFixed(4), date: r.nav_date });
  }
  return { items, more: toAllot.length === max };
}

async function payRedemptions(svc: FundsService, schemes: Map<number, SchemeRow>, max: number): Promise<{ items: number; more: boolean }> {
  let items = 0;
  const toRedeem = await svc.ctx.db
    .selectFrom('funds_redemptions')
    .innerJoin('funds_orders', 'funds_orders.id', 'funds_redemptions.order_id')
    .innerJoin('funds_navs', (j) => j.onRef('funds_navs.scheme_id', '=', 'funds_orders.scheme_id').onRef('funds_navs.nav_date', '=', 'funds_redemptions.redeem_nav_date'))
    .select(['funds_redemptions.id', 'funds_redemptions.order_id'])
    .where('funds_redemptions.paid_at', 'is', null)
    .orderBy('funds_redemptions.id')
    .limit(max)
    .execute();
  const terms = (await svc.currentTerms()).terms;
  for (const { id, order_id: orderId } of toRedeem) {
    const paid = await need(svc.ctx, 'ledger').run((trx) => payRedemption(svc, trx, id, orderId, terms));
    if (!paid) continue;
    items++;
    const s = schemes.get(paid.row.scheme_id)!;
    const params = { code: s.code, units: paid.units.toFixed(3), nav: paid.nav.toFixed(4), load: inr(paid.load), amount: fmt2(paid.mxn), left: paid.left.toFixed(3) };
    svc.tell(paid.row.user_id, orderId, notices.redeemedTitle, paid.left.lte(0) ? notices.redeemedBody : notices.partRedeemedBody, params);
  }
  return { items, more: toRedeem.length === max };
}

/** Pays one redemption at its NAV, less the exit load, in MXN to the nearest centavo (half up): the ledger posting and the rows, in `trx`. */
async function payRedemption(svc: FundsService, trx: Tx, id: number, orderId: number, terms: FundsTerms) {
  const row = await trx.selectFrom('funds_orders').selectAll().where('id', '=', orderId).forUpdate().executeTakeFirstOrThrow();
  const red = await trx.selectFrom('funds_redemptions').selectAll().where('id', '=', id).forUpdate().executeTakeFirstOrThrow();
  if (red.paid_at !== null || row.status !== 1 || row.units === null) return undefined;
  const nav = (await svc.navAt(row.scheme_id, red.redeem_nav_date, trx))!;
  const units = num(red.units);
  const gross = valueOf(units, nav);
  const days = dayFromKey(red.redeem_nav_date) - dayFromKey(row.nav_date);
  const version = await svc.terms.version(row.terms_version_id, trx);
  const table = row.kind === 'on_demand' ? (version?.terms.exitLoadPercent ?? terms.exitLoadPercent) : [];
  const rate = exitLoadPercent(days, table);
  const load = exitLoadOf(gross, rate);
  const netInr = gross - load;
  const mxn = toMxn(netInr, terms.inrPerMxn);
  const now = new Date(svc.now());
  const tx = await need(svc.ctx, 'ledger').post(
    {
      kind: 'trade',
      ref: `fund-redeem:${row.id}:${red.id}`,
      memo: { orderId: row.id, redemptionId: red.id, units: units.toFixed(3), nav: nav.toFixed(4), exitLoadInr: inr(load) },
      by: 'system',
      legs: [{ from: { house: HOUSE.custody, currency: MXN }, to: { userId: row.user_id, wallet: 'FINANCIAL', currency: MXN }, amount: mxn }],
    },
    trx,
  );
  await trx
    .updateTable('funds_redemptions')
    .set({ nav: nav.toFixed(4), exit_load_rate: rate, gross_inr_minor: gross, exit_load_inr_minor: load, net_inr_minor: netInr, amount_minor: mxn, tx_id: tx.id, paid_at: now })
    .where('id', '=', red.id)
    .execute();
  const redeemed = num(row.units_redeemed).plus(units);
  const left = num(row.units).minus(redeemed);
  const whole = left.lte(0);
  await trx
    .updateTable('funds_orders')
    .set({
      units_redeemed: redeemed.toFixed(3),
      redeem_nav: nav.toFixed(4),
      exit_load_rate: rate,
      exit_load_inr_minor: (row.exit_load_inr_minor ?? 0n) + load,
      redeem_inr_minor: (row.redeem_inr_minor ?? 0n) + netInr,
      redeem_minor: (row.redeem_minor ?? 0n) + mxn,
      // Redeemed whole: state 2 (the last NAV date stays); in part: free to redeem again.
      ...(whole ? { status: 2, redeemed_at: now } : { redeem_nav_date: null, redeem_requested_at: null }),
    })
    .where('id', '=', row.id)
    .execute();
  await history(trx, row.id, 1, whole ? 2 : 1, 'system', `${whole ? 'redeemed' : `redeemed ${units.toFixed(3)} units, ${left.toFixed(3)} left`}, tx ${tx.id}`, now);
  return { row, nav, load, mxn, units, left };
}
