import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../src/lib/clock.ts';
import { latestEmailCode, registerAndLogin, uniqueName, type TestUser } from '../fixtures/users.ts';
import { body, createTestApp, testConfig, type TestApp } from '../helpers.ts';

type Lang = 'mx' | 'en' | 'zh_Hans_CN';
let t: TestApp;
let existing: TestUser;
const clock = new ManualClock(Date.UTC(2026, 10, 25, 15));
/** Past the 60 s cool-down of codes asked for earlier. */
const afterCooldown = () => clock.advance(61_000);
beforeAll(async () => {
  t = await createTestApp({ clock });
  existing = await registerAndLogin(t);
  afterCooldown();
});
afterAll(() => t.close());

let ip = 1;
/** An answer without its request id: what an outsider could compare. */
async function answer(url: string, payload: Record<string, unknown>, lang: Lang = 'en') {
  const res = await t.app.inject({ method: 'POST', url: `/web${url}`, headers: { lang }, payload, remoteAddress: `10.13.0.${ip++}` });
  const { code, msg, data } = body<{ requestId?: string }>(res);
  const { requestId: _ignored, ...rest } = data ?? {};
  return { status: res.statusCode, code, msg, data: rest };
}

const individual = (email: string, code: string) => {
  const { username } = uniqueName('enum');
  return { username, email, password: 'Secret#123', confirmPassword: 'Secret#123', code, agreement: true };
};
const company = (email: string, code: string) => ({
  username: `Co${Math.random().toString(36).slice(2, 10)}`,
  password: 'Corp12345',
  confirmPassword: 'Corp12345',
  email,
  code,
  agreement: true,
  fullName: 'Comercializadora del Norte SA de CV',
  licenseNumber: 'CNO010203AB1',
  officeAddress: 'Av. Constitución 100, Monterrey, NL',
  bankAccount: '012180001234567891',
  registrationPlace: 'Monterrey, Nuevo León',
  officerInfo: 'María Pérez, directora general',
  phone: '+52 81 1234 5678',
});

const usersWithEmail = async (email: string) =>
  Number((await t.ctx.db.selectFrom('users').select((eb) => eb.fn.countAll<number>().as('n')).where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase())).executeTakeFirstOrThrow()).n);

describe('registration does not tell which emails have accounts', () => {
  it('answers a made-up code the same for a registered and an unknown email (no code asked for)', async () => {
    for (const lang of ['mx', 'en', 'zh_Hans_CN'] as const) {
      for (const url of ['/register/email', '/new/register/email']) {
        const unknown = uniqueName('nobody').email;
        const a = await answer(url, individual(existing.email, '123456'), lang);
        const b = await answer(url, individual(unknown, '123456'), lang);
        expect(a, `${url} ${lang}`).toEqual(b);
        expect(a.status).toBe(400);
        expect(a.data).toMatchObject({ error: 'EMAIL_CODE_INVALID', field: 'code' });
      }
      const a = await answer('/register/company', company(existing.email.toUpperCase(), '123456'), lang);
      const b = await answer('/register/company', company(uniqueName('nobody').email, '123456'), lang);
      expect(a, `company ${lang}`).toEqual(b);
      expect(a.status).toBe(400);
    }
  });

  it('answers the send-code call and then a wrong code the same for both', async () => {
    const unknown = uniqueName('nobody').email;
    for (const type of ['register', 'resetPassword'] as const) {
      afterCooldown();
      const a = await answer('/getEmailCode', { email: existing.email, type });
      const b = await answer('/getEmailCode', { email: unknown, type });
      expect(a, type).toEqual(b);
      expect(a.status).toBe(200);
      // And again at once: the same cool-down for both.
      expect(await answer('/getEmailCode', { email: existing.email, type })).toEqual(await answer('/getEmailCode', { email: unknown, type }));
    }
    // A code was issued for both addresses (the register one was retired by the reset one
    // only for the same purpose): a wrong guess costs a try alike.
    const wrongFor = async (email: string) => {
      const real = await latestEmailCode(t, email).catch(() => '000000');
      return real === '999999' ? '999998' : '999999';
    };
    const a = await answer('/register/email', individual(existing.email, await wrongFor(existing.email)));
    const b = await answer('/register/email', individual(unknown, await wrongFor(unknown)));
    expect(a).toEqual(b);
    expect(a.status).toBe(400);
    expect(a.msg).toMatch(/wrong; 4 tries left/);
  });

  it('tells the email is taken only after a valid code, and creates nothing', async () => {
    const other = await registerAndLogin(t);
    afterCooldown();
    const send = await answer('/getEmailCode', { email: other.email, type: 'register' });
    expect(send.status).toBe(200);
    const code = await latestEmailCode(t, other.email);
    const res = await answer('/register/email', individual(other.email.toUpperCase(), code));
    expect(res).toMatchObject({ status: 409, data: { error: 'EMAIL_TAKEN', field: 'email' }, msg: 'That email already has an account; log in or reset the password' });
    expect(await usersWithEmail(other.email)).toBe(1);
  });
});

describe('asking for a code does not tell registered emails apart by time', () => {
  it('answers at once over SMTP, even when the mail server is slow, for a registered and an unknown email', async () => {
    // A mail server that accepts connections and never greets: a caller that waited for it
    // would wait for nodemailer's 30 s greeting timeout, only for addresses with an account.
    const sockets = new Set<net.Socket>();
    const silent = net.createServer((socket) => {
      sockets.add(socket);
      socket.on('error', () => {});
    });
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', () => resolve()));
    const port = (silent.address() as net.AddressInfo).port;
    const app = await createTestApp({ config: testConfig({ SMTP_URL: `smtp://127.0.0.1:${port}` }) });
    try {
      const registered = uniqueName('slow');
      await app.ctx.services.accounts!.createUser({ username: registered.username, email: registered.email, password: 'Secret#123', accountType: 2 });
      const ask = async (email: string) => {
        const res = await app.app.inject({ method: 'POST', url: '/web/getEmailCode', headers: { lang: 'en' }, payload: { email, type: 'resetPassword' } });
        const { requestId: _r, ...rest } = (body<Record<string, unknown>>(res).data ?? {}) as Record<string, unknown>;
        return { status: res.statusCode, data: rest };
      };
      // A deadline far below the 30 s greeting timeout (not a sleep: it only bounds the wait).
      let timer: NodeJS.Timeout | undefined;
      const deadline = new Promise<'late'>((resolve) => {
        timer = setTimeout(() => resolve('late'), 10_000);
      });
      const answers = await Promise.race([Promise.all([ask(registered.email), ask(uniqueName('nobody').email)]), deadline]);
      clearTimeout(timer);
      expect(answers).not.toBe('late');
      const [a, b] = answers as Array<{ status: number; data: Record<string, unknown> }>;
      expect(a).toEqual(b);
      expect(a!.status).toBe(200);
    } finally {
      await app.close();
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => silent.close(() => resolve()));
    }
  });
});
