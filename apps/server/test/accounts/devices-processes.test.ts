import { PUSH_CLOSE, type Device, type Session } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { need } from '../../src/context.ts';
import { connectBroker, REDIS_URL } from '../brokers.ts';
import { registerAndLogin } from '../fixtures/users.ts';
import { createTestApp, testConfig } from '../helpers.ts';
import { PushClient } from '../push/client.ts';
import { anyIp, newDevice, UA } from './_api.ts';

// Two server processes on one database and one Redis (moved from twofactor.test.ts, which
// runs on PGlite too: a file that needs a broker runs on PostgreSQL only, see test/test-projects.ts).
describe('signing a device out across processes', () => {
  it('closes that device\'s push socket on the other process (over Redis), and only that one', async () => {
    const pubsubA = await connectBroker(REDIS_URL);
    const pubsubB = await connectBroker(REDIS_URL);
    const a = await createTestApp({ pubsub: pubsubA });
    const b = await buildApp({ config: testConfig(), database: a.database, pubsub: pubsubB });
    const sockets: PushClient[] = [];
    try {
      await b.app.ready();
      const urlB = await b.app.listen({ port: 0, host: '127.0.0.1' });
      const user = await registerAndLogin(a);
      const signIn = async (deviceId: string) => {
        const res = await a.app.inject({ method: 'POST', url: '/web/loginByUsername', headers: { 'user-agent': UA }, payload: { username: user.username, password: user.password, deviceId }, remoteAddress: anyIp() });
        return (JSON.parse(res.body) as { data: Session }).data.token;
      };
      const [phone, laptop] = [await signIn(newDevice()), await signIn(newDevice())];
      for (const token of [phone, laptop]) {
        const socket = await PushClient.connect(urlB, `?token=${encodeURIComponent(token)}`);
        sockets.push(socket);
        await socket.next('auth');
      }
      const list = await a.app.inject({ method: 'GET', url: '/web/devices/list', headers: { authorization: laptop } });
      const phoneDevice = (JSON.parse(list.body) as { data: { list: Device[] } }).data.list.find((d) => !d.current && d.sessions === 1)!;
      const out = await a.app.inject({ method: 'POST', url: '/web/devices/signOut', headers: { authorization: laptop }, payload: { id: phoneDevice.id } });
      expect(out.statusCode, out.body).toBe(200);
      expect(await sockets[0]!.waitClosed()).toEqual({ code: PUSH_CLOSE.unauthorized, reason: 'session revoked' });
      // The laptop's socket on B still hears its private events.
      await need(a.ctx, 'push').publishToUser(user.userId, 'order.updated', { orderId: 1, status: 'after' });
      await sockets[1]!.next('event', (e) => (e.data as { status?: string }).status === 'after');
      expect(sockets[1]!.closed).toBeUndefined();
    } finally {
      for (const socket of sockets) socket.close();
      await b.app.close();
      await a.close();
      await pubsubA.close();
      await pubsubB.close();
    }
  }, 60_000);
});
