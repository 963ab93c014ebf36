/**
 * Stops and price alerts evaluated together (issue 21): 100,000 live stops (the trigger
 * job's book, `TriggerBook.decide`) and 100,000 live price alerts (the alert job's book,
 * `AlertBook.decide`: above / below a level, up / down a percent of the previous close,
 * one-shot and repeating) over 500 instruments ticking once a second; each tick's evaluation
 * of both books on one core. "No trigger missed": every tick's decisions are checked, stop by
 * stop and alert by alert, against a plain re-evaluation with exact decimals (decimal.js),
 * including a repeating alert's re-arming after the price crosses back.
 *
 *   npx tsx bench/alerts.ts [stops=100000] [alerts=100000] [instruments=500] [ticks=120]
 */
import Decimal from 'decimal.js';
import { stats } from './tick-stats.ts';
import { AlertBook } from '../apps/server/src/modules/alerts/book.ts';
import type { AlertWatch } from '../apps/server/src/modules/alerts/rules.ts';
import { TriggerBook } from '../apps/server/src/modules/trading/conditional-engine.ts';
import { finish, size } from './smoke.lib.ts';

const STOPS = size(2, 100_000, 2000);
const ALERTS = size(3, 100_000, 2000);
const INSTRUMENTS = size(4, 500, 50);
const TICKS = size(5, 120, 20);
const ALERT_KINDS = ['price_above', 'price_below', 'change_up', 'change_down'] as const;

// A seeded generator, so every run sees the same market, stops and alerts.
let seed = 7;
const rnd = () => {
  seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
  return seed / 2_147_483_648;
};

// Instruments: prices in cents from US$5 to US$800, a random walk of up to 0.4 % a tick; the previous close is the start price.
const codes = Array.from({ length: INSTRUMENTS }, (_, i) => `S${String(i).padStart(3, '0')}`);
const mid = new Map(codes.map((c) => [c, Math.round(500 + rnd() * 79_500)]));
const prevClose = new Map(mid);
const spread = 2;

// Stops: buy stops above the ask, sell stops below the bid.
const stops = new TriggerBook();
const stopShadows = new Map<number, { code: string; direction: number; trigger: Decimal; done: boolean }>();
for (let id = 1; id <= STOPS; id++) {
  const code = codes[id % INSTRUMENTS]!;
  const m = mid.get(code)!;
  const direction = rnd() < 0.5 ? 0 : 1;
  const trigger = m + (direction === 0 ? 1 : -1) * Math.max(1, Math.round(m * (0.002 + rnd() * 0.05)));
  stops.put({ id, userId: id, code, kind: 'stop', direction, status: 'active', trigger, limit: 0, trailUnits: 0, trailPpm: 0, extreme: 0, extendedHours: false, expiresAt: Number.MAX_SAFE_INTEGER, groupId: 0, scale: 100, dirty: false });
  stopShadows.set(id, { code, direction, trigger: new Decimal(trigger), done: false });
}

// Alerts: levels 0.2-5 % away from the price, percents 0.2-3 %; half of them repeating.
const alerts = new AlertBook();
interface AlertShadow {
  code: string;
  kind: (typeof ALERT_KINDS)[number];
  level: Decimal;
  percent: Decimal;
  repeat: boolean;
  state: 'armed' | 'waiting' | 'done';
}
const alertShadows = new Map<number, AlertShadow>();
for (let id = 1; id <= ALERTS; id++) {
  const code = codes[(id * 7) % INSTRUMENTS]!;
  const m = mid.get(code)!;
  const kind = ALERT_KINDS[id % ALERT_KINDS.length]!;
  const away = Math.max(1, Math.round(m * (0.002 + rnd() * 0.05)));
  const level = kind === 'price_above' ? m + away : kind === 'price_below' ? m - away : 0;
  const basisPoints = kind === 'change_up' || kind === 'change_down' ? 20 + Math.round(rnd() * 280) : 0;
  const repeat = rnd() < 0.5;
  const watch: AlertWatch = { id, userId: id, code, kind, level, basisPoints, repeat, state: 'armed', scale: 100 };
  alerts.put(watch);
  alertShadows.set(id, { code, kind, level: new Decimal(level), percent: new Decimal(basisPoints).dividedBy(100), repeat, state: 'armed' });
}

/** An alert's condition, written plainly in exact decimals (prices in cents). */
function met(s: AlertShadow, last: Decimal, prev: Decimal): boolean {
  const movePercent = last.minus(prev).dividedBy(prev).times(100);
  switch (s.kind) {
    case 'price_above':
      return last.gte(s.level);
    case 'price_below':
      return last.lte(s.level);
    case 'change_up':
      return movePercent.gte(s.percent);
    case 'change_down':
      return movePercent.lte(s.percent.neg());
  }
}

const cpuTimes: number[] = [];
const wallTimes: number[] = [];
let stopsFired = 0;
let alertsFired = 0;
let rearmed = 0;
let missed = 0;
let extra = 0;
for (let tick = 0; tick < TICKS; tick++) {
  for (const code of codes) mid.set(code, Math.max(100, Math.round(mid.get(code)! * (1 + (rnd() - 0.5) * 0.008))));
  const stopQuotes = new Map(codes.map((c) => [c, { bid: (mid.get(c)! - spread / 2) / 100, ask: (mid.get(c)! + spread / 2) / 100, status: 'open', bidText: '', askText: '' }]));
  const alertQuotes = new Map(codes.map((c) => [c, { last: mid.get(c)! / 100, prevClose: prevClose.get(c)! / 100 }]));

  const started = process.hrtime.bigint();
  const cpu0 = process.cpuUsage();
  const stopDecided = stops.decide((code) => stopQuotes.get(code), 0);
  const alertDecided = alerts.decide((code) => alertQuotes.get(code));
  const cpu = process.cpuUsage(cpu0);
  wallTimes.push(Number(process.hrtime.bigint() - started) / 1e6);
  cpuTimes.push((cpu.user + cpu.system) / 1000);

  // Every stop against the exact rule.
  const fired = new Set(stopDecided.fire.map((w) => w.id));
  for (const [id, s] of stopShadows) {
    if (s.done) continue;
    const bid = new Decimal(mid.get(s.code)! - spread / 2);
    const ask = new Decimal(mid.get(s.code)! + spread / 2);
    const should = s.direction === 0 ? ask.gte(s.trigger) : bid.lte(s.trigger);
    if (should !== fired.has(id)) {
      if (should) missed++;
      else extra++;
    }
    if (should) s.done = true;
  }
  // Every alert against the exact rule: armed fires when met, waiting is armed again when not met.
  const fire = new Set(alertDecided.fire.map((w) => w.id));
  const rearm = new Set(alertDecided.rearm.map((w) => w.id));
  for (const [id, s] of alertShadows) {
    if (s.state === 'done') continue;
    const m = met(s, new Decimal(mid.get(s.code)!), new Decimal(prevClose.get(s.code)!));
    const shouldFire = s.state === 'armed' && m;
    const shouldRearm = s.state === 'waiting' && !m;
    for (const [should, got] of [
      [shouldFire, fire.has(id)],
      [shouldRearm, rearm.has(id)],
    ]) {
      if (should && !got) missed++;
      if (!should && got) extra++;
    }
    if (shouldFire) s.state = s.repeat ? 'waiting' : 'done';
    if (shouldRearm) s.state = 'armed';
  }
  // As the jobs do after their claims: fired stops and one-shot alerts leave the books, repeating alerts wait.
  for (const w of stopDecided.fire) stops.remove(w);
  for (const w of alertDecided.fire) {
    if (w.repeat) w.state = 'waiting';
    else alerts.remove(w);
  }
  for (const w of alertDecided.rearm) w.state = 'armed';
  stopsFired += stopDecided.fire.length;
  alertsFired += alertDecided.fire.length;
  rearmed += alertDecided.rearm.length;
}

const onCpu = stats(cpuTimes);
console.log(
  JSON.stringify(
    {
      stops: STOPS,
      alerts: ALERTS,
      instruments: INSTRUMENTS,
      ticks: TICKS,
      stopsFired,
      alertsFired,
      alertsRearmed: rearmed,
      liveAtEnd: { stops: stops.size, alerts: alerts.size },
      missed,
      extra,
      evaluateWallMs: stats(wallTimes),
      evaluateCpuMs: onCpu,
      loadAverage: (await import('node:os')).loadavg().map((l) => +l.toFixed(1)),
      goalMs: 50,
      met: onCpu.p99 <= 50 && missed === 0 && extra === 0,
    },
    null,
    2,
  ),
);
finish(missed === 0 && extra === 0, onCpu.p99 <= 50);
