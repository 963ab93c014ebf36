import { formatMoneyText, type LocalizedText } from '@app/contracts';
import { sql } from 'kysely';
import Decimal from 'decimal.js';
import { need, type AppContext } from '../../context.ts';
import type { TextParams } from '../../i18n/text.ts';
import type { Leg, Tx } from '../../ledger/index.ts';
import { postManyToOne } from '../../ledger/many-to-one.ts';
import { m, stateText } from './messages.ts';
import type { SimulatedNetwork } from './network.ts';
import { btcText, DAY_MS, energyCents, rewardSat, satToCents, type RobotState } from './rules.ts';
import { runsOutAt, str, usdText, type OrderRow } from './views.ts';

/** House accounts of mining: the pool that pays rewards (BTC), sales of rentals and machines, prepaid and consumed energy (USD). */
export const HOUSE = { pool: 'MINING_POOL', sales: 'MINING_SALES', prepaid: 'MINING_ENERGY_PREPAID', energy: 'MINING_ENERGY', fees: 'FEES' } as const;

/**
 * Robots per ledger transaction of a payout batch: each transaction has one posting per
 * robot (its BTC reward) and one per house account (the pool, the energy accounts), summed
 * (ledger/many-to-one.ts).
 */
export const LEDGER_SLICE = 100;

/** One paid piece of a robot's mining: a part of one UTC day. */
export interface Piece {
  from: number;
  to: number;
  blocks: number;
  networkThs: number;
  rewardSat: bigint;
  poolFeeSat: bigint;
  btcPrice: string;
  amountCents: bigint;
  energyCents: bigint;
}

export interface Plan {
  stop: number;
  pieces: Piece[];
  rewardSat: bigint;
  amountCents: bigint;
  energyCents: bigint;
}

/** A user-facing change to announce after commit. */
export interface Announcement {
  userId: number;
  orderId: number;
  robotId: number;
  state?: number;
  /** A reward was credited (BTC in the FINANCIAL wallet). */
  paid?: boolean;
  /** A notice of its own to send (energy running low, stopped). */
  notice?: { title: LocalizedText; body: LocalizedText; params: TextParams };
}

/**
 * Paying robots and moving their states. `plan` is what a robot earned from the simulated
 * network's actual blocks between its last settlement and `upTo` (cut at its end and at
 * the moment its prepaid energy runs out); `apply` books a batch of plans in one
 * transaction (one ledger transaction for the batch, each order updated only if it still
 * is where it was read: rows are locked, and a payout row is unique per order and start).
 */
export class Settlement {
  constructor(
    private readonly ctx: AppContext,
    private readonly network: SimulatedNetwork,
  ) {}

  private readonly prices = new Map<number, string>();

  /** The simulated BTC price (US$) at a moment (a payout run asks for the same moments for every robot: remembered, at most 1,000). */
  btcPriceAt(at: number): string {
    let price = this.prices.get(at);
    if (price === undefined) {
      price = String(need(this.ctx, 'market').provider.quote('BTC/USD', at).price);
      if (this.prices.size >= 1000) this.prices.clear();
      this.prices.set(at, price);
    }
    return price;
  }

  /** Where mining of this order stops being payable before `upTo`: its end, or its energy running out. */
  stopOf(row: OrderRow, upTo: number): number {
    return Math.min(upTo, Number(row.ends_ms), runsOutAt(row) ?? upTo);
  }

  plan(row: OrderRow, upTo: number): Plan | undefined {
    if (row.settled_ms === null) return undefined;
    const start = Number(row.settled_ms);
    const stop = this.stopOf(row, upTo);
    if (stop <= start) return undefined;
    const out = runsOutAt(row);
    const perDay = str(row.energy_per_day);
    const pieces: Piece[] = [];
    let energyLeft = row.energy_cents;
    for (let from = start; from < stop; ) {
      const to = Math.min(stop, (Math.floor(from / DAY_MS) + 1) * DAY_MS);
      const [part] = this.network.blocksBetween(from, to);
      const blocksSat = part!.blocks.reduce((sum, b) => sum + b.subsidySat + b.feesSat, 0n);
      const reward = rewardSat({ hashrateThs: str(row.hashrate_ths), networkThs: part!.day.hashrateThs, blocksSat, poolFeeRate: str(row.pool_fee_rate) });
      const btcPrice = this.btcPriceAt(to);
      let energy = to === out ? energyLeft : energyCents(perDay, (to - from) / 1000);
      if (energy > energyLeft) energy = energyLeft;
      energyLeft -= energy;
      pieces.push({ from, to, blocks: part!.blocks.length, networkThs: part!.day.hashrateThs, rewardSat: reward.netSat, poolFeeSat: reward.poolFeeSat, btcPrice, amountCents: satToCents(reward.netSat, btcPrice), energyCents: energy });
      from = to;
    }
    return {
      stop,
      pieces,
      rewardSat: pieces.reduce((s, p) => s + p.rewardSat, 0n),
      amountCents: pieces.reduce((s, p) => s + p.amountCents, 0n),
      energyCents: pieces.reduce((s, p) => s + p.energyCents, 0n),
    };
  }

  /**
   * Books the plans of `rows` (locked by the caller in `trx`): payout rows, the ledger
   * transactions (pool -> user in BTC, one posting per robot; prepaid energy -> energy in
   * USD; the house sides summed, LEDGER_SLICE robots a transaction), the orders, their
   * messages (one insert). Returns the orders paid.
   */
  async apply(trx: Tx, rows: OrderRow[], upTo: number): Promise<Announcement[]> {
    const planned = rows.map((row) => ({ row, plan: this.plan(row, upTo) })).filter((p): p is { row: OrderRow; plan: Plan } => p.plan !== undefined);
    if (planned.length === 0) return [];
    const now = this.ctx.clock.now();
    const created = new Date(now);
    // Per robot: its reward in BTC from the pool to the user's FINANCIAL wallet, and the energy it used (house to house).
    const items = planned.map(({ row, plan }) => {
      const legs: Leg[] = [];
      if (plan.rewardSat > 0n) legs.push({ from: { house: HOUSE.pool, currency: 'BTC' }, to: { userId: row.user_id, wallet: 'FINANCIAL', currency: 'BTC' }, amount: plan.rewardSat });
      if (plan.energyCents > 0n) legs.push({ from: { house: HOUSE.prepaid, currency: 'USD' }, to: { house: HOUSE.energy, currency: 'USD' }, amount: plan.energyCents, line: 'energy' });
      return legs;
    });
    const txs = await postManyToOne(need(this.ctx, 'ledger'), trx, { kind: 'income', ref: `mining-payout:${upTo}`, memo: { orders: planned.length, upTo }, by: 'system', items, slice: LEDGER_SLICE, createdAt: created });
    const payouts = planned.flatMap(({ row, plan }, i) =>
      plan.pieces.map((p) => ({
        order_id: row.id,
        user_id: row.user_id,
        from_ms: p.from,
        to_ms: p.to,
        blocks: p.blocks,
        network_ths: p.networkThs,
        reward_sat: p.rewardSat,
        pool_fee_sat: p.poolFeeSat,
        btc_price: p.btcPrice,
        amount_cents: p.amountCents,
        energy_cents: p.energyCents,
        tx_id: txs[i] ?? null,
        created_at: created,
      })),
    );
    for (let i = 0; i < payouts.length; i += 2000) await trx.insertInto('mining_payouts').values(payouts.slice(i, i + 2000)).execute();
    const messages = planned.map(({ row, plan }) => {
      const last = plan.pieces.at(-1)!;
      const params = { btc: btcText(plan.rewardSat), blocks: plan.pieces.reduce((s, p) => s + p.blocks, 0), price: formatMoneyText(new Decimal(last.btcPrice).toFixed(2), 'USD'), amount: usdText(plan.amountCents), energy: usdText(plan.energyCents) };
      return { order_id: row.id, kind: 'payout' as const, state: row.state, text: JSON.stringify(fill(m.payout, params)), created_at_ms: now };
    });
    for (let i = 0; i < messages.length; i += 2000) await trx.insertInto('mining_messages').values(messages.slice(i, i + 2000)).execute();
    // One statement for the batch: each order moves from the settlement it was read at.
    for (let i = 0; i < planned.length; i += 2000) {
      const values = planned.slice(i, i + 2000).map(({ row, plan }) => sql`(${row.id}::int, ${plan.stop}::bigint, ${plan.rewardSat}::bigint, ${plan.amountCents}::bigint, ${plan.energyCents}::bigint, ${row.settled_ms}::bigint)`);
      await sql`update mining_orders as o set settled_ms = v.stop, mined_sat = o.mined_sat + v.sat, paid_cents = o.paid_cents + v.cents, energy_cents = o.energy_cents - v.energy, energy_used_cents = o.energy_used_cents + v.energy
        from (values ${sql.join(values)}) as v(id, stop, sat, cents, energy, was) where o.id = v.id and o.settled_ms = v.was`.execute(trx);
    }
    return planned.map(({ row, plan }) => ({ userId: row.user_id, orderId: row.id, robotId: row.robot_id, paid: plan.rewardSat > 0n }));
  }

  /**
   * Pays the mining robots up to `upTo`, `max` orders after `cursor` in one transaction
   * (rows another process holds are skipped: it is paying them).
   */
  async settleBatch(upTo: number, cursor: number, max: number): Promise<{ items: number; more: boolean; cursor: number; announced: Announcement[] }> {
    return need(this.ctx, 'ledger').run(async (trx) => {
      const rows = await trx
        .selectFrom('mining_orders')
        .selectAll()
        .where('settled_ms', 'is not', null)
        .where('id', '>', cursor)
        .where(sql<boolean>`settled_ms < least(${upTo}::bigint, ends_ms, settled_ms + floor(energy_cents * 864000 / nullif(energy_per_day, 0))::bigint)`)
        .orderBy('id')
        .limit(max)
        .forUpdate()
        .skipLocked()
        .execute();
      const announced = await this.apply(trx, rows, upTo);
      return { items: announced.length, more: rows.length === max, cursor: rows.at(-1)?.id ?? cursor, announced };
    });
  }

  /** Moves an order to `to` at `at` in `trx`: the row, its history and its message. False when it is no longer in `from`. */
  async move(trx: Tx, row: OrderRow, to: RobotState, at: number, by: string, reason: string, extra: Partial<{ settled_ms: number | null; closed_ms: number; refund_cents: bigint; energy_cents: bigint }> = {}): Promise<boolean> {
    const moved = await trx
      .updateTable('mining_orders')
      .set({ state: to, state_since_ms: at, ...extra })
      .where('id', '=', row.id)
      .where('state', '=', row.state)
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) === 0) return false;
    await trx.insertInto('mining_history').values({ order_id: row.id, from_state: row.state, to_state: to, at_ms: at, by, reason }).execute();
    await trx
      .insertInto('mining_messages')
      .values({ order_id: row.id, kind: 'state', state: to, text: JSON.stringify(stateText(to)), created_at_ms: at })
      .execute();
    return true;
  }
}

/** A localized text with its placeholders filled in each language. */
export function fill(text: { es: string; en: string; zh: string }, params: Record<string, string | number>): { es: string; en: string; zh: string } {
  const f = (s: string) => s.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
  return { es: f(text.es), en: f(text.en), zh: f(text.zh) };
}
