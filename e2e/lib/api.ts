import { expect } from '@playwright/test';

export type Method = 'GET' | 'POST';

/** A call to the API (JSON in and out, English messages), expecting it to answer code 200. */
export async function api<T>(baseUrl: string, method: Method, route: string, body?: unknown, token?: string): Promise<T> {
  const res = await fetch(`${baseUrl}/web${route}`, {
    method,
    headers: { ...(method === 'POST' ? { 'content-type': 'application/json' } : {}), lang: 'en', ...(token ? { authorization: token } : {}) },
    ...(method === 'POST' ? { body: JSON.stringify(body ?? {}) } : {}),
  });
  const envelope = (await res.json()) as { code: number; msg: string; data: T };
  expect(envelope.code, `${route}: ${envelope.msg}`).toBe(200);
  return envelope.data;
}

export async function operatorToken(baseUrl: string, username = 'admin', password = 'Admin1234'): Promise<string> {
  return (await api<{ token: string }>(baseUrl, 'POST', '/admin/login', { username, password })).token;
}

/** The demo investor's token, from the login call. */
export async function demoToken(baseUrl: string): Promise<string> {
  return (await api<{ token: string }>(baseUrl, 'POST', '/loginByUsername', { username: 'demo', password: 'Demo1234' })).token;
}

/** Polls `check` until it holds (every 200 ms, `timeoutMs`, 15 s unless told). */
export async function waitFor(check: () => boolean | Promise<boolean>, what: string, timeoutMs = 15_000): Promise<void> {
  await expect.poll(check, { message: `waiting for ${what}`, timeout: timeoutMs, intervals: [200] }).toBe(true);
}

/** The newest 6-digit code mailed to an address, from the dev outbox (waits for it). */
export async function emailCode(baseUrl: string, opToken: string, email: string): Promise<string> {
  let code: string | undefined;
  await waitFor(async () => {
    const page = await api<{ list: { to: string; text: string }[] }>(baseUrl, 'GET', `/admin/outbox?to=${encodeURIComponent(email)}&pageSize=5`, undefined, opToken);
    code = page.list.map((mail) => /(?<!\d)(\d{6})(?!\d)/.exec(mail.text)?.[1]).find(Boolean);
    return Boolean(code);
  }, `an email code for ${email}`);
  return code!;
}

/** Moves the server's clock (CLOCK_CONTROL=1, which startAppServer sets): by `advanceMs`, or `to` an instant. Returns the new time. */
export async function moveClock(baseUrl: string, move: { advanceMs: number } | { to: string | number }): Promise<number> {
  const res = await fetch(`${baseUrl}/web/test/clock`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(move) });
  expect(res.status, `POST /web/test/clock: ${res.status}`).toBe(200);
  return ((await res.json()) as { data: { now: number } }).data.now;
}
