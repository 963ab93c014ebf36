import { accountsApi, adminApi, filesApi, noticesApi, type RouteDef } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers.ts';
import { loginOperator, registerAndLogin, type TestOperator, type TestUser } from '../fixtures/users.ts';
import { call, tinyPng, upload } from './_api.ts';

let t: TestApp;
let alice: TestUser;
let bob: TestUser;
let admin: TestOperator;
beforeAll(async () => {
  t = await createTestApp();
  alice = await registerAndLogin(t);
  bob = await registerAndLogin(t);
  admin = await loginOperator(t, 'admin');
});
afterAll(() => t.close());

const routes: RouteDef[] = [accountsApi, filesApi, noticesApi, adminApi].flatMap((api) => Object.values(api) as RouteDef[]);
const privateRoutes = routes.filter((r) => r.auth !== 'public');
const userRoutes = routes.filter((r) => r.auth === 'user');
const operatorRoutes = routes.filter((r) => r.auth === 'operator');
const urlOf = (r: RouteDef) => r.path.replace(/\{\w+\}/g, '1');

describe('who may call what', () => {
  it('covers every private call of the contracts', () => {
    expect(userRoutes.length).toBeGreaterThanOrEqual(14);
    expect(operatorRoutes.length).toBeGreaterThanOrEqual(14);
  });

  it('every private call answers 401 to a guest', async () => {
    for (const route of [...privateRoutes, { method: 'GET', path: '/file/abc.png' } as RouteDef]) {
      const res = await call(t, route.method, urlOf(route), { payload: route.method === 'POST' ? {} : undefined });
      expect(res.status, `${route.method} ${route.path}`).toBe(401);
      expect(res.code).toBe(401);
    }
  });

  it('every user call answers 403 to an operator token', async () => {
    for (const route of userRoutes) {
      const res = await call(t, route.method, urlOf(route), { token: admin.token, payload: route.method === 'POST' ? {} : undefined });
      expect(res.status, `${route.method} ${route.path}`).toBe(403);
    }
  });

  it('every operator call answers 403 to a user token', async () => {
    for (const route of operatorRoutes) {
      const res = await call(t, route.method, urlOf(route), { token: alice.token, payload: route.method === 'POST' ? {} : undefined });
      expect(res.status, `${route.method} ${route.path}`).toBe(403);
    }
  });

  it("a user can never read another user's data through an id", async () => {
    const byId = await call(t, 'POST', '/getUserInfoById', { token: alice.token, payload: { userId: bob.userId } });
    expect(byId.status).toBe(404);
    expect(JSON.stringify(byId)).not.toContain(bob.username);
    const own = await call(t, 'POST', '/getUserInfoById', { token: alice.token, payload: { userId: alice.userId } });
    expect(own.data).toMatchObject({ userId: alice.userId });
    const noId = await call(t, 'POST', '/getUserInfoById', { token: alice.token, payload: {} });
    expect(noId.data).toMatchObject({ userId: alice.userId });
    // Bob's notice, by id, from Alice.
    const noticeId = await t.ctx.services.notices!.notify(bob.userId, {
      kind: 'system',
      title: { es: 'Hola', en: 'Hello', zh: '你好' },
      body: { es: 'Privado', en: 'Private', zh: '私密' },
    });
    const notice = await call(t, 'GET', `/userMessage/${noticeId}`, { token: alice.token });
    expect(notice.status).toBe(404);
    const markRead = await call(t, 'POST', '/userMessage/updateRead', { token: alice.token, payload: { id: noticeId } });
    expect(markRead.status).toBe(404);
    expect((await call<{ total: number }>(t, 'GET', '/userMessage/getMessage', { token: alice.token })).data.total).toBe(0);
    expect((await t.ctx.services.notices!.unreadCount(bob.userId))).toBe(1);
    // Bob's image, by url, from Alice.
    const bobImage = await upload(t, bob.token, tinyPng());
    const img = await t.app.inject({ method: 'GET', url: bobImage.data.url, headers: { authorization: alice.token } });
    expect(img.statusCode).toBe(404);
  });

  it('a user cannot change role, KYC state, account type or another id through any body', async () => {
    const sneaky = { userId: bob.userId, id: bob.userId, accountType: 4, kycStatus: 'verified', role: 'admin', frozen: false, payPasswordSet: true };
    await call(t, 'POST', '/settingPayPassword', { token: alice.token, payload: { payPassword: '123456', ...sneaky } });
    await call(t, 'POST', '/updatePassword', { token: alice.token, payload: { oldPassword: alice.password, password: 'Changed#123', confirmPassword: 'Changed#123', ...sneaky } });
    const bobInfo = await t.ctx.services.accounts!.getUser(bob.userId);
    expect(bobInfo).toMatchObject({ payPasswordSet: false, kycStatus: 'none', accountType: 2 });
    const aliceInfo = await call(t, 'POST', '/api/user/info', { token: alice.token });
    expect(aliceInfo.data).toMatchObject({ userId: alice.userId, accountType: 2, kycStatus: 'none', payPasswordSet: true });
    // Bob's password did not change.
    const bobLogin = await call(t, 'POST', '/loginByUsername', { payload: { username: bob.username, password: bob.password }, ip: '10.5.0.1' });
    expect(bobLogin.status).toBe(200);
    alice.password = 'Changed#123';
  });

  it('a reviewer cannot do admin-only things', async () => {
    const reviewer = await loginOperator(t, 'reviewer');
    for (const [method, url, payload] of [
      ['POST', '/admin/users/freeze', { userId: bob.userId, reason: 'test' }],
      ['POST', '/admin/users/unfreeze', { userId: bob.userId }],
      ['GET', '/admin/audit', undefined],
      ['GET', '/admin/operators', undefined],
      ['POST', '/admin/operators', { username: 'newop1', password: 'Operat0r!', roles: ['admin'] }],
    ] as const) {
      const res = await call(t, method, url, { token: reviewer.token, payload });
      expect(res.status, url).toBe(403);
      expect(res.msg).toBe('Only an operator with the admin role can do this');
    }
    expect((await t.ctx.services.accounts!.getUser(bob.userId))?.frozen).toBe(false);
  });
});
