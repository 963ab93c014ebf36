import { Rng } from '../../market/rng.ts';
import { DAY_MS, RETARGET_BLOCKS, retarget, subsidySat, TARGET_SPACING_S, TWO_POW_32 } from './rules.ts';

/**
 * The simulated Bitcoin network, labelled as such wherever it is shown. A pure function
 * of the market seed: every process computes the same blocks.
 *
 * - It starts at the April 2024 halving (block 840,000, difficulty 86.39 T, ~620 EH/s).
 * - The network hash rate drifts day by day: a log trend of +0.07 %/day with a mean-reverting
 *   deviation (AR(1), 0.97, daily shock σ 2 %); it is constant within a UTC day.
 * - Blocks arrive at random (a Poisson process): the gaps are exponential with rate
 *   H / (D·2³²) per second, so a day expects 86,400·H/(D·2³²) blocks (144 when H matches D).
 * - Difficulty retargets every 2,016 blocks to 600 s per block (factor at most 4).
 * - Each block pays the subsidy of its height (50 BTC >> ⌊height/210,000⌋) plus fees
 *   (log-normal, mean about 0.025 BTC).
 */

export interface SimBlock {
  height: number;
  /** ms since epoch. */
  time: number;
  subsidySat: bigint;
  feesSat: bigint;
  difficulty: number;
}

export interface NetworkDay {
  day: number;
  /** Network hash rate of the day, whole TH/s. */
  hashrateThs: number;
  /** Difficulty at the start of the day. */
  difficulty: number;
  /** Height of the first block found this day (or of the next block when none was). */
  heightStart: number;
  blocks: SimBlock[];
}

export const ANCHOR_DAY = Math.floor(Date.UTC(2024, 3, 20) / DAY_MS);
const ANCHOR_HEIGHT = 840_000;
const ANCHOR_DIFFICULTY = 86_388_558_925_171;
const ANCHOR_THS = 620_000_000; // 620 EH/s
const TREND_PER_DAY = 0.0007;
const AR = 0.97;
const SHOCK = 0.02;
const FEE_MEAN_SAT = 2_500_000; // 0.025 BTC
const FEE_SIGMA = 0.5;

interface State {
  height: number;
  difficulty: number;
  deviation: number;
  epochStartMs: number;
  epochStartHeight: number;
}

export class SimulatedNetwork {
  private readonly days: NetworkDay[] = [];
  private state: State;

  constructor(private readonly seed: number) {
    const epochStartHeight = ANCHOR_HEIGHT - (ANCHOR_HEIGHT % RETARGET_BLOCKS);
    this.state = {
      height: ANCHOR_HEIGHT,
      difficulty: ANCHOR_DIFFICULTY,
      deviation: 0,
      epochStartHeight,
      epochStartMs: ANCHOR_DAY * DAY_MS - (ANCHOR_HEIGHT - epochStartHeight) * TARGET_SPACING_S * 1000,
    };
  }

  /** The network on a UTC day (days before the anchor read as the anchor day). */
  day(day: number): NetworkDay {
    const index = Math.max(0, day - ANCHOR_DAY);
    while (this.days.length <= index) this.days.push(this.simulate(ANCHOR_DAY + this.days.length));
    return this.days[index]!;
  }

  /** The blocks found in [fromMs, toMs). */
  blocksBetween(fromMs: number, toMs: number): { blocks: SimBlock[]; day: NetworkDay }[] {
    const out: { blocks: SimBlock[]; day: NetworkDay }[] = [];
    for (let d = Math.floor(fromMs / DAY_MS); d * DAY_MS < toMs; d++) {
      const day = this.day(d);
      out.push({ day, blocks: day.blocks.filter((b) => b.time >= fromMs && b.time < toMs) });
    }
    return out;
  }

  /** The state at a moment: latest difficulty, the day's hash rate, height, next retarget, fees per block over the last 7 days. */
  status(atMs: number): { hashrateThs: number; difficulty: number; height: number; nextRetargetHeight: number; blocksToRetarget: number; subsidySat: bigint; avgFeesSat: bigint; blocksLast24h: number } {
    const today = Math.floor(atMs / DAY_MS);
    const day = this.day(today);
    const found = day.blocks.filter((b) => b.time < atMs);
    const last = found.at(-1);
    const height = last ? last.height : day.heightStart - 1;
    const difficulty = last ? last.difficulty : day.difficulty;
    const nextRetargetHeight = (Math.floor(height / RETARGET_BLOCKS) + 1) * RETARGET_BLOCKS;
    let fees = 0n;
    let count = 0;
    for (let d = today - 7; d < today; d++) {
      for (const b of this.day(d).blocks) {
        fees += b.feesSat;
        count++;
      }
    }
    const dayAgo = atMs - DAY_MS;
    const blocksLast24h = this.day(today - 1).blocks.filter((b) => b.time >= dayAgo).length + found.length;
    return {
      hashrateThs: day.hashrateThs,
      difficulty,
      height,
      nextRetargetHeight,
      blocksToRetarget: nextRetargetHeight - height,
      subsidySat: subsidySat(height + 1),
      avgFeesSat: count > 0 ? fees / BigInt(count) : BigInt(FEE_MEAN_SAT),
      blocksLast24h,
    };
  }

  private simulate(day: number): NetworkDay {
    const rng = new Rng(this.seed, 0x6d696e65, day);
    const s = this.state;
    if (day > ANCHOR_DAY) s.deviation = AR * s.deviation + SHOCK * rng.normal();
    const trend = Math.log(ANCHOR_THS) + TREND_PER_DAY * (day - ANCHOR_DAY);
    const hashrateThs = Math.round(Math.exp(trend + s.deviation));
    const start = day * DAY_MS;
    const end = start + DAY_MS;
    const out: NetworkDay = { day, hashrateThs, difficulty: s.difficulty, heightStart: s.height, blocks: [] };
    let t = start;
    for (;;) {
      // Blocks per second at this difficulty: H / (D·2³²), H in H/s.
      const rate = (hashrateThs * 1e12) / (s.difficulty * TWO_POW_32);
      t += (-Math.log(rng.uniform()) / rate) * 1000;
      if (t >= end) break;
      const time = Math.floor(t);
      const feesSat = BigInt(Math.round(FEE_MEAN_SAT * Math.exp(FEE_SIGMA * rng.normal() - (FEE_SIGMA * FEE_SIGMA) / 2)));
      out.blocks.push({ height: s.height, time, subsidySat: subsidySat(s.height), feesSat, difficulty: s.difficulty });
      s.height++;
      if ((s.height - s.epochStartHeight) % RETARGET_BLOCKS === 0) {
        s.difficulty = Math.round(retarget(s.difficulty, (time - s.epochStartMs) / 1000).toNumber());
        s.epochStartMs = time;
        s.epochStartHeight = s.height;
      }
    }
    return out;
  }
}

const networks = new Map<number, SimulatedNetwork>();
/** One network per seed per process (memoized days). */
export function networkFor(seed: number): SimulatedNetwork {
  let network = networks.get(seed);
  if (!network) {
    network = new SimulatedNetwork(seed);
    networks.set(seed, network);
  }
  return network;
}
