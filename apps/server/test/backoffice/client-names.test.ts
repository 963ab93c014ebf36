import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../src/lib/clock.ts';
import { call } from '../accounts/_api.ts';
import { loginOperator, registerAndLogin, type TestOperator, type TestUser } from '../fixtures/users.ts';
import { createTestApp, type TestApp } from '../helpers.ts';

// Issue 30.5: every queue names the client ("#12 · lucia_hdz"), whichever area's queue it is;
// issue 30.8: the back office reads the server's clock.
const clock = new ManualClock(Date.parse('2026-11-17T16:15:30Z'));
let t: TestApp;
let kyc: TestOperator;
let ana: TestUser;
let bob: TestUser;

beforeAll(async () => {
  t = await createTestApp({ clock });
  kyc = await loginOperator(t, 'kyc_reviewer');
  ana = await registerAndLogin(t);
  bob = await registerAndLogin(t);
});
afterAll(() => t.close());

describe('client names for a queue page', () => {
  it('answers the usernames of the ids asked, once each, unknown ones left out, to any operator', async () => {
    const res = await call<{ list: { userId: number; username: string }[] }>(t, 'GET', `/admin/backoffice/client-names?ids=${bob.userId},${ana.userId},${bob.userId},999999`, { token: kyc.token });
    expect(res.status, res.msg).toBe(200);
    expect(res.data.list).toEqual([
      { userId: bob.userId, username: bob.username },
      { userId: ana.userId, username: ana.username },
    ]);
  });

  it('refuses what is not a list of ids (422, in the language asked) and anyone but an operator', async () => {
    const bad = await call(t, 'GET', '/admin/backoffice/client-names?ids=1;drop', { token: kyc.token, lang: 'mx' });
    expect(bad).toMatchObject({ status: 422, data: { field: 'ids' } });
    expect(bad.msg).toMatch(/ids/);
    const tooMany = Array.from({ length: 101 }, (_, i) => i + 1).join(',');
    expect((await call(t, 'GET', `/admin/backoffice/client-names?ids=${tooMany}`, { token: kyc.token })).status).toBe(422);
    expect((await call(t, 'GET', `/admin/backoffice/client-names?ids=${ana.userId}`, { token: ana.token })).status).toBe(403);
  });
});

describe("the server's clock", () => {
  it('answers the server clock, not the wall clock, to any operator (ages in the queues count from it, issue 30.8)', async () => {
    expect((await call<{ now: number }>(t, 'GET', '/admin/backoffice/clock', { token: kyc.token })).data).toEqual({ now: Date.parse('2026-11-17T16:15:30Z') });
    clock.advance(90_000);
    expect((await call<{ now: number }>(t, 'GET', '/admin/backoffice/clock', { token: kyc.token })).data.now).toBe(Date.parse('2026-11-17T16:17:00Z'));
    expect((await call(t, 'GET', '/admin/backoffice/clock', { token: ana.token })).status).toBe(403);
  });
});
