import { describe, expect, it } from 'vitest';
import {
  allotHk,
  allotUs,
  ballot,
  charges,
  flipBarUntil,
  grossMinor,
  HK_FEE_RATES,
  inRange,
  MECHANISM_A_DEFAULT,
  NO_FEES,
  poolOf,
  priceE4,
  publicTrancheLots,
  SeededDraw,
  settle,
  tierLots,
  tiers,
  splitCost,
  usOfferOutcome,
} from '../../src/modules/ipo/rules.ts';

const DAY = 86_400_000;

describe('IPO rules (PRODUCT-RULES.md section 1)', () => {
  it('HK charges, each to the cent: 500 x HK$10 = 5,000.00 + 50.00 + 0.14 + 0.01 + 0.28 = 5,050.43', () => {
    const c = charges(grossMinor(500n, priceE4('10')), HK_FEE_RATES);
    expect(c).toEqual({ gross: 500_000n, brokerage: 5_000n, iva: 0n, sfcLevy: 14n, afrcLevy: 1n, tradingFee: 28n, fees: 5_043n, total: 505_043n });
  });

  it('IVA of 16 % on the brokerage (issue 34 item 18), on the rounded brokerage, half up: 5,058.43; 333 x HK$7.77 -> 25.87 brokerage, 4.14 IVA', () => {
    const c = charges(grossMinor(500n, priceE4('10')), { ...HK_FEE_RATES, ivaRate: '0.16' });
    expect(c).toEqual({ gross: 500_000n, brokerage: 5_000n, iva: 800n, sfcLevy: 14n, afrcLevy: 1n, tradingFee: 28n, fees: 5_843n, total: 505_843n });
    // 2,587.41 gross: brokerage 25.8741 -> 25.87; IVA 4.1392 -> 4.14; SFC 0.06986 -> 0.07; AFRC 0.00388 -> 0.00; fee 0.14619 -> 0.15.
    expect(charges(grossMinor(333n, priceE4('7.77')), { ...HK_FEE_RATES, ivaRate: '0.16' })).toEqual({
      gross: 258_741n, brokerage: 2_587n, iva: 414n, sfcLevy: 7n, afrcLevy: 0n, tradingFee: 15n, fees: 3_023n, total: 261_764n,
    });
  });

  it('a payment after allotment: the held deposit pays the charges first, then the issuer; the free balance the rest of each', () => {
    const cost = charges(grossMinor(500n, priceE4('10')), { ...HK_FEE_RATES, ivaRate: '0.16' });
    expect(splitCost(5_830n, cost)).toEqual({
      hold: { brokerage: 5_000n, iva: 800n, sfcLevy: 14n, afrcLevy: 1n, tradingFee: 15n, gross: 0n },
      free: { brokerage: 0n, iva: 0n, sfcLevy: 0n, afrcLevy: 0n, tradingFee: 13n, gross: 500_000n },
    });
    expect(splitCost(300_000n, cost).hold.gross).toBe(294_157n);
  });

  it('prices with more than two decimals stay exact; tiers are lots -> amount at the top of the range', () => {
    expect(priceE4('22.8')).toBe(228_000n);
    expect(grossMinor(500n, priceE4('26.4'))).toBe(1_320_000n);
    expect(tierLots(250)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 20, 30, 40, 50, 60, 70, 80, 90, 100, 200]);
    const t = tiers(500, priceE4('10'), HK_FEE_RATES, 2);
    expect(t).toEqual([
      { lots: 1, amount: 505_043n },
      { lots: 2, amount: charges(1_000_000n, HK_FEE_RATES).total },
    ]);
    expect(t[1]!.amount).toBe(1_010_086n); // 10,000 + 100 + 0.27 + 0.02 (0.015 half up) + 0.57 (0.565 half up)
  });

  it('settlement: partial allotment at a final price below the top captures shares and their charges, releases every other cent', () => {
    const held = charges(grossMinor(2_000n, priceE4('10')), HK_FEE_RATES).total; // 4 lots of 500 at HK$10
    const s = settle(held, 500n, priceE4('9.5'), HK_FEE_RATES);
    // 500 x 9.50 = 4,750.00; 47.50; 0.128 -> 0.13; 0.007125 -> 0.01; 0.268375 -> 0.27
    expect(s.capture.total).toBe(475_000n + 4_750n + 13n + 1n + 27n);
    expect(s.capture.total + s.release).toBe(held);
    expect(settle(held, 0n, priceE4('9.5'), HK_FEE_RATES)).toMatchObject({ release: held });
    expect(() => settle(100n, 500n, priceE4('10'), HK_FEE_RATES)).toThrow();
  });

  it('US conditional offer: inside the range; more than 20 % outside (either way) or above the limit needs reconfirming', () => {
    const low = priceE4('18');
    const high = priceE4('21');
    expect(inRange(priceE4('18'), low, high)).toBe(true);
    expect(inRange(priceE4('21.01'), low, high)).toBe(false);
    expect(usOfferOutcome(low, high, priceE4('20'), high)).toBe('eligible');
    expect(usOfferOutcome(low, high, priceE4('25.2'), priceE4('30'))).toBe('eligible'); // exactly +20 %
    expect(usOfferOutcome(low, high, priceE4('25.21'), priceE4('30'))).toBe('reconfirm');
    expect(usOfferOutcome(low, high, priceE4('14.4'), high)).toBe('eligible'); // exactly -20 %
    expect(usOfferOutcome(low, high, priceE4('14.39'), high)).toBe('reconfirm');
    expect(usOfferOutcome(low, high, priceE4('21'), priceE4('19'))).toBe('reconfirm'); // above the user's limit
    expect(settle(grossMinor(10n, high), 3n, priceE4('20'), NO_FEES)).toEqual({ capture: charges(6_000n, NO_FEES), release: 21_000n - 6_000n });
  });

  it('seeded draws are recomputable from the published seed and differ for another seed', () => {
    const a = new SeededDraw('seed-1').shuffle([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(new SeededDraw('seed-1').shuffle([1, 2, 3, 4, 5, 6, 7, 8])).toEqual(a);
    expect(new SeededDraw('seed-2').shuffle([1, 2, 3, 4, 5, 6, 7, 8])).not.toEqual(a);
    expect([...a].sort()).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it('US: never more than offered, every request the same chance whatever its size', () => {
    const requests = [
      { id: 1, lots: 1 },
      { id: 2, lots: 1000 },
      { id: 3, lots: 5 },
      { id: 4, lots: 50 },
    ];
    const wins = new Map<number, number>();
    const runs = 4000;
    for (let i = 0; i < runs; i++) {
      const got = allotUs(requests, 2, `s${i}`);
      expect([...got.values()].reduce((s, n) => s + n, 0)).toBe(2);
      for (const [id, n] of got) if (n > 0) wins.set(id, (wins.get(id) ?? 0) + 1);
    }
    // Two of four requests win a share each time: each wins half the time (+-5 %).
    for (const r of requests) expect(Math.abs(wins.get(r.id)! / runs - 0.5)).toBeLessThan(0.05);
    // Plenty of shares: everyone gets what they asked for.
    expect(allotUs(requests, 10_000, 'x')).toEqual(new Map([[1, 1], [2, 1000], [3, 5], [4, 50]]));
    expect(allotUs(requests, 10_000, 'x')).toEqual(allotUs(requests, 10_000, 'y'));
  });

  it('ballot gives one lot per winner before anyone gets a second', () => {
    const got = ballot([{ id: 1, lots: 3 }, { id: 2, lots: 3 }, { id: 3, lots: 1 }], 4, new SeededDraw('k'));
    expect([...got.values()].filter((n) => n >= 1)).toHaveLength(3);
    expect([...got.values()].reduce((s, n) => s + n, 0)).toBe(4);
  });

  it('HK mechanism A steps by oversubscription, B fixed', () => {
    expect(publicTrancheLots(MECHANISM_A_DEFAULT, 10_000, 1_000)).toBe(500); // 2x of 500
    expect(publicTrancheLots(MECHANISM_A_DEFAULT, 10_000, 7_500)).toBe(1_500); // 15x
    expect(publicTrancheLots(MECHANISM_A_DEFAULT, 10_000, 25_000)).toBe(2_500); // 50x
    expect(publicTrancheLots(MECHANISM_A_DEFAULT, 10_000, 50_000)).toBe(3_500); // 100x
    expect(publicTrancheLots({ kind: 'B', percent: 20 }, 10_000, 1_000_000)).toBe(2_000);
    expect(poolOf(500_000_000n, 500_000_000n)).toBe('A');
    expect(poolOf(500_000_001n, 500_000_000n)).toBe('B');
  });

  it('HK allotment: pools A/B, surplus moves across, never more than the tranche, the same seed the same result', () => {
    const threshold = 500_000_000n; // HK$5M
    const apps = [
      ...Array.from({ length: 300 }, (_, i) => ({ id: i + 1, lots: 1 + (i % 3), amount: 1_000_000n })),
      { id: 1001, lots: 400, amount: 600_000_000n },
      { id: 1002, lots: 200, amount: 600_000_000n },
    ];
    const mech = { kind: 'B', percent: 10 } as const;
    const r = allotHk(apps, 2_000, mech, threshold, 'pub');
    expect(r.publicLots).toBe(200);
    expect(r.poolALots + r.poolBLots).toBe(200);
    const total = [...r.lots.values()].reduce((s, n) => s + n, 0);
    expect(total).toBe(200);
    for (const app of apps) expect(r.lots.get(app.id)!).toBeLessThanOrEqual(app.lots);
    // Pool B proportional: 400 and 200 lots of a 100-lot pool -> 66/67 and 33/34.
    expect(r.lots.get(1001)! + r.lots.get(1002)!).toBe(100);
    expect(r.lots.get(1001)!).toBeGreaterThanOrEqual(66);
    // Pool A ballot: 100 winners of one lot each among 300 applicants.
    expect(apps.filter((a) => a.id < 1000 && r.lots.get(a.id)! > 0)).toHaveLength(100);
    expect(r.basis.filter((b) => b.pool === 'A').reduce((s, b) => s + b.lotsAllotted, 0)).toBe(100);
    expect(allotHk(apps, 2_000, mech, threshold, 'pub').lots).toEqual(r.lots);
    // Pool B undersubscribed: its surplus goes to pool A.
    const small = allotHk([...apps.slice(0, 300), { id: 1001, lots: 10, amount: 600_000_000n }], 2_000, mech, threshold, 'pub');
    expect(small.poolBLots).toBe(10);
    expect(small.poolALots).toBe(190);
  });

  it('flipping: a sale within 30 days of listing bars IPO access for 60 days from the sale', () => {
    const listed = 1_000 * DAY;
    expect(flipBarUntil([{ listedAt: listed, soldAt: listed + 10 * DAY }])).toBe(listed + 70 * DAY);
    expect(flipBarUntil([{ listedAt: listed, soldAt: listed + 30 * DAY }])).toBeUndefined();
    expect(flipBarUntil([])).toBeUndefined();
  });
});
