import { describe, expect, it } from 'vitest';
import { addRecent, clearRecent, readRecent, RECENT_KEY, RECENT_MAX } from './recent.ts';

class MemoryStore {
  private readonly data = new Map<string, string>();
  getItem(key: string) {
    return this.data.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.data.set(key, value);
  }
  removeItem(key: string) {
    this.data.delete(key);
  }
}

const item = (code: string) => ({ name: `Name ${code}`, stock_code: code, source: 0, market: 'US' });

describe('recent searches', () => {
  it('keeps the newest first, without duplicates, at most RECENT_MAX', () => {
    const store = new MemoryStore();
    addRecent(item('AAPL'), store);
    addRecent(item('MSFT'), store);
    addRecent(item('AAPL'), store);
    expect(readRecent(store).map((x) => x.stock_code)).toEqual(['AAPL', 'MSFT']);
    for (let i = 0; i < 20; i++) addRecent(item(`C${i}`), store);
    const all = readRecent(store);
    expect(all).toHaveLength(RECENT_MAX);
    expect(all[0]!.stock_code).toBe('C19');
  });
  it('survives corrupt storage and clears', () => {
    const store = new MemoryStore();
    store.setItem(RECENT_KEY, '{not json');
    expect(readRecent(store)).toEqual([]);
    store.setItem(RECENT_KEY, JSON.stringify([{ stock_code: 1 }, item('X')]));
    expect(readRecent(store).map((x) => x.stock_code)).toEqual(['X']);
    clearRecent(store);
    expect(readRecent(store)).toEqual([]);
  });
});
