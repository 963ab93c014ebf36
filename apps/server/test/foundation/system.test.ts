import { systemApi } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body, createTestApp, type TestApp } from '../helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /web/appVersion/getPublishAppVersion', () => {
  it('answers the latest published version with notes in the request language', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/web/appVersion/getPublishAppVersion', headers: { lang: 'en' } });
    const data = systemApi.appVersion.response.parse(body(res).data);
    expect(data).toMatchObject({ version: '1.0.0', platform: 'web', forceUpdate: false });
    expect(data.releaseNotes).toContain('First release');
    expect(String(data.publishedAt)).toHaveLength(10);
    await t.database.db.insertInto('app_versions').values({ platform: 'web', version: '1.1.0', build_number: 110, force_update: false, release_notes: JSON.stringify({ es: 'Nueva', en: 'New', zh: '新' }) }).execute();
    const newer = body<{ version: string; releaseNotes: string }>(await t.app.inject({ method: 'GET', url: '/web/appVersion/getPublishAppVersion', headers: { lang: 'zh_Hans_CN' } }));
    expect(newer.data).toMatchObject({ version: '1.1.0', releaseNotes: '新' });
  });

  it('refuses an unknown platform naming the field', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/web/appVersion/getPublishAppVersion?platform=symbian', headers: { lang: 'en' } });
    expect(res.statusCode).toBe(422);
    expect(body(res).msg).toBe('The field "platform" must be one of: web, android, ios');
  });
});

describe('GET /web/areaInfo/list', () => {
  it('lists countries named in each language, Mexico first', async () => {
    const es = systemApi.areaList.response.parse(body((await t.app.inject({ method: 'GET', url: '/web/areaInfo/list' }))).data);
    expect(es.length).toBeGreaterThan(240);
    expect(es[0]).toEqual({ code: 'MX', name: 'México', dialCode: '+52' });
    expect(es.find((c) => c.code === 'US')?.name).toBe('Estados Unidos');
    const zh = systemApi.areaList.response.parse(body(await t.app.inject({ method: 'GET', url: '/web/areaInfo/list', headers: { lang: 'zh_Hans_CN' } })).data);
    expect(zh.find((c) => c.code === 'MX')?.name).toBe('墨西哥');
    const en = systemApi.areaList.response.parse(body(await t.app.inject({ method: 'GET', url: '/web/areaInfo/list', headers: { lang: 'en' } })).data);
    expect(en.find((c) => c.code === 'DE')?.name).toBe('Germany');
  });

  it("lists Mexico's 32 states", async () => {
    const states = systemApi.areaList.response.parse(body(await t.app.inject({ method: 'GET', url: '/web/areaInfo/list?parentCode=mx', headers: { lang: 'en' } })).data);
    expect(states).toHaveLength(32);
    expect(states.find((s) => s.code === 'MX-JAL')).toEqual({ code: 'MX-JAL', name: 'Jalisco', parentCode: 'MX' });
    expect(states.find((s) => s.code === 'MX-CMX')?.name).toBe('Mexico City');
  });
});

describe('GET /web/dict/data', () => {
  it('labels every enumeration in the request language', async () => {
    const all = systemApi.dictData.response.parse(body(await t.app.inject({ method: 'GET', url: '/web/dict/data', headers: { lang: 'en' } })).data);
    expect(Object.keys(all)).toEqual(expect.arrayContaining(['account_type', 'order_status', 'review_status', 'wallet_type', 'asset_source']));
    expect(all.account_type).toEqual([
      { value: 2, label: 'Individual' },
      { value: 4, label: 'Company' },
    ]);
    expect(all.review_status?.map((i) => i.label)).toEqual(['Pending Review', 'Audit Failure', 'Completed']);
    const one = systemApi.dictData.response.parse(body(await t.app.inject({ method: 'GET', url: '/web/dict/data?type=direction', headers: { lang: 'mx' } })).data);
    expect(one).toEqual({ direction: [{ value: 0, label: 'Comprar' }, { value: 1, label: 'Vender' }] });
  });
});
