import type { LocalizedText } from '@app/contracts';
import { interpolate, momentInWords, type TextParams } from '../../i18n/text.ts';
import type { Tx } from '../../ledger/index.ts';
import { m } from './messages.ts';
import { DAY_MS, ROBOT_STATE } from './rules.ts';
import type { Announcement } from './settle.ts';
import { runsOutAt, type OrderRow } from './views.ts';

/**
 * A robot does not stop in silence (issue 34 item 15): the state job tells its owner a day
 * before the prepaid energy runs out (once per top-up) and when it stops, each with the moment
 * in words and the way out (top up). A warning whose moment has passed (the server was down
 * until after the energy ran out) is not sent: the stop notice says what happened.
 */
export const ENERGY_WARNING_MS = DAY_MS;

const filled = (text: LocalizedText, params: TextParams): LocalizedText => ({
  es: interpolate(text.es, params, 'es'),
  en: interpolate(text.en, params, 'en'),
  zh: interpolate(text.zh, params, 'zh'),
});

/** SQL of the moment a mining robot's energy runs out (as views.ts runsOutAt), for the state job's query. */
export const RUNS_OUT_SQL = 'settled_ms + floor(energy_cents * 864000 / nullif(energy_per_day, 0))::bigint';

async function robotName(trx: Tx, robotId: number): Promise<LocalizedText> {
  const robot = await trx.selectFrom('mining_robots').select('name').where('id', '=', robotId).executeTakeFirstOrThrow();
  return robot.name;
}

/**
 * A mining robot whose energy runs out within ENERGY_WARNING_MS of `now` (and not before it):
 * marks it warned (conditional: once across processes), writes the robot's message and
 * announces the notice. Answers whether it warned.
 */
export async function warnLowEnergy(trx: Tx, row: OrderRow, now: number, announced: Announcement[]): Promise<boolean> {
  const out = runsOutAt(row);
  if (row.state !== ROBOT_STATE.mining || row.energy_warned || out === undefined || out <= now || out - ENERGY_WARNING_MS > now || out >= Number(row.ends_ms)) return false;
  const marked = await trx.updateTable('mining_orders').set({ energy_warned: true }).where('id', '=', row.id).where('energy_warned', '=', false).executeTakeFirst();
  if (Number(marked.numUpdatedRows) !== 1) return false;
  const at = momentInWords(out);
  await trx.insertInto('mining_messages').values({ order_id: row.id, kind: 'energy', state: row.state, text: JSON.stringify(filled(m.energyLowMessage, { at })), created_at_ms: now }).execute();
  const params = { name: await robotName(trx, row.robot_id), orderId: row.id, at };
  announced.push({ userId: row.user_id, orderId: row.id, robotId: row.robot_id, state: row.state, notice: { title: m.energyLowTitle, body: m.energyLowBody, params } });
  return true;
}

/** The notice of a robot the state job just stopped (state 5) at `stoppedAt`. */
export async function stoppedNotice(trx: Tx, row: OrderRow, stoppedAt: number): Promise<NonNullable<Announcement['notice']>> {
  return { title: m.stoppedTitle, body: m.stoppedBody, params: { name: await robotName(trx, row.robot_id), orderId: row.id, at: momentInWords(stoppedAt) } };
}
