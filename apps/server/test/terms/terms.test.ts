import type { Page, TermsProductView, TermsRule, TermsVersionView } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp } from '../../src/app.ts';
import { need } from '../../src/context.ts';
import { MemoryPubSub } from '../../src/pubsub/index.ts';
import { ManualClock } from '../../src/lib/clock.ts';
import type { ProductTerms } from '../../src/modules/terms/index.ts';
import { missingPlaceholders, renderRule } from '../../src/modules/terms/render.ts';
import { loginOperator, type TestOperator } from '../fixtures/users.ts';
import { body, createTestApp, testConfig, type TestApp } from '../helpers.ts';

/** A product of this test's own, registered through the real terms service. */
const lendingSchema = z.object({
  annualPercent: z.string().regex(/^\d+(\.\d+)?$/),
  minAmount: z.number().int().positive(),
  terms: z.array(z.number().int().positive()).min(1),
  lock: z.object({ days: z.number().int().min(0) }),
});

const TEXT = {
  es: 'Tasa anual {annualPercent} %, monto mínimo {minAmount}, plazos {terms} meses, bloqueo {lock.days} días.',
  en: 'Annual rate {annualPercent} %, minimum amount {minAmount}, terms {terms} months, lock {lock.days} days.',
  zh: '年利率 {annualPercent}%，最低金额 {minAmount}，期限 {terms} 个月，锁定 {lock.days} 天。',
};
const DOC = { annualPercent: '12.5', minAmount: 1000, terms: [3, 6, 12], lock: { days: 30 } };

const clock = new ManualClock(new Date('2026-11-20T15:00:00Z'));
let t: TestApp;
let admin: TestOperator;
let lending: ProductTerms<typeof lendingSchema>;
/** Shared by this test's server processes, as Redis or NATS would be. */
const pubsub = new MemoryPubSub();
const LENDING = { product: 'lending-test', description: 'Loans (test product)', schema: lendingSchema, items: ['MX', 'US'] } as const;

beforeAll(async () => {
  t = await createTestApp({ clock, pubsub });
  admin = await loginOperator(t, 'admin');
  lending = need(t.ctx, 'terms').register(LENDING);
  await lending.seedInitial('MX', DOC, TEXT);
  await lending.seedInitial('MX', { ...DOC, annualPercent: '99' }, TEXT); // idempotent: version 1 stays
});
afterAll(() => t.close());

type Lang = 'mx' | 'en' | 'zh_Hans_CN';
async function send<T>(method: 'GET' | 'POST', url: string, opts: { token?: string; payload?: unknown; lang?: Lang } = {}) {
  const res = await t.app.inject({
    method,
    url: `/web${url}`,
    headers: { lang: opts.lang ?? 'en', ...(opts.token ? { authorization: opts.token } : {}) },
    ...(opts.payload !== undefined ? { payload: opts.payload as Record<string, unknown> } : {}),
  });
  return { status: res.statusCode, ...body<T>(res) };
}
const publish = (payload: Record<string, unknown>, token = admin.token, lang: Lang = 'en') =>
  send<TermsVersionView & { error?: string; field?: string }>('POST', '/admin/terms/publish', { token, payload, lang });
const versionCount = async () => (await t.ctx.db.selectFrom('terms_versions').select('id').where('product', '=', 'lending-test').execute()).length;

describe('rule texts', () => {
  it('fill {field} and {a.b} placeholders from the document and find the ones it lacks', () => {
    expect(renderRule(TEXT.en, DOC)).toBe('Annual rate 12.5 %, minimum amount 1000, terms 3, 6, 12 months, lock 30 days.');
    // A field named ...Rate is an exact fraction and reads as a percent, in the text's language.
    const fees = { buyRate: '0.002', ivaRate: '0.16', minFee: '1.00', leverages: [1, 2] };
    expect(renderRule('Fee {buyRate} + IVA {ivaRate}, min {minFee}, x{leverages}', fees, 'en')).toBe('Fee 0.2% + IVA 16%, min 1.00, x1, 2');
    expect(renderRule('Comisión {buyRate}', fees, 'es')).toBe('Comisión 0.2\u00a0%');
    expect(renderRule('佣金 {buyRate}', fees, 'zh')).toBe('佣金 0.2%');
    // A placeholder after a currency's symbol is an amount, written as the app writes money,
    // whatever the spacing of the published text (the rule texts said "US$ 100000").
    const limits = { minAmount: '100', maxAmount: '100000', minFee: 10, tariff: '0.065' };
    expect(renderRule('De US$ {minAmount} a US${maxAmount}; mínimo MX$ {minFee}', limits, 'es')).toBe('De US$100.00 a US$100,000.00; mínimo MX$10.00');
    expect(renderRule('最低 HK$ {minFee}，€ {minAmount}，₹{maxAmount}', limits, 'zh')).toBe('最低 HK$10.00，€100.00，₹100,000.00');
    expect(renderRule('US$ {missing} and US$ {leverages}', fees, 'en')).toBe('US$ {missing} and US$ 1, 2');
    // A price in money keeps its own places: the rule is never rounded.
    expect(renderRule('a US$ {tariff} por kWh', limits, 'es')).toBe('a US$0.065 por kWh');
    expect(missingPlaceholders({ ...TEXT, zh: '利率 {rate}' }, DOC)).toEqual({ zh: 'rate' });
    expect(missingPlaceholders({ ...TEXT, es: 'Bloqueo {lock}' }, DOC)).toEqual({ es: 'lock' });
    expect(missingPlaceholders(TEXT, DOC)).toEqual({});
  });
});

describe('the current rule', () => {
  it('answers the text in the caller language with the numbers and the version id, to guests too', async () => {
    const es = await send<TermsRule>('GET', '/terms/current?product=lending-test&item=MX', { lang: 'mx' });
    expect(es.status).toBe(200);
    expect(es.data).toMatchObject({ product: 'lending-test', item: 'MX', version: 1, terms: DOC, text: 'Tasa anual 12.5 %, monto mínimo 1000, plazos 3, 6, 12 meses, bloqueo 30 días.' });
    const zh = await send<TermsRule>('GET', '/terms/current?product=lending-test&item=MX', { lang: 'zh_Hans_CN' });
    expect(zh.data.text).toBe('年利率 12.5%，最低金额 1000，期限 3, 6, 12 个月，锁定 30 天。');
    const en = await send<TermsRule>('GET', '/terms/current?product=lending-test&item=MX');
    expect(en.data.text.startsWith('Annual rate 12.5 %')).toBe(true);
    expect(en.data.versionId).toBe(es.data.versionId);
    const byId = await send<TermsRule>('GET', `/terms/version/${es.data.versionId}`, { lang: 'zh_Hans_CN' });
    expect(byId.data).toEqual(zh.data);
  });

  it('answers 404 for an item without terms and 422 for an unknown product, in the caller language', async () => {
    const none = await send<{ error: string }>('GET', '/terms/current?product=lending-test&item=US', { lang: 'mx' });
    expect(none).toMatchObject({ status: 404, msg: 'No hay condiciones publicadas para este producto', data: { error: 'TERMS_NOT_FOUND' } });
    const unknown = await send<{ error: string; field: string }>('GET', '/terms/current?product=nothing-here', { lang: 'zh_Hans_CN' });
    expect(unknown).toMatchObject({ status: 422, msg: '产品 nothing-here 没有条款', data: { error: 'TERMS_PRODUCT_UNKNOWN', field: 'product' } });
    expect((await send('GET', '/terms/current?product=BAD%20NAME')).status).toBe(422);
    expect((await send('GET', '/terms/version/999999')).status).toBe(404);
    // A malformed id in the path is refused by validation (422) or names nothing (404): never a 500.
    expect([404, 422]).toContain((await send('GET', '/terms/version/abc')).status);
  });
});

describe('publishing', () => {
  it('an edit adds a version (the old one stays as it was), audited, effective at once', async () => {
    const before = await need(t.ctx, 'terms').current('lending-test', 'MX');
    const res = await publish({ product: 'lending-test', item: 'MX', terms: { ...DOC, annualPercent: '13.0' }, text: TEXT, note: 'Banxico moved' });
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ product: 'lending-test', item: 'MX', version: 2, current: true, createdBy: admin.username, note: 'Banxico moved', effectiveFrom: clock.now() });
    expect(res.data.rendered.en).toContain('Annual rate 13.0 %');
    const now = await send<TermsRule>('GET', '/terms/current?product=lending-test&item=MX');
    expect(now.data).toMatchObject({ version: 2, versionId: res.data.id, terms: { annualPercent: '13.0' } });
    // The version an old order names still answers its own numbers.
    const old = await send<TermsRule>('GET', `/terms/version/${before.id}`);
    expect(old.data).toMatchObject({ version: 1, terms: { annualPercent: '12.5' } });
    const audit = await t.ctx.db.selectFrom('audit_log').selectAll().where('action', '=', 'terms.publish').where('target_id', '=', String(res.data.id)).execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]!.operator_id).toBe(admin.operatorId);
    expect(audit[0]!.detail).toMatchObject({ product: 'lending-test', item: 'MX', version: 2, note: 'Banxico moved' });
    // Versions are never changed in place: the database refuses it.
    await expect(t.ctx.db.updateTable('terms_versions').set({ note: 'changed' }).where('id', '=', before.id).execute()).rejects.toThrow(/append-only/);
    await expect(t.ctx.db.deleteFrom('terms_versions').where('id', '=', before.id).execute()).rejects.toThrow(/append-only/);
  });

  it('a version effective later takes over at its time', async () => {
    const at = clock.now() + 3_600_000;
    const later = await publish({ product: 'lending-test', item: 'MX', terms: { ...DOC, annualPercent: '14.0' }, text: TEXT, effectiveFrom: at });
    expect(later.data).toMatchObject({ version: 3, current: false, effectiveFrom: at });
    expect((await send<TermsRule>('GET', '/terms/current?product=lending-test&item=MX')).data.version).toBe(2);
    const products = await send<{ list: TermsProductView[] }>('GET', '/admin/terms/products', { token: admin.token });
    const mx = products.data.list.find((p) => p.product === 'lending-test')!.items.find((i) => i.item === 'MX')!;
    expect(mx).toMatchObject({ pending: 1, current: { version: 2 } });
    clock.advance(3_600_000);
    expect((await send<TermsRule>('GET', '/terms/current?product=lending-test&item=MX')).data).toMatchObject({ version: 3, terms: { annualPercent: '14.0' } });
    const versions = await send<Page<TermsVersionView>>('GET', '/admin/terms/versions?product=lending-test&item=MX', { token: admin.token });
    expect(versions.data.list.map((v) => [v.version, v.current])).toEqual([
      [3, true],
      [2, false],
      [1, false],
    ]);
    expect(versions.data.list[2]!.createdBy).toBe('system');
  });

  it('a version published on one process is the current one on another at once', async () => {
    const second = await buildApp({ config: testConfig(), database: t.database, clock, pubsub });
    await second.app.ready();
    try {
      const there = need(second.ctx, 'terms').register(LENDING);
      const before = await there.current('MX'); // now cached on the second process
      const published = await publish({ product: 'lending-test', item: 'MX', terms: { ...DOC, annualPercent: '15.0' }, text: TEXT });
      expect(published.status).toBe(200);
      const after = await there.current('MX');
      expect(after.id).toBe(published.data.id);
      expect(after.id).not.toBe(before.id);
      expect(after.terms.annualPercent).toBe('15.0');
    } finally {
      await second.app.close();
    }
  });

  it('two publishes at once get consecutive versions', async () => {
    const [a, b] = await Promise.all([
      publish({ product: 'lending-test', item: 'US', terms: DOC, text: TEXT }),
      publish({ product: 'lending-test', item: 'US', terms: { ...DOC, minAmount: 2000 }, text: TEXT }),
    ]);
    expect([a.data.version, b.data.version].sort()).toEqual([1, 2]);
  });

  it('refuses bad documents, texts and dates with the field, in the caller language, writing nothing', async () => {
    const count = await versionCount();
    const audits = (await t.ctx.db.selectFrom('audit_log').select('id').where('action', '=', 'terms.publish').execute()).length;

    const badRate = await publish({ product: 'lending-test', item: 'MX', terms: { ...DOC, annualPercent: 'lots' }, text: TEXT }, admin.token, 'mx');
    expect(badRate).toMatchObject({ status: 422, data: { error: 'TERMS_INVALID', field: 'terms.annualPercent' } });
    expect(badRate.msg.startsWith('Condiciones no válidas en annualPercent')).toBe(true);
    const badNested = await publish({ product: 'lending-test', item: 'MX', terms: { ...DOC, lock: { days: -1 } }, text: TEXT });
    expect(badNested.data).toMatchObject({ error: 'TERMS_INVALID', field: 'terms.lock.days' });
    const placeholder = await publish({ product: 'lending-test', item: 'MX', terms: DOC, text: { ...TEXT, zh: '年利率 {rate}' } }, admin.token, 'zh_Hans_CN');
    expect(placeholder).toMatchObject({ status: 422, msg: '文本（zh）引用了条款中不存在的 rate', data: { error: 'TERMS_TEXT_PLACEHOLDER', field: 'text.zh' } });
    const past = await publish({ product: 'lending-test', item: 'MX', terms: DOC, text: TEXT, effectiveFrom: clock.now() - 60_000 });
    expect(past.data).toMatchObject({ error: 'TERMS_EFFECTIVE_PAST', field: 'effectiveFrom' });
    const item = await publish({ product: 'lending-test', item: 'HK', terms: DOC, text: TEXT });
    expect(item.data).toMatchObject({ error: 'TERMS_ITEM_UNKNOWN', field: 'item' });
    const product = await publish({ product: 'nothing-here', terms: DOC, text: TEXT });
    expect(product.data).toMatchObject({ error: 'TERMS_PRODUCT_UNKNOWN', field: 'product' });
    const noText = await publish({ product: 'lending-test', item: 'MX', terms: DOC, text: { es: TEXT.es, en: TEXT.en } });
    expect(noText.status).toBe(422);

    expect(await versionCount()).toBe(count);
    expect((await t.ctx.db.selectFrom('audit_log').select('id').where('action', '=', 'terms.publish').execute()).length).toBe(audits);
  });

  it('is for admins only; any operator may read the versions', async () => {
    const reviewer = await loginOperator(t, 'kyc_reviewer');
    expect((await publish({ product: 'lending-test', item: 'MX', terms: DOC, text: TEXT }, reviewer.token)).status).toBe(403);
    expect((await send('GET', '/admin/terms/versions?product=lending-test', { token: reviewer.token })).status).toBe(200);
    expect((await send('GET', '/admin/terms/products')).status).toBe(401);
  });
});
