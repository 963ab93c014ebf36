import { envelope, watchlistApi, WATCHLIST_GROUPS_MAX } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../src/lib/clock.ts';
import { registerAndLogin, type TestUser } from '../fixtures/users.ts';
import { createTestApp, type TestApp } from '../helpers.ts';

const clock = new ManualClock(Date.parse('2026-11-17T16:15:30Z'));
let t: TestApp;
let alice: TestUser;
let bob: TestUser;

beforeAll(async () => {
  t = await createTestApp({ clock });
  alice = await registerAndLogin(t);
  bob = await registerAndLogin(t);
});
afterAll(() => t.close());

async function call(method: 'GET' | 'POST', url: string, token: string, payload?: unknown, lang = 'en') {
  const res = await t.app.inject({ method, url: `/web${url}`, headers: { authorization: token, lang }, ...(payload ? { payload: payload as Record<string, unknown> } : {}) });
  return { status: res.statusCode, body: JSON.parse(res.body) as { code: number; msg: string; data: { error?: string } } };
}
const codes = async (token: string, group?: string) => {
  const res = await call('GET', `/userSelfSecurity/selectSelfSelectionStocksData${group ? `?group=${group}` : ''}`, token);
  expect(res.status).toBe(200);
  return envelope(watchlistApi.list.response).parse(res.body).data!.map((row) => row.f12);
};
const groups = async (token: string) => envelope(watchlistApi.groups.response).parse((await call('GET', '/userSelfSecurity/groups', token)).body).data!;

describe('watchlist groups', () => {
  it('has All, US, MX and HK built in, counted from the watchlist, and the default list keeps its meaning', async () => {
    for (const code of ['AAPL', 'WALMEX *', '00700', 'USD/MXN', 'NVDA']) expect((await call('POST', '/userSelfSecurity/save', alice.token, { stockCode: code })).status).toBe(200);
    expect(await codes(alice.token)).toEqual(['NVDA', 'USD/MXN', '00700', 'WALMEX *', 'AAPL']);
    expect(await codes(alice.token, 'all')).toEqual(await codes(alice.token));
    expect(await codes(alice.token, 'US')).toEqual(['NVDA', 'AAPL']);
    expect(await codes(alice.token, 'MX')).toEqual(['WALMEX *']);
    expect(await codes(alice.token, 'HK')).toEqual(['00700']);
    expect((await groups(alice.token)).map((g) => [g.key, g.kind, g.count])).toEqual([
      ['all', 'all', 5],
      ['US', 'market', 2],
      ['MX', 'market', 1],
      ['HK', 'market', 1],
    ]);
  });

  it("creates groups of one's own, puts instruments in them (and on the watchlist), and lists each in the watchlist's order", async () => {
    const tech = (await call('POST', '/userSelfSecurity/groups/create', alice.token, { name: ' Tech ' })).body.data as { id: number; name: string; key: string };
    expect(tech).toMatchObject({ name: 'Tech', kind: 'custom', count: 0, key: String(tech.id) });
    const fx = (await call('POST', '/userSelfSecurity/groups/create', alice.token, { name: 'FX' })).body.data as { id: number };
    expect((await call('POST', '/userSelfSecurity/groups/assign', alice.token, { stockCode: 'AAPL', groupIds: [tech.id] })).status).toBe(200);
    expect((await call('POST', '/userSelfSecurity/groups/assign', alice.token, { stockCode: 'NVDA', groupIds: [tech.id] })).status).toBe(200);
    // A code not yet on the watchlist goes on it too.
    expect((await call('POST', '/userSelfSecurity/groups/assign', alice.token, { stockCode: 'EUR/MXN', groupIds: [fx.id] })).status).toBe(200);
    expect(await codes(alice.token, String(tech.id))).toEqual(['NVDA', 'AAPL']);
    expect(await codes(alice.token, String(fx.id))).toEqual(['EUR/MXN']);
    expect((await codes(alice.token))[0]).toBe('EUR/MXN');
    expect((await call('GET', `/userSelfSecurity/groups/of?stockCode=AAPL`, alice.token)).body.data).toEqual({ groupIds: [tech.id] });
    // Re-assigning sets exactly the given groups.
    await call('POST', '/userSelfSecurity/groups/assign', alice.token, { stockCode: 'AAPL', groupIds: [fx.id] });
    expect(await codes(alice.token, String(tech.id))).toEqual(['NVDA']);
    expect(await codes(alice.token, String(fx.id))).toEqual(['EUR/MXN', 'AAPL']);
    // Off the watchlist means out of every group.
    expect((await call('POST', `/userSelfSecurity/deleteByStockCode/${encodeURIComponent('EUR/MXN')}`, alice.token)).status).toBe(200);
    expect(await codes(alice.token, String(fx.id))).toEqual(['AAPL']);
    // Renaming, and deleting a group keeps its instruments on the watchlist.
    expect((await call('POST', `/userSelfSecurity/groups/rename/${fx.id}`, alice.token, { name: 'Mis FX' })).body.data).toMatchObject({ name: 'Mis FX', count: 1 });
    expect((await call('POST', `/userSelfSecurity/groups/delete/${fx.id}`, alice.token)).body.data).toEqual({ deleted: true });
    expect(await codes(alice.token)).toContain('AAPL');
    expect((await groups(alice.token)).filter((g) => g.kind === 'custom').map((g) => g.name)).toEqual(['Tech']);
  });

  it('refuses a duplicate name (any case), too many groups and empty names, in the caller language, writing nothing', async () => {
    const dup = await call('POST', '/userSelfSecurity/groups/create', alice.token, { name: 'tech' }, 'mx');
    expect(dup.status).toBe(409);
    expect(dup.body.data.error).toBe('WATCHLIST_GROUP_EXISTS');
    expect(dup.body.msg).toBe('Ya tienes un grupo llamado «tech»');
    const empty = await call('POST', '/userSelfSecurity/groups/create', alice.token, { name: '   ' });
    expect(empty.status).toBe(422);
    for (let i = (await groups(alice.token)).filter((g) => g.kind === 'custom').length; i < WATCHLIST_GROUPS_MAX; i++) {
      expect((await call('POST', '/userSelfSecurity/groups/create', alice.token, { name: `G${i}` })).status).toBe(200);
    }
    const full = await call('POST', '/userSelfSecurity/groups/create', alice.token, { name: 'one more' }, 'zh_Hans_CN');
    expect(full.status).toBe(422);
    expect(full.body.data.error).toBe('WATCHLIST_GROUPS_FULL');
    expect(full.body.msg).toBe(`最多可创建 ${WATCHLIST_GROUPS_MAX} 个自定义分组`);
    expect((await groups(alice.token)).filter((g) => g.kind === 'custom')).toHaveLength(WATCHLIST_GROUPS_MAX);
  });

  it("keeps each user's groups their own", async () => {
    const tech = (await groups(alice.token)).find((g) => g.name === 'Tech')!;
    const asBob = [
      await call('GET', `/userSelfSecurity/selectSelfSelectionStocksData?group=${tech.id}`, bob.token),
      await call('POST', `/userSelfSecurity/groups/rename/${tech.id}`, bob.token, { name: 'mine' }),
      await call('POST', '/userSelfSecurity/groups/assign', bob.token, { stockCode: 'AAPL', groupIds: [tech.id] }),
    ];
    for (const res of asBob) {
      expect(res.status).toBe(404);
      expect(res.body.data.error).toBe('WATCHLIST_GROUP_NOT_FOUND');
    }
    expect((await call('POST', `/userSelfSecurity/groups/delete/${tech.id}`, bob.token)).body.data).toEqual({ deleted: false });
    // Bob's failed assign did not put AAPL on his watchlist either.
    expect(await codes(bob.token)).toEqual([]);
    expect((await groups(alice.token)).find((g) => g.id === tech.id)).toMatchObject({ name: 'Tech', count: 1 });
    expect((await call('GET', '/userSelfSecurity/selectSelfSelectionStocksData?group=nope', alice.token)).status).toBe(422);
  });

  it('creates one group when the same name is sent ten times at once', async () => {
    const user = await registerAndLogin(t);
    const answers = await Promise.all(Array.from({ length: 10 }, () => call('POST', '/userSelfSecurity/groups/create', user.token, { name: 'Same' })));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(9);
    expect((await groups(user.token)).filter((g) => g.kind === 'custom')).toHaveLength(1);
  });
});
