import { describe, expect, it } from 'vitest';
import { contractAt, frontContract, lastTradingDay } from '../../src/market/futures-contract.ts';
import { loadInstruments } from '../../src/market/instruments.ts';

const day = (key: string) => Date.parse(`${key}T00:00:00Z`) / 86_400_000;

describe('futures contract months (CME rules, issue 28.6)', () => {
  // Last trading days CME published for these contracts (none of them next to an exchange holiday).
  it.each([
    ['third-friday', 2025, 12, '2025-12-19'], // ESZ5
    ['third-friday', 2026, 3, '2026-03-20'], // ESH6
    ['crude', 2026, 2, '2026-01-20'], // CLG6: the 25th of January is a Sunday, so 4 business days before it
    ['crude', 2026, 12, '2026-11-20'], // CLZ6: 3 business days before Wednesday 25 November
    ['fx', 2026, 3, '2026-03-16'], // 6EH6: two business days before the third Wednesday (18 March)
    ['metals', 2026, 2, '2026-02-25'], // GCG6: third last business day of February
    ['grains', 2026, 3, '2026-03-13'], // ZCH6: the business day before Sunday 15 March
    ['natgas', 2026, 1, '2025-12-29'], // NGF6: third last business day of December
    ['last-friday', 2026, 1, '2026-01-30'], // BTCF6
  ] as const)('%s %i-%i trades until %s', (rule, year, month, last) => {
    expect(lastTradingDay(rule, year, month)).toBe(day(last));
  });

  it('the front month rolls the day after the last trading day', () => {
    expect(frontContract('ES', 'HMUZ', 'third-friday', '2026-12-03')).toEqual({ symbol: 'ESZ6', month: '2026-12', lastTradingDay: '2026-12-18' });
    expect(frontContract('ES', 'HMUZ', 'third-friday', '2026-12-18').symbol).toBe('ESZ6');
    expect(frontContract('ES', 'HMUZ', 'third-friday', '2026-12-19')).toEqual({ symbol: 'ESH7', month: '2027-03', lastTradingDay: '2027-03-19' });
    // Crude's January contract stops trading in December: on 21 November the front is already January.
    expect(frontContract('CL', 'FGHJKMNQUVXZ', 'crude', '2026-11-20').symbol).toBe('CLZ6');
    expect(frontContract('CL', 'FGHJKMNQUVXZ', 'crude', '2026-11-21')).toEqual({ symbol: 'CLF7', month: '2027-01', lastTradingDay: '2026-12-22' });
    // Only listed months: soybeans skip December.
    expect(frontContract('ZS', 'FHKNQUX', 'grains', '2026-12-03').symbol).toBe('ZSF7');
  });

  it("takes the day on Chicago's calendar: 23:30 in Chicago on the last day is still that contract", () => {
    const spec = { cycle: 'HMUZ', expiry: 'third-friday' as const };
    // 2026-12-18 23:30 CST = 2026-12-19 05:30 UTC.
    expect(contractAt('ES', spec, Date.parse('2026-12-19T05:30:00Z')).symbol).toBe('ESZ6');
    expect(contractAt('ES', spec, Date.parse('2026-12-19T06:30:00Z')).symbol).toBe('ESH7');
  });

  it('every futures instrument has a cycle, a rule and an initial margin under its notional', () => {
    const futures = loadInstruments().filter((i) => i.market === 'FUTURES');
    expect(futures.length).toBeGreaterThan(10);
    for (const f of futures) {
      expect(f.futures, f.code).toBeDefined();
      const notional = f.refPrice * f.valueMultiplier;
      expect(f.futures!.initialMargin, f.code).toBeGreaterThan(0);
      expect(f.futures!.initialMargin, f.code).toBeLessThan(notional);
      expect(frontContract(f.code, f.futures!.cycle, f.futures!.expiry, '2026-12-03').symbol.startsWith(f.code), f.code).toBe(true);
    }
  });
});
