import { describe, expect, it } from 'vitest';
import { calendar } from '../../src/market/calendar.ts';
import { loadInstruments } from '../../src/market/instruments.ts';
import { SimulatedMarket } from '../../src/market/simulated.ts';
import { onGrid, roundToGrid, tickAt, tickDown, tickUp } from '../../src/market/ticks.ts';

const SEED = 20260101;
const market = new SimulatedMarket(SEED);
// Tuesday 2026-11-17, 11:15:30 New York: US, BMV, CME and FX are trading; HKEX has closed.
const NOW = Date.parse('2026-11-17T16:15:30Z');

describe('instrument reference data', () => {
  it('has every market the app shows', () => {
    const all = loadInstruments();
    const count = (pred: (i: (typeof all)[number]) => boolean) => all.filter(pred).length;
    expect(count((i) => i.market === 'US')).toBeGreaterThanOrEqual(100);
    expect(count((i) => i.market === 'US' && !!i.sector)).toBe(count((i) => i.market === 'US'));
    expect(count((i) => i.market === 'MX')).toBe(35);
    expect(count((i) => i.market === 'HK')).toBeGreaterThanOrEqual(50);
    expect(count((i) => i.kind === 'future')).toBeGreaterThanOrEqual(12);
    expect(count((i) => i.kind === 'forex')).toBeGreaterThanOrEqual(12);
    expect(count((i) => i.kind === 'index')).toBeGreaterThanOrEqual(8);
    expect(count((i) => i.kind === 'crypto')).toBeGreaterThanOrEqual(2);
    expect(market.instrument('WALMEX *')?.currency).toBe('MXN');
    expect(market.instrument('00700')).toMatchObject({ lotSize: 100, name: { zh: '腾讯控股' } });
    expect(market.instrument('ES')).toMatchObject({ contractSize: 50, tickValue: 12.5 });
  });
});

describe('determinism', () => {
  it('gives the same quote for the same seed and time, in separate instances', () => {
    const other = new SimulatedMarket(SEED);
    for (const code of ['AAPL', 'WALMEX *', '00700', 'ES', 'USD/MXN', 'BTC/USD', 'SPX']) {
      expect(other.quote(code, NOW)).toEqual(market.quote(code, NOW));
    }
    // Asking in a different order (other caches warm) changes nothing.
    const third = new SimulatedMarket(SEED);
    expect(third.candles('NVDA', '1m', 30, NOW)).toEqual(market.candles('NVDA', '1m', 30, NOW));
    expect(third.quote('NVDA', NOW)).toEqual(market.quote('NVDA', NOW));
  });

  it('gives other prices with another seed', () => {
    expect(new SimulatedMarket(SEED + 1).quote('AAPL', NOW).price).not.toBe(market.quote('AAPL', NOW).price);
  });

  it('starts from the reference level of 2025-12-31', () => {
    const bars = market.candles('AAPL', '1d', 1, NOW, Date.parse('2026-01-01T00:00:00Z'));
    expect(bars[0]!.close).toBe(271.86);
    expect(bars[0]!.time).toBe(Date.parse('2025-12-31T00:00:00Z'));
  });

  it('moves prices only while the instrument trades', () => {
    const saturday = Date.parse('2026-11-21T15:00:00Z');
    expect(market.quote('AAPL', saturday).price).toBe(market.quote('AAPL', saturday + 3_600_000).price);
    expect(market.quote('00700', NOW).price).toBe(market.quote('00700', NOW + 60_000).price); // HKEX closed
    const moves = new Set(Array.from({ length: 30 }, (_, k) => market.quote('BTC/USD', NOW + k * 1000).last));
    expect(moves.size).toBeGreaterThan(5);
  });
});

describe('candles', () => {
  const codes = ['AAPL', 'WALMEX *', '00700', 'ES', 'USD/MXN'];

  it('makes the daily bar the aggregate of the day 1-minute bars', () => {
    const evening = Date.parse('2026-11-18T03:00:00Z'); // after every session of 2026-11-17 closed
    for (const code of codes) {
      const cal = calendar(market.instrument(code)!.calendar);
      const day = cal.byDay(Date.parse('2026-11-17T00:00:00Z') / 86_400_000)!;
      const minutes = market.candles(code, '1m', day.minutes, day.regularClose, day.regularClose);
      expect(minutes.length).toBe(day.minutes);
      const daily = market.candles(code, '1d', 1, evening, Date.parse('2026-11-18T00:00:00Z'))[0]!;
      expect(daily.time).toBe(Date.parse('2026-11-17T00:00:00Z'));
      expect(daily.open).toBe(minutes[0]!.open);
      expect(daily.close).toBe(minutes[minutes.length - 1]!.close);
      expect(daily.high).toBe(Math.max(...minutes.map((b) => b.high)));
      expect(daily.low).toBe(Math.min(...minutes.map((b) => b.low)));
      expect(daily.volume).toBe(minutes.reduce((sum, b) => sum + b.volume, 0));
    }
  });

  it('keeps 5m, 15m and 1h consistent with 1m, and the live partial day with the quote', () => {
    for (const code of codes) {
      const minutes = market.candles(code, '1m', 1000, NOW);
      for (const [period, size] of [['5m', 5], ['15m', 15], ['1h', 60]] as const) {
        const bars = market.candles(code, period, 6, NOW);
        for (const bar of bars) {
          const inside = minutes.filter((m) => m.time >= bar.time && m.time < bar.time + size * 60_000);
          expect(inside.length).toBeGreaterThan(0);
          expect(bar.open).toBe(inside[0]!.open);
          expect(bar.close).toBe(inside[inside.length - 1]!.close);
          expect(bar.high).toBe(Math.max(...inside.map((m) => m.high)));
          expect(bar.low).toBe(Math.min(...inside.map((m) => m.low)));
          expect(bar.volume).toBe(inside.reduce((sum, m) => sum + m.volume, 0));
        }
      }
      const quote = market.quote(code, NOW);
      const today = market.candles(code, '1d', 1, NOW)[0]!;
      expect([today.open, today.high, today.low, today.close, today.volume]).toEqual([quote.open, quote.high, quote.low, quote.price, quote.volume]);
    }
  });

  it('moves a trading price from second to second, never pinned to a bar high or low for long', () => {
    // Clamping the within-minute walk to [low, high] once left BTC/USD still for 48 s.
    const start = Date.parse('2026-11-20T15:00:00Z');
    for (const code of ['BTC/USD', 'USD/MXN', 'ETH/USD']) {
      let longest = 0;
      let run = 0;
      let changes = 0;
      let previous = NaN;
      for (let i = 0; i < 1800; i++) {
        const last = market.quote(code, start + i * 1000).last;
        if (last === previous) longest = Math.max(longest, ++run);
        else {
          run = 0;
          changes++;
        }
        previous = last;
      }
      expect(longest, code).toBeLessThanOrEqual(5);
      expect(changes, code).toBeGreaterThan(1500);
    }
  });

  it('ends the live partial minute exactly as the finished bar', () => {
    const start = Date.parse('2026-11-17T16:15:00Z');
    const final = market.candles('AAPL', '1m', 1, start + 60_000, start + 60_000)[0]!;
    expect(final.time).toBe(start);
    let high = -Infinity;
    let low = Infinity;
    for (let s = 0; s < 60; s++) {
      const partial = market.candles('AAPL', '1m', 1, start + s * 1000)[0]!;
      expect(partial.time).toBe(start);
      expect(partial.open).toBe(final.open);
      expect(partial.high).toBeGreaterThanOrEqual(high);
      expect(partial.low).toBeLessThanOrEqual(low);
      expect(partial.high).toBeLessThanOrEqual(final.high);
      expect(partial.low).toBeGreaterThanOrEqual(final.low);
      high = partial.high;
      low = partial.low;
    }
    expect([high, low]).toEqual([final.high, final.low]);
    expect(market.quote('AAPL', start + 59_000).last).toBe(final.close);
  });

  it('builds weekly bars from daily bars and has more than a year of history', () => {
    const days = market.candles('AAPL', '1d', 400, NOW);
    expect(days.length).toBe(400);
    expect(NOW - days[0]!.time).toBeGreaterThan(365 * 86_400_000);
    const weeks = market.candles('AAPL', '1w', 4, NOW);
    expect(weeks.length).toBe(4);
    for (const week of weeks) {
      expect(new Date(week.time).getUTCDay()).toBe(1);
      const inside = days.filter((d) => d.time >= week.time && d.time < week.time + 7 * 86_400_000);
      expect(week.open).toBe(inside[0]!.open);
      expect(week.close).toBe(inside[inside.length - 1]!.close);
      expect(week.high).toBe(Math.max(...inside.map((d) => d.high)));
      expect(week.volume).toBe(inside.reduce((sum, d) => sum + d.volume, 0));
    }
    // Five trading days of 1-minute bars.
    expect(market.candles('AAPL', '1m', 5 * 390, NOW).length).toBe(5 * 390);
  });
});

describe('tick grid, spread and book', () => {
  it('follows the HKEX spread table', () => {
    const hk = market.instrument('00700')!;
    expect(tickAt(hk, 5_000)).toBe(10); // HK$5.00: 0.01
    expect(tickAt(hk, 15_000)).toBe(20); // HK$15: 0.02
    expect(tickAt(hk, 50_000)).toBe(50); // HK$50: 0.05
    expect(tickAt(hk, 450_000)).toBe(200); // HK$450: 0.20
    expect(tickAt(hk, 600_000)).toBe(500); // HK$600: 0.50
    expect(roundToGrid(hk, 450_130)).toBe(450_200);
    expect(tickUp(hk, 9_990)).toBe(10_000);
    expect(tickUp(hk, 10_000)).toBe(10_020);
    expect(tickDown(hk, 10_000)).toBe(9_990);
    expect(tickDown(hk, 200_000)).toBe(199_900);
  });

  it('keeps every price on its exchange grid with bid <= last <= ask', () => {
    for (const instrument of market.instruments()) {
      const q = market.quote(instrument.code, NOW);
      for (const price of [q.last, q.price, q.open, q.high, q.low, q.bid, q.ask, q.prevClose]) {
        expect(onGrid(instrument, price), `${instrument.code} ${price}`).toBe(true);
      }
      expect(q.bid).toBeLessThanOrEqual(q.last);
      expect(q.ask).toBeGreaterThanOrEqual(q.last);
      expect(q.low).toBeLessThanOrEqual(q.price);
      expect(q.high).toBeGreaterThanOrEqual(q.price);
    }
    expect(onGrid(market.instrument('ES')!, 6000.3)).toBe(false);
  });

  it('gives a five-level book, best first', () => {
    const book = market.book('00700', NOW, 5);
    expect(book.bids).toHaveLength(5);
    expect(book.asks).toHaveLength(5);
    for (let i = 1; i < 5; i++) {
      expect(book.bids[i]!.price).toBeLessThan(book.bids[i - 1]!.price);
      expect(book.asks[i]!.price).toBeGreaterThan(book.asks[i - 1]!.price);
    }
    expect(book.asks[0]!.price).toBeGreaterThan(book.bids[0]!.price);
    for (const level of [...book.bids, ...book.asks]) expect(level.volume % 100).toBe(0); // board lots
  });

  it('shows pre-market and post-market prices for US stocks', () => {
    const pre = market.quote('AAPL', Date.parse('2026-11-17T12:00:00Z')); // 07:00 ET
    expect(pre.status).toBe('pre');
    expect(pre.preMarketPrice).toBeDefined();
    expect(pre.last).toBe(pre.preMarketPrice);
    const post = market.quote('AAPL', Date.parse('2026-11-17T22:00:00Z')); // 17:00 ET
    expect(post.status).toBe('post');
    expect(post.postMarketPrice).toBeDefined();
    // The pre-market path ends at the open.
    const lastPre = market.quote('AAPL', Date.parse('2026-11-17T14:29:59Z'));
    const open = market.quote('AAPL', Date.parse('2026-11-17T14:30:00Z'));
    expect(Math.abs(lastPre.preMarketPrice! - open.open)).toBeLessThan(open.open * 0.003);
  });
  // The ticker's cost (about 500 instruments a second) is measured by bench/tick-stats.ts, not timed here.
});
