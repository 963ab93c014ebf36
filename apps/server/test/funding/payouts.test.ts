import type { AdminWithdrawal, AuditEntry, FundingOverview, Notice, Page, UsableWithdrawal, Withdrawal } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { need } from '../../src/context.ts';
import { ManualClock } from '../../src/lib/clock.ts';
import { call } from '../accounts/_api.ts';
import { loginOperator, verifiedUser, type TestOperator, type TestUser } from '../fixtures/users.ts';
import { createTestApp, type TestApp } from '../helpers.ts';
import { depositAndApprove, moneyCall, saveCard, WEEKDAY_NOON } from './_money.ts';

// Issue 30.2: approved -> sent with its SPEI tracking key -> paid, or returned with the money back.
const clock = new ManualClock(WEEKDAY_NOON); // Tuesday 2026-11-17, 10:15 in Mexico City
let t: TestApp;
let reviewer: TestOperator;
let admin: TestOperator;
let ana: TestUser;
let cardId: number;

beforeAll(async () => {
  t = await createTestApp({ clock });
  reviewer = await loginOperator(t, 'reviewer');
  admin = await loginOperator(t, 'admin');
  ana = await verifiedUser(t);
  await depositAndApprove(t, ana, reviewer, '10000.00');
  cardId = await saveCard(t, ana);
});
afterAll(() => t.close());

const mxn = async () => (await need(t.ctx, 'ledger').balances(ana.userId)).find((b) => b.wallet === 'BALANCE' && b.currency === 'MXN')!;
const op = (path: string, token: string, payload: Record<string, unknown>, lang: 'en' | 'mx' | 'zh_Hans_CN' = 'en') => call<AdminWithdrawal & { error?: string }>(t, 'POST', `/admin/money/withdrawals/${path}`, { token, payload, lang });

async function approvedWithdrawal(amount: string): Promise<number> {
  const applied = await moneyCall<Withdrawal>(t, '/withdrawal/withdrawal-apply', { token: ana.token, payload: { amount, cardId, payPassword: '123456' } });
  expect(applied.status, applied.msg).toBe(200);
  const approved = await op('approve', reviewer.token, { id: applied.data.id });
  expect(approved.data).toMatchObject({ stage: 'approved', status: 1 });
  return applied.data.id;
}

describe('the payout life', () => {
  it('shows the SPEI cut-off: approved before 17:30 Mexico City time on a weekday, sent that day', async () => {
    const usable = await call<UsableWithdrawal>(t, 'GET', '/withdrawal/getUsableWithdrawalAmount', { token: ana.token });
    expect(usable.data.cutoff).toEqual({ time: '17:30', timeZone: 'America/Mexico_City', nextSendBy: Date.parse('2026-11-17T23:30:00Z') });
    const id = await approvedWithdrawal('1000.00');
    const detail = await call<AdminWithdrawal>(t, 'GET', `/admin/money/withdrawals/${id}`, { token: reviewer.token });
    expect(detail.data.cutoff?.nextSendBy).toBe(Date.parse('2026-11-17T23:30:00Z'));
    const notices = await call<Page<Notice>>(t, 'GET', '/userMessage/getMessage', { token: ana.token, lang: 'mx' });
    const approvedNotice = notices.data.list.find((n) => n.title === 'Retiro aprobado')!;
    expect(approvedNotice.body).toContain('MX$1,000.00');
    expect(approvedNotice.body).toContain('a más tardar el 17 de noviembre de 2026 a las 17:30 (hora de la Ciudad de México)');
  });

  it('goes approved -> sent with its tracking key -> paid, the user told at each step', async () => {
    const id = await approvedWithdrawal('1500.50');
    const early = await op('paid', reviewer.token, { id }, 'mx');
    expect(early).toMatchObject({ status: 409, msg: 'Este retiro está en el paso «Aprobado, por enviar»; esta acción necesita «Enviado»', data: { error: 'PAYOUT_STAGE' } });

    const bad = await op('send', reviewer.token, { id, trackingKey: 'BAD KEY-1' });
    expect(bad).toMatchObject({ status: 400, msg: 'A SPEI tracking key has 1 to 30 letters and digits', data: { error: 'TRACKING_KEY_INVALID', field: 'trackingKey' } });
    const badZh = await op('send', reviewer.token, { id, trackingKey: 'X'.repeat(31) }, 'zh_Hans_CN');
    expect(badZh.msg).toBe('SPEI 追踪码为 1 到 30 位字母或数字');
    expect((await call<AdminWithdrawal>(t, 'GET', `/admin/money/withdrawals/${id}`, { token: reviewer.token })).data).toMatchObject({ stage: 'approved' });

    const sent = await op('send', reviewer.token, { id, trackingKey: 'bmx2026111700001' });
    expect(sent.status, sent.msg).toBe(200);
    expect(sent.data).toMatchObject({ stage: 'sent', status: 1, trackingKey: 'BMX2026111700001', statusLabel: 'Sent · tracking key BMX2026111700001', sentAt: WEEKDAY_NOON });
    const again = await op('send', reviewer.token, { id, trackingKey: 'OTHER1' });
    expect(again).toMatchObject({ status: 409, data: { error: 'PAYOUT_STAGE' } });

    const other = await approvedWithdrawal('10.00');
    const reused = await op('send', reviewer.token, { id: other, trackingKey: 'BMX2026111700001' }, 'mx');
    expect(reused).toMatchObject({ status: 409, data: { error: 'TRACKING_KEY_USED', field: 'trackingKey' } });
    expect(reused.msg).toMatch(/^Esa clave de rastreo ya corresponde al retiro W20261117/);

    const paid = await op('paid', reviewer.token, { id });
    expect(paid.data).toMatchObject({ stage: 'paid', status: 3, statusLabel: 'Paid', paidAt: WEEKDAY_NOON });
    expect(paid.data.history.map((h) => h.status)).toEqual(['created', 'approved', 'sent', 'paid']);
    const mine = await call<Page<Withdrawal>>(t, 'POST', '/withdrawal/listPage', { token: ana.token, payload: {}, lang: 'mx' });
    expect(mine.data.list.find((w) => w.id === id)).toMatchObject({ stage: 'paid', statusLabel: 'Pagado', trackingKey: 'BMX2026111700001' });
    const notices = await call<Page<Notice>>(t, 'GET', '/userMessage/getMessage', { token: ana.token, lang: 'zh_Hans_CN' });
    expect(notices.data.list[0]).toMatchObject({ title: '提现已到账', body: `您的提现 ${paid.data.orderNo}（MX$1,500.50）已到达 BBVA México **** 7899（追踪码 BMX2026111700001）。` });
    const sentNotice = notices.data.list.find((n) => n.title === '提现已汇出')!;
    expect(sentNotice.body).toBe('您的提现 ' + paid.data.orderNo + '（MX$1,500.50）已通过 SPEI 汇至 BBVA México **** 7899，追踪码 BMX2026111700001，可凭此在墨西哥央行 CEP 查询。');
    const audit = await call<Page<AuditEntry>>(t, 'GET', '/admin/audit?action=withdrawal.send', { token: admin.token });
    expect(audit.data.list[0]).toMatchObject({ operatorUsername: reviewer.username, targetId: String(id) });
    const overview = await call<FundingOverview>(t, 'POST', '/userCenter/getFundingOverview', { token: ana.token, payload: {} });
    expect(overview.data.withdrawnMxn).toBe('1500.50');
  });

  it('a returned payout puts the money back in the wallet through the ledger, once however many clicks', async () => {
    const before = await mxn();
    const id = await approvedWithdrawal('2000.00');
    expect((await mxn()).balance).toBe(before.balance - 200_000n);
    expect((await op('return', reviewer.token, { id, reason: 'Cuenta cancelada' })).data).toMatchObject({ error: 'PAYOUT_STAGE' });
    expect((await op('send', reviewer.token, { id, trackingKey: 'RET0001' })).status).toBe(200);
    const clicks = await Promise.all(Array.from({ length: 8 }, () => op('return', reviewer.token, { id, reason: 'Cuenta cancelada en el banco receptor' })));
    expect(clicks.filter((c) => c.status === 200)).toHaveLength(1);
    expect(clicks.filter((c) => c.status === 409).every((c) => c.data.error === 'PAYOUT_STAGE')).toBe(true);
    expect((await mxn()).balance).toBe(before.balance);
    const detail = await call<AdminWithdrawal>(t, 'GET', `/admin/money/withdrawals/${id}`, { token: reviewer.token, lang: 'mx' });
    expect(detail.data).toMatchObject({ stage: 'returned', status: 2, statusLabel: 'Devuelto: Cuenta cancelada en el banco receptor', returnedAt: WEEKDAY_NOON });
    const notices = await call<Page<Notice>>(t, 'GET', '/userMessage/getMessage', { token: ana.token });
    expect(notices.data.list[0]).toMatchObject({ title: 'Withdrawal returned' });
    expect(notices.data.list[0]!.body).toContain('MX$2,000.00: Cuenta cancelada en el banco receptor. The amount is available again');
    const queue = await call<Page<AdminWithdrawal>>(t, 'GET', '/admin/money/withdrawals?status=all&stage=returned', { token: reviewer.token });
    expect(queue.data.list.map((w) => w.id)).toEqual([id]);
    expect((await need(t.ctx, 'ledger').reconcile()).ok).toBe(true);
  });

  it('crypto payouts are sent with their transaction hash', async () => {
    await depositAndApprove(t, ana, reviewer, '300.00', 'USD');
    const wallet = await call<{ id: number }>(t, 'POST', '/userWallet/add', { token: ana.token, payload: { currency: 'USDT', network: 'ERC20', address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed', payPassword: '123456' } });
    await t.ctx.db.updateTable('crypto_wallets').set({ usable_from: new Date(t.ctx.clock.now()) }).where('id', '=', wallet.data.id).execute();
    const applied = await moneyCall<Withdrawal>(t, '/withdrawal/withdrawal-apply', { token: ana.token, payload: { currency: 'USD', amount: '100', walletId: wallet.data.id, payPassword: '123456' } });
    expect((await op('approve', reviewer.token, { id: applied.data.id })).status).toBe(200);
    const speiKey = await op('send', reviewer.token, { id: applied.data.id, trackingKey: 'BMX123' });
    expect(speiKey).toMatchObject({ status: 400, msg: 'The transaction hash has 64 hexadecimal characters', data: { error: 'TRACKING_KEY_INVALID' } });
    const hash = `0x${'ab'.repeat(32)}`;
    expect((await op('send', reviewer.token, { id: applied.data.id, trackingKey: hash })).data).toMatchObject({ stage: 'sent', trackingKey: hash });
  });

  it('the cut-off rolls to the next weekday after 17:30 and over the weekend', async () => {
    const { nextSendBy } = await import('../../src/modules/funding/payout-rules.ts');
    expect(new Date(nextSendBy(Date.parse('2026-11-17T23:29:59Z'))).toISOString()).toBe('2026-11-17T23:30:00.000Z');
    expect(new Date(nextSendBy(Date.parse('2026-11-17T23:30:00Z'))).toISOString()).toBe('2026-11-18T23:30:00.000Z');
    // Friday 18:00 in Mexico City -> Monday 17:30.
    expect(new Date(nextSendBy(Date.parse('2026-11-21T00:00:00Z'))).toISOString()).toBe('2026-11-23T23:30:00.000Z');
    // Saturday morning -> Monday.
    expect(new Date(nextSendBy(Date.parse('2026-11-21T15:00:00Z'))).toISOString()).toBe('2026-11-23T23:30:00.000Z');
  });
});
