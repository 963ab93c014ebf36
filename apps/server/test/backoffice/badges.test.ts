import { BACKOFFICE_SOCKET_PATH, badgesMessage, type BadgesMessage } from '@app/contracts';
import { z } from 'zod';
import type WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { need } from '../../src/context.ts';
import { ManualClock } from '../../src/lib/clock.ts';
import { call, tinyPng, upload } from '../accounts/_api.ts';
import { loginOperator, registerAndLogin, type TestOperator } from '../fixtures/users.ts';
import { createTestApp, type TestApp } from '../helpers.ts';
import { WsTestClient } from '../ws-client.ts';

const START = Date.parse('2026-11-17T16:00:00Z');
const serverMessage = z.union([badgesMessage, z.object({ type: z.literal('pong') })]);
type ServerMessage = z.infer<typeof serverMessage>;

class BadgesClient extends WsTestClient<ServerMessage, Record<string, unknown>> {
  private constructor(socket: WebSocket) {
    super(socket, (data) => serverMessage.parse(data));
  }
  static async connect(baseUrl: string): Promise<BadgesClient> {
    return WsTestClient.open(`${baseUrl.replace(/^http/, 'ws')}${BACKOFFICE_SOCKET_PATH}`, (socket) => new BadgesClient(socket));
  }
}

const kycCount = (m: BadgesMessage) => m.queues.find((q) => q.key === 'kyc')!.count;

describe('navigation badges pushed over the socket', () => {
  const clock = new ManualClock(START);
  let t: TestApp;
  let url: string;
  let reviewer: TestOperator;

  beforeAll(async () => {
    t = await createTestApp({ clock });
    url = await t.app.listen({ port: 0, host: '127.0.0.1' });
    reviewer = await loginOperator(t, 'kyc_reviewer');
  });
  afterAll(() => t.close());

  it('answers the counts once authenticated, then pushes only changes', async () => {
    const client = await BadgesClient.connect(url);
    client.send({ op: 'auth', token: reviewer.token });
    const first = await client.next('badges');
    expect(first.queues.map((q) => q.key)).toEqual(['kyc', 'deposits', 'withdrawals', 'serviceApplications']);
    expect(kycCount(first)).toBe(0);

    const hub = need(t.ctx, 'backoffice').badges;
    await hub.tick(); // the first look for this process: sent (nothing was sent by a tick yet)
    await client.next('badges', () => true, 5_000, 1);
    const before = client.messages.length;
    await hub.tick(); // nothing changed: nothing sent
    client.send({ op: 'ping' });
    await client.next('pong', () => true, 5_000, before);
    expect(client.messages.slice(before).map((m) => m.type)).toEqual(['pong']);

    // A KYC submission arrives: the next look pushes the new count.
    const ana = await registerAndLogin(t);
    const front = await upload(t, ana.token, tinyPng());
    const back = await upload(t, ana.token, tinyPng());
    const submitted = await call(t, 'POST', '/updateReal', {
      token: ana.token,
      payload: { firstName: 'Ana', lastName: 'Ruiz', documentType: 'passport', documentNumber: 'G12345678', country: 'MX', frontImage: front.data.url, backImage: back.data.url },
    });
    expect(submitted.status, submitted.msg).toBe(200);
    await hub.tick();
    const pushed = await client.next('badges', (m) => kycCount(m) === 1, 5_000, before);
    expect(pushed.queues.find((q) => q.key === 'kyc')).toEqual({ key: 'kyc', count: 1, overdue: false });
    client.close();
  });

  it('closes a socket whose token is not an operator session (4401), and sends it nothing', async () => {
    const user = await registerAndLogin(t);
    const client = await BadgesClient.connect(url);
    client.send({ op: 'auth', token: user.token });
    expect((await client.waitClosed()).code).toBe(4401);
    expect(client.messages).toEqual([]);
  });
});
