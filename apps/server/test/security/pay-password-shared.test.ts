import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { need, type Services } from '../../src/context.ts';
import { AppError } from '../../src/http/errors.ts';
import type { TestApp } from '../helpers.ts';
import { call, trader, tradingApp } from '../trading/_setup.ts';

// Issue 27.2: the transaction password is remembered once, by the accounts service, for every
// area (accounts.payPasswords). A password checked in one area is not checked again (argon2,
// one throttle hit) in another on the same session; a change refuses the old one everywhere.
// On PGlite and on PostgreSQL.

const RIGHT = '123456';
/** Every area that asks for the transaction password before it moves money. */
const AREAS = ['trading', 'ipo', 'bonds', 'loans', 'funds', 'placing', 'auction', 'follow', 'quant', 'blocktrade', 'mining'] as const satisfies ReadonlyArray<keyof Services>;

let t: TestApp;
beforeAll(async () => {
  ({ t } = await tradingApp());
});
afterAll(async () => {
  await t?.close();
});

async function throttleHits(userId: number): Promise<number> {
  const { rows } = await sql<{ hits: number }>`select hits from secret_throttle where key = ${`pay:u:${userId}`}`.execute(t.ctx.db);
  return Number(rows[0]?.hits ?? 0);
}

async function refusal(check: Promise<void>): Promise<string | undefined> {
  try {
    await check;
    return undefined;
  } catch (error) {
    return error instanceof AppError ? error.error : String(error);
  }
}

describe('one remembered transaction password for every area', () => {
  it('is verified once for a session and stands in every area', async () => {
    const user = await trader(t);
    const accounts = need(t.ctx, 'accounts');
    const { sessionId } = await accounts.sessions.create('user', user.userId);
    for (const area of AREAS) await need(t.ctx, area).authorize(user.userId, sessionId, RIGHT);
    // One argon2 check (one throttle hit) for the eleven areas, one remembered session.
    expect(await throttleHits(user.userId)).toBe(1);
  });

  it('a wrong pin is refused in every area, even on a session that remembers the right one', async () => {
    const user = await trader(t);
    const { sessionId } = await need(t.ctx, 'accounts').sessions.create('user', user.userId);
    await need(t.ctx, 'trading').authorize(user.userId, sessionId, RIGHT);
    for (const area of AREAS.slice(0, 4)) expect(await refusal(need(t.ctx, area).authorize(user.userId, sessionId, '000001')), area).toBe('PAY_PASSWORD_WRONG');
  });

  it('a change of password refuses the old one at once in every area', async () => {
    const user = await trader(t);
    const accounts = need(t.ctx, 'accounts');
    const { sessionId } = await accounts.sessions.create('user', user.userId);
    await need(t.ctx, 'bonds').authorize(user.userId, sessionId, RIGHT);
    const change = await call(t, user, '/updatePayPassword', { oldPayPassword: RIGHT, payPassword: '654321', confirmPayPassword: '654321' });
    expect(change.status, change.msg).toBe(200);
    // Each old pin is a wrong try (the fifth locks), never a remembered pass.
    for (const area of AREAS) expect(['PAY_PASSWORD_WRONG', 'SECRET_LOCKED'], area).toContain(await refusal(need(t.ctx, area).authorize(user.userId, sessionId, RIGHT)));
  });
});
