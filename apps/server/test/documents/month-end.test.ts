import type { DocumentPreferences, DocumentView, Page } from '@app/contracts';
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { need } from '../../src/context.ts';
import { ManualClock } from '../../src/lib/clock.ts';
import { setPayPassword, TEST_PASSWORD, uniqueName, verifyKyc, type TestUser } from '../fixtures/users.ts';
import { createTestApp, testConfig, type TestApp } from '../helpers.ts';
import { call, fund, get, key, tradingModules } from '../trading/_setup.ts';
import { pdfLines } from './_pdf.ts';
import { attachmentOf, startSmtp } from './_smtp.ts';

/** Friday 20 November 2026, 12:00 in Mexico City. */
const NOV_20 = Date.UTC(2026, 10, 20, 18, 0, 0);
/** Tuesday 1 December 2026, 01:00 in Mexico City: past the month-end job's 00:30. */
const DEC_1 = Date.UTC(2026, 11, 1, 7, 0, 0);

describe('the month-end job makes every client\'s statement and emails it over SMTP (issue 31)', () => {
  let t: TestApp;
  let clock: ManualClock;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let user: TestUser;
  let quiet: TestUser;
  let trader: TestUser;
  let orderId = 0;

  /** Registration with the email code read from the SMTP server (there is no dev outbox with SMTP_URL). */
  const register = async (): Promise<TestUser> => {
    const { username, email } = uniqueName('doc');
    const accounts = need(t.ctx, 'accounts');
    await accounts.issueEmailCode(email, 'register', 'en');
    const code = /\b(\d{6})\b/.exec((await smtp.next(email)).raw)![1]!;
    const session = await accounts.registerIndividual({ username, email, password: TEST_PASSWORD, confirmPassword: TEST_PASSWORD, code, agreement: true });
    return { token: session.token, userId: session.userInfo.userId, username, email, password: TEST_PASSWORD };
  };

  beforeAll(async () => {
    smtp = await startSmtp();
    clock = new ManualClock(NOV_20);
    t = await createTestApp({ clock, modules: tradingModules(), config: testConfig({ SMTP_URL: smtp.url }) });
    user = await register();
    quiet = await register();
    await fund(t, user.userId, 'MX', 'MXN', '1500.50');
    await fund(t, quiet.userId, 'BALANCE', 'MXN', '20');
    const prefs = await call<DocumentPreferences>(t, user, '/documents/preferences', { locale: 'zh', emailStatements: true, emailConfirmations: false });
    expect(prefs.data).toEqual({ locale: 'zh', emailStatements: true, emailConfirmations: false });
    // A client who takes each trade confirmation by email buys 2 MSFT (New York is open).
    trader = await register();
    await verifyKyc(t, trader.userId);
    await setPayPassword(t, trader.token);
    await fund(t, trader.userId, 'US_STOCK', 'USD', '5000');
    await call(t, trader, '/documents/preferences', { locale: 'es', emailStatements: false, emailConfirmations: true });
    const order = await call<{ id: number }>(t, trader, '/stock/create', { payPassword: '123456', idempotencyKey: key(), code: 'MSFT', direction: 0, quantity: 2 });
    expect(order.code).toBe(200);
    orderId = order.data.id;
    // The job is first seen now: its first run is the next 00:30.
    await t.ctx.jobs.runDue({ budgetMs: 60_000 });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('on 1 December closes November: a statement per client in their language, the opted-in one emailed with the PDF attached', async () => {
    clock.set(DEC_1);
    await t.ctx.jobs.runDue({ budgetMs: 60_000 });

    const mine = (await get<Page<DocumentView> & { time: number }>(t, user, '/documents/list')).data;
    expect(mine.list.map((d) => [d.kind, d.period, d.locale, d.title])).toEqual([['statement', '2026-11', 'zh', '2026年11月对账单']]);
    const theirs = (await get<Page<DocumentView>>(t, quiet, '/documents/list')).data;
    expect(theirs.list.map((d) => [d.period, d.locale, d.emailedAt])).toEqual([['2026-11', 'es', undefined]]);
    expect(mine.list[0]!.emailedAt).toBe(DEC_1);
    expect(mine.time).toBe(DEC_1);

    const mail = await smtp.next(user.email);
    expect(mail.raw).toContain(`To: ${user.email}`);
    const attached = attachmentOf(mail.raw, 'statement-2026-11-zh.pdf')!;
    expect(attached.contentType).toBe('application/pdf');
    expect(crypto.createHash('sha256').update(attached.content).digest('hex')).toBe(mine.list[0]!.checksum);
    const lines = await pdfLines(attached.content);
    expect(lines.slice(0, 2)).toEqual(['Bolsa MX 证券', '月度对账单']);
    expect(lines).toContain('墨西哥股票账户 MXN MX$0.00 MX$1,500.50 MX$0.00 MX$1,500.50');
  });

  it('runs again the next days without making or sending anything more', async () => {
    clock.set(DEC_1 + 86_400_000);
    await t.ctx.jobs.runDue({ budgetMs: 60_000 });
    expect((await get<Page<DocumentView>>(t, user, '/documents/list')).data.total).toBe(1);
    expect((await get<Page<DocumentView>>(t, quiet, '/documents/list')).data.total).toBe(1);
  });

  it('sends a document on request, and a confirmation refusal leaves nothing behind', async () => {
    const id = (await get<Page<DocumentView>>(t, quiet, '/documents/list')).data.list[0]!.id;
    const sent = await call<DocumentView>(t, quiet, '/documents/email', { id });
    expect(sent.data.emailedAt).toBe(clock.now());
    const mail = await smtp.next(quiet.email);
    expect(mail.raw).toContain('estado-de-cuenta-2026-11-es.pdf');
    const notFilled = await call<{ error: string }>(t, quiet, '/documents/confirmation', { orderId: 999 });
    expect(notFilled).toMatchObject({ status: 404, data: { error: 'ORDER_NOT_FOUND' } });
    expect((await get<Page<DocumentView>>(t, quiet, '/documents/list')).data.total).toBe(1);
  });

  it('emails a trade confirmation with its PDF to the client who opted in, once', async () => {
    const made = await call<DocumentView>(t, trader, '/documents/confirmation', { orderId }, { lang: 'mx' });
    expect(made.data).toMatchObject({ kind: 'confirmation', fileName: `confirmacion-${orderId}-es.pdf`, emailedAt: clock.now() });
    const mail = await smtp.next(trader.email);
    const attached = attachmentOf(mail.raw, `confirmacion-${orderId}-es.pdf`)!;
    expect(crypto.createHash('sha256').update(attached.content).digest('hex')).toBe(made.data.checksum);
    const lines = await pdfLines(attached.content);
    expect(lines).toContain('Fecha de operación: 2026-11-20 Fecha de liquidación: 2026-11-23 (T+1)');
    expect(lines).toContain('Operación: Compra Mercado de ejecución: NYSE / Nasdaq (EE. UU.)');
    // Asked again: the same stored document.
    const again = await call<DocumentView>(t, trader, '/documents/confirmation', { orderId }, { lang: 'mx' });
    expect(again.data.id).toBe(made.data.id);
  });
});
