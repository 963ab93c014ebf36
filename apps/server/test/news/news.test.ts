import type { AdminArticle, Article, ArticlePage, AuditEntry, Page } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { need } from '../../src/context.ts';
import { ManualClock } from '../../src/lib/clock.ts';
import { seedDemoNews } from '../../src/modules/news/seed.ts';
import { createTestApp, type TestApp } from '../helpers.ts';
import { loginOperator, registerAndLogin, type TestOperator, type TestUser } from '../fixtures/users.ts';
import { call, tinyPng, upload } from '../accounts/_api.ts';

const clock = new ManualClock(new Date('2026-11-20T15:00:00Z'));
let t: TestApp;
let admin: TestOperator;
let user: TestUser;
beforeAll(async () => {
  t = await createTestApp({ clock });
  admin = await loginOperator(t, 'admin');
  user = await registerAndLogin(t);
  await seedDemoNews(t.ctx);
  await seedDemoNews(t.ctx); // idempotent
});
afterAll(() => t.close());

const list = (payload: Record<string, unknown>, lang: 'mx' | 'en' | 'zh_Hans_CN' = 'mx', token?: string) =>
  call<ArticlePage>(t, 'POST', '/article/pageList', { payload, lang, ...(token ? { token } : {}) });

describe('news for readers', () => {
  it('lists the demo articles of the reader language, newest first, paged, to guests too', async () => {
    const es = await list({ pageNum: 1, pageSize: 3 });
    expect(es.status).toBe(200);
    expect(es.data).toMatchObject({ total: 5, pageNum: 1, pageSize: 3 });
    expect(es.data.list.map((a) => a.language)).toEqual(['es', 'es', 'es']);
    const times = es.data.list.map((a) => a.publishAt);
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(es.data.list[0]).toMatchObject({ title: 'El peso opera en un rango estrecho frente al dólar a la espera de datos de empleo en EE. UU.', category: 'markets', source: 'Redacción Bolsa MX' });

    const zh = await list({}, 'zh_Hans_CN');
    expect(zh.data.total).toBe(5);
    expect(zh.data.list.every((a) => a.language === 'zh')).toBe(true);
    const enForced = await list({ language: 'en' }, 'mx', user.token);
    expect(enForced.data.list.every((a) => a.language === 'en')).toBe(true);

    const markets = await list({ category: 'markets' }, 'en');
    const titles = markets.data.list.map((a) => a.title).sort();
    expect(titles).toHaveLength(2);
    expect(titles[0]).toBe('Peso trades in a narrow range against the dollar ahead of US jobs data');
    // Its figure comes from the simulated market (test/news/demo-figures.test.ts).
    expect(titles[1]).toMatch(/^S&P\/BMV IPC closes \d+\.\d% (higher|lower)$/);
    expect((await list({ category: 'weather' })).status).toBe(422);
    expect((await list({ pageSize: 500 })).status).toBe(422);
  });

  it('answers one article with its dated body; unknown ids 404', async () => {
    const en = await list({ category: 'economy' }, 'en');
    const id = en.data.list[0]!.id;
    const article = await call<Article>(t, 'GET', `/article/${id}`);
    expect(article.data.title).toBe('Banxico cuts its target rate by 25 basis points');
    // Dated by its publish time (50 hours before the seed), in Mexico City.
    expect(article.data.body.startsWith('Mexico City, November 18, 2026.')).toBe(true);
    expect(article.data.body).toContain('illustrative');
    expect((await call(t, 'GET', '/article/999999', { lang: 'en' })).msg).toBe('The article does not exist');
    expect((await call(t, 'GET', '/article/abc')).status).toBe(404);
  });
});

describe('news in the back office', () => {
  it('writes a draft with a cover, schedules it, and readers see it only when its time comes', async () => {
    const cover = await upload(t, admin.token, tinyPng(), 'cover.png', '/web/admin/file/upload');
    expect(cover.status).toBe(200);
    const saved = await call<AdminArticle>(t, 'POST', '/admin/article/save', {
      token: admin.token,
      payload: { title: 'Cetes a 28 días', body: 'Primer párrafo del artículo.\n\nSegundo párrafo.', category: 'economy', language: 'es', cover: cover.data.url, source: 'Mesa de análisis' },
    });
    expect(saved.status).toBe(200);
    expect(saved.data).toMatchObject({ status: 'draft', live: false, cover: cover.data.url, summary: '', updatedBy: admin.username });
    const id = saved.data.id;
    expect((await call(t, 'GET', `/article/${id}`)).status).toBe(404);
    const coverName = cover.data.url.split('/').pop()!;
    expect((await t.app.inject({ method: 'GET', url: `/web/article/cover/${coverName}` })).statusCode).toBe(404);

    const later = clock.now() + 3_600_000;
    const scheduled = await call<AdminArticle>(t, 'POST', '/admin/article/publish', { token: admin.token, payload: { id, publishAt: later } });
    expect(scheduled.data).toMatchObject({ status: 'published', publishAt: later, live: false });
    expect((await call(t, 'GET', `/article/${id}`)).status).toBe(404);
    expect((await list({})).data.list.map((a) => a.id)).not.toContain(id);

    clock.advance(3_600_000);
    const live = await call<Article>(t, 'GET', `/article/${id}`);
    expect(live.data).toMatchObject({ id, title: 'Cetes a 28 días', summary: 'Primer párrafo del artículo.', cover: `/web/article/cover/${coverName}`, source: 'Mesa de análisis' });
    expect((await list({})).data.list[0]!.id).toBe(id);
    expect((await list({}, 'en')).data.list.map((a) => a.id)).not.toContain(id);
    // The cover of a live article is public (a plain <img>), served from its bytes.
    const image = await t.app.inject({ method: 'GET', url: `/web/article/cover/${coverName}` });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.equals(tinyPng())).toBe(true);

    const edited = await call<AdminArticle>(t, 'POST', '/admin/article/save', {
      token: admin.token,
      payload: { id, title: 'Cetes a 28 días: subasta semanal', body: 'Nuevo cuerpo.', category: 'economy', language: 'es' },
    });
    expect(edited.data).toMatchObject({ status: 'published', live: true });
    expect(edited.data.cover).toBeUndefined();
    expect((await call<Article>(t, 'GET', `/article/${id}`)).data.title).toBe('Cetes a 28 días: subasta semanal');

    const hidden = await call<AdminArticle>(t, 'POST', '/admin/article/unpublish', { token: admin.token, payload: { id } });
    expect(hidden.data).toMatchObject({ status: 'draft', live: false });
    expect((await call(t, 'GET', `/article/${id}`)).status).toBe(404);
    const now = await call<AdminArticle>(t, 'POST', '/admin/article/publish', { token: admin.token, payload: { id } });
    expect(now.data).toMatchObject({ live: true, publishAt: clock.now() });

    const all = await call<Page<AdminArticle>>(t, 'GET', '/admin/article/list?status=all', { token: admin.token });
    expect(all.data.list[0]!.id).toBe(id);
    expect(all.data.total).toBe(16);
    expect((await call<Page<AdminArticle>>(t, 'GET', '/admin/article/list?status=draft', { token: admin.token })).data.total).toBe(0);

    expect((await call(t, 'POST', '/admin/article/delete', { token: admin.token, payload: { id } })).status).toBe(200);
    expect((await call(t, 'GET', `/admin/article/${id}`, { token: admin.token })).status).toBe(404);
    const audit = await call<Page<AuditEntry>>(t, 'GET', '/admin/audit?pageSize=50', { token: admin.token });
    const actions = audit.data.list.filter((e) => e.targetType === 'article' && e.targetId === String(id)).map((e) => e.action);
    expect(actions).toEqual(['article.delete', 'article.publish', 'article.unpublish', 'article.update', 'article.publish', 'article.create']);
  });

  it('refuses a cover that is not a stored image, bad input, and callers who are not operators', async () => {
    const bad = await call(t, 'POST', '/admin/article/save', {
      token: admin.token,
      lang: 'en',
      payload: { title: 'x', body: 'y', category: 'economy', language: 'es', cover: '/web/file/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA.png' },
    });
    expect(bad.status).toBe(400);
    expect(bad.msg).toBe('The cover image does not exist; upload it again');
    expect((await call(t, 'POST', '/admin/article/save', { token: admin.token, payload: { title: '', body: 'y', category: 'economy', language: 'es' } })).status).toBe(422);
    expect((await call(t, 'POST', '/admin/article/save', { token: admin.token, payload: { title: 'x', body: 'y', category: 'economy', language: 'fr' } })).status).toBe(422);
    expect((await call(t, 'POST', '/admin/article/save', { token: user.token, payload: { title: 'x', body: 'y', category: 'economy', language: 'es' } })).status).toBe(403);
    expect((await call(t, 'GET', '/admin/article/list')).status).toBe(401);
    expect((await call(t, 'POST', '/admin/article/publish', { token: admin.token, payload: { id: 999999 } })).status).toBe(404);
    // A user's own upload (e.g. a KYC image) can never become a public cover.
    const userImage = await upload(t, user.token, tinyPng());
    const refused = await call(t, 'POST', '/admin/article/save', { token: admin.token, payload: { title: 'x', body: 'y', category: 'economy', language: 'es', cover: userImage.data.url } });
    expect(refused.status).toBe(400);
    const saved = await call<AdminArticle>(t, 'POST', '/admin/article/save', { token: admin.token, payload: { title: 'x', body: 'y', category: 'economy', language: 'es' } });
    expect(saved.status).toBe(200);
    const name = userImage.data.url.split('/').pop()!;
    expect((await t.app.inject({ method: 'GET', url: `/web/article/cover/${name}` })).statusCode).toBe(404);
    await need(t.ctx, 'news').remove(saved.data.id);
  });
});
