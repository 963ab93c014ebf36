import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { Currency } from '@app/contracts';
import { need } from '../../context.ts';
import { settleHolds, type BulkHoldItem } from '../../ledger/holds-bulk.ts';
import type { Tx } from '../../ledger/service.ts';
import { t } from './messages.ts';
import { allotHk, allotUs, e4ToString, firstDayOpenE4, settleFinanced, usOfferOutcome, type Charges, type FeeRates } from './rules.ts';
import { destinations, HOUSE_IPO, ivaRateNow } from './booking.ts';
import { ratesOf, type IpoService } from './service.ts';
import { mechanismOf, money, moneyText, type IssueRow, type SubscriptionRow } from './views.ts';

export { HOUSE_IPO };
export const HOUSE_FINANCING = 'IPO_FINANCING';

interface Outcome {
  userId: number;
  subscriptionId: number;
  currency: string;
  kind: 'allotted' | 'not_allotted' | 'lapsed' | 'to_pay';
  shares: bigint;
  due: bigint;
  paid: bigint;
  fees: bigint;
  released: bigint;
  /** The charges booked now (allotted and paid), each on its own line. */
  charges: Charges | null;
}

/** Orders settled per database transaction (their holds closed by a few bulk ledger statements), and transactions at once. */
const SETTLE_BATCH = 1_000;
const SETTLE_LANES = 4;

/**
 * Allotment (a calendar job): for each IPO whose allotment time has come, once. Phase 1,
 * one transaction: the stage moves open -> allotted (so two runners or a retry cannot
 * allot twice), the seed is drawn and the ballot run, the basis of allotment published and
 * each order's allotted shares written. Phase 2: the orders settled in batches, each batch
 * one database transaction in which every order is still its own ledger transaction (the
 * allotted amount — shares x final price and its charges — captured, the rest released; not
 * allotted or lapsed: the hold released), all booked by the bulk hold operations of the
 * ledger (ledger/holds-bulk.ts); an order is settled once (its row locked and its state
 * checked, rows another runner holds skipped), and orders left by a process that died are
 * settled by the next run. Phase 3, once every batch has committed: the notices (one insert per
 * batch) and the pushes.
 */
export async function allotDue(service: IpoService, limit = 20): Promise<{ items: number; more: boolean }> {
  const ctx = service.ctx;
  const now = service.now();
  const due = await ctx.db.selectFrom('ipo_issues').select(['id', 'market']).where('stage', '=', 'open').where('allot_at', '<=', new Date(now)).orderBy('allot_at').limit(limit + 1).execute();
  let items = 0;
  for (const { id } of due.slice(0, limit)) {
    if (await allotIssue(service, id)) items++;
  }
  // Orders an interrupted run left unsettled.
  const unsettled = await ctx.db
    .selectFrom('ipo_subscriptions')
    .innerJoin('ipo_issues', 'ipo_issues.id', 'ipo_subscriptions.ipo_id')
    .select('ipo_issues.id')
    .distinct()
    .where('ipo_issues.stage', '=', 'allotted')
    .where('ipo_subscriptions.status', 'in', ['subscribed', 'reconfirm'])
    .where('ipo_subscriptions.allotted_shares', 'is not', null)
    .execute();
  for (const { id } of unsettled) items += (await settlePending(service, id)) > 0 ? 1 : 0;
  return { items, more: due.length > limit };
}

/**
 * Allots one IPO now (the job, or an operator once the window has closed; `before` runs in
 * phase 1's transaction, e.g. the operator's audit row) and settles its orders. Answers
 * false when it was already allotted (by another runner): the stage claim makes it happen once.
 */
export async function allotIssue(service: IpoService, id: number, before?: (trx: Tx) => Promise<void>, seed?: string): Promise<boolean> {
  const claimed = await need(service.ctx, 'ledger').run(async (trx) => {
    const done = await drawOne(service, trx, id, seed);
    if (done && before) await before(trx);
    return done;
  });
  if (!claimed) return false;
  await settlePending(service, id);
  return true;
}

/** Phase 1 alone (the ballot, no money moved): what a process that dies right after it leaves behind. */
export function drawIssue(service: IpoService, id: number, seed?: string): Promise<boolean> {
  return need(service.ctx, 'ledger').run((trx) => drawOne(service, trx, id, seed));
}

/** Phase 2: settles the orders of an allotted IPO that are not settled yet; answers how many this call settled. */
export async function settlePending(service: IpoService, id: number): Promise<number> {
  const ctx = service.ctx;
  const ledger = need(ctx, 'ledger');
  const issue = await service.issue(id);
  if (issue.stage === 'open') return 0;
  const version = await service.currentTerms(issue.market);
  // The charges by the terms in force at allotment, and the IVA on commissions in force then (issue 34 item 18).
  const rates = ratesOf(version.terms, await ivaRateNow(ctx));
  const final = issue.final_price_e4 ?? issue.price_high_e4;
  const ids = (
    await ctx.db.selectFrom('ipo_subscriptions').select('id').where('ipo_id', '=', id).where('status', 'in', ['subscribed', 'reconfirm']).where('allotted_shares', 'is not', null).orderBy('id').execute()
  ).map((r) => r.id);
  const batches: number[][] = [];
  for (let i = 0; i < ids.length; i += SETTLE_BATCH) batches.push(ids.slice(i, i + SETTLE_BATCH));
  let next = 0;
  let settled = 0;
  const lane = async () => {
    for (;;) {
      const batch = batches[next++];
      if (!batch) return;
      const outcomes = await ledger.run(async (trx) => {
        // Rows another runner is settling right now are skipped: it settles them.
        const rows = await trx.selectFrom('ipo_subscriptions').selectAll().where('id', 'in', batch).where('status', 'in', ['subscribed', 'reconfirm']).orderBy('id').forUpdate().skipLocked().execute();
        const at = new Date(service.now());
        return settleBatch(service, trx, issue, rows.map((sub) => planOne(issue, sub, sub.allotted_shares ?? 0n, final, rates, isLapsed(issue, sub, final))), at);
      });
      settled += outcomes.length;
      if (outcomes.length) done.push(outcomes);
    }
  };
  const done: Outcome[][] = [];
  await Promise.all(Array.from({ length: Math.min(SETTLE_LANES, batches.length) }, lane));
  // Every order settled and committed: the notices, one insert per batch, and the pushes.
  let told = 0;
  const tell = async () => {
    for (let batch = done[told++]; batch; batch = done[told++]) await notifyOutcomes(service, issue, batch);
  };
  await Promise.all(Array.from({ length: Math.min(2, done.length) }, tell));
  if (settled > 0) await ctx.events.publish('ipo.allotted', { ipoId: id });
  return settled;
}

const NOTICE_TEXTS: Record<Outcome['kind'], [typeof t.allottedTitle, typeof t.allottedBody]> = {
  allotted: [t.allottedTitle, t.allottedBody],
  to_pay: [t.allottedTitle, t.toPayBody],
  lapsed: [t.lapsedTitle, t.notAllottedBody],
  not_allotted: [t.notAllottedTitle, t.notAllottedBody],
};

/** After a batch's commit: its notices in one insert, then each order's pushes. */
async function notifyOutcomes(service: IpoService, issue: IssueRow, outcomes: Outcome[]): Promise<void> {
  if (outcomes.length === 0) return;
  await need(service.ctx, 'notices').notifyMany(
    outcomes.map((o) => {
      const [title, body] = NOTICE_TEXTS[o.kind];
      const params = { code: issue.code, shares: Number(o.shares), paid: moneyText(o.paid, o.currency), fees: moneyText(o.fees, o.currency), released: moneyText(o.released, o.currency), due: moneyText(o.due, o.currency) };
      return { userId: o.userId, notice: { kind: 'ipo', ref: `ipo-subscription:${o.subscriptionId}`, title, body, params } };
    }),
  );
  for (const o of outcomes) {
    await service.ctx.services.push?.publishToUser(o.userId, 'position.updated', { positionId: o.subscriptionId, event: 'ipo' } as never);
    await service.pushWallet(o.userId, o.currency);
  }
}

/** US/MX: an offer waiting for reconfirmation, or one the final price leaves outside its rule and not reconfirmed, lapses. */
function isLapsed(issue: IssueRow, s: SubscriptionRow, final: bigint): boolean {
  return s.status === 'reconfirm' || (issue.market !== 'HK' && usOfferOutcome(issue.price_low_e4, issue.price_high_e4, final, s.limit_price_e4 ?? issue.price_high_e4) === 'reconfirm' && !s.reconfirmed);
}

/** A seed drawn at set-up and its commitment, SHA-256 of the seed in hex (published until the draw; the seed after it). */
export function committedSeed(): { seed: string; seed_commitment: string } {
  const seed = randomBytes(16).toString('hex');
  return { seed, seed_commitment: createHash('sha256').update(seed).digest('hex') };
}

/** Phase 1: claims the IPO, draws the ballot from the seed, publishes the basis and writes each order's allotted shares (one statement per 5,000 orders). */
async function drawOne(service: IpoService, trx: Tx, id: number, fixedSeed?: string): Promise<boolean> {
  // The seed committed to at set-up (an IPO from before commitments: drawn now); a fixed one replaces it (tests).
  const seed = fixedSeed ?? sql<string>`coalesce(seed, ${randomBytes(16).toString('hex')})`;
  const claimed = await trx
    .updateTable('ipo_issues')
    .set({ stage: 'allotted', seed, updated_at: new Date(service.now()) })
    .where('id', '=', id)
    .where('stage', '=', 'open')
    .returningAll()
    .executeTakeFirst();
  if (!claimed) return false;
  const issue: IssueRow = claimed;
  const final = issue.final_price_e4 ?? issue.price_high_e4;
  if (issue.final_price_e4 === null) await trx.updateTable('ipo_issues').set({ final_price_e4: final }).where('id', '=', id).execute();
  const subs = await trx.selectFrom('ipo_subscriptions').selectAll().where('ipo_id', '=', id).where('status', 'in', ['subscribed', 'reconfirm']).orderBy('id').forUpdate().execute();
  const lapsed = subs.filter((s) => isLapsed(issue, s, final));
  const eligible = subs.filter((s) => !isLapsed(issue, s, final));
  let lots: Map<number, number>;
  if (issue.market === 'HK') {
    const result = allotHk(
      eligible.map((s) => ({ id: s.id, lots: s.quantity, amount: s.held_minor - s.interest_minor + s.loan_minor })), // the application amount (a financed one: deposit + loan)
      Number(issue.shares_offered / BigInt(issue.lot_size)),
      mechanismOf(issue),
      issue.pool_a_threshold_minor ?? 500_000_000n,
      issue.seed!,
    );
    lots = result.lots;
    await trx
      .updateTable('ipo_issues')
      .set({ basis: JSON.stringify({ publicLots: result.publicLots, poolALots: result.poolALots, poolBLots: result.poolBLots, tiers: result.basis }) })
      .where('id', '=', id)
      .execute();
  } else {
    const lot = BigInt(issue.lot_size);
    lots = allotUs(
      eligible.map((s) => ({ id: s.id, lots: Number(s.shares / lot) })),
      Number(issue.shares_offered / lot),
      issue.seed!,
    );
    await trx.updateTable('ipo_issues').set({ basis: JSON.stringify({ requests: eligible.length, lapsed: lapsed.length }) }).where('id', '=', id).execute();
  }
  const shares = subs.map((s) => (lapsed.includes(s) ? 0n : BigInt(lots.get(s.id) ?? 0) * BigInt(issue.lot_size)));
  for (let i = 0; i < subs.length; i += 5_000) {
    const ids = subs.slice(i, i + 5_000).map((s) => s.id);
    const values = shares.slice(i, i + 5_000).map(String);
    await sql`update ipo_subscriptions s set allotted_shares = v.shares from unnest(${ids}::int[], ${values}::bigint[]) as v(id, shares) where s.id = v.id`.execute(trx);
  }
  return true;
}

/**
 * Listing day, once per IPO (stage allotted -> listed): the instrument joins the simulated
 * market, opening at the published first-day model's price (rules.ts firstDayOpenE4, from
 * the allotment's seed), and each paid allotment becomes a holding position of the trading
 * module at the final price (trading.creditShares: one ledger transaction moves its cost
 * from the issuer's house account to the trading margin account), sold later from the trade
 * tab through the ordinary close path. The IPO keeps the holding (ipo_holdings) with its
 * position, which the flipping rule reads.
 */
export async function listDue(service: IpoService, limit = 20): Promise<{ items: number; more: boolean }> {
  const ctx = service.ctx;
  const now = service.now();
  const due = await ctx.db.selectFrom('ipo_issues').select('id').where('stage', '=', 'allotted').where('list_at', '<=', new Date(now)).orderBy('list_at').limit(limit + 1).execute();
  let items = 0;
  for (const { id } of due.slice(0, limit)) {
    // Not before every order of the allotment is settled (an interrupted settlement is caught up by ipo.allot).
    const pending = await ctx.db.selectFrom('ipo_subscriptions').select('id').where('ipo_id', '=', id).where('status', 'in', ['subscribed', 'reconfirm']).limit(1).execute();
    if (pending.length > 0) continue;
    const before = await service.issue(id);
    if (before.stage !== 'allotted') continue;
    const version = await service.currentTerms(before.market);
    const open = firstDayOpenE4(before.final_price_e4 ?? before.price_high_e4, before.seed ?? String(before.id), version.terms.firstDayMeanPercent, version.terms.firstDayVolPercent);
    // The instrument joins this process's market first (the positions are planned on it); the others follow the event.
    service.joinMarket({ ...before, first_day_open_e4: open });
    let lapsedUnpaid: Array<{ userId: number; id: number; released: bigint }> = [];
    let currency = '';
    const trading = need(ctx, 'trading');
    const credited = await need(ctx, 'ledger').run(async (trx) => {
      const issue = await trx.updateTable('ipo_issues').set({ stage: 'listed', first_day_open_e4: open, updated_at: new Date(now) }).where('id', '=', id).where('stage', '=', 'allotted').returningAll().executeTakeFirst();
      if (!issue) return undefined;
      currency = issue.currency;
      lapsedUnpaid = await lapseUnpaid(service, trx, issue, new Date(now));
      const subs = await trx.selectFrom('ipo_subscriptions').selectAll().where('ipo_id', '=', id).where('status', '=', 'allotted').where('due_minor', '=', 0n).orderBy('id').execute();
      const final = e4ToString(issue.final_price_e4 ?? issue.price_high_e4);
      for (const sub of subs) {
        const order = await trading.creditShares(trx, sub.user_id, {
          code: issue.code,
          quantity: sub.allotted_shares!.toString(),
          price: final,
          paidFees: sub.fees_minor ?? 0n,
          from: { house: HOUSE_IPO, currency: issue.currency as Currency },
          reason: 'ipo',
          ref: `ipo-subscription:${sub.id}`,
          by: 'system:ipo',
        });
        await trx
          .insertInto('ipo_holdings')
          .values({ user_id: sub.user_id, ipo_id: id, subscription_id: sub.id, code: issue.code, market: issue.market, shares: sub.allotted_shares!, cost_minor: sub.paid_minor!, listed_at: new Date(now), sold_at: null, position_id: order.position_id })
          .execute();
        await trx.updateTable('ipo_subscriptions').set({ status: 'listed', updated_at: new Date(now) }).where('id', '=', sub.id).execute();
        await trx.insertInto('ipo_history').values({ subscription_id: sub.id, action: 'listed', actor: 'system', detail: `credited ${sub.allotted_shares} shares at ${final} (position ${order.position_id})`, at: new Date(now) }).execute();
      }
      return subs.map((s) => ({ userId: s.user_id, id: s.id, shares: Number(s.allotted_shares), code: issue.code }));
    });
    if (!credited) continue;
    items++;
    await ctx.events.publish('ipo.listed', { ipoId: id });
    for (const c of credited) await service.notify(c.userId, c.id, t.listedTitle, t.listedBody, { code: c.code, shares: c.shares });
    for (const l of lapsedUnpaid) {
      await service.notify(l.userId, l.id, t.lapsedTitle, t.notAllottedBody, { code: before.code, released: moneyText(l.released, currency) });
      await service.pushWallet(l.userId, currency);
    }
  }
  return { items, more: due.length > limit };
}

interface Plan {
  sub: SubscriptionRow;
  /** The order's hold: released, or captured in its own ledger transaction; null: nothing moves now. */
  hold: BulkHoldItem | null;
  status: SubscriptionRow['status'];
  action: string;
  detail: string;
  payBy: Date | null;
  outcome: Outcome;
}

/**
 * One order at allotment (pure: what its ledger transaction and rows will be). Not financed:
 * the allotted cost captured, the rest released. Financed: the interest captured whatever the
 * outcome; the deposit pays the allotted cost when it can (the rest released); otherwise the
 * deposit stays held for the payment and the difference is owed (payipo) before the listing.
 */
function planOne(issue: IssueRow, sub: SubscriptionRow, shares: bigint, final: bigint, rates: FeeRates, isLapsed: boolean): Plan {
  const currency = issue.currency as Currency;
  const interest = sub.interest_minor;
  const deposit = sub.held_minor - interest;
  const financed = sub.finance_percent > 0;
  // The deposit (the whole hold when not financed) pays what it can; an order held under a lower
  // rate than the one in force (IVA from its start day) owes the difference, as a financed one does.
  const s = settleFinanced(deposit, shares, final, rates);
  const owes = shares > 0n && s.due > 0n;
  const memo = { ipoId: issue.id, code: issue.code, shares: shares.toString(), price: e4ToString(final) };
  const interestTo = interest > 0n ? [{ account: { house: HOUSE_FINANCING, currency }, amount: interest, line: 'interest' }] : [];
  const capture = (to: NonNullable<BulkHoldItem['capture']>['to'], final: boolean): BulkHoldItem => {
    if (sub.hold_id === null) throw new Error(`subscription ${sub.id} has no hold to capture`);
    return { holdId: sub.hold_id, capture: { to, final, kind: 'ipo', ref: `ipo-subscription:${sub.id}`, idempotencyKey: `ipo-allot:${sub.id}`, memo, by: 'system' } };
  };
  let hold: BulkHoldItem | null = null;
  if (owes) {
    // The deposit stays held for the payment; only the interest is taken now.
    if (interestTo.length) hold = capture(interestTo, false);
  } else {
    const to = [...(shares > 0n ? destinations(s.capture, currency) : []), ...interestTo];
    if (to.length > 0) hold = capture(to, true);
    else if (sub.hold_id !== null) hold = { holdId: sub.hold_id };
  }
  const status: SubscriptionRow['status'] = isLapsed ? 'lapsed' : shares > 0n ? 'allotted' : 'not_allotted';
  const paid = shares > 0n && !owes ? s.capture.total : 0n;
  const released = owes ? 0n : shares > 0n ? s.release : financed ? deposit : sub.held_minor;
  const fees = shares > 0n ? s.capture.fees : 0n;
  const due = owes ? s.due : 0n;
  const detail = `shares ${shares} paid ${money(paid)} released ${money(released)}${interest > 0n ? ` interest ${money(interest)}` : ''}${owes ? ` due ${money(s.due)}` : ''}`;
  const kind: Outcome['kind'] = isLapsed ? 'lapsed' : owes ? 'to_pay' : shares > 0n ? 'allotted' : 'not_allotted';
  return {
    sub,
    hold,
    status,
    action: owes ? 'allotted_to_pay' : status,
    detail,
    payBy: owes ? issue.list_at : null,
    outcome: { userId: sub.user_id, subscriptionId: sub.id, currency: issue.currency, kind, shares, paid, fees, released, due, charges: paid > 0n ? s.capture : null },
  };
}

/**
 * A batch of orders in the allotment's batch transaction: every hold closed by the ledger's
 * bulk operation (each capture its own ledger transaction), then the orders' rows in one
 * update and their history in one insert.
 */
async function settleBatch(service: IpoService, trx: Tx, issue: IssueRow, plans: Plan[], at: Date): Promise<Outcome[]> {
  if (plans.length === 0) return [];
  const ledger = need(service.ctx, 'ledger');
  const settled = await settleHolds(
    ledger,
    trx,
    plans.flatMap((p) => (p.hold ? [p.hold] : [])),
    at,
  );
  const txOf = (p: Plan) => (p.hold?.capture ? (settled.get(p.hold.holdId)?.txId ?? null) : null);
  const o = plans.map((p) => p.outcome);
  const charge = (part: (c: Charges) => bigint) => o.map((x) => (x.charges ? String(part(x.charges)) : null));
  await sql`
    update ipo_subscriptions s
    set status = v.status, allotted_shares = v.shares, paid_minor = v.paid, fees_minor = v.fees, released_minor = v.released,
        due_minor = v.due, pay_by = v.pay_by, settle_tx_id = v.tx, updated_at = ${at}::timestamptz,
        brokerage_minor = v.brokerage, iva_minor = v.iva, sfc_levy_minor = v.sfc, afrc_levy_minor = v.afrc, trading_fee_minor = v.trading
    from unnest(${plans.map((p) => p.sub.id)}::int[], ${plans.map((p) => p.status)}::text[], ${o.map((x) => String(x.shares))}::bigint[],
                ${o.map((x) => String(x.paid))}::bigint[], ${o.map((x) => String(x.fees))}::bigint[], ${o.map((x) => String(x.released))}::bigint[],
                ${o.map((x) => String(x.due))}::bigint[], ${plans.map((p) => p.payBy?.toISOString() ?? null)}::timestamptz[],
                ${plans.map((p) => txOf(p)?.toString() ?? null)}::bigint[],
                ${charge((c) => c.brokerage)}::bigint[], ${charge((c) => c.iva)}::bigint[], ${charge((c) => c.sfcLevy)}::bigint[],
                ${charge((c) => c.afrcLevy)}::bigint[], ${charge((c) => c.tradingFee)}::bigint[])
      as v (id, status, shares, paid, fees, released, due, pay_by, tx, brokerage, iva, sfc, afrc, trading)
    where s.id = v.id`.execute(trx);
  await sql`
    insert into ipo_history (subscription_id, action, actor, detail, at)
    select v.id, v.action, 'system', v.detail, ${at}::timestamptz
    from unnest(${plans.map((p) => p.sub.id)}::int[], ${plans.map((p) => p.action)}::text[], ${plans.map((p) => p.detail)}::text[]) as v (id, action, detail)
    order by v.id`.execute(trx);
  return o;
}

/** Listing time: allotments still owing a payment lapse (their deposit released; the interest stays paid). */
async function lapseUnpaid(service: IpoService, trx: Tx, issue: IssueRow, at: Date): Promise<Array<{ userId: number; id: number; released: bigint }>> {
  const ledger = need(service.ctx, 'ledger');
  const owing = await trx.selectFrom('ipo_subscriptions').selectAll().where('ipo_id', '=', issue.id).where('status', '=', 'allotted').where('due_minor', '>', 0n).forUpdate().execute();
  const out: Array<{ userId: number; id: number; released: bigint }> = [];
  for (const sub of owing) {
    const released = sub.held_minor - sub.interest_minor;
    if (sub.hold_id !== null) await ledger.releaseHold(sub.hold_id, { by: 'system' }, trx);
    await trx.updateTable('ipo_subscriptions').set({ status: 'lapsed', due_minor: 0n, released_minor: released, updated_at: at }).where('id', '=', sub.id).execute();
    await trx.insertInto('ipo_history').values({ subscription_id: sub.id, action: 'lapsed', actor: 'system', detail: `unpaid by ${sub.pay_by?.toISOString() ?? ''}; released ${money(released)}`, at }).execute();
    out.push({ userId: sub.user_id, id: sub.id, released });
  }
  return out;
}
