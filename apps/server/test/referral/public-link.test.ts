import type { ReferralSummary, UserInfo } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config.ts';
import { call } from '../accounts/_api.ts';
import { registerAndLogin } from '../fixtures/users.ts';
import { createTestApp, testConfig, type TestApp } from '../helpers.ts';

// Issue 28 item 13: the referral share showed a raw http://127.0.0.1:... link.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: testConfig({ PUBLIC_URL: 'https://app.bolsa.mx/' }) });
});
afterAll(() => t.close());

describe('the referral link', () => {
  it('is built on PUBLIC_URL', async () => {
    const user = await registerAndLogin(t);
    const code = (await call<UserInfo>(t, 'POST', '/api/user/info', { token: user.token })).data.invitationCode;
    const summary = await call<ReferralSummary>(t, 'GET', '/referral/summary', { token: user.token });
    expect(summary.data.link).toBe(`https://app.bolsa.mx/#/pages/auth/registerindividual?inviteCode=${code}`);
  });

  it('PUBLIC_URL must be an http(s) address without query or fragment; unset, there is no link', () => {
    expect(loadConfig({}).publicUrl).toBeUndefined();
    expect(loadConfig({ PUBLIC_URL: 'https://bolsa.mx/app/' }).publicUrl).toBe('https://bolsa.mx/app');
    for (const bad of ['bolsa.mx', 'ftp://bolsa.mx', 'https://bolsa.mx/?x=1', 'https://bolsa.mx/#/']) {
      expect(() => loadConfig({ PUBLIC_URL: bad }), bad).toThrow(ConfigError);
    }
  });
});
