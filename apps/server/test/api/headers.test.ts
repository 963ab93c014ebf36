import type { AddressInfo } from 'node:net';
import { CHAT_SOCKET_PATH, PUSH_PATH } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { htmlCsp, PERMISSIONS_POLICY, socketOriginAllowed } from '../../src/http/security-headers.ts';
import { body, createTestApp, testConfig, type TestApp } from '../helpers.ts';
import { registerAndLogin, TEST_PASSWORD } from '../fixtures/users.ts';

/** Opens a socket with an Origin and answers what happened: open (with the first message when `first`), or the refusal's status. */
function openSocket(url: string, origin: string | undefined, first = false): Promise<{ open: boolean; status?: number; first?: string }> {
  return new Promise((resolve) => {
    const socket = new WebSocket(url, origin ? { origin } : {});
    socket.once(first ? 'message' : 'open', (raw?: Buffer) => {
      resolve({ open: true, ...(raw ? { first: raw.toString() } : {}) });
      socket.close();
    });
    socket.once('unexpected-response', (_req, res) => {
      resolve({ open: false, status: res.statusCode ?? 0 });
      socket.terminate();
    });
    socket.once('error', () => resolve({ open: false }));
  });
}

describe('API answers are never cached and carry a Permissions-Policy', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('sends Cache-Control: no-store on the login answer (it carries the token), private reads and errors', async () => {
    const user = await registerAndLogin(t);
    const login = await t.app.inject({ method: 'POST', url: '/web/loginByUsername', payload: { username: user.username, password: TEST_PASSWORD } });
    expect(login.statusCode).toBe(200);
    expect(body<{ token: string }>(login).data.token).toBeTruthy();
    expect(login.headers['cache-control']).toBe('no-store');
    for (const url of ['/web/api/user/info', '/web/trade/account', '/web/nothing-here']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { authorization: user.token } });
      expect(res.headers['cache-control'], url).toBe('no-store');
      expect(res.headers['permissions-policy'], url).toBe(PERMISSIONS_POLICY);
    }
    expect(PERMISSIONS_POLICY).toContain('camera=()');
    expect(PERMISSIONS_POLICY).not.toContain('clipboard');
  });

  it('the HTML policy allows sockets and forms to the same origin only, and frames of the webview hosts only', () => {
    const csp = htmlCsp('/nonexistent');
    const directive = (name: string) => csp.split('; ').find((d) => d.startsWith(`${name} `));
    expect(directive('connect-src')).toBe("connect-src 'self'");
    expect(directive('form-action')).toBe("form-action 'self'");
    // Framed only by the app itself; no plugins; no <base> elsewhere.
    expect(directive('frame-ancestors')).toBe("frame-ancestors 'self'");
    expect(directive('object-src')).toBe("object-src 'none'");
    expect(directive('base-uri')).toBe("base-uri 'self'");
    const frames = directive('frame-src')!.split(' ').slice(1);
    expect(frames).toContain("'self'");
    expect(frames).toContain('https://banxico.org.mx');
    expect(frames).not.toContain('https:');
    expect(csp).not.toMatch(/\bwss?:/);
  });
});

describe('sockets accept only the app\'s own origin (and the Vite dev servers outside production)', () => {
  it('socketOriginAllowed', () => {
    expect(socketOriginAllowed(undefined, 'app.example', true)).toBe(true);
    expect(socketOriginAllowed('https://app.example', 'app.example', true)).toBe(true);
    expect(socketOriginAllowed('https://evil.example', 'app.example', true)).toBe(false);
    expect(socketOriginAllowed('null', 'app.example', false)).toBe(false);
    expect(socketOriginAllowed('http://localhost:5173', '127.0.0.1:8080', false)).toBe(true);
    expect(socketOriginAllowed('http://127.0.0.1:5174', '127.0.0.1:8080', false)).toBe(true);
    expect(socketOriginAllowed('http://localhost:5173', '127.0.0.1:8080', true)).toBe(false);
    expect(socketOriginAllowed('http://localhost:6666', '127.0.0.1:8080', false)).toBe(false);
  });

  for (const production of [false, true]) {
    it(`on a listening server (${production ? 'production' : 'development'})`, async () => {
      const t = await createTestApp({ config: testConfig(production ? { NODE_ENV: 'production', TOTP_ENCRYPTION_KEY: 'a'.repeat(64) } : {}) });
      try {
        await t.app.listen({ port: 0, host: '127.0.0.1' });
        const host = `127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
        for (const path of [PUSH_PATH, CHAT_SOCKET_PATH]) {
          const evil = await openSocket(`ws://${host}${path}`, 'https://evil.example');
          expect(evil, `${path} evil`).toEqual({ open: false, status: 403 });
          const own = await openSocket(`ws://${host}${path}`, `http://${host}`);
          expect(own.open, `${path} own origin`).toBe(true);
          const dev = await openSocket(`ws://${host}${path}`, 'http://localhost:5173');
          expect(dev.open, `${path} vite`).toBe(!production);
          if (production) expect(dev.status).toBe(403);
        }
        const welcome = await openSocket(`ws://${host}${PUSH_PATH}`, undefined, true);
        expect(JSON.parse(welcome.first!)).toMatchObject({ type: 'welcome' });
      } finally {
        await t.close();
      }
    }, 60_000);
  }
});
