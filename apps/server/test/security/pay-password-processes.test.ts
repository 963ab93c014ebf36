import { describe, expect, it } from 'vitest';
import { buildApp, type BuiltApp } from '../../src/app.ts';
import { need } from '../../src/context.ts';
import { ManualClock } from '../../src/lib/clock.ts';
import type { EventName } from '../../src/events/index.ts';
import { PayPasswordMemory } from '../../src/modules/accounts/pay-passwords.ts';
import { MemoryPubSub, type PubSub } from '../../src/pubsub/index.ts';
import { connectBroker, REDIS_URL } from '../brokers.ts';
import type { TestUser } from '../fixtures/users.ts';
import { createTestDatabase, testConfig, type TestApp } from '../helpers.ts';
import { call, key, trader, tradingModules, US_OPEN } from '../trading/_setup.ts';

// Trading remembers a right transaction password per session for 5 minutes. A change or a
// lock made through one server process takes effect at once on the other: its remembered
// password is refused there, and the event makes it forget. Two servers on one database,
// each with its own broker connection (Redis), or sharing the in-process broker.

const RIGHT = '123456';
const order = (payPassword: string) => ({ code: 'AAPL', direction: 0, orderType: 0, quantity: 1, payPassword, idempotencyKey: key() });

const brokers: Array<[string, () => Promise<[PubSub, PubSub]>]> = [
  ['redis', async () => [await connectBroker(REDIS_URL), await connectBroker(REDIS_URL)]],
  [
    'memory (in-process)',
    async () => {
      const shared = new MemoryPubSub();
      return [shared, shared];
    },
  ],
];

describe.each(brokers)('the remembered transaction password on two processes over %s', (_kind, connect) => {
  async function twoServers(): Promise<{ a: TestApp; b: TestApp; close(): Promise<void> }> {
    const [pubsubA, pubsubB] = await connect();
    const database = await createTestDatabase();
    const clock = new ManualClock(US_OPEN);
    const server = async (pubsub: PubSub): Promise<TestApp> => {
      const built = await buildApp({ config: testConfig(), database, clock, pubsub, modules: tradingModules() });
      await built.app.ready();
      return { ...built, database, close: () => built.app.close() };
    };
    const a = await server(pubsubA);
    const b = await server(pubsubB);
    return {
      a,
      b,
      close: async () => {
        await b.close();
        await a.close();
        await database.close();
        await pubsubA.close();
        if (pubsubB !== pubsubA) await pubsubB.close();
      },
    };
  }

  /** Resolves when `app` hears the event about `userId`. */
  const heard = (app: BuiltApp, name: EventName, userId: number) =>
    new Promise<void>((resolve) => {
      const off = app.ctx.events.on(name, (payload) => {
        if ((payload as { userId?: number }).userId !== userId) return;
        off();
        resolve();
      });
    });

  const onB = (b: TestApp, user: TestUser, payPassword: string) => call(b, user, '/stock/create', order(payPassword));

  it('a change through A: the old password is refused at once in a B session that remembered it; B forgets it', async () => {
    const { a, b, close } = await twoServers();
    try {
      const user = await trader(a);
      expect((await onB(b, user, RIGHT)).status).toBe(200);
      // A memory of B's of its own, to watch the event empty it.
      const memory = new PayPasswordMemory(b.ctx);
      await memory.check(user.userId, 'watched-session', RIGHT);
      expect(memory.size).toBe(1);
      const forgotten = heard(b, 'accounts.payPasswordChanged', user.userId);

      const change = await call(a, user, '/updatePayPassword', { oldPayPassword: RIGHT, payPassword: '654321', confirmPayPassword: '654321' });
      expect(change.status, change.msg).toBe(200);
      // No waiting: the very next order on B is checked against the new password.
      const old = await onB(b, user, RIGHT);
      expect(old.status).toBe(422);
      expect((old.data as { error: string }).error).toBe('PAY_PASSWORD_WRONG');
      await forgotten;
      expect(memory.size).toBe(0);
      expect((await onB(b, user, '654321')).status).toBe(200);
    } finally {
      await close();
    }
  }, 120_000);

  it('a lock through A: the right password remembered in a B session is refused at once; B forgets it', async () => {
    const { a, b, close } = await twoServers();
    try {
      const user = await trader(a);
      expect((await onB(b, user, RIGHT)).status).toBe(200);
      const memory = new PayPasswordMemory(b.ctx);
      await memory.check(user.userId, 'watched-session', RIGHT);
      const forgotten = heard(b, 'accounts.payPasswordLocked', user.userId);

      const other = { ...user, token: (await need(a.ctx, 'accounts').openSession(user.userId)).token };
      const answers = [];
      for (const pin of ['000001', '000002', '000003', '000004', '000005']) answers.push((await call(a, other, '/stock/create', order(pin))).status);
      expect(answers).toEqual([422, 422, 422, 422, 429]);
      const res = await onB(b, user, RIGHT);
      expect(res.status).toBe(429);
      expect((res.data as { error: string }).error).toBe('SECRET_LOCKED');
      await forgotten;
      expect(memory.size).toBe(0);
    } finally {
      await close();
    }
  }, 120_000);
});
