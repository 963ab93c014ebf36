import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, moneyWeighted, monthsBefore, percentOf, shareOf, timeWeighted, type SeriesPoint } from '../../src/modules/insight/rules.ts';

const p = (day: string, value: string, flow: string): SeriesPoint => ({ day, value: new Decimal(value), flow: new Decimal(flow) });

describe('insight rules (computed by hand)', () => {
  // Day 1: MX$10,000 deposited, worth 12,000 at the close (+20 %). Day 2: another 10,000, and the
  // 22,000 end the day at 23,100 (+5 %). TWR = 1.20 x 1.05 - 1 = 26 %. MWR: 10,000 x^2 + 10,000 x =
  // 23,100 -> x = 1.1 a day -> 1.1^2 - 1 = 21 %: the client put more money in before the weaker day.
  const series = [p('2026-12-01', '12000', '10000'), p('2026-12-02', '23100', '10000')];

  it('links the days for the time-weighted return', () => {
    expect(timeWeighted(new Decimal(0), series).map((g) => percentOf(g))).toEqual(['20.00', '26.00']);
  });

  it('solves the money-weighted return from the flows', () => {
    expect(percentOf(moneyWeighted('2026-11-30', new Decimal(0), series))).toBe('21.00');
  });

  it('counts a withdrawal: 10,000 grows 10 % a day, 5,000 leaves after the first day', () => {
    // Day 1: 10,000 -> 11,000. Day 2: 11,000 - 5,000 = 6,000 invested -> 6,600.
    // TWR = 1.1 x 1.1 - 1 = 21 %; MWR: 10,000 x^2 - 5,000 x = 6,600 -> x = 1.1 -> 21 %.
    const withdrawal = [p('2026-12-01', '11000', '10000'), p('2026-12-02', '6600', '-5000')];
    expect(percentOf(timeWeighted(new Decimal(0), withdrawal).at(-1))).toBe('21.00');
    expect(percentOf(moneyWeighted('2026-11-30', new Decimal(0), withdrawal))).toBe('21.00');
  });

  it('starts from a value held before the period and loses', () => {
    // 20,000 held; the day ends at 19,000: -5 % both ways.
    const day = [p('2026-12-03', '19000', '0')];
    expect(percentOf(timeWeighted(new Decimal(20000), day).at(-1))).toBe('-5.00');
    expect(percentOf(moneyWeighted('2026-12-02', new Decimal(20000), day))).toBe('-5.00');
  });

  it('answers 0 without capital', () => {
    expect(percentOf(timeWeighted(new Decimal(0), [p('2026-12-01', '0', '0')]).at(-1))).toBe('0.00');
    expect(moneyWeighted('2026-11-30', new Decimal(0), [p('2026-12-01', '0', '0')])).toBeUndefined();
  });

  it('counts days and months on the calendar', () => {
    expect(daysBetween('2026-11-30', '2026-12-02')).toBe(2);
    expect(addDays('2026-12-01', -7)).toBe('2026-11-24');
    expect(monthsBefore('2026-03-31', 1)).toBe('2026-02-28');
    expect(monthsBefore('2026-12-03', 12)).toBe('2025-12-03');
    expect(shareOf(new Decimal(1), new Decimal(3))).toBe('33.33');
  });
});
