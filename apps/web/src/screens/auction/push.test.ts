import { auctionIndicativePush } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { isIndicativePush } from './push.ts';

const auctionWindow = { market: 'US', day: '2026-11-20', inputStart: 1, noCancelAt: 2, inputEnd: 3, crossAt: 4, phase: 'input', timezone: 'America/New_York', now: 1 };
const update = { code: 'AAPL', indicativePrice: 189.9, indicativeVolume: 1703, buyVolume: 1703, sellVolume: 1900, imbalance: -197, window: auctionWindow };

describe('auction indicative push (the page checks it without zod, which is inert in the web bundle)', () => {
  it('takes what the server sends: the contract shape, with or without a price', () => {
    expect(auctionIndicativePush.parse(update)).toEqual(update); // the real schema (tests use real zod) agrees it is the server's shape
    expect(isIndicativePush(update)).toBe(true);
    const { indicativePrice: _none, ...noPrice } = update;
    void _none;
    expect(isIndicativePush(noPrice)).toBe(true);
  });
  it('refuses anything else', () => {
    for (const bad of [null, 'AAPL', {}, { ...update, code: 1 }, { ...update, indicativeVolume: '1703' }, { ...update, indicativePrice: '189.90' }, { ...update, window: null }]) {
      expect(isIndicativePush(bad)).toBe(false);
    }
  });
});
