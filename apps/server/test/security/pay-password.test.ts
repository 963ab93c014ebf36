import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { need } from '../../src/context.ts';
import { AppError } from '../../src/http/errors.ts';
import type { ManualClock } from '../../src/lib/clock.ts';
import { sweepSecrets } from '../../src/modules/accounts/secrets.ts';
import { PAY_PASSWORD_THROTTLE } from '../../src/modules/accounts/service.ts';
import type { TestApp } from '../helpers.ts';
import { call, investor, key, trader, tradingApp } from '../trading/_setup.ts';

// The transaction password under attack: parallel guesses, the throttle, and trading's
// remembered password after a change or a lock. On PGlite and on PostgreSQL.

const RIGHT = '123456';
const WRONG = ['000001', '000002', '000003', '000004', '000005', '000006', '000007'];
const order = (payPassword: string) => ({ code: 'AAPL', direction: 0, orderType: 0, quantity: 1, payPassword, idempotencyKey: key() });

let t: TestApp;
let clock: ManualClock;
beforeAll(async () => {
  ({ t, clock } = await tradingApp());
});
afterAll(async () => {
  await t?.close();
});

/** Every test starts in windows of its own (the throttle counts per minute, per user and address). */
const freshMinute = () => clock.advance(PAY_PASSWORD_THROTTLE.perAddress.windowMs + 1);

async function lockedUntil(userId: number): Promise<number | undefined> {
  return need(t.ctx, 'accounts').guard.lockedUntil(`pay:${userId}`);
}

describe('eight guesses at once (seven wrong and the right one)', () => {
  it('verify at most five in a row: four "wrong, n left" at most unless the right one restarts the count, and the lock refuses even a remembered password', async () => {
    for (let round = 0; round < 3; round++) {
      freshMinute();
      const user = await trader(t);
      const pins = [...WRONG.slice(0, round * 3), RIGHT, ...WRONG.slice(round * 3)];
      const answers = await Promise.all(pins.map((pin) => call(t, user, '/stock/create', order(pin))));
      const codes = answers.map((a) => (a.status === 200 ? 'OK' : (a.data as { error?: string }).error));
      for (const c of codes) expect(['OK', 'PAY_PASSWORD_WRONG', 'SECRET_LOCKED']).toContain(c);
      const count = (code: string) => codes.filter((c) => c === code).length;
      expect(count('OK'), codes.join()).toBeLessThanOrEqual(1);
      // Refused, the right one restarted nothing: four wrong at most. Accepted, it restarted the
      // count once, after four wrong at most: four more at most (one by one: 3 wrong, right, 4 wrong).
      expect(count('PAY_PASSWORD_WRONG'), codes.join()).toBeLessThanOrEqual(count('OK') === 1 ? 7 : 4);
      const locked = answers.filter((a) => a.status === 429);
      if (count('OK') === 0) expect(locked.length, codes.join()).toBeGreaterThanOrEqual(4);
      if (locked.length === 0) continue; // the count restarted and stayed under five: nothing locked
      expect(locked[0]!.msg).toMatch(/locked for 15 minutes/);
      // The lock stays, and refuses the right password in this session (remembered here if it passed above).
      expect(await lockedUntil(user.userId)).toBe(clock.now() + 15 * 60_000);
      const again = await call(t, user, '/stock/create', order(RIGHT));
      expect(again.status).toBe(429);
      expect((again.data as { error: string }).error).toBe('SECRET_LOCKED');
    }
  });

  it('eight wrong at once: four "wrong, n left" at most, the rest locked, and the lock set', async () => {
    freshMinute();
    const user = await trader(t);
    const answers = await Promise.all([...WRONG, '000008'].map((pin) => call(t, user, '/stock/create', order(pin))));
    const codes = answers.map((a) => (a.data as { error?: string }).error);
    expect(codes.filter((c) => c === 'PAY_PASSWORD_WRONG').length, codes.join()).toBeLessThanOrEqual(4);
    expect(codes.filter((c) => c === 'SECRET_LOCKED').length, codes.join()).toBeGreaterThanOrEqual(4);
    expect(codes.every((c) => c === 'PAY_PASSWORD_WRONG' || c === 'SECRET_LOCKED'), codes.join()).toBe(true);
    expect(await lockedUntil(user.userId)).toBe(clock.now() + 15 * 60_000);
  });

  it('count in order: a right one after four wrong passes and starts again; five wrong lock; the lock ends after 15 minutes', async () => {
    freshMinute();
    const user = await trader(t);
    const accounts = need(t.ctx, 'accounts');
    const codeOf = (p: Promise<void>) =>
      p.then(
        () => 'OK',
        (e: unknown) => (e instanceof AppError ? `${e.error}:${String(e.params.left ?? '')}` : 'THROWN'),
      );
    for (const pin of WRONG.slice(0, 4)) expect(await codeOf(accounts.verifyPayPassword(user.userId, pin))).toMatch(/^PAY_PASSWORD_WRONG/);
    expect(await codeOf(accounts.verifyPayPassword(user.userId, RIGHT))).toBe('OK');
    const lefts = [];
    for (const pin of WRONG.slice(0, 4)) lefts.push(await codeOf(accounts.verifyPayPassword(user.userId, pin)));
    expect(lefts).toEqual(['PAY_PASSWORD_WRONG:4', 'PAY_PASSWORD_WRONG:3', 'PAY_PASSWORD_WRONG:2', 'PAY_PASSWORD_WRONG:1']);
    expect(await codeOf(accounts.verifyPayPassword(user.userId, WRONG[4]!))).toBe('SECRET_LOCKED:');
    expect(await codeOf(accounts.verifyPayPassword(user.userId, RIGHT))).toBe('SECRET_LOCKED:');
    clock.advance(15 * 60_000);
    expect(await codeOf(accounts.verifyPayPassword(user.userId, RIGHT))).toBe('OK');
    expect(await codeOf(accounts.verifyPayPassword(user.userId, WRONG[0]!))).toBe('PAY_PASSWORD_WRONG:4');
  });
});

describe('throttle of transaction-password checks', () => {
  it('answers 429 with a localized message past the per-user limit (new sessions, right password), and nothing is placed', async () => {
    freshMinute();
    const user = await trader(t);
    const accounts = need(t.ctx, 'accounts');
    // Each new session checks the stored password once (then remembers it).
    const sessions = await Promise.all(Array.from({ length: PAY_PASSWORD_THROTTLE.perUser.max + 1 }, () => accounts.openSession(user.userId)));
    let placed = 0;
    for (const session of sessions.slice(0, -1)) {
      const res = await call(t, { ...user, token: session.token }, '/stock/create', order(RIGHT));
      expect(res.status, res.msg).toBe(200);
      placed++;
    }
    const last = sessions.at(-1)!;
    for (const [lang, text] of [
      ['en', /Too many transaction password tries; wait \d+ seconds/],
      ['mx', /Demasiados intentos con la contraseña de transacción; espera \d+ segundos/],
      ['zh_Hans_CN', /交易密码尝试次数过多，请等待 \d+ 秒/],
    ] as const) {
      const res = await call(t, { ...user, token: last.token }, '/stock/create', order(RIGHT), { lang });
      expect(res.status).toBe(429);
      expect((res.data as { error: string }).error).toBe('RATE_LIMITED');
      expect(res.msg).toMatch(text);
    }
    const orders = await call<{ total: number }>(t, user, '/orders/pageList', { pageNum: 1, pageSize: 1 });
    expect(orders.data.total).toBe(placed);
    // A remembered password is not a check: the first session still trades.
    expect((await call(t, { ...user, token: sessions[0]!.token }, '/stock/create', order(RIGHT))).status).toBe(200);
    // The next minute, checks are allowed again.
    freshMinute();
    expect((await call(t, { ...user, token: last.token }, '/stock/create', order(RIGHT))).status).toBe(200);
  });

  it('never refuses right passwords from one address (investors behind a shared NAT): 100 checks of 5 users, all placed', async () => {
    freshMinute();
    const accounts = need(t.ctx, 'accounts');
    const users = await Promise.all(Array.from({ length: 5 }, () => investor(t)));
    const perUser = PAY_PASSWORD_THROTTLE.perUser.max;
    expect(users.length * perUser).toBeGreaterThan(PAY_PASSWORD_THROTTLE.perAddress.max + 30);
    const statuses: number[] = [];
    for (const user of users) {
      for (let i = 0; i < perUser; i++) {
        // Each new session checks the stored password (argon2), from the same address as all the others.
        const session = await accounts.openSession(user.userId);
        statuses.push((await call(t, { ...user, token: session.token }, '/stock/create', order(RIGHT))).status);
      }
    }
    expect(statuses.length).toBe(100);
    expect(statuses.filter((s) => s !== 200)).toEqual([]);
  }, 180_000);

  it('answers 429 past the per-address limit of wrong tries, across users, even to a right password; the next minute it passes', async () => {
    freshMinute();
    const accounts = need(t.ctx, 'accounts');
    // Each user takes four wrong tries and a fifth that locks: five counted guesses a user.
    const users = await Promise.all(Array.from({ length: PAY_PASSWORD_THROTTLE.perAddress.max / 5 }, () => trader(t)));
    const codes: string[] = [];
    for (const user of users) {
      for (const pin of WRONG.slice(0, 5)) {
        const res = await call(t, user, '/stock/create', order(pin));
        codes.push((res.data as { error: string }).error);
      }
    }
    expect(codes.filter((c) => c === 'PAY_PASSWORD_WRONG').length).toBe(users.length * 4);
    expect(codes.filter((c) => c === 'SECRET_LOCKED').length).toBe(users.length);
    // The address has its minute's wrong tries: anyone's next check from it is refused unverified.
    const other = await trader(t);
    for (const pin of [WRONG[0]!, RIGHT]) {
      const res = await call(t, other, '/stock/create', order(pin));
      expect(res.status).toBe(429);
      expect((res.data as { error: string }).error).toBe('RATE_LIMITED');
      expect(res.msg).toMatch(/Too many transaction password tries; wait \d+ seconds/);
    }
    // Refused before the check: the other user's own count was never touched.
    expect(await lockedUntil(other.userId)).toBeUndefined();
    // From another address the same user trades.
    const elsewhere = await t.app.inject({ method: 'POST', url: '/web/stock/create', remoteAddress: '203.0.113.9', headers: { authorization: other.token, lang: 'en' }, payload: order(RIGHT) });
    expect(elsewhere.statusCode, elsewhere.body).toBe(200);
    freshMinute();
    expect((await call(t, { ...other, token: (await accounts.openSession(other.userId)).token }, '/stock/create', order(RIGHT))).status).toBe(200);
    // The per-user lock still holds for the users who locked their password, whatever the address.
    for (const user of users) expect(await lockedUntil(user.userId)).toBeDefined();
  });
});

describe('the remembered transaction password (one process)', () => {
  it('is refused after a change, at once', async () => {
    freshMinute();
    const user = await trader(t);
    expect((await call(t, user, '/stock/create', order(RIGHT))).status).toBe(200);
    const change = await call(t, user, '/updatePayPassword', { oldPayPassword: RIGHT, payPassword: '654321', confirmPayPassword: '654321' });
    expect(change.status, change.msg).toBe(200);
    const old = await call(t, user, '/stock/create', order(RIGHT));
    expect(old.status).toBe(422);
    expect((old.data as { error: string }).error).toBe('PAY_PASSWORD_WRONG');
    expect((await call(t, user, '/stock/create', order('654321'))).status).toBe(200);
  });

  it('is refused once the password is locked from another session', async () => {
    freshMinute();
    const user = await trader(t);
    expect((await call(t, user, '/stock/create', order(RIGHT))).status).toBe(200);
    const other = { ...user, token: (await need(t.ctx, 'accounts').openSession(user.userId)).token };
    for (const pin of WRONG.slice(0, 5)) await call(t, other, '/stock/create', order(pin));
    const res = await call(t, user, '/stock/create', order(RIGHT));
    expect(res.status).toBe(429);
    expect((res.data as { error: string }).error).toBe('SECRET_LOCKED');
  });
});

describe('the hourly sweep of secret rows', () => {
  it('deletes throttle windows and counts a day old, keeps a lock that still runs', async () => {
    freshMinute();
    const user = await trader(t);
    const accounts = need(t.ctx, 'accounts');
    for (const pin of WRONG.slice(0, 5)) await accounts.verifyPayPassword(user.userId, pin).catch(() => undefined);
    expect(await lockedUntil(user.userId)).toBeDefined();
    const count = async (table: 'secret_throttle' | 'secret_failures') =>
      Number((await t.ctx.db.selectFrom(table).select(({ fn }) => fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n);
    expect(await count('secret_throttle')).toBeGreaterThan(0);
    // A lock that still runs a day later (a second lock taken at the end of the first) is kept.
    clock.advance(25 * 3600_000);
    await t.ctx.db.updateTable('secret_failures').set({ locked_until: new Date(clock.now() + 60_000) }).where('key', '=', `pay:${user.userId}`).execute();
    const swept = await sweepSecrets(t.ctx.db, clock.now(), 10_000);
    expect(swept).toBeGreaterThan(0);
    expect(await count('secret_throttle')).toBe(0);
    expect(await lockedUntil(user.userId)).toBeDefined();
    expect(t.ctx.jobs.names()).toContain('accounts.sweepSecrets');
  });
});
