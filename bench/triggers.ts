/**
 * Trigger evaluation (issue 21): 100,000 live conditional orders (stops, stop-limits,
 * trailing stops by amount and by percent, limits, bracket legs) over 500 instruments, the
 * instruments ticking once a second; each tick's evaluation time in the trigger job's
 * in-memory book (apps/server/src/modules/trading/conditional-engine.ts, `TriggerBook.decide`),
 * on one core. "No trigger missed": every tick's decisions are checked against a plain
 * re-evaluation of each order with exact decimals (decimal.js), order by order.
 *
 *   npx tsx bench/triggers.ts [orders=100000] [instruments=500] [ticks=120]
 */
import Decimal from 'decimal.js';
import { stats } from './tick-stats.ts';
import { TriggerBook } from '../apps/server/src/modules/trading/conditional-engine.ts';
import type { Watch } from '../apps/server/src/modules/trading/conditional-rules.ts';
import { finish, size } from './smoke.lib.ts';

const ORDERS = size(2, 100_000, 2000);
const INSTRUMENTS = size(3, 500, 50);
const TICKS = size(4, 120, 20);
const KINDS = ['stop', 'stop_limit', 'trailing', 'trailing_pct', 'limit', 'take_profit', 'stop_loss'] as const;

// A seeded generator, so every run sees the same market and the same orders.
let seed = 42;
const rnd = () => {
  seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
  return seed / 2_147_483_648;
};

// Instruments: prices in cents from US$5 to US$800, a random walk of up to 0.4 % a tick.
const codes = Array.from({ length: INSTRUMENTS }, (_, i) => `S${String(i).padStart(3, '0')}`);
const mid = new Map(codes.map((c) => [c, Math.round(500 + rnd() * 79_500)]));
const spread = 2;

interface Shadow {
  kind: string;
  direction: number;
  trigger: Decimal;
  limit: Decimal;
  trail: Decimal;
  pct: Decimal;
  extreme: Decimal;
  working: boolean;
  done: boolean;
}

const book = new TriggerBook();
const shadows = new Map<number, Shadow>();
for (let id = 1; id <= ORDERS; id++) {
  const code = codes[id % INSTRUMENTS]!;
  const m = mid.get(code)!;
  const kindOf = KINDS[id % KINDS.length]!;
  const direction = rnd() < 0.5 ? 0 : 1;
  const away = Math.max(1, Math.round(m * (0.002 + rnd() * 0.05)));
  const sign = direction === 0 ? 1 : -1;
  const kind = kindOf === 'trailing_pct' ? 'trailing' : kindOf;
  const stopLike = kind === 'stop' || kind === 'stop_limit' || kind === 'stop_loss';
  const trigger = stopLike ? m + sign * away : 0;
  const limit = kind === 'limit' || kind === 'take_profit' ? m - sign * away : kind === 'stop_limit' ? trigger + sign * Math.round(away / 4) : 0;
  const trail = kindOf === 'trailing' ? away : 0;
  const pctPpm = kindOf === 'trailing_pct' ? 2_000 + Math.round(rnd() * 40_000) : 0;
  const extreme = kind === 'trailing' ? (direction === 1 ? m - spread / 2 : m + spread / 2) : 0;
  const w: Watch = { id, userId: id, code, kind, direction, status: 'active', trigger, limit, trailUnits: trail, trailPpm: pctPpm, extreme, extendedHours: false, expiresAt: Number.MAX_SAFE_INTEGER, groupId: 0, scale: 100, dirty: false };
  const list = book.byCode.get(code);
  if (list) list.push(w);
  else book.byCode.set(code, [w]);
  shadows.set(id, {
    kind,
    direction,
    trigger: new Decimal(trigger),
    limit: new Decimal(limit),
    trail: new Decimal(trail),
    pct: new Decimal(pctPpm).dividedBy(1_000_000),
    extreme: new Decimal(extreme),
    working: false,
    done: false,
  });
}

/** The same rules, written plainly with exact decimals: what each order should do on this tick. */
function expected(s: Shadow, bid: Decimal, ask: Decimal): 'fire' | 'work' | undefined {
  const limitOk = () => (s.direction === 0 ? ask.lte(s.limit) : bid.gte(s.limit));
  const stopOk = (trigger: Decimal) => (s.direction === 0 ? ask.gte(trigger) : bid.lte(trigger));
  switch (s.kind) {
    case 'limit':
    case 'take_profit':
      return limitOk() ? 'fire' : undefined;
    case 'stop':
    case 'stop_loss':
      return stopOk(s.trigger) ? 'fire' : undefined;
    case 'stop_limit':
      if (s.working) return limitOk() ? 'fire' : undefined;
      if (!stopOk(s.trigger)) return undefined;
      return limitOk() ? 'fire' : 'work';
    default: {
      if (s.direction === 1 && bid.gt(s.extreme)) s.extreme = bid;
      if (s.direction === 0 && ask.lt(s.extreme)) s.extreme = ask;
      let stop: Decimal;
      if (s.pct.gt(0)) stop = s.direction === 1 ? s.extreme.times(new Decimal(1).minus(s.pct)).floor() : s.extreme.times(new Decimal(1).plus(s.pct)).ceil();
      else stop = s.direction === 1 ? s.extreme.minus(s.trail) : s.extreme.plus(s.trail);
      return stopOk(stop) ? 'fire' : undefined;
    }
  }
}

const times: number[] = [];
/** CPU time of the evaluation (user + system): on a shared, loaded machine the wall time also counts waiting for a core. */
const cpuTimes: number[] = [];
let fired = 0;
let worked = 0;
let missed = 0;
let extra = 0;
for (let tick = 0; tick < TICKS; tick++) {
  for (const code of codes) {
    const m = mid.get(code)!;
    mid.set(code, Math.max(100, Math.round(m * (1 + (rnd() - 0.5) * 0.008))));
  }
  const quotes = new Map(codes.map((c) => [c, { bid: (mid.get(c)! - spread / 2) / 100, ask: (mid.get(c)! + spread / 2) / 100, status: 'open', bidText: '', askText: '' }]));
  const started = process.hrtime.bigint();
  const cpu0 = process.cpuUsage();
  const decided = book.decide((code) => quotes.get(code), 0);
  const cpu = process.cpuUsage(cpu0);
  const ms = Number(process.hrtime.bigint() - started) / 1e6;
  times.push(ms);
  cpuTimes.push((cpu.user + cpu.system) / 1000);

  // Check every order against the exact rules.
  const fire = new Set(decided.fire.map((w) => w.id));
  const work = new Set(decided.work.map((w) => w.id));
  for (const [id, s] of shadows) {
    if (s.done) continue;
    const code = codes[id % INSTRUMENTS]!;
    const verdict = expected(s, new Decimal(mid.get(code)! - spread / 2), new Decimal(mid.get(code)! + spread / 2));
    const got = fire.has(id) ? 'fire' : work.has(id) ? 'work' : undefined;
    if (verdict !== got) {
      if (verdict) missed++;
      else extra++;
    }
    if (verdict === 'work') s.working = true;
    if (verdict === 'fire') s.done = true;
  }
  // As the job does: fired orders leave the book, working stop-limits wait for their limit.
  for (const w of decided.fire) book.remove(w);
  for (const w of decided.work) w.status = 'working';
  fired += decided.fire.length;
  worked += decided.work.length;
}

const wall = stats(times);
const onCpu = stats(cpuTimes);
console.log(
  JSON.stringify(
    {
      orders: ORDERS,
      instruments: INSTRUMENTS,
      ticks: TICKS,
      liveAtEnd: [...book.byCode.values()].reduce((n, l) => n + l.length, 0),
      fired,
      worked,
      missed,
      extra,
      evaluateWallMs: wall,
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
