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
    const { app } = await buildApp({
      config: testConfig(),
      database,
      modules: [
        {
          name: 'slow',
          routes: (a, ctx) =>
            registerRoute(a, ctx, slow, async () => {
              await new Promise((resolve) => setTimeout(resolve, 400));
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
    await new Promise((resolve) => setTimeout(resolve, 100));
    const closing = app.close();
    expect(await inFlight).toMatchObject({ code: 200, data: { done: true } });
    await closing;
    expect(stopped).toBe(true);
    await expect(fetch(`${address}/web/test/slow`)).rejects.toThrow();
    await database.close();
  });
});
