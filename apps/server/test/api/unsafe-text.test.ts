import { unsafeTextPath } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body, createTestApp, type TestApp } from '../helpers.ts';
import { loginOperator, registerAndLogin, type TestOperator, type TestUser } from '../fixtures/users.ts';

const LONE_HIGH = '\uD800';
const LONE_LOW = '\uDC00';

describe('unsafeTextPath (contracts)', () => {
  it('names the first string or key holding U+0000 or a lone surrogate, and passes real text', () => {
    expect(unsafeTextPath({ a: 'ok', b: [{ c: 'x\u0000y' }] })).toBe('b.0.c');
    expect(unsafeTextPath({ name: `A${LONE_HIGH}` })).toBe('name');
    expect(unsafeTextPath({ name: `${LONE_LOW}A` })).toBe('name');
    expect(unsafeTextPath({ first: 'a\u0000', second: 'b\u0000' })).toBe('first');
    expect(unsafeTextPath({ ['k\u0000']: 1 })).toBe('k?');
    // Real text, astral characters (a surrogate pair) and other control characters are fine.
    expect(unsafeTextPath({ name: 'Ñandú 🚀 中文 \u202E\r\n"\'' })).toBeUndefined();
    expect(unsafeTextPath(null)).toBeUndefined();
  });
});

/**
 * The calls the external review answered 500 to with a NUL byte (19 call/parameter pairs):
 * each now answers 422 VALIDATION naming the field, in the caller's language, and writes nothing.
 */
describe('U+0000 and lone surrogates never reach the database', () => {
  let t: TestApp;
  let user: TestUser;
  let admin: TestOperator;
  beforeAll(async () => {
    t = await createTestApp();
    user = await registerAndLogin(t);
    admin = await loginOperator(t, 'admin');
  });
  afterAll(() => t.close());

  const expect422 = (res: { statusCode: number; body: string }, field: string, what: string) => {
    expect(res.statusCode, `${what}: ${res.body}`).toBe(422);
    const b = body<{ error: string; field: string }>(res);
    expect(b.code).toBe(422);
    expect(b.data).toMatchObject({ error: 'VALIDATION', field });
    return b;
  };

  it('refuses them without a login: login username, terms item, article cover name; localized', async () => {
    const login = await t.app.inject({ method: 'POST', url: '/web/loginByUsername', headers: { lang: 'en' }, payload: { username: 'nul\u0000user', password: 'x' } });
    expect(expect422(login, 'username', 'login').msg).toBe('The field "username" contains characters that are not allowed');
    const es = await t.app.inject({ method: 'POST', url: '/web/loginByUsername', headers: { lang: 'mx' }, payload: { username: `a${LONE_HIGH}`, password: 'x' } });
    expect(expect422(es, 'username', 'login es').msg).toBe('El campo «usuario» contiene caracteres no válidos');
    const zh = await t.app.inject({ method: 'POST', url: '/web/loginByUsername', headers: { lang: 'zh_Hans_CN' }, payload: { username: 'ok', password: `x${LONE_LOW}` } });
    expect(expect422(zh, 'password', 'login zh').msg).toBe('字段“密码”包含不允许的字符');
    expect422(await t.app.inject({ method: 'GET', url: '/web/terms/current?product=trading&item=x%00y' }), 'item', 'terms');
    expect422(await t.app.inject({ method: 'GET', url: '/web/article/cover/x%00y.png' }), 'name', 'cover');
    expect422(await t.app.inject({ method: 'GET', url: '/web/chat/image/x%00y.png' }), 'name', 'chat image');
  });

  it('refuses them on user calls and writes nothing (a watchlist group, fund profit)', async () => {
    const auth = { authorization: user.token };
    for (const name of ['AAPL\u0000x', `AAPL${LONE_HIGH}`]) {
      expect422(await t.app.inject({ method: 'POST', url: '/web/userSelfSecurity/groups/create', headers: auth, payload: { name } }), 'name', 'group');
    }
    const groups = await t.app.inject({ method: 'GET', url: '/web/userSelfSecurity/groups', headers: auth });
    expect(body<Array<{ kind: string }>>(groups).data.filter((g) => g.kind === 'custom')).toEqual([]);
    expect422(await t.app.inject({ method: 'GET', url: '/web/stock/fund/profit?code=x%00y', headers: auth }), 'code', 'profit');
  });

  it('refuses them on back-office searches, exports and filters', async () => {
    const auth = { authorization: admin.token };
    const cases: Array<[string, string]> = [
      ['/web/admin/kyc/list?keyword=x%00y', 'keyword'],
      ['/web/admin/users?keyword=x%00y', 'keyword'],
      ['/web/admin/money/deposits?keyword=x%00y', 'keyword'],
      ['/web/admin/money/withdrawals?keyword=x%00y', 'keyword'],
      ['/web/admin/backoffice/export/kyc?keyword=x%00y', 'keyword'],
      ['/web/admin/backoffice/export/deposits?keyword=x%00y', 'keyword'],
      ['/web/admin/backoffice/export/withdrawals?keyword=x%00y', 'keyword'],
      ['/web/admin/outbox?to=x%00y', 'to'],
      ['/web/admin/audit?action=x%00y', 'action'],
      ['/web/admin/audit?operator=x%00y', 'operator'],
      ['/web/admin/audit?targetType=x%00y', 'targetType'],
      ['/web/admin/audit?targetId=x%00y', 'targetId'],
      ['/web/admin/terms/versions?product=trading&item=x%00y', 'item'],
      ['/web/admin/jobs/runs?job=x%00y', 'job'],
    ];
    for (const [url, field] of cases) expect422(await t.app.inject({ method: 'GET', url, headers: auth }), field, url);
  });

  it('still answers 401 to a guest on a private call, whatever the input', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/web/userSelfSecurity/groups/create', payload: { name: 'x\u0000' } });
    expect(res.statusCode).toBe(401);
  });
});
