import { describe, expect, it } from 'vitest';
import { BACKOFF_MAX_MS, backoffDelay, chunk, PendingChanges, TopicCounter } from './backoff.ts';

describe('reconnect backoff', () => {
  it('doubles from 1 s up to 30 s, jitter only shortening it by up to 30 %', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 10].map((n) => backoffDelay(n, () => 0))).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000]);
    expect(backoffDelay(2, () => 1)).toBe(2800);
    for (let i = 0; i < 50; i++) expect(backoffDelay(i)).toBeLessThanOrEqual(BACKOFF_MAX_MS);
  });
});

describe('topic reference counts', () => {
  it('subscribes on the first taker and unsubscribes after the last', () => {
    const topics = new TopicCounter();
    expect(topics.acquire(['quote:AAPL', 'quote:MSFT'])).toEqual(['quote:AAPL', 'quote:MSFT']);
    expect(topics.acquire(['quote:AAPL'])).toEqual([]);
    expect(topics.count('quote:AAPL')).toBe(2);
    expect(topics.release(['quote:AAPL'])).toEqual([]);
    expect(topics.release(['quote:AAPL', 'quote:MSFT'])).toEqual(['quote:AAPL', 'quote:MSFT']);
    expect(topics.size).toBe(0);
    expect(topics.release(['quote:AAPL'])).toEqual([]);
  });
});

describe('pending subscription changes', () => {
  it('cancels a topic dropped and taken again before the flush', () => {
    const pending = new PendingChanges();
    pending.sub(['a', 'b']);
    pending.unsub(['b']);
    expect(pending.take()).toEqual({ sub: ['a'], unsub: [] });
    pending.unsub(['a']);
    pending.sub(['a']);
    expect(pending.take()).toEqual({ sub: [], unsub: [] });
    pending.unsub(['c']);
    expect(pending.take()).toEqual({ sub: [], unsub: ['c'] });
  });
  it('splits long topic lists', () => {
    expect(chunk([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
  });
});
