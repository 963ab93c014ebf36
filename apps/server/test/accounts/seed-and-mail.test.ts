import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer } from '../../src/mail/index.ts';
import { systemClock } from '../../src/lib/clock.ts';
import { modules } from '../../src/modules/index.ts';
import { createTestApp, type TestApp } from '../helpers.ts';
import { call } from './_api.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// Only this area's seeds: other modules test their own.
const seedAll = async () => {
  for (const module of modules.filter((m) => ['accounts', 'files', 'notices', 'admin'].includes(m.name))) await module.seedDemo?.(t.ctx);
};

describe('demo seed', () => {
  it('creates the demo investor and operators, and running it again changes nothing', async () => {
    await seedAll();
    await seedAll();
    const login = await call<{ token: string; userInfo: Record<string, unknown> }>(t, 'POST', '/loginByUsername', { payload: { username: 'demo', password: 'Demo1234' }, ip: '10.7.0.1' });
    expect(login.status).toBe(200);
    expect(login.data.userInfo).toMatchObject({ username: 'demo', email: 'demo@example.mx', accountType: 2, kycStatus: 'verified', payPasswordSet: true, realName: 'Ana García López' });
    await expect(t.ctx.services.accounts!.verifyPayPassword(login.data.userInfo.userId as number, '123456')).resolves.toBeUndefined();
    const admin = await call<{ operator: { roles: string[] } }>(t, 'POST', '/admin/login', { payload: { username: 'admin', password: 'Admin1234' }, ip: '10.7.0.1' });
    expect(admin.data.operator.roles).toEqual(['admin']);
    const reviewer = await call<{ operator: { roles: string[] } }>(t, 'POST', '/admin/login', { payload: { username: 'reviewer', password: 'Review1234' }, ip: '10.7.0.1' });
    expect(reviewer.data.operator.roles).toEqual(['kyc_reviewer', 'money_reviewer']);
    const users = await t.ctx.db.selectFrom('users').select('id').where('username', '=', 'demo').execute();
    expect(users).toHaveLength(1);
    const operators = await t.ctx.db.selectFrom('operators').select('id').execute();
    expect(operators).toHaveLength(3);
  });
});

/** A minimal SMTP server that records what it receives. */
function fakeSmtp(): Promise<{ port: number; messages: string[]; close(): Promise<void> }> {
  const messages: string[] = [];
  const server = net.createServer((socket) => {
    let inData = false;
    let data = '';
    let buffer = '';
    socket.write('220 localhost ESMTP test\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      let index;
      while ((index = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, index);
        buffer = buffer.slice(index + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            messages.push(data);
            data = '';
            socket.write('250 OK queued\r\n');
          } else data += `${line}\n`;
          continue;
        }
        const command = line.slice(0, 4).toUpperCase();
        if (command === 'EHLO' || command === 'HELO') socket.write('250 localhost\r\n');
        else if (command === 'DATA') {
          inData = true;
          socket.write('354 go ahead\r\n');
        } else if (command === 'QUIT') socket.end('221 bye\r\n');
        else socket.write('250 OK\r\n');
      }
    });
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const port = (server.address() as net.AddressInfo).port;
      resolve({ port, messages, close: () => new Promise((r) => server.close(() => r())) });
    });
  });
}

describe('mail', () => {
  it('sends through SMTP when SMTP_URL is set, and keeps nothing in the outbox', async () => {
    const smtp = await fakeSmtp();
    try {
      const mailer = createMailer({ smtpUrl: `smtp://127.0.0.1:${smtp.port}`, db: t.ctx.db, clock: systemClock, log: t.ctx.log });
      expect(mailer.kind).toBe('smtp');
      await mailer.send({ to: 'someone@example.mx', subject: 'Tu código de verificación: 123456', text: 'Tu código es 123456' });
      expect(smtp.messages).toHaveLength(1);
      expect(smtp.messages[0]).toContain('someone@example.mx');
      expect(smtp.messages[0]).toContain('123456');
      expect((await mailer.outbox({ to: 'someone@example.mx', pageNum: 1, pageSize: 5 })).total).toBe(0);
    } finally {
      await smtp.close();
    }
  });

  it('keeps mail in the dev outbox otherwise', async () => {
    expect(t.ctx.services.mail!.kind).toBe('outbox');
  });
});
