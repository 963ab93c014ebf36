import type { Invitee, Page, ReferralSummary, UserInfo } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../src/lib/clock.ts';
import { maskUsername } from '../../src/modules/referral/mask.ts';
import { createTestApp, type TestApp } from '../helpers.ts';
import { registerAndLogin } from '../fixtures/users.ts';
import { call } from '../accounts/_api.ts';

const clock = new ManualClock(new Date('2026-11-20T15:00:00Z'));
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(() => t.close());

describe('referral', () => {
  it('lists the people who registered with the code, newest first, masked, to the inviter only', async () => {
    const inviter = await registerAndLogin(t);
    const info = await call<UserInfo>(t, 'POST', '/api/user/info', { token: inviter.token });
    const code = info.data.invitationCode;
    const first = await registerAndLogin(t, { username: 'mariana_90', invitationCode: code });
    clock.advance(60_000);
    const second = await registerAndLogin(t, { username: 'pepe', invitationCode: code.toLowerCase() });
    await registerAndLogin(t); // not invited

    const summary = await call<ReferralSummary>(t, 'GET', '/referral/summary', { token: inviter.token });
    expect(summary.data).toEqual({ invitationCode: code, invitedCount: 2 });
    const list = await call<Page<Invitee>>(t, 'GET', '/referral/invitees', { token: inviter.token });
    expect(list.data).toEqual({
      list: [
        { username: 'p***', registeredAt: clock.now() },
        { username: 'ma******0', registeredAt: clock.now() - 60_000 },
      ],
      total: 2,
      pageNum: 1,
      pageSize: 20,
    });
    const page2 = await call<Page<Invitee>>(t, 'GET', '/referral/invitees?pageNum=2&pageSize=1', { token: inviter.token });
    expect(page2.data.list).toEqual([{ username: 'ma******0', registeredAt: clock.now() - 60_000 }]);

    // The invitees see their own (empty) lists, never the inviter's.
    expect((await call<ReferralSummary>(t, 'GET', '/referral/summary', { token: first.token })).data.invitedCount).toBe(0);
    expect((await call<Page<Invitee>>(t, 'GET', '/referral/invitees', { token: second.token })).data.total).toBe(0);
    expect((await call(t, 'GET', '/referral/summary')).status).toBe(401);
    expect((await call(t, 'GET', '/referral/invitees')).status).toBe(401);
  });

  it('masks usernames: enough to recognise a friend, not to find the account', () => {
    expect(maskUsername('pepe')).toBe('p***');
    expect(maskUsername('ana')).toBe('a***');
    expect(maskUsername('lucia')).toBe('l***a');
    expect(maskUsername('mariana_90')).toBe('ma******0');
    expect(maskUsername('a_very_long_username')).toBe('a_******e');
  });
});
