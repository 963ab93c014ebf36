import { describe, expect, it } from 'vitest';
import { AlertBook } from '../../src/modules/alerts/book.ts';
import { conditionMet, firedState, isFailure, parseLevel, parsePercent, step, type AlertWatch } from '../../src/modules/alerts/rules.ts';

type Kind = AlertWatch['kind'];
const watch = (kind: Kind, over: Partial<AlertWatch> = {}): AlertWatch => ({ id: 1, userId: 1, code: 'X', kind, level: 10_000, basisPoints: 0, repeat: true, state: 'armed', scale: 100, ...over });

/** Runs an alert over a scripted price path as the job does tick by tick: what it did each tick ('fire', 'rearm' or '-'). */
function run(w: AlertWatch, path: Array<number | [number, number]>): string[] {
  let ended = false;
  return path.map((p) => {
    // A one-shot alert that fired leaves the book (triggered): it is not evaluated again.
    if (ended) return '-';
    const [last, prev] = Array.isArray(p) ? p : [p, 10_000];
    const verdict = step(w, last, prev);
    if (verdict === 'fire') {
      if (firedState(w.repeat) === 'waiting') w.state = 'waiting';
      else ended = true;
    }
    if (verdict === 'rearm') w.state = 'armed';
    return verdict ?? '-';
  });
}

describe('price alert rules (pure, in units)', () => {
  it('above / below hold at the level itself and beyond', () => {
    expect(conditionMet(watch('price_above'), 10_000, 0)).toBe(true);
    expect(conditionMet(watch('price_above'), 9_999, 0)).toBe(false);
    expect(conditionMet(watch('price_below'), 10_000, 0)).toBe(true);
    expect(conditionMet(watch('price_below'), 10_001, 0)).toBe(false);
  });

  it('a repeating alert fires once per crossing: not again while the price stays past its level, armed again only after crossing back', () => {
    const w = watch('price_above', { repeat: true });
    expect(run(w, [9_990, 10_000, 10_050, 10_000, 9_999, 9_998, 10_001, 10_002, 9_000, 10_000])).toEqual(['-', 'fire', '-', '-', 'rearm', '-', 'fire', '-', 'rearm', 'fire']);
  });

  it('a one-shot alert fires once and never again', () => {
    const w = watch('price_below', { repeat: false, level: 5_000 });
    const out = run(w, [5_100, 5_000, 5_200, 4_000]);
    expect(out).toEqual(['-', 'fire', '-', '-']);
    expect(firedState(false)).toBe('triggered');
  });

  it('percent move against the previous close, exact at the boundary', () => {
    // 2.50 % of a previous close of 200.00 (20000 units) is 5.00: up at 205.00, down at 195.00.
    const up = watch('change_up', { basisPoints: 250 });
    const down = watch('change_down', { basisPoints: 250 });
    expect(conditionMet(up, 20_500, 20_000)).toBe(true);
    expect(conditionMet(up, 20_499, 20_000)).toBe(false);
    expect(conditionMet(up, 19_000, 20_000)).toBe(false);
    expect(conditionMet(down, 19_500, 20_000)).toBe(true);
    expect(conditionMet(down, 19_501, 20_000)).toBe(false);
    // No previous close: never.
    expect(conditionMet(up, 1, 0)).toBe(false);
    // A new day (new previous close) is a crossing back: a waiting change alert is armed again.
    const w = watch('change_up', { basisPoints: 100, repeat: true });
    expect(run(w, [[10_100, 10_000], [10_200, 10_000], [10_200, 10_200], [10_302, 10_200]])).toEqual(['fire', '-', 'rearm', 'fire']);
  });

  it('levels and percents as typed', () => {
    expect(parseLevel('187.25', 2).toString()).toBe('187.25');
    expect(parseLevel('187.255', 2)).toEqual({ field: 'price', reason: 'decimals' });
    expect(parseLevel('0', 2)).toEqual({ field: 'price', reason: 'notPositive' });
    expect(parseLevel('abc', 2)).toEqual({ field: 'price', reason: 'notPositive' });
    expect(parseLevel(undefined, 2)).toEqual({ field: 'price', reason: 'missing' });
    expect(isFailure(parsePercent('2.5'))).toBe(false);
    expect(parsePercent('100.01')).toEqual({ field: 'percent', reason: 'tooLarge' });
    expect(parsePercent('1.234')).toEqual({ field: 'percent', reason: 'decimals' });
    expect(parsePercent(-1)).toEqual({ field: 'percent', reason: 'notPositive' });
  });

  it('the book decides per instrument, follows rows in and out, and converts prices to units once per instrument', () => {
    const book = new AlertBook();
    const row = (id: number, over: Record<string, unknown>) => ({ id, user_id: 1, code: 'BTC/USD', kind: 'price_above', price: '100.50', percent: null, repeat: false, state: 'armed', seq: BigInt(id), ...over });
    book.apply(row(1, {}) as never, 2);
    book.apply(row(2, { kind: 'price_below', price: '99.00' }) as never, 2);
    book.apply(row(3, { kind: 'change_down', price: null, percent: '1.00', state: 'waiting', repeat: true }) as never, 2);
    book.apply(row(4, { state: 'triggered' }) as never, 2);
    book.apply(row(5, { code: 'ETH/USD' }) as never, 2);
    expect(book.size).toBe(4);
    const quotes: Record<string, { last: number; prevClose: number }> = { 'BTC/USD': { last: 100.5, prevClose: 100 }, 'ETH/USD': { last: 1, prevClose: 1 } };
    const d = book.decide((code) => quotes[code]);
    expect(d.fire.map((w) => w.id)).toEqual([1]);
    // The change alert is waiting and the day's move (+0.5 %) is not 1 % down: it is armed again.
    expect(d.rearm.map((w) => w.id)).toEqual([3]);
    book.apply(row(5, { code: 'ETH/USD', state: 'deleted', seq: 9n }) as never, 2);
    expect(book.size).toBe(3);
    expect(book.byCode.has('ETH/USD')).toBe(false);
    expect(book.lastSeq).toBe(9n);
  });
});
