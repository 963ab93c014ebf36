import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config.ts';
import { isLoopback } from '../../src/http/clock-control.ts';
import { ManualClock, MovableClock } from '../../src/lib/clock.ts';
import { body, createTestApp, testConfig, type TestApp } from '../helpers.ts';

/**
 * The test clock (CLOCK_CONTROL=1, for the browser flows): `POST /web/test/clock` moves the
 * server's clock forward, from this machine only; without the flag the route does not exist,
 * and the flag cannot be on in production.
 */
const T0 = Date.parse('2026-11-20T14:25:30Z'); // 09:25:30 in New York
const MINUTE = 60_000;

let app: TestApp | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

const move = (target: TestApp, payload: unknown, remoteAddress = '127.0.0.1', lang = 'en') =>
  target.app.inject({ method: 'POST', url: '/web/test/clock', payload: payload as object, remoteAddress, headers: { lang } });

describe('test clock route', () => {
  // No modules: the route belongs to the app itself, and an app without them builds quicker.
  for (const [what, config] of [['unset', testConfig()], ['0', testConfig({ CLOCK_CONTROL: '0' })]] as const) {
    it(`does not exist with CLOCK_CONTROL ${what}`, async () => {
      app = await createTestApp({ clock: new ManualClock(T0), config, modules: [] });
      expect(app.ctx.clock).not.toBeInstanceOf(MovableClock);
      const res = await move(app, { advanceMs: MINUTE });
      expect([res.statusCode, body<{ error: string }>(res).data.error]).toEqual([404, 'URL_NOT_FOUND']);
      expect(app.ctx.clock.now()).toBe(T0);
    });
  }

  it('cannot be on in production: the server refuses to start', () => {
    expect(() => loadConfig({ CLOCK_CONTROL: '1', NODE_ENV: 'production', TOTP_ENCRYPTION_KEY: 'a'.repeat(64) })).toThrow(ConfigError);
    expect(() => loadConfig({ CLOCK_CONTROL: '1', NODE_ENV: 'production', TOTP_ENCRYPTION_KEY: 'a'.repeat(64) })).toThrow(/CLOCK_CONTROL/);
    const production = loadConfig({ NODE_ENV: 'production', TOTP_ENCRYPTION_KEY: 'a'.repeat(64) });
    expect(production.clockControl).toBe(false);
    expect(loadConfig({ CLOCK_CONTROL: '1' }).clockControl).toBe(true);
  });

  it('is absent in a production configuration', async () => {
    const config = testConfig({ NODE_ENV: 'production', TOTP_ENCRYPTION_KEY: 'a'.repeat(64) });
    app = await createTestApp({ clock: new ManualClock(T0), config, modules: [] });
    const res = await move(app, { advanceMs: MINUTE });
    expect(res.statusCode).toBe(404);
    expect(app.ctx.clock.now()).toBe(T0);
  });

  it('moves ctx.clock forward by advanceMs or to an instant, and never back', async () => {
    app = await createTestApp({ clock: new ManualClock(T0), config: testConfig({ CLOCK_CONTROL: '1' }), modules: [] });
    const byMs = await move(app, { advanceMs: 4 * MINUTE });
    expect(byMs.statusCode).toBe(200);
    expect(body<{ now: number; movedMs: number }>(byMs).data).toEqual({ now: T0 + 4 * MINUTE, movedMs: 4 * MINUTE });
    expect(app.ctx.clock.now()).toBe(T0 + 4 * MINUTE);

    const to = await move(app, { to: '2026-11-20T14:30:05Z' });
    expect(body<{ now: number }>(to).data.now).toBe(Date.parse('2026-11-20T14:30:05Z'));
    expect(app.ctx.clock.now()).toBe(Date.parse('2026-11-20T14:30:05Z'));

    // Back in time: refused in the caller's language, the clock unchanged.
    const back = await move(app, { to: T0 }, '127.0.0.1', 'zh_Hans_CN');
    expect([back.statusCode, body<{ error: string }>(back).data.error]).toEqual([400, 'BAD_REQUEST']);
    expect(body(back).msg).toContain('时钟只能向前');
    expect(app.ctx.clock.now()).toBe(Date.parse('2026-11-20T14:30:05Z'));

    for (const bad of [{}, { advanceMs: -1 }, { advanceMs: 'soon' }, { to: 'friday' }, { advanceMs: 1, to: T0 }]) {
      const res = await move(app, bad);
      expect([res.statusCode, body<{ error: string }>(res).data.error], JSON.stringify(bad)).toEqual([422, 'VALIDATION']);
    }
    expect(app.ctx.clock.now()).toBe(Date.parse('2026-11-20T14:30:05Z'));
  });

  it('refuses any address but this machine (X-Forwarded-For does not help)', async () => {
    app = await createTestApp({ clock: new ManualClock(T0), config: testConfig({ CLOCK_CONTROL: '1', TRUST_PROXY: 'true' }), modules: [] });
    for (const remote of ['10.0.0.7', '192.168.1.20', '2001:db8::1']) {
      const res = await move(app, { advanceMs: MINUTE }, remote);
      expect([res.statusCode, body<{ error: string }>(res).data.error]).toEqual([403, 'FORBIDDEN']);
    }
    const forwarded = await app.app.inject({ method: 'POST', url: '/web/test/clock', payload: { advanceMs: MINUTE }, remoteAddress: '10.0.0.7', headers: { 'x-forwarded-for': '127.0.0.1' } });
    expect(forwarded.statusCode).toBe(403);
    expect(app.ctx.clock.now()).toBe(T0);
    expect(['127.0.0.1', '127.8.0.1', '::1', '::ffff:127.0.0.1'].every(isLoopback)).toBe(true);
    expect(['10.0.0.7', '::ffff:10.0.0.7', '::2', undefined].some(isLoopback)).toBe(false);
  });

  it('the jobs see the jump: a job due at 09:30 New York runs on the next pass after it', async () => {
    app = await createTestApp({ clock: new ManualClock(T0), config: testConfig({ CLOCK_CONTROL: '1' }), modules: [] });
    const ran: string[] = [];
    app.ctx.jobs.define({ name: 'test.open', schedule: { at: '09:30', timeZone: 'America/New_York', days: 'weekdays' }, run: async ({ period }) => void ran.push(period) });
    await app.ctx.jobs.runDue();
    expect(ran).toEqual([]);
    await move(app, { to: '2026-11-20T14:30:00Z' });
    await app.ctx.jobs.runDue();
    expect(ran).toEqual(['2026-11-20']);
  });
});
