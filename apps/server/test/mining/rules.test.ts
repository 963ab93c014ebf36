import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { ANCHOR_DAY, SimulatedNetwork } from '../../src/modules/mining/network.ts';
import {
  buybackValue,
  canMove,
  DAY_MS,
  energy,
  energyCents,
  energyRunsOutAt,
  expectedDailyBtc,
  expectedDailyBtcByShare,
  rentalPriceCents,
  rentalRefund,
  retarget,
  rewardSat,
  satToCents,
  subsidySat,
  toCents,
  TWO_POW_32,
} from '../../src/modules/mining/rules.ts';

describe('mining rules (PRODUCT-RULES.md section 8)', () => {
  it('subsidy: 50 BTC >> floor(height / 210,000); 3.125 BTC since block 840,000', () => {
    expect(subsidySat(0)).toBe(5_000_000_000n);
    expect(subsidySat(209_999)).toBe(5_000_000_000n);
    expect(subsidySat(210_000)).toBe(2_500_000_000n);
    expect(subsidySat(839_999)).toBe(625_000_000n);
    expect(subsidySat(840_000)).toBe(312_500_000n);
    expect(subsidySat(1_050_000)).toBe(156_250_000n);
    expect(subsidySat(64 * 210_000)).toBe(0n);
  });

  it('worked example: 200 TH/s on an 800 EH/s network earns 0.0001125 BTC/day before fees', () => {
    const byShare = expectedDailyBtcByShare({ hashrateThs: 200, networkThs: 800_000_000, subsidyBtc: '3.125', avgFeesBtc: 0, poolFeeRate: 0 });
    expect(byShare.toFixed(10)).toBe('0.0001125000');
    // E = H·86,400·B/(D·2³²) with the difficulty that makes 800 EH/s find one block per 600 s: the same.
    const difficulty = new Decimal(800e18).times(600).div(TWO_POW_32);
    const byDifficulty = expectedDailyBtc({ hashrateThs: 200, difficulty, subsidyBtc: '3.125', avgFeesBtc: 0, poolFeeRate: 0 });
    expect(byDifficulty.toFixed(10)).toBe('0.0001125000');
    // With fees of 0.025 BTC per block and a 2 % pool fee: 200/800e6·144·3.15·0.98.
    const net = expectedDailyBtc({ hashrateThs: 200, difficulty, subsidyBtc: '3.125', avgFeesBtc: '0.025', poolFeeRate: '0.02' });
    expect(net.toFixed(12)).toBe('0.000111132000');
  });

  it('worked example: 3.5 kW for a day is 84 kWh, US$6.72 at US$0.08', () => {
    const e = energy({ hashrateThs: 200, jPerTh: '17.5', tariffPerKwh: '0.08' });
    expect(e.watts.toFixed(0)).toBe('3500');
    expect(e.kwhPerDay.toFixed(2)).toBe('84.00');
    expect(e.costPerDay.toFixed(2)).toBe('6.72');
    expect(toCents(e.costPerDay)).toBe(672n);
    // S19 95 TH/s at 34 J/TH draws 3,230 W (the spec sheet's 3,250 W within rounding of J/TH).
    expect(energy({ hashrateThs: 95, jPerTh: 34, tariffPerKwh: '0.08' }).watts.toFixed(0)).toBe('3230');
    // Half a day at US$6.72/day: US$3.36.
    expect(energyCents('6.72', 43_200)).toBe(336n);
  });

  it('prepaid energy runs out exactly: US$13.44 at US$6.72/day lasts 2 days', () => {
    expect(energyRunsOutAt(1_000, 1344n, '6.72')).toBe(1_000 + 2 * DAY_MS);
    expect(energyRunsOutAt(0, 100n, '6.72')).toBe(Math.floor((1 / 6.72) * DAY_MS));
    expect(energyRunsOutAt(0, 100n, 0)).toBeNull();
  });

  it('reward from blocks found: the share of the blocks minus the pool fee, down to the satoshi', () => {
    // 200 TH/s of an 800 EH/s network; 144 blocks of 3.125 + 0.025 BTC: 0.0001134 BTC gross.
    const r = rewardSat({ hashrateThs: 200, networkThs: 800_000_000, blocksSat: 144n * 315_000_000n, poolFeeRate: '0.02' });
    expect(r.grossSat).toBe(11_340n);
    expect(r.netSat).toBe(11_113n); // 11,113.2 down
    expect(r.poolFeeSat).toBe(227n);
    // Paid in dollars at US$95,000.00 per BTC, down to the cent: 11,113 sat = US$10.55.
    expect(satToCents(11_113n, '95000')).toBe(1055n);
  });

  it('rental price: TH/s × price per TH/day × days × units', () => {
    expect(rentalPriceCents({ hashrateThs: 110, pricePerThDay: '0.055', days: 30, units: 2 })).toBe(36_300n);
  });

  it('redeem a rental: whole days left pro rata, minus the fee (to the cent)', () => {
    const start = 0;
    const end = 30 * DAY_MS;
    // 10.5 days used: 19 whole days left of 30; US$181.50 paid -> 114.95 refund, 2 % fee 2.30.
    const r = rentalRefund({ paidCents: 18_150n, startMs: start, endMs: end, nowMs: 10.5 * DAY_MS, feeRate: '0.02' });
    expect(r).toEqual({ daysLeft: 19, totalDays: 30, refundCents: 11_495n, feeCents: 230n, netCents: 11_265n });
    expect(rentalRefund({ paidCents: 18_150n, startMs: start, endMs: end, nowMs: end + 1, feeRate: '0.02' }).netCents).toBe(0n);
  });

  it('sell back a bought machine at its straight-line depreciated value', () => {
    // US$2,400.00 over 720 days, 100.2 days used -> 101 days counted: 2400 × 619/720 = 2063.33; 1 % fee 20.63.
    const r = buybackValue({ paidCents: 240_000n, startMs: 0, lifeDays: 720, nowMs: 100.2 * DAY_MS, feeRate: '0.01' });
    expect(r).toEqual({ daysUsed: 101, valueCents: 206_333n, feeCents: 2063n, netCents: 204_270n });
    expect(buybackValue({ paidCents: 240_000n, startMs: 0, lifeDays: 720, nowMs: 900 * DAY_MS, feeRate: '0.01' }).netCents).toBe(0n);
  });

  it('difficulty retarget: 2,016 blocks in 12 days instead of 14 raise it by 14/12, clamped at 4x', () => {
    expect(retarget(1_000_000, 12 * 86_400).toFixed(4)).toBe('1166666.6667');
    expect(retarget(1_000_000, 1).toFixed(0)).toBe('4000000');
    expect(retarget(1_000_000, 1e9).toFixed(0)).toBe('250000');
  });

  it('state machine: the SPEC states and only the allowed moves', () => {
    expect(canMove(1, 2)).toBe(true);
    expect(canMove(4, 5)).toBe(true);
    expect(canMove(5, 3)).toBe(true); // topping up restarts
    expect(canMove(5, 4)).toBe(false);
    expect(canMove(6, 4)).toBe(false);
    expect(canMove(7, 1)).toBe(false);
  });
});

describe('simulated network', () => {
  it('is deterministic per seed, blocks every ~600 s, retargets every 2,016 blocks', () => {
    const a = new SimulatedNetwork(42);
    const b = new SimulatedNetwork(42);
    const day = ANCHOR_DAY + 400;
    expect(a.day(day).blocks.map((x) => x.time)).toEqual(b.day(day).blocks.map((x) => x.time));
    let blocks = 0;
    const difficulties = new Set<number>();
    for (let d = ANCHOR_DAY; d < ANCHOR_DAY + 100; d++) {
      const nd = a.day(d);
      blocks += nd.blocks.length;
      for (const x of nd.blocks) {
        difficulties.add(x.difficulty);
        if (x.height % 2016 !== 0) continue;
        // the block right at a multiple of 2,016 is the first of a new epoch
        const prev = a.blocksBetween(x.time - DAY_MS, x.time).flatMap((p) => p.blocks).at(-1);
        if (prev) expect(x.difficulty).not.toBe(prev.difficulty);
      }
    }
    // 100 days ≈ 14,400 blocks (the hash rate grows between retargets, so a little more).
    expect(blocks).toBeGreaterThan(13_800);
    expect(blocks).toBeLessThan(15_600);
    expect(difficulties.size).toBeGreaterThanOrEqual(6);
    expect(a.day(ANCHOR_DAY).blocks[0]!.height).toBe(840_000);
  });

  it('a month of payouts equals the formula expectation within 4 standard deviations', () => {
    const net = new SimulatedNetwork(7);
    const ths = 100;
    let actual = 0n;
    let expected = new Decimal(0);
    let blocks = 0;
    const first = ANCHOR_DAY + 500;
    for (let d = first; d < first + 30; d++) {
      const day = net.day(d);
      const sum = day.blocks.reduce((s, x) => s + x.subsidySat + x.feesSat, 0n);
      blocks += day.blocks.length;
      actual += rewardSat({ hashrateThs: ths, networkThs: day.hashrateThs, blocksSat: sum, poolFeeRate: 0 }).netSat;
      // E = H·86,400·B/(D·2³²), B = subsidy + the simulation's mean fee (0.025 BTC), D at the day's start.
      expected = expected.plus(expectedDailyBtc({ hashrateThs: ths, difficulty: day.difficulty, subsidyBtc: '3.125', avgFeesBtc: '0.025', poolFeeRate: 0 }));
    }
    const expectedSat = expected.times(1e8);
    // Blocks are Poisson: the sum's relative standard deviation is about 1/√N (fees add a little).
    const bound = expectedSat.times(4).div(Math.sqrt(blocks));
    expect(new Decimal(actual.toString()).minus(expectedSat).abs().lte(bound)).toBe(true);
  });
});
