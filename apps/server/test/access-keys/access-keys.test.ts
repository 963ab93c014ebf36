import type { AccessKeyView, CheckSecretResult, Page } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { need } from '../../src/context.ts';
import { ManualClock } from '../../src/lib/clock.ts';
import { DEMO_ACCESS_KEYS } from '../../src/modules/access-keys/index.ts';
import { hashKey } from '../../src/modules/access-keys/service.ts';
import { loginOperator, registerAndLogin, type TestOperator, type TestUser } from '../fixtures/users.ts';
import { body, createTestApp, testConfig, type TestApp } from '../helpers.ts';

const clock = new ManualClock(new Date('2026-11-20T15:00:00Z'));
let t: TestApp;
let admin: TestOperator;
let user: TestUser;

beforeAll(async () => {
  t = await createTestApp({ clock });
  admin = await loginOperator(t, 'admin');
  user = await registerAndLogin(t);
});
afterAll(() => t.close());

type Lang = 'mx' | 'en' | 'zh_Hans_CN';
async function send<T>(app: TestApp['app'], method: 'GET' | 'POST', url: string, opts: { token?: string; payload?: unknown; lang?: Lang; ip?: string } = {}) {
  const res = await app.inject({
    method,
    url: `/web${url}`,
    headers: { lang: opts.lang ?? 'en', ...(opts.token ? { authorization: opts.token } : {}) },
    ...(opts.payload !== undefined ? { payload: opts.payload as Record<string, unknown> } : {}),
    ...(opts.ip ? { remoteAddress: opts.ip } : {}),
  });
  return { status: res.statusCode, ...body<T>(res) };
}

const issue = (payload: Record<string, unknown>, token = admin.token) => send<{ key: string; accessKey: AccessKeyView }>(t.app, 'POST', '/admin/access-keys/issue', { token, payload });
const check = (path: string, token: string, secret: string, opts: { ip?: string; lang?: Lang; productId?: string } = {}) =>
  send<CheckSecretResult>(t.app, 'POST', path, {
    token,
    payload: { secret, ...(opts.productId ? { productId: opts.productId } : {}) },
    ...(opts.ip ? { ip: opts.ip } : {}),
    ...(opts.lang ? { lang: opts.lang } : {}),
  });
const countUses = async (keyId: number) => (await t.ctx.db.selectFrom('access_key_uses').select('id').where('key_id', '=', keyId).execute()).length;
const auditActions = async (id: number) =>
  (await t.ctx.db.selectFrom('audit_log').select('action').where('target_type', '=', 'access_key').where('target_id', '=', String(id)).orderBy('id').execute()).map((r) => r.action);

describe('issuing keys', () => {
  it('shows the clear key once, keeps only its hash, lists the key without it and audits the issue', async () => {
    const res = await issue({ product: 'placing', maxUses: 3, label: 'Tranche A' });
    expect(res.status).toBe(200);
    const { key, accessKey } = res.data;
    expect(key).toMatch(/^[0-9A-Z]{5}(-[0-9A-Z]{5}){4}$/);
    expect(accessKey).toMatchObject({ product: 'placing', maxUses: 3, uses: 0, status: 'active', prefix: key.slice(0, 5), label: 'Tranche A', createdBy: admin.username });
    const row = await t.ctx.db.selectFrom('access_keys').selectAll().where('id', '=', accessKey.id).executeTakeFirstOrThrow();
    expect(row.key_hash).toBe(hashKey(key));
    expect(JSON.stringify(row)).not.toContain(key.replace(/-/g, ''));
    expect(JSON.stringify(row)).not.toContain(key);
    const list = await send<Page<AccessKeyView>>(t.app, 'GET', '/admin/access-keys?product=placing', { token: admin.token });
    expect(list.data.list.find((k) => k.id === accessKey.id)).toMatchObject({ prefix: key.slice(0, 5) });
    expect(JSON.stringify(list.data)).not.toContain(key);
    expect(await auditActions(accessKey.id)).toEqual(['access_key.issue']);
  });

  it('is for admins only; bad input is refused in the caller language with nothing written', async () => {
    const reviewer = await loginOperator(t, 'kyc_reviewer');
    const before = (await t.ctx.db.selectFrom('access_keys').select('id').execute()).length;
    expect((await issue({ product: 'quant' }, reviewer.token)).status).toBe(403);
    expect((await issue({ product: 'quant' }, user.token)).status).toBe(403);
    expect((await send(t.app, 'GET', '/admin/access-keys', { token: reviewer.token })).status).toBe(200);

    const zeroUses = await issue({ product: 'quant', maxUses: 0 });
    expect(zeroUses.status).toBe(422);
    const wrongProduct = await issue({ product: 'lottery' });
    expect(wrongProduct.status).toBe(422);
    const past = await send<{ error: string; field: string }>(t.app, 'POST', '/admin/access-keys/issue', {
      token: admin.token,
      payload: { product: 'quant', expiresAt: clock.now() - 1 },
      lang: 'zh_Hans_CN',
    });
    expect(past).toMatchObject({ status: 422, msg: '过期时间必须晚于当前时间', data: { error: 'ACCESS_KEY_EXPIRY_PAST', field: 'expiresAt' } });
    const nobody = await send<{ error: string; field: string }>(t.app, 'POST', '/admin/access-keys/issue', { token: admin.token, payload: { product: 'quant', userId: 987654 }, lang: 'mx' });
    expect(nobody).toMatchObject({ status: 422, msg: 'El usuario 987654 no existe', data: { error: 'ACCESS_KEY_USER_UNKNOWN', field: 'userId' } });
    expect((await issue({ product: 'quant', userId: 99_999_999_999 })).status).toBe(422);
    expect((await t.ctx.db.selectFrom('access_keys').select('id').execute()).length).toBe(before);
  });
});

describe('the three secret checks', () => {
  it('answer whether the key opens their product, in the caller language, without using it; each check is kept', async () => {
    const { key, accessKey } = (await issue({ product: 'blocktrade', maxUses: 2 })).data;
    const ok = await check('/blockTrade/checkSecret', user.token, key.toLowerCase().replace(/-/g, ''), { lang: 'zh_Hans_CN' });
    expect(ok).toMatchObject({ status: 200, code: 200, data: { valid: true, reason: 'ok', message: '密钥有效', remainingUses: 2 } });
    const again = await check('/blockTrade/checkSecret', user.token, key);
    expect(again.data).toMatchObject({ valid: true, remainingUses: 2 });
    // The same key does not open another product.
    const placing = await check('/placing_order/checkSecret', user.token, key, { lang: 'mx' });
    expect(placing.data).toMatchObject({ valid: false, reason: 'unknown', message: 'La clave no es válida para este producto' });
    const quant = await check('/quantization/checkSecret', user.token, key);
    expect(quant.data).toMatchObject({ valid: false, reason: 'unknown' });
    expect(await countUses(accessKey.id)).toBe(2);
    expect((await t.ctx.db.selectFrom('access_keys').select('uses').where('id', '=', accessKey.id).executeTakeFirstOrThrow()).uses).toBe(0);
    // A form-encoded body works too (the app's other quant calls are forms).
    const form = await t.app.inject({
      method: 'POST',
      url: '/web/blockTrade/checkSecret',
      headers: { authorization: user.token, lang: 'en', 'content-type': 'application/x-www-form-urlencoded' },
      payload: `secret=${encodeURIComponent(key)}`,
    });
    expect(body<CheckSecretResult>(form).data).toMatchObject({ valid: true, reason: 'ok' });
    // Guests are refused; an empty key is a validation error.
    expect((await send(t.app, 'POST', '/quantization/checkSecret', { payload: { secret: key } })).status).toBe(401);
    expect((await check('/quantization/checkSecret', user.token, '')).status).toBe(422);
  });

  it('a key for one item opens that item only', async () => {
    const { key } = (await issue({ product: 'quant', scope: '7' })).data;
    const other = await registerAndLogin(t);
    expect((await check('/quantization/checkSecret', other.token, key, { productId: '7' })).data.valid).toBe(true);
    expect((await check('/quantization/checkSecret', other.token, key, { productId: '8' })).data.reason).toBe('wrong_scope');
  });
});

describe('guessing', () => {
  it('a user who guesses gets 429 and a lock that holds on another process and ends after the lock time', async () => {
    const guesser = await registerAndLogin(t);
    const { key } = (await issue({ product: 'quant', maxUses: 10 })).data;
    for (let i = 0; i < 4; i++) {
      const wrong = await check('/quantization/checkSecret', guesser.token, `WRONG-${i}`, { ip: '10.1.0.1' });
      expect(wrong).toMatchObject({ status: 200, data: { valid: false, reason: 'unknown' } });
    }
    const fifth = await check('/quantization/checkSecret', guesser.token, 'WRONG-5', { ip: '10.1.0.1', lang: 'en' });
    expect(fifth).toMatchObject({ status: 429, data: { error: 'ACCESS_KEY_LOCKED' } });
    expect(fifth.msg).toBe('Too many wrong keys. Try again in 15 min');
    // Locked: even the right key, from another address, is refused without being looked at.
    const right = await check('/quantization/checkSecret', guesser.token, key, { ip: '10.1.0.2' });
    expect(right.status).toBe(429);

    // A second server process on the same database sees the same lock.
    const second = await buildApp({ config: testConfig(), database: t.database, clock });
    await second.app.ready();
    try {
      const there = await send<CheckSecretResult>(second.app, 'POST', '/quantization/checkSecret', { token: guesser.token, payload: { secret: key }, ip: '10.1.0.3' });
      expect(there.status).toBe(429);
    } finally {
      await second.app.close();
    }

    // Other users are not affected; after the lock time the key works again.
    expect((await check('/quantization/checkSecret', user.token, key, { ip: '10.1.0.4' })).data.valid).toBe(true);
    clock.advance(15 * 60_000 + 1);
    expect((await check('/quantization/checkSecret', guesser.token, key, { ip: '10.1.0.1' })).data.valid).toBe(true);
    const locked = await t.ctx.db.selectFrom('access_key_uses').select('id').where('user_id', '=', guesser.userId).where('outcome', '=', 'locked').execute();
    expect(locked.length).toBe(2);
  });

  it('many users guessing from one address lock the address', async () => {
    const { key } = (await issue({ product: 'placing', maxUses: 10 })).data;
    const users = await Promise.all(Array.from({ length: 5 }, () => registerAndLogin(t)));
    const statuses: number[] = [];
    for (let i = 0; i < 20; i++) statuses.push((await check('/placing_order/checkSecret', users[i % 5]!.token, `NOPE${i}`, { ip: '10.2.0.1' })).status);
    expect(statuses.slice(0, 19).every((s) => s === 200)).toBe(true);
    expect(statuses[19]).toBe(429);
    const fresh = await registerAndLogin(t);
    expect((await check('/placing_order/checkSecret', fresh.token, key, { ip: '10.2.0.1' })).status).toBe(429);
    expect((await check('/placing_order/checkSecret', fresh.token, key, { ip: '10.2.0.2' })).data.valid).toBe(true);
  });
});

describe('demo keys', () => {
  it('the demo seed issues one known key per product, once, kept hashed', async () => {
    await t.ctx.services.accessKeys!.seedDemo(DEMO_ACCESS_KEYS);
    await t.ctx.services.accessKeys!.seedDemo(DEMO_ACCESS_KEYS); // idempotent
    const demo = await t.ctx.db.selectFrom('access_keys').selectAll().where('label', '=', 'demo').execute();
    expect(demo.map((k) => k.product).sort()).toEqual(['blocktrade', 'placing', 'quant']);
    const fresh = await registerAndLogin(t);
    expect((await check('/placing_order/checkSecret', fresh.token, DEMO_ACCESS_KEYS.placing.toLowerCase(), { ip: '10.9.0.1' })).data.valid).toBe(true);
    expect((await check('/blockTrade/checkSecret', fresh.token, DEMO_ACCESS_KEYS.blocktrade, { ip: '10.9.0.1' })).data.valid).toBe(true);
  });
});

describe('using keys', () => {
  it('a single-use key used by 20 requests at once opens exactly one', async () => {
    const { key, accessKey } = (await issue({ product: 'placing', maxUses: 1 })).data;
    const keys = need(t.ctx, 'accessKeys');
    const users = await Promise.all(Array.from({ length: 4 }, () => registerAndLogin(t)));
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) => keys.consume({ product: 'placing', key, userId: users[i % 4]!.userId, ip: `10.3.0.${i}` }, { ref: `order-${i}` })),
    );
    const ok = results.filter((r) => r.status === 'fulfilled');
    expect(ok.length).toBe(1);
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(refused.every((r) => (r.reason as { error: string }).error === 'ACCESS_KEY_INVALID')).toBe(true);
    const row = await t.ctx.db.selectFrom('access_keys').selectAll().where('id', '=', accessKey.id).executeTakeFirstOrThrow();
    expect(row.uses).toBe(1);
    const uses = await t.ctx.db.selectFrom('access_key_uses').select(['outcome', 'action']).where('key_id', '=', accessKey.id).execute();
    expect(uses.filter((u) => u.outcome === 'ok').length).toBe(1);
    expect(uses.filter((u) => u.outcome === 'used_up').length).toBe(19);
    // The check now says it was used.
    expect((await check('/placing_order/checkSecret', user.token, key)).data).toMatchObject({ valid: false, reason: 'used_up' });
  });

  it('a use inside a transaction that rolls back is not counted', async () => {
    const { key, accessKey } = (await issue({ product: 'quant', maxUses: 1 })).data;
    const keys = need(t.ctx, 'accessKeys');
    await expect(
      t.ctx.db.transaction().execute(async (trx) => {
        await keys.consume({ product: 'quant', key, userId: user.userId }, { db: trx, ref: 'rolled-back' });
        throw new Error('the order failed');
      }),
    ).rejects.toThrow('the order failed');
    expect((await t.ctx.db.selectFrom('access_keys').select('uses').where('id', '=', accessKey.id).executeTakeFirstOrThrow()).uses).toBe(0);
    await expect(keys.consume({ product: 'quant', key, userId: user.userId })).resolves.toMatchObject({ keyId: accessKey.id, remainingUses: 0 });
  });

  it('expires at its expiry', async () => {
    const { key } = (await issue({ product: 'blocktrade', maxUses: 5, expiresAt: clock.now() + 3_600_000 })).data;
    expect((await check('/blockTrade/checkSecret', user.token, key)).data).toMatchObject({ valid: true, expiresAt: clock.now() + 3_600_000 });
    clock.advance(3_600_000);
    expect((await check('/blockTrade/checkSecret', user.token, key, { lang: 'en' })).data).toMatchObject({ valid: false, reason: 'expired', message: 'The key has expired' });
    await expect(need(t.ctx, 'accessKeys').consume({ product: 'blocktrade', key, userId: user.userId })).rejects.toMatchObject({ error: 'ACCESS_KEY_INVALID', status: 422 });
    const list = await send<Page<AccessKeyView>>(t.app, 'GET', '/admin/access-keys?status=expired', { token: admin.token });
    expect(list.data.list.some((k) => k.prefix === key.slice(0, 5))).toBe(true);
  });

  it('a key bound to a user opens for that user only', async () => {
    const owner = await registerAndLogin(t);
    const stranger = await registerAndLogin(t);
    const { key } = (await issue({ product: 'quant', userId: owner.userId, maxUses: 2 })).data;
    expect((await check('/quantization/checkSecret', stranger.token, key)).data).toMatchObject({ valid: false, reason: 'other_user' });
    await expect(need(t.ctx, 'accessKeys').consume({ product: 'quant', key, userId: stranger.userId })).rejects.toMatchObject({ error: 'ACCESS_KEY_INVALID' });
    expect((await check('/quantization/checkSecret', owner.token, key)).data.valid).toBe(true);
    await expect(need(t.ctx, 'accessKeys').consume({ product: 'quant', key, userId: owner.userId })).resolves.toMatchObject({ remainingUses: 1 });
  });

  it('revoked at once by an admin (audited once), refused afterwards; unknown ids 404', async () => {
    const { key, accessKey } = (await issue({ product: 'blocktrade', maxUses: 5 })).data;
    const reviewer = await loginOperator(t, 'money_reviewer');
    expect((await send(t.app, 'POST', '/admin/access-keys/revoke', { token: reviewer.token, payload: { id: accessKey.id } })).status).toBe(403);
    const revoked = await send<AccessKeyView>(t.app, 'POST', '/admin/access-keys/revoke', { token: admin.token, payload: { id: accessKey.id } });
    expect(revoked.data).toMatchObject({ id: accessKey.id, status: 'revoked', revokedAt: clock.now() });
    const twice = await send<AccessKeyView>(t.app, 'POST', '/admin/access-keys/revoke', { token: admin.token, payload: { id: accessKey.id } });
    expect(twice.data.status).toBe('revoked');
    expect(await auditActions(accessKey.id)).toEqual(['access_key.issue', 'access_key.revoke']);
    expect((await check('/blockTrade/checkSecret', user.token, key)).data).toMatchObject({ valid: false, reason: 'revoked' });
    await expect(need(t.ctx, 'accessKeys').consume({ product: 'blocktrade', key, userId: user.userId })).rejects.toMatchObject({ error: 'ACCESS_KEY_INVALID' });
    const missing = await send<{ error: string }>(t.app, 'POST', '/admin/access-keys/revoke', { token: admin.token, payload: { id: 999999 }, lang: 'mx' });
    expect(missing).toMatchObject({ status: 404, msg: 'La clave de acceso no existe', data: { error: 'ACCESS_KEY_NOT_FOUND' } });
    const uses = await send<Page<{ outcome: string; action: string }>>(t.app, 'GET', `/admin/access-keys/uses?keyId=${accessKey.id}`, { token: admin.token });
    expect(uses.data.list.map((u) => `${u.action}:${u.outcome}`)).toEqual(['consume:revoked', 'check:revoked']);
  });
});
