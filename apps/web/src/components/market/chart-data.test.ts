import type { Candle } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { chartTime, foldTick, lastSession, localDay, zoneOffsetMs } from './chart-data.ts';

const bar = (time: number, close: number, volume = 10): Candle => ({ time, open: close, high: close, low: close, close, volume, turnover: volume * close });

describe('exchange time', () => {
  it('knows New York is UTC-4 in summer and UTC-5 in winter', () => {
    expect(zoneOffsetMs('America/New_York', Date.UTC(2026, 6, 1, 15))).toBe(-4 * 3_600_000);
    expect(zoneOffsetMs('America/New_York', Date.UTC(2026, 0, 15, 15))).toBe(-5 * 3_600_000);
    expect(zoneOffsetMs('Asia/Hong_Kong', Date.UTC(2026, 0, 15, 15))).toBe(8 * 3_600_000);
  });
  it('shifts chart times so the NYSE open reads 09:30', () => {
    const open = Date.UTC(2026, 6, 1, 13, 30); // 09:30 EDT
    const shifted = new Date(chartTime(open, 'America/New_York') * 1000);
    expect(shifted.toISOString()).toBe('2026-07-01T09:30:00.000Z');
  });
  it('finds the local day across midnight UTC', () => {
    expect(localDay(Date.UTC(2026, 6, 2, 2), 'America/New_York')).toBe('2026-07-01');
  });
});

describe('lastSession', () => {
  it('keeps only the bars of the latest local day', () => {
    const day1 = Date.UTC(2026, 6, 1, 19, 58);
    const day2 = Date.UTC(2026, 6, 2, 13, 30);
    const bars = [bar(day1, 1), bar(day1 + 60_000, 2), bar(day2, 3), bar(day2 + 60_000, 4)];
    expect(lastSession(bars, 'America/New_York').map((b) => b.close)).toEqual([3, 4]);
    expect(lastSession([], 'America/New_York')).toEqual([]);
  });
});

describe('foldTick', () => {
  const t0 = Date.UTC(2026, 6, 1, 14, 0);
  it('moves the last minute bar and adds the traded volume', () => {
    const bars = [bar(t0, 10, 100)];
    const out = foldTick(bars, '1m', { price: 10.5, time: t0 + 30_000, dayVolume: 1_050 }, 1_000);
    expect(out).toMatchObject({ time: t0, open: 10, high: 10.5, low: 10, close: 10.5, volume: 150 });
    expect(bars).toHaveLength(1);
  });
  it('starts a new bar when the period rolls over', () => {
    const bars = [bar(t0, 10, 100)];
    const out = foldTick(bars, '5m', { price: 9.8, time: t0 + 7 * 60_000, dayVolume: 1_020 }, 1_000);
    expect(out).toMatchObject({ time: t0 + 5 * 60_000, open: 9.8, high: 9.8, low: 9.8, close: 9.8, volume: 20 });
    expect(bars).toHaveLength(2);
  });
  it('keeps the daily bar and sets its volume to the day volume', () => {
    const bars = [bar(t0, 10, 100)];
    const out = foldTick(bars, '1d', { price: 9, time: t0 + 3 * 3_600_000, dayVolume: 5_000 }, 4_000);
    expect(out).toMatchObject({ time: t0, low: 9, close: 9, volume: 5_000 });
  });
  it('ignores a tick older than the last bar', () => {
    expect(foldTick([bar(t0, 10)], '1m', { price: 11, time: t0 - 1, dayVolume: 0 }, undefined)).toBeUndefined();
  });
});
