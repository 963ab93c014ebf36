import type { InsightAllocation, InsightPerformance } from '@app/contracts';
import Decimal from 'decimal.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { need } from '../../src/context.ts';
import { ManualClock } from '../../src/lib/clock.ts';
import type { TestUser } from '../fixtures/users.ts';
import { body, createTestApp, type TestApp } from '../helpers.ts';
import { fund, investor } from '../trading/_setup.ts';

/*
 * Every product area's holdings count, through the trading service's holdings registry: an area
 * registered here (as bonds, funds or mining robots register theirs at init) holding MX$500.00 of
 * titles for one client shows in that client's allocation and performance beside MX$1,000.00 of cash.
 */
let t: TestApp;
let user: TestUser;

beforeAll(async () => {
  t = await createTestApp({ clock: new ManualClock(Date.UTC(2026, 11, 2, 18, 0, 0)) });
  user = await investor(t, {});
  await fund(t, user.userId, 'FINANCIAL', 'MXN', '1000');
  need(t.ctx, 'trading').holdings.register({
    area: 'insight-probe',
    valueOf: async (userId) => (userId === user.userId ? [{ currency: 'MXN', value: new Decimal('500.00'), holdings: 1 }] : []),
  });
});

afterAll(async () => {
  await t.close();
});

async function get<T>(url: string) {
  const res = await t.app.inject({ method: 'GET', url: `/web${url}`, headers: { authorization: user.token, lang: 'en' } });
  return { status: res.statusCode, ...body<T>(res) };
}

describe('allocation with product holdings', () => {
  it('counts an area registered in the holdings registry', async () => {
    const res = await get<InsightAllocation>('/insight/allocation');
    expect(res.status).toBe(200);
    expect(res.data.totalMxn).toBe('1500.00');
    expect(res.data.market).toEqual([
      { key: 'CASH', valueMxn: '1000.00', share: '66.67' },
      { key: 'MX', valueMxn: '500.00', share: '33.33' },
    ]);
    expect(res.data.assetClass.map((s) => [s.key, s.valueMxn])).toEqual([
      ['cash', '1000.00'],
      ['other', '500.00'],
    ]);
    expect(res.data.currency).toEqual([{ key: 'MXN', valueMxn: '1500.00', share: '100.00' }]);
  });

  it('values it in the performance: MX$1,000 came in, MX$1,500 held (the titles were not paid from the wallet here)', async () => {
    const res = await get<InsightPerformance>('/insight/performance?period=ALL');
    expect(res.data.total).toEqual({ startValue: '0.00', endValue: '1500.00', netFlows: '1000.00', gain: '500.00', twr: '50.00', mwr: '50.00' });
    expect(res.data.currencies).toEqual([{ currency: 'MXN', startValue: '0.00', endValue: '1500.00', netFlows: '1000.00', gain: '500.00', twr: '50.00', mwr: '50.00' }]);
  });
});
