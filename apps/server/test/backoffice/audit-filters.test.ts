import type { AuditEntry, Page } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { need } from '../../src/context.ts';
import { ManualClock } from '../../src/lib/clock.ts';
import { call } from '../accounts/_api.ts';
import { loginOperator, type TestOperator } from '../fixtures/users.ts';
import { createTestApp, type TestApp } from '../helpers.ts';

const START = Date.parse('2026-11-17T16:00:00Z');
const HOUR = 3_600_000;

describe('the audit log filters by operator, action, object and date', () => {
  const clock = new ManualClock(START);
  let t: TestApp;
  let admin: TestOperator;

  beforeAll(async () => {
    t = await createTestApp({ clock });
    admin = await loginOperator(t, 'admin');
    const audit = need(t.ctx, 'audit');
    await audit.record({ username: 'ana' }, 'user.freeze', { type: 'user', id: 7 }, { reason: 'fraud' });
    clock.set(START + HOUR);
    await audit.record({ username: 'bob' }, 'user.unfreeze', { type: 'user', id: 7 });
    clock.set(START + 2 * HOUR);
    await audit.record({ username: 'ana' }, 'kyc.approve', { type: 'kyc', id: 3 }, { userId: 7 });
  });
  afterAll(() => t.close());

  const list = async (query: string) => {
    const res = await call<Page<AuditEntry>>(t, 'GET', `/admin/audit?pageSize=100&${query}`, { token: admin.token });
    expect(res.status, res.msg).toBe(200);
    return res.data.list.filter((e) => e.operatorUsername !== admin.username).map((e) => e.action);
  };

  it('by operator, action and object', async () => {
    expect(await list('operator=ana')).toEqual(['kyc.approve', 'user.freeze']);
    expect(await list('action=user.unfreeze')).toEqual(['user.unfreeze']);
    expect(await list('targetType=user&targetId=7')).toEqual(['user.unfreeze', 'user.freeze']);
    expect(await list('targetType=kyc')).toEqual(['kyc.approve']);
    expect(await list('operator=nobody')).toEqual([]);
  });

  it('by date: from inclusive, to exclusive', async () => {
    expect(await list(`from=${START + HOUR}`)).toEqual(['kyc.approve', 'user.unfreeze']);
    expect(await list(`from=${START}&to=${START + HOUR}`)).toEqual(['user.freeze']);
  });

  it('a bad date is a 422, never a 500', async () => {
    const res = await call(t, 'GET', '/admin/audit?from=yesterday', { token: admin.token });
    expect(res.status).toBe(422);
  });
});
