import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineRoute } from '@app/contracts';
import { buildApp } from '../../src/app.ts';
import { registerRoute } from '../../src/http/route.ts';
import { createTestDatabase, testConfig } from '../helpers.ts';

const slow = defineRoute({ method: 'GET', path: '/test/slow', summary: 'slow', tag: 'test', auth: 'public', response: z.object({ done: z.boolean() }) });

describe('graceful shutdown', () => {
  it('finishes in-flight requests before closing, and refuses new ones', async () => {
    const database = await createTestDatabase();
    let stopped = false;
    // The request is held in its handler until the test lets it go: no timing involved.
    let arrived!: () => void;
    const inHandler = new Promise<void>((resolve) => (arrived = resolve));
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const { app } = await buildApp({
      config: testConfig(),
      database,
      modules: [
        {
          name: 'slow',
          routes: (a, ctx) =>
            registerRoute(a, ctx, slow, async () => {
              arrived();
              await released;
              return { done: true };
            }),
          stop: () => {
            stopped = true;
          },
        },
      ],
    });
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const inFlight = fetch(`${address}/web/test/slow`).then((r) => r.json());
    await inHandler;
    const closing = app.close();
    release();
    expect(await inFlight).toMatchObject({ code: 200, data: { done: true } });
    await closing;
    expect(stopped).toBe(true);
    await expect(fetch(`${address}/web/test/slow`)).rejects.toThrow();
    await database.close();
  });
});
