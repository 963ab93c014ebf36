import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { Currency } from '@app/contracts';
import { need } from '../../context.ts';
import type { Tx } from '../../ledger/service.ts';
import { t } from './messages.ts';
import { allotHk, allotUs, e4ToString, settle, settleFinanced, usOfferOutcome, type FeeRates } from './rules.ts';
import { ratesOf, type IpoService } from './service.ts';
import { mechanismOf, money, type IssueRow, type SubscriptionRow } from './views.ts';

export const HOUSE_IPO = 'IPO_ISSUER';
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
}

/** Orders settled per database transaction, and transactions at once (each order is its own ledger transaction). */
const SETTLE_BATCH = 50;
const SETTLE_LANES = 6;

/**
 * Allotment (a calendar job): for each IPO whose allotment time has come, once. Phase 1,
 * one transaction: the stage moves open -> allotted (so two runners or a retry cannot
 * allot twice), the seed is drawn and the ballot run, the basis of allotment published and
 * each order's allotted shares written. Phase 2: every order settled in its own ledger
 * transaction (the allotted amount — shares x final price and its charges — captured, the
 * rest released; not allotted or lapsed: the hold released), several at once; an order is
 * settled once (its row locked and its state checked), and orders left by a process that
 * died are settled by the next run.
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
  const rates = ratesOf(version.terms);
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
        const out: Outcome[] = [];
        const at = new Date(service.now());
        for (const sub of rows) out.push(await settleOne(service, trx, issue, sub, sub.allotted_shares ?? 0n, final, rates, isLapsed(issue, sub, final), at));
        return out;
      });
      settled += outcomes.length;
      await notifyOutcomes(service, issue, outcomes);
    }
  };
  await Promise.all(Array.from({ length: Math.min(SETTLE_LANES, batches.length) }, lane));
  if (settled > 0) ctx.events.publish('ipo.allotted', { ipoId: id });
  return settled;
}

async function notifyOutcomes(service: IpoService, issue: IssueRow, outcomes: Outcome[]): Promise<void> {
  for (const o of outcomes) {
    const params = { code: issue.code, shares: Number(o.shares), paid: money(o.paid), fees: money(o.fees), released: money(o.released), due: money(o.due), currency: o.currency };
    if (o.kind === 'allotted') await service.notify(o.userId, o.subscriptionId, t.allottedTitle, t.allottedBody, params);
    else if (o.kind === 'to_pay') await service.notify(o.userId, o.subscriptionId, t.allottedTitle, t.toPayBody, params);
    else if (o.kind === 'lapsed') await service.notify(o.userId, o.subscriptionId, t.lapsedTitle, t.notAllottedBody, params);
    else await service.notify(o.userId, o.subscriptionId, t.notAllottedTitle, t.notAllottedBody, params);
    await service.pushWallet(o.userId, o.currency);
  }
}

/** US/MX: an offer waiting for reconfirmation, or one the final price leaves outside its rule and not reconfirmed, lapses. */
function isLapsed(issue: IssueRow, s: SubscriptionRow, final: bigint): boolean {
  return s.status === 'reconfirm' || (issue.market !== 'HK' && usOfferOutcome(issue.price_low_e4, issue.price_high_e4, final, s.limit_price_e4 ?? issue.price_high_e4) === 'reconfirm' && !s.reconfirmed);
}

/** Phase 1: claims the IPO, draws the ballot from the seed, publishes the basis and writes each order's allotted shares (one statement per 5,000 orders). */
async function drawOne(service: IpoService, trx: Tx, id: number, fixedSeed?: string): Promise<boolean> {
  const seed = fixedSeed ?? randomBytes(16).toString('hex');
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
      seed,
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
      seed,
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
 * Listing day: allotted shares become an IPO holding of the user (ipo_holdings; the
 * trading module's positions are not written from here), once per IPO (stage allotted -> listed).
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
    let lapsedUnpaid: Array<{ userId: number; id: number; released: bigint }> = [];
    let currency = '';
    const credited = await need(ctx, 'ledger').run(async (trx) => {
      const issue = await trx.updateTable('ipo_issues').set({ stage: 'listed', updated_at: new Date(now) }).where('id', '=', id).where('stage', '=', 'allotted').returningAll().executeTakeFirst();
      if (!issue) return [];
      currency = issue.currency;
      lapsedUnpaid = await lapseUnpaid(service, trx, issue, new Date(now));
      const subs = await trx.selectFrom('ipo_subscriptions').selectAll().where('ipo_id', '=', id).where('status', '=', 'allotted').where('due_minor', '=', 0n).execute();
      for (const sub of subs) {
        await trx.insertInto('ipo_holdings').values({ user_id: sub.user_id, ipo_id: id, subscription_id: sub.id, code: issue.code, market: issue.market, shares: sub.allotted_shares!, cost_minor: sub.paid_minor!, listed_at: new Date(now), sold_at: null }).execute();
        await trx.updateTable('ipo_subscriptions').set({ status: 'listed', updated_at: new Date(now) }).where('id', '=', sub.id).execute();
        await trx.insertInto('ipo_history').values({ subscription_id: sub.id, action: 'listed', actor: 'system', detail: `credited ${sub.allotted_shares} shares`, at: new Date(now) }).execute();
      }
      return subs.map((s) => ({ userId: s.user_id, id: s.id, shares: Number(s.allotted_shares), code: issue.code }));
    });
    if (credited.length) items++;
    for (const c of credited) await service.notify(c.userId, c.id, t.listedTitle, t.listedBody, { code: c.code, shares: c.shares });
    const code = credited[0]?.code ?? (await service.issue(id)).code;
    for (const l of lapsedUnpaid) {
      await service.notify(l.userId, l.id, t.lapsedTitle, t.notAllottedBody, { code, released: money(l.released), currency });
      await service.pushWallet(l.userId, currency);
    }
  }
  return { items, more: due.length > limit };
}

/**
 * One order at allotment, one ledger transaction (inside the allotment's database
 * transaction). Not financed: the allotted cost captured, the rest released. Financed: the
 * interest captured whatever the outcome; the deposit pays the allotted cost when it can
 * (the rest released); otherwise the deposit stays held and the difference is owed
 * (payipo) before the listing.
 */
async function settleOne(service: IpoService, trx: Tx, issue: IssueRow, sub: SubscriptionRow, shares: bigint, final: bigint, rates: FeeRates, isLapsed: boolean, at: Date): Promise<Outcome> {
  const ledger = need(service.ctx, 'ledger');
  const currency = issue.currency as Currency;
  const interest = sub.interest_minor;
  const deposit = sub.held_minor - interest;
  const financed = sub.finance_percent > 0;
  const s = financed ? settleFinanced(deposit, shares, final, rates) : { ...settle(sub.held_minor, shares, final, rates), due: 0n };
  const owes = shares > 0n && s.due > 0n;
  const memo = { ipoId: issue.id, code: issue.code, shares: shares.toString(), price: e4ToString(final) };
  const interestTo = interest > 0n ? [{ account: { house: HOUSE_FINANCING, currency }, amount: interest, line: 'interest' }] : [];
  let txId: bigint | null = null;
  if (owes) {
    // The deposit stays held for the payment; only the interest is taken now.
    if (interestTo.length) txId = (await ledger.captureHold(sub.hold_id!, { to: interestTo, final: false, kind: 'ipo', ref: `ipo-subscription:${sub.id}`, idempotencyKey: `ipo-allot:${sub.id}`, memo, by: 'system' }, trx)).transaction.id;
  } else {
    const to = [
      ...(shares > 0n ? [{ account: { house: HOUSE_IPO, currency }, amount: s.capture.gross }] : []),
      ...(shares > 0n && s.capture.fees > 0n ? [{ account: { house: 'FEES', currency }, amount: s.capture.fees, line: 'fee' }] : []),
      ...interestTo,
    ];
    if (to.length > 0) {
      txId = (await ledger.captureHold(sub.hold_id!, { to, final: true, kind: 'ipo', ref: `ipo-subscription:${sub.id}`, idempotencyKey: `ipo-allot:${sub.id}`, memo, by: 'system' }, trx)).transaction.id;
    } else if (sub.hold_id !== null) {
      await ledger.releaseHold(sub.hold_id, { by: 'system' }, trx);
    }
  }
  const status: SubscriptionRow['status'] = isLapsed ? 'lapsed' : shares > 0n ? 'allotted' : 'not_allotted';
  const paid = shares > 0n && !owes ? s.capture.total : 0n;
  const released = owes ? 0n : shares > 0n ? s.release : financed ? deposit : sub.held_minor;
  await trx
    .updateTable('ipo_subscriptions')
    .set({
      status,
      allotted_shares: shares,
      paid_minor: paid,
      fees_minor: shares > 0n ? s.capture.fees : 0n,
      released_minor: released,
      due_minor: owes ? s.due : 0n,
      pay_by: owes ? issue.list_at : null,
      settle_tx_id: txId,
      updated_at: at,
    })
    .where('id', '=', sub.id)
    .execute();
  const detail = `shares ${shares} paid ${money(paid)} released ${money(released)}${interest > 0n ? ` interest ${money(interest)}` : ''}${owes ? ` due ${money(s.due)}` : ''}`;
  await trx.insertInto('ipo_history').values({ subscription_id: sub.id, action: owes ? 'allotted_to_pay' : status, actor: 'system', detail, at }).execute();
  const kind: Outcome['kind'] = isLapsed ? 'lapsed' : owes ? 'to_pay' : shares > 0n ? 'allotted' : 'not_allotted';
  return { userId: sub.user_id, subscriptionId: sub.id, currency: issue.currency, kind, shares, paid, fees: shares > 0n ? s.capture.fees : 0n, released, due: owes ? s.due : 0n };
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
