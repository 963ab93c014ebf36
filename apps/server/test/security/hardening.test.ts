import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { MAX_JSON_DEPTH } from '../../src/http/input-limits.ts';
import { startMetricsServer } from '../../src/http/metrics.ts';
import { body, createTestApp, createTestDatabase, testConfig, type TestApp } from '../helpers.ts';

const nested = (levels: number, leaf = '1') => '['.repeat(levels) + leaf + ']'.repeat(levels);
const nestedObject = (levels: number) => '{"a":'.repeat(levels) + '1' + '}'.repeat(levels);

describe('input bounds (deeply nested JSON, big query strings)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers 400 with a localized message to 5,000 levels of JSON, on public and private calls alike', async () => {
    const cases: Array<[string, string, string]> = [
      ['mx', 'El cuerpo de la solicitud está anidado demasiado (máximo 32 niveles)', `{"username":${nested(5000)},"password":"x"}`],
      ['en', 'The request body is nested too deeply (at most 32 levels)', `{"username":${nestedObject(5000)}}`],
      ['zh_Hans_CN', '请求体嵌套层级过深（最多 32 层）', nested(100_000)],
    ];
    for (const [lang, msg, payload] of cases) {
      for (const url of ['/web/loginByUsername', '/web/api/user/info', '/web/userMessage/list']) {
        const res = await t.app.inject({ method: 'POST', url, headers: { lang, 'content-type': url.includes('user') ? 'application/json; charset=utf-8' : 'application/json' }, payload });
        expect(res.statusCode, `${url} ${lang}`).toBe(400);
        expect(body(res)).toMatchObject({ code: 400, msg, data: { error: 'BAD_REQUEST' } });
      }
    }
  });

  it('still takes JSON up to the limit, and brackets inside strings do not count', async () => {
    const atLimit = `{"username":${nested(MAX_JSON_DEPTH - 1, '"a"')},"password":"x"}`;
    const res = await t.app.inject({ method: 'POST', url: '/web/loginByUsername', headers: { lang: 'en', 'content-type': 'application/json' }, payload: atLimit });
    expect(res.statusCode).toBe(422); // the contract's own answer: username is not a string
    const inString = JSON.stringify({ username: '['.repeat(5000) + '{'.repeat(5000), password: 'wrong-password' });
    const login = await t.app.inject({ method: 'POST', url: '/web/loginByUsername', headers: { lang: 'en', 'content-type': 'application/json' }, payload: inString });
    expect(login.statusCode).toBe(422); // too long a username (max 100): the contract, not the depth bound
    expect(body<{ error: string }>(login).data.error).toBe('VALIDATION');
  });

  it('keeps refusing prototype poisoning and malformed JSON with 400', async () => {
    const proto = await t.app.inject({ method: 'POST', url: '/web/loginByUsername', headers: { lang: 'en', 'content-type': 'application/json' }, payload: '{"__proto__":{"x":1},"username":"a","password":"b"}' });
    expect(proto.statusCode).toBe(400);
    const broken = await t.app.inject({ method: 'POST', url: '/web/loginByUsername', headers: { lang: 'en', 'content-type': 'application/json' }, payload: '{"username":' });
    expect(broken.statusCode).toBe(400);
  });

  it('answers 400 to a query string with too many parameters, and never 500 to bracket-nested ones', async () => {
    const many = Array.from({ length: 5000 }, (_, i) => `p${i}=1`).join('&');
    const res = await t.app.inject({ method: 'GET', url: `/web/news/list?${many}`, headers: { lang: 'es' } });
    expect(res.statusCode).toBe(400);
    expect(body(res).msg).toBe('La solicitud tiene demasiados parámetros (máximo 100)');
    const brackets = await t.app.inject({ method: 'GET', url: `/web/news/list?pageNum${'[a]'.repeat(2000)}=1&pageSize=${'['.repeat(3000)}`, headers: { lang: 'en' } });
    expect(brackets.statusCode).toBeLessThan(500);
  });
});

describe('/metrics is not public', () => {
  it('answers 404 on the API port when no METRICS_TOKEN is configured', async () => {
    const t = await createTestApp();
    try {
      await t.app.inject({ method: 'GET', url: '/healthz' });
      const res = await t.app.inject({ method: 'GET', url: '/metrics' });
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('http_request_duration_seconds');
      expect(body(res).data).toMatchObject({ error: 'URL_NOT_FOUND' });
    } finally {
      await t.close();
    }
  });

  it('answers on the API port only to the METRICS_TOKEN', async () => {
    const token = 'metrics-token-0123456789abcdef';
    const t = await createTestApp({ config: testConfig({ METRICS_TOKEN: token }) });
    try {
      await t.app.inject({ method: 'GET', url: '/healthz' });
      for (const authorization of [undefined, 'Bearer wrong-token-0123456789abcdef', 'Bearer ']) {
        const res = await t.app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });
        expect(res.statusCode, String(authorization)).toBe(404);
        expect(res.body).not.toContain('http_request_duration_seconds');
      }
      const ok = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${token}` } });
      expect(ok.statusCode).toBe(200);
      expect(ok.body).toContain('http_request_duration_seconds_count{method="GET",route="/healthz",status="200"} 1');
    } finally {
      await t.close();
    }
  });

  it('serves /metrics on METRICS_PORT, a port of its own (with the token when one is set)', async () => {
    const t = await createTestApp();
    const open = await startMetricsServer(t.metrics, { port: 0, host: '127.0.0.1' });
    const guarded = await startMetricsServer(t.metrics, { port: 0, host: '127.0.0.1', token: 'metrics-token-0123456789abcdef' });
    try {
      await t.app.inject({ method: 'GET', url: '/healthz' });
      const res = await fetch(open.url);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('route="/healthz"');
      expect((await fetch(open.url.replace('/metrics', '/healthz'))).status).toBe(404);
      expect((await fetch(guarded.url)).status).toBe(404);
      expect((await fetch(guarded.url, { headers: { authorization: 'Bearer metrics-token-0123456789abcdef' } })).status).toBe(200);
    } finally {
      await open.close();
      await guarded.close();
      await t.close();
    }
  });

  it('reads METRICS_PORT and METRICS_TOKEN, refuses a short token and masks it in the start-up log', async () => {
    expect(loadConfig({ METRICS_PORT: '9464' }).metricsPort).toBe(9464);
    expect(loadConfig({}).metricsPort).toBeUndefined();
    expect(loadConfig({}).metricsToken).toBeUndefined();
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN: must have at least 16 characters/);
    expect(() => loadConfig({ METRICS_PORT: 'x' })).toThrow(/METRICS_PORT/);
    expect(() => loadConfig({ PORT: '8080', METRICS_PORT: '8080' })).toThrow(/METRICS_PORT: must differ from PORT/);
    const { maskedConfig } = await import('../../src/config.ts');
    expect(JSON.stringify(maskedConfig(loadConfig({ METRICS_TOKEN: 'metrics-token-0123456789abcdef' })))).not.toContain('0123456789abcdef');
  });
});

describe('tokens never reach the log in clear', () => {
  it('redacts ?token= (push and chat sockets, file links) and other secret parameters in request logs', async () => {
    const lines: string[] = [];
    const database = await createTestDatabase();
    const built = await buildApp({ config: testConfig({ LOG_LEVEL: 'info' }), database, logger: true, logStream: { write: (line) => lines.push(line) } });
    try {
      const secret = 'S3cretSessionToken_abcdefghijklmnopqrstuvwxyz';
      await built.app.inject({ method: 'GET', url: `/web/push?token=${secret}&lang=en` });
      await built.app.inject({ method: 'GET', url: `/web/file/x.png?foo=1&TOKEN=${secret}` });
      await built.app.inject({ method: 'GET', url: `/web/nowhere?access_token=${encodeURIComponent(secret)}#frag` });
      await built.app.inject({ method: 'POST', url: '/web/api/user/info', headers: { authorization: secret } });
      // Verification codes (email) go to the dev outbox, not to the log.
      const email = `log${Date.now()}@example.mx`;
      const sent = await built.app.inject({ method: 'POST', url: '/web/getEmailCode', headers: { lang: 'en' }, payload: { email, type: 'register' } });
      expect(sent.statusCode).toBe(200);
      const { list } = await built.ctx.services.mail!.outbox({ to: email, pageNum: 1, pageSize: 1 });
      const code = list[0]!.text.match(/\b(\d{6})\b/)![1]!;
      const log = lines.join('');
      expect(log).toContain('dev outbox: email kept');
      expect(log).not.toMatch(new RegExp(`\\b${code}\\b`));
      expect(log).toContain('incoming request');
      expect(log).not.toContain(secret);
      expect(log).not.toContain('abcdefghijklmnopqrstuvwxyz');
      expect(log).toContain('/web/push?token=[REDACTED]&lang=en');
      expect(log).toContain('/web/file/x.png?foo=1&TOKEN=[REDACTED]');
    } finally {
      await built.app.close();
      await database.close();
    }
  });
});

describe('demo mode listens on 127.0.0.1 unless HOST says otherwise', () => {
  it('defaults HOST by mode', () => {
    expect(loadConfig({}).host).toBe('127.0.0.1');
    expect(loadConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    expect(loadConfig({ DATABASE_URL: 'postgres://u@h/db' }).host).toBe('0.0.0.0');
    expect(loadConfig({ DATABASE_URL: 'postgres://u@h/db', SEED_DEMO: '1' }).host).toBe('127.0.0.1');
    expect(loadConfig({ SEED_DEMO: '0' }).host).toBe('0.0.0.0');
  });

  // `npm serve` with no settings, as a first-time user runs it: the demo server says where
  // it listens and another machine (any non-loopback address of this one) cannot reach it.
  it('prints where it listens and is not reachable on other interfaces', { timeout: 240_000 }, async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'h4-demo-'));
    const root = path.resolve(import.meta.dirname, '../../../..');
    const env: Record<string, string> = { ...(process.env as Record<string, string>), PORT: '0', DATA_DIR: dataDir, LOG_LEVEL: 'info', DATABASE_URL: '' };
    delete env.HOST;
    delete env.SEED_DEMO;
    const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
    // Also when the test times out (its finally never runs then): no server left behind.
    onTestFinished(() => {
      if (child.exitCode === null) child.kill('SIGKILL');
    });
    let out = '';
    try {
      await new Promise<void>((resolve, reject) => {
        const onData = (chunk: Buffer) => {
          out += chunk.toString();
          if (out.includes('demo mode')) resolve();
        };
        child.stdout!.on('data', onData);
        child.stderr!.on('data', onData);
        child.once('exit', (code) => reject(new Error(`server exited with ${code}: ${out}`)));
      });
      // PORT=0: the system picks a free port (no clash with anything else on the machine).
      const port = Number(/listening on http:\/\/127\.0\.0\.1:(\d+)/.exec(out)?.[1]);
      expect(port).toBeGreaterThan(0);
      expect(out).toContain('demo mode (demo passwords seeded): listening on 127.0.0.1 only; set HOST=0.0.0.0 to listen on every interface');
      expect((await fetch(`http://127.0.0.1:${port}/healthz`)).status).toBe(200);
      const external = Object.values(os.networkInterfaces())
        .flat()
        .find((i) => i && i.family === 'IPv4' && !i.internal);
      if (external) {
        const reached = await new Promise<boolean>((resolve) => {
          const socket = net.connect({ host: external.address, port });
          socket.once('connect', () => {
            socket.destroy();
            resolve(true);
          });
          socket.once('error', () => resolve(false));
        });
        expect(reached, `reachable on ${external.address}`).toBe(false);
      }
    } finally {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await new Promise((resolve) => child.once('exit', resolve));
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
