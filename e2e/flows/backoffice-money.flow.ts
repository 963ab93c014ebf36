import assert from 'node:assert/strict';
import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { test } from '../lib/fixtures.ts';
import { api } from '../lib/api.ts';
import { assertNoHorizontalOverflow, assertNoRawKeys } from '../lib/checks.ts';
import { desktopPage, operatorLogin, settle } from '../lib/pages.ts';
import { writeTestPng } from '../lib/png.ts';
import { startAppServer } from '../lib/server.ts';

/**
 * The back office's money life (issue 30.1/30.2), each step by an operator in the browser: a SPEI
 * deposit matched by its reference and payer beside the proof, credited at the proof's amount with
 * a reason the investor reads (es); a withdrawal approved, sent with its SPEI tracking key and
 * returned, the money back in the wallet (en); another one sent and paid (zh). On a server of its
 * own: the flow moves the demo investor's balance and reads it back exactly.
 */

const DEMO = { username: 'demo', password: 'Demo1234', payPassword: '123456' };

interface Deposit {
  id: number;
  reference?: string;
  creditAmount?: string;
  creditReason?: string;
}
interface Balance {
  walletType: string;
  currency: string;
  available: string;
}

async function uploadProof(baseUrl: string, token: string): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([fs.readFileSync(writeTestPng('bo-money-proof.png', [40, 120, 90]))], { type: 'image/png' }), 'proof.png');
  const res = await fetch(`${baseUrl}/web/file/upload`, { method: 'POST', headers: { authorization: token }, body: form });
  const envelope = (await res.json()) as { code: number; msg: string; data: { url: string } };
  assert.equal(envelope.code, 200, `upload: ${envelope.msg}`);
  return envelope.data.url;
}

async function look(page: Page, shot: (page: Page, name: string) => Promise<void>, name: string): Promise<void> {
  await assertNoRawKeys(page, name);
  await assertNoHorizontalOverflow(page, name);
  await shot(page, name);
}

test('backoffice money: a SPEI deposit from proof to an adjusted credit, a withdrawal from request to returned and to paid with its tracking key (es, en, zh)', async ({ pages: ctx }) => {
  const server = await startAppServer();
  try {
    const { baseUrl } = server;
    const { token } = await api<{ token: string }>(baseUrl, 'POST', '/loginByUsername', DEMO);
    const mxn = async () => (await api<{ list: Balance[] }>(baseUrl, 'POST', '/wallet/getWalletBalance', {}, token)).list.find((b) => b.walletType === 'BALANCE' && b.currency === 'MXN')!.available;

    // ---- A deposit declared at 120,000 whose proof shows 20,000 (es).
    const proofUrl = await uploadProof(baseUrl, token);
    const deposit = await api<Deposit>(baseUrl, 'POST', '/recharge/create', {
      currency: 'MXN',
      amount: '120000',
      proofUrl,
      payerBank: 'BBVA México',
      payerName: 'Demo Inversionista',
      payerAccount: '012180001234567899',
      idempotencyKey: `e2e-bo-dep-${Date.now()}`,
    }, token);
    const admin = await desktopPage(ctx.browser, 'es');
    await operatorLogin(admin, baseUrl);
    await admin.goto(`${baseUrl}/admin/#/deposits/${deposit.id}`);
    await admin.getByTestId('deposit-proof').waitFor({ timeout: 20_000 });
    assert.equal(await admin.getByTestId('deposit-reference').innerText(), deposit.reference);
    assert.equal(await admin.getByTestId('deposit-payer-name').innerText(), 'Demo Inversionista');
    await look(admin, ctx.shot, 'bo-money-deposit-match-es');
    await admin.getByTestId('deposit-approve').click();
    await admin.getByTestId('deposit-credit-amount').fill('20000');
    await admin.getByTestId('deposit-credit-reason').fill('El comprobante muestra MX$20,000.00');
    assert.equal(await admin.getByTestId('deposit-approve-text').innerText(), '¿Acreditar MX$20,000.00 a demo? El saldo se abona de inmediato y el usuario recibe un aviso.');
    await settle(admin);
    await look(admin, ctx.shot, 'bo-money-deposit-credit-es');
    const before = await mxn();
    await admin.getByTestId('deposit-approve-confirm').click();
    await admin.locator('[data-testid="deposit-detail-status"]', { hasText: 'Completado' }).waitFor();
    const credited = (await api<{ list: Deposit[] }>(baseUrl, 'POST', '/recharge/listPage', { pageNum: 1, pageSize: 5 }, token)).list.find((d) => d.id === deposit.id)!;
    assert.deepEqual([credited.creditAmount, credited.creditReason], ['20000.00', 'El comprobante muestra MX$20,000.00']);
    assert.equal(Math.round(Number(await mxn()) * 100) - Math.round(Number(before) * 100), 2_000_000, 'the proof’s 20,000 was credited, not the 120,000 declared');
    // The investor reads why (their deposit history, in Spanish).
    const phone = await ctx.newPage('es');
    await phone.context().addInitScript((value) => window.localStorage.setItem('token', value), token);
    await phone.goto(`${baseUrl}/#/pages/deposit/record`);
    await phone.getByTestId(`deposit-record-${deposit.id}-credit-reason`).waitFor();
    await settle(phone);
    await look(phone, ctx.shot, 'bo-money-deposit-reason-user-es');

    // ---- Maker-checker by role: a money reviewer proposes an adjusted credit above MX$50,000, a money approver confirms it (es).
    const opToken = (await api<{ token: string }>(baseUrl, 'POST', '/admin/login', { username: 'admin', password: 'Admin1234' })).token;
    const stamp = Date.now().toString(36).slice(-5);
    const maker = { username: `caja_${stamp}`, password: 'Caja2026!x' };
    const checker = { username: `teso_${stamp}`, password: 'Teso2026!x' };
    await api(baseUrl, 'POST', '/admin/operators', { ...maker, roles: ['kyc_reviewer', 'money_reviewer'] }, opToken);
    await api(baseUrl, 'POST', '/admin/operators', { ...checker, roles: ['kyc_reviewer', 'money_reviewer', 'money_approver'] }, opToken);
    const large = await api<Deposit>(baseUrl, 'POST', '/recharge/create', { currency: 'MXN', amount: '90000', proofUrl: await uploadProof(baseUrl, token), idempotencyKey: `e2e-bo-dep2-${Date.now()}` }, token);
    const makerPage = await desktopPage(ctx.browser, 'es');
    await operatorLogin(makerPage, baseUrl, maker.username, maker.password);
    await makerPage.goto(`${baseUrl}/admin/#/deposits/${large.id}`);
    await makerPage.getByTestId('deposit-approve').click();
    await makerPage.getByTestId('deposit-credit-amount').fill('60000');
    await makerPage.getByTestId('deposit-credit-reason').fill('Dos transferencias: solo una es del cliente');
    await makerPage.getByTestId('deposit-maker-checker').waitFor();
    assert.match(await makerPage.getByTestId('deposit-approve-text').innerText(), /^¿Proponer acreditar MX\$60,000\.00 a demo \(declaró MX\$90,000\.00\)\?/);
    await makerPage.getByTestId('deposit-approve-confirm').click();
    await makerPage.getByTestId('deposit-proposal').waitFor();
    assert.equal(await makerPage.getByTestId('deposit-approve').isDisabled(), true, 'the maker cannot confirm their own proposal');
    await settle(makerPage);
    await look(makerPage, ctx.shot, 'bo-money-deposit-proposed-es');
    const checkerPage = await desktopPage(ctx.browser, 'es');
    await operatorLogin(checkerPage, baseUrl, checker.username, checker.password);
    await checkerPage.goto(`${baseUrl}/admin/#/deposits/${large.id}`);
    await checkerPage.locator('[data-testid="deposit-approve"]', { hasText: 'Confirmar MX$60,000.00' }).click();
    await checkerPage.getByTestId('deposit-approve-confirm').click();
    await checkerPage.locator('[data-testid="deposit-detail-status"]', { hasText: 'Completado' }).waitFor();
    await look(checkerPage, ctx.shot, 'bo-money-deposit-confirmed-es');
    await Promise.all([makerPage.context().close(), checkerPage.context().close()]);

    // ---- Two withdrawals to the demo card.
    const cards = await api<{ list: { id: number }[] }>(baseUrl, 'POST', '/UserAccount/SelectCardNo', {}, token);
    const apply = (amount: string, n: number) =>
      api<{ id: number }>(baseUrl, 'POST', '/withdrawal/withdrawal-apply', { currency: 'MXN', amount, cardId: cards.list[0]!.id, payPassword: DEMO.payPassword, idempotencyKey: `e2e-bo-w${n}-${Date.now()}` }, token);
    const back = await apply('1500.50', 1);
    const paid = await apply('2500', 2);
    const beforeReturn = await mxn();

    // Approved, sent with its tracking key, then returned by the receiving bank (en).
    await admin.getByTestId('admin-language').selectOption('en');
    await admin.goto(`${baseUrl}/admin/#/withdrawals/${back.id}`);
    await admin.getByTestId('withdrawal-payout').waitFor();
    await admin.getByTestId('withdrawal-approve').click();
    await admin.getByTestId('withdrawal-approve-confirm').click();
    await admin.locator('[data-testid="withdrawal-detail-status"]', { hasText: 'Approved, to be sent' }).waitFor();
    await admin.getByTestId('payout-cutoff').waitFor();
    await settle(admin);
    await look(admin, ctx.shot, 'bo-money-payout-approved-en');
    await admin.getByTestId('payout-send').click();
    await admin.getByTestId('payout-tracking-input').fill('bad key!');
    await admin.getByTestId('payout-send-confirm').click();
    await admin.locator('[data-testid="payout-send-dialog"] .form-error', { hasText: 'A SPEI tracking key has 1 to 30 letters and digits' }).waitFor();
    await admin.getByTestId('payout-tracking-input').fill('bmx2026e2e0001');
    await admin.getByTestId('payout-send-confirm').click();
    await admin.locator('[data-testid="payout-tracking-key"]', { hasText: 'BMX2026E2E0001' }).waitFor();
    await admin.getByTestId('payout-return').click();
    await admin.getByTestId('payout-return-reason-0').click();
    await settle(admin);
    await look(admin, ctx.shot, 'bo-money-payout-return-en');
    await admin.getByTestId('payout-return-confirm').click();
    await admin.locator('[data-testid="withdrawal-detail-status"]', { hasText: 'Returned' }).waitFor();
    assert.equal(Math.round(Number(await mxn()) * 100) - Math.round(Number(beforeReturn) * 100), 150_050, 'the returned 1,500.50 is back in the wallet');
    await look(admin, ctx.shot, 'bo-money-payout-returned-en');

    // Approved, sent and paid, in Chinese; the queue filters by step.
    await admin.getByTestId('admin-language').selectOption('zh');
    await admin.goto(`${baseUrl}/admin/#/withdrawals/${paid.id}`);
    await admin.getByTestId('withdrawal-approve').click();
    await admin.getByTestId('withdrawal-approve-confirm').click();
    await admin.getByTestId('payout-send').click();
    await admin.getByTestId('payout-tracking-input').fill('BMX2026E2E0002');
    await admin.getByTestId('payout-send-confirm').click();
    await admin.getByTestId('payout-paid').click();
    await admin.getByTestId('payout-paid-confirm').click();
    await admin.locator('[data-testid="withdrawal-detail-status"]', { hasText: '已到账' }).waitFor();
    await look(admin, ctx.shot, 'bo-money-payout-paid-zh');
    await admin.goto(`${baseUrl}/admin/#/withdrawals?status=all&stage=paid`);
    await admin.locator(`[data-testid="withdrawal-row-${paid.id}"]`).waitFor();
    assert.equal(await admin.locator(`[data-testid="withdrawal-row-${back.id}"]`).count(), 0);
    await look(admin, ctx.shot, 'bo-money-payouts-paid-zh');

    // The investor sees each step and the tracking key (zh).
    const zh = await ctx.newPage('zh');
    await zh.context().addInitScript((value) => window.localStorage.setItem('token', value), token);
    await zh.goto(`${baseUrl}/#/pages/profile/transaction?tab=withdrawals`);
    await zh.locator(`[data-testid="withdrawal-${paid.id}-status"]`, { hasText: '已到账' }).waitFor();
    await zh.locator(`[data-testid="withdrawal-${back.id}-status"]`, { hasText: '已退回' }).waitFor();
    assert.match(await zh.getByTestId(`withdrawal-${paid.id}-tracking`).innerText(), /BMX2026E2E0002/);
    await settle(zh);
    await look(zh, ctx.shot, 'bo-money-withdrawals-user-zh');
    await Promise.all([admin.context().close(), phone.context().close(), zh.context().close()]);
  } finally {
    await server.stop();
  }
});
