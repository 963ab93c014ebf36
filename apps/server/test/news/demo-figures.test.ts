import { marketApi } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { need } from '../../src/context.ts';
import { ManualClock } from '../../src/lib/clock.ts';
import { modules } from '../../src/modules/index.ts';
import { body, createTestApp, type TestApp } from '../helpers.ts';

// Tuesday 2026-11-24, 15:00 UTC (the demo server's start): BMV and FX open, HKEX closed.
const NOW = Date.parse('2026-11-24T15:00:00Z');
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ clock: new ManualClock(NOW) });
  for (const module of modules.filter((m) => m.name === 'market' || m.name === 'news')) await module.seedDemo?.(t.ctx);
});
afterAll(() => t.close());

const article = async (key: string, language: string) => {
  const row = await t.ctx.db.selectFrom('news_articles').select(['title', 'summary', 'body', 'publish_at']).where('seed_key', '=', `demo:${key}:${language}`).executeTakeFirstOrThrow();
  // Demo articles are published (a date) by the seed; a draft here would be a seed defect.
  if (!row.publish_at) throw new Error(`demo article ${key} (${language}) has no publish date`);
  return { ...row, publish_at: row.publish_at };
};

describe('demo news figures', () => {
  it('quote the peso at the simulated USD/MXN of the article time, never a fixed 18.30', async () => {
    const market = need(t.ctx, 'market');
    for (const language of ['es', 'en', 'zh']) {
      const peso = await article('peso-dollar', language);
      const rate = market.provider.quote('USD/MXN', peso.publish_at.getTime()).price.toFixed(2);
      expect(peso.body, language).toContain(rate);
      expect(peso.body).not.toContain('18.30');
    }
    // The quote page shows a rate within a few centavos of the article's (same simulated market).
    const res = await t.app.inject({ method: 'GET', url: `/web${marketApi.stockDetail.path}?code=${encodeURIComponent('USD/MXN')}` });
    const live = body<{ quote: { price_nominal: number } }>(res).data.quote.price_nominal;
    const es = await article('peso-dollar', 'es');
    const printed = Number(/alrededor de (\d+\.\d+)/.exec(es.body)![1]);
    expect(Math.abs(live - printed)).toBeLessThan(0.5);
  });

  it('give the IPC and Hang Seng moves of their last session, with the words of their sign', async () => {
    const market = need(t.ctx, 'market');
    const ipc = await article('ipc-close', 'en');
    const day = market.provider.quote('MEXBOL', ipc.publish_at.getTime());
    const change = ((day.price - day.prevClose) / day.prevClose) * 100;
    expect(ipc.title).toContain(`${Math.abs(Math.round(change * 10) / 10).toFixed(1)}%`);
    expect(ipc.title).toContain(change >= 0 ? 'higher' : 'lower');
    expect(ipc.publish_at.getTime()).toBeLessThanOrEqual(NOW);
    const hs = await article('hang-seng-tech', 'es');
    const tech = market.provider.quote('HSTECH', hs.publish_at.getTime());
    const techChange = ((tech.price - tech.prevClose) / tech.prevClose) * 100;
    expect(hs.title).toContain(techChange >= 0 ? 'sube' : 'baja');
    expect(hs.body).toContain(`${Math.abs(Math.round(techChange * 10) / 10).toFixed(1)}%`);
  });

  it('seeds each article once', async () => {
    const before = await t.ctx.db.selectFrom('news_articles').select('id').execute();
    for (const module of modules.filter((m) => m.name === 'news')) await module.seedDemo?.(t.ctx);
    expect(await t.ctx.db.selectFrom('news_articles').select('id').execute()).toHaveLength(before.length);
    expect(before.length).toBe(15);
  });
});
