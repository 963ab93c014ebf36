import type { Locale, RobotMessage, RobotOrder, RobotPayout } from '@app/contracts';
import Decimal from 'decimal.js';
import type { Selectable } from 'kysely';
import { formatMinor, moneyText } from '../../ledger/index.ts';
import { render } from '../../i18n/text.ts';
import { btcText, buybackValue, DAY_MS, energyCents, energyRunsOutAt, rentalRefund } from './rules.ts';
import type { MiningMessagesTable, MiningOrdersTable, MiningPayoutsTable, MiningRobotsTable } from './tables.ts';

export type OrderRow = Selectable<MiningOrdersTable>;
export type RobotRow = Selectable<MiningRobotsTable>;

export const usd = (cents: bigint): string => formatMinor(cents, 2);
/** Dollars in a sentence (messages, notices): "US$1,500.00". */
export const usdText = (cents: bigint): string => moneyText(cents, 'USD');
export const str = (value: string | number | null): string => (value === null ? '' : new Decimal(value).toFixed());

/** When the prepaid energy of a mining robot runs out (ms), or undefined when it is not mining. */
export function runsOutAt(row: OrderRow): number | undefined {
  if (row.settled_ms === null) return undefined;
  return energyRunsOutAt(Number(row.settled_ms), row.energy_cents, str(row.energy_per_day)) ?? undefined;
}

/** Prepaid energy left at `now` (cents): what was left at the last settlement minus what mining used since. */
export function energyLeft(row: OrderRow, now: number): bigint {
  if (row.settled_ms === null || row.state >= 6) return row.energy_cents;
  const out = runsOutAt(row);
  const until = Math.min(now, Number(row.ends_ms), out ?? now);
  if (until === out) return 0n;
  // Consumed by UTC-day pieces, rounded per piece, as a payout will book it (settle.ts).
  let left = row.energy_cents;
  for (let from = Number(row.settled_ms); from < until; ) {
    const to = Math.min(until, (Math.floor(from / DAY_MS) + 1) * DAY_MS);
    const used = energyCents(str(row.energy_per_day), (to - from) / 1000);
    left = used > left ? 0n : left - used;
    from = to;
  }
  return left;
}

/** What redeeming now pays back: the rule's refund or buy-back, plus the energy left. */
export function redeemAmounts(row: OrderRow, now: number): { valueCents: bigint; feeCents: bigint; energyCents: bigint; netCents: bigint } {
  const energy = energyLeft(row, now);
  if (row.state >= 6) return { valueCents: 0n, feeCents: 0n, energyCents: 0n, netCents: 0n };
  const feeRate = str(row.redeem_fee_rate);
  if (row.mode === 'rent') {
    const r = rentalRefund({ paidCents: row.price_cents, startMs: Number(row.started_ms), endMs: Number(row.ends_ms), nowMs: now, feeRate });
    return { valueCents: r.refundCents, feeCents: r.feeCents, energyCents: energy, netCents: r.netCents + energy };
  }
  const b = buybackValue({ paidCents: row.price_cents, startMs: Number(row.started_ms), lifeDays: row.cycle_days, nowMs: now, feeRate });
  return { valueCents: b.valueCents, feeCents: b.feeCents, energyCents: energy, netCents: b.netCents + energy };
}

export function orderView(row: OrderRow, robot: Pick<RobotRow, 'name' | 'model'>, locale: Locale, now: number): RobotOrder {
  const out = runsOutAt(row);
  return {
    id: row.id,
    robotId: row.robot_id,
    name: robot.name[locale],
    model: robot.model,
    mode: row.mode,
    units: row.units,
    hashrateThs: str(row.hashrate_ths),
    state: row.state,
    stateSince: Number(row.state_since_ms),
    cycle: row.cycle_days,
    startTime: Number(row.started_ms),
    lockTime: Number(row.ends_ms),
    price: usd(row.price_cents),
    energyBalance: usd(energyLeft(row, now)),
    energyUsdPerDay: new Decimal(row.energy_per_day).toFixed(2),
    ...(out !== undefined && row.state === 4 ? { energyRunsOutAt: out } : {}),
    minedBtc: btcText(row.mined_sat),
    income: usd(row.paid_cents),
    energyUsed: usd(row.energy_used_cents),
    redeemValue: usd(redeemAmounts(row, now).netCents),
    ...(row.refund_cents !== null ? { refund: usd(row.refund_cents) } : {}),
    termsVersionId: row.terms_version_id,
    ...(row.closed_ms !== null ? { closedAt: Number(row.closed_ms) } : {}),
    simulated: true,
  };
}

export function payoutView(row: Selectable<MiningPayoutsTable>): RobotPayout {
  return {
    id: row.id,
    orderId: row.order_id,
    from: Number(row.from_ms),
    to: Number(row.to_ms),
    blocks: row.blocks,
    networkEhs: new Decimal(row.network_ths.toString()).div(1e6).toFixed(2),
    rewardBtc: btcText(row.reward_sat),
    poolFeeBtc: btcText(row.pool_fee_sat),
    btcPrice: new Decimal(row.btc_price).toFixed(2),
    amount: usd(row.amount_cents),
    energy: usd(row.energy_cents),
    createdAt: row.created_at.getTime(),
  };
}

export function messageView(row: Selectable<MiningMessagesTable>, locale: Locale): RobotMessage {
  return {
    id: row.id,
    orderId: row.order_id,
    kind: row.kind,
    ...(row.state !== null ? { state: row.state } : {}),
    text: render(row.text, locale),
    createdAt: Number(row.created_at_ms),
  };
}
