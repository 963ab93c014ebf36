import assert from 'node:assert/strict';
import type { Page } from '@playwright/test';
import { expect, test, type FlowContext } from '../lib/fixtures.ts';
import { api, emailCode, operatorToken, waitFor } from '../lib/api.ts';
import { assertNoHorizontalOverflow, assertNoRawKeys } from '../lib/checks.ts';
import { desktopPage, hashIs, operatorLogin, settle, stillOnScreen, typePin } from '../lib/pages.ts';
import { writeTestPng } from '../lib/png.ts';

/**
 * Money (issue 5) in the browser: the demo investor deposits pesos with a transfer proof,
 * an operator approves it in the back office, the investor moves money to the stock
 * wallet (cancelling one transfer in its undo window), sends a crypto deposit and watches
 * its confirmations arrive, requests a withdrawal with the transaction password, the
 * operator approves it, and the statement shows every step. Every money screen is
 * photographed in Spanish, English and Chinese.
 */

const DEMO = { username: 'demo', password: 'Demo1234', payPassword: '123456' };
const LOCALES = ['es', 'en', 'zh'] as const;

async function userPage(ctx: FlowContext, locale: 'es' | 'en' | 'zh', token: string): Promise<Page> {
  const page = await ctx.newPage(locale);
  await page.context().addInitScript((value) => window.localStorage.setItem('token', value), token);
  return page;
}

/** Types digits on antd-mobile's number keyboard (the transaction password sheet). */
async function typeOnKeyboard(page: Page, digits: string): Promise<void> {
  await page.locator('.adm-number-keyboard-key').first().waitFor();
  for (const digit of digits) await page.locator('.adm-number-keyboard-key', { hasText: new RegExp(`^${digit}$`) }).click();
}

/** Opens a route, waits for its marker, checks texts and width, and saves a screenshot. */
async function visit(ctx: FlowContext, page: Page, route: string, ready: string, name: string): Promise<void> {
  await page.goto(`${ctx.baseUrl}/#${route}`);
  try {
    await page.locator(ready).first().waitFor({ timeout: 20_000 });
  } catch (error) {
    await ctx.shot(page, `${name}-FAILED`);
    throw new Error(`${name}: ${ready} did not appear; page says: ${(await page.locator('body').innerText()).slice(0, 300)}`, { cause: error });
  }
  await settle(page);
  await assertNoRawKeys(page, name);
  await assertNoHorizontalOverflow(page, name);
  await ctx.shot(page, name);
}

interface Bill {
  kind: string;
  walletType: string;
  currency: string;
  amount: string;
  ref?: string;
}

test('money: deposit with proof, operator approves, transfer to stocks, crypto deposit, withdrawal approved, statement shows every step', async ({ ctx }) => {
  const { browser, baseUrl, shot } = ctx;
  const { token } = await api<{ token: string }>(baseUrl, 'POST', '/loginByUsername', DEMO);
  const before = await api<{ list: { walletType: string; currency: string; available: string }[] }>(baseUrl, 'POST', '/wallet/getWalletBalance', {}, token);
  const mxnBefore = before.list.find((b) => b.walletType === 'BALANCE' && b.currency === 'MXN')!.available;

  // ---- 1. A peso deposit by bank transfer, with the proof image.
  const page = await userPage(ctx, 'en', token);
  await page.goto(`${baseUrl}/#/pages/profile/index`);
  await page.locator('[data-testid="balances-summary"][data-state="ready"]').waitFor();
  await page.getByTestId('shortcut-deposit').click();
  await hashIs(page, '/pages/deposit/index');
  await page.getByTestId('deposit-channel-MXN').click();
  await hashIs(page, '/pages/deposit/fiat');
  await page.getByTestId('deposit-bank-clabe').waitFor();
  assert.equal(await page.getByTestId('deposit-bank-clabe-value').innerText(), '6461 8015 6400 0000 03');
  // Amounts keep at most 2 decimals as they are typed, and the minimum is 1.
  await page.getByTestId('deposit-amount-input').fill('0.567');
  assert.equal(await page.getByTestId('deposit-amount-input').inputValue(), '0.56');
  await page.getByTestId('deposit-submit').click();
  await page.getByTestId('deposit-amount-error').waitFor();
  // Without the proof: "Please upload your credentials first".
  await page.getByTestId('deposit-amount-input').fill('12500.50');
  await page.getByTestId('deposit-submit').click();
  await page.locator('.adm-toast-main', { hasText: 'Please upload your credentials first' }).waitFor();
  await page.getByTestId('deposit-proof-input').setInputFiles(writeTestPng('spei-receipt.png', [0, 135, 90]));
  await page.locator('[data-testid="deposit-proof"][data-state="done"]').waitFor({ timeout: 20_000 });
  await settle(page);
  await shot(page, 'money-deposit-fiat-filled-en');
  await page.getByTestId('deposit-submit').click();
  await page.getByTestId('deposit-done').waitFor();
  assert.equal(await page.getByTestId('deposit-done-amount').innerText(), 'MX$12,500.50');
  assert.equal(await page.getByTestId('deposit-done-status').getAttribute('data-status'), '1');
  await settle(page);
  await shot(page, 'money-deposit-submitted-en');

  // ---- 2. The operator sees the proof and approves.
  const admin = await desktopPage(browser, 'es');
  await operatorLogin(admin, baseUrl);
  await admin.getByTestId('nav-deposits').click();
  const depositRow = admin.locator('tr[data-username="demo"]').first();
  await depositRow.waitFor();
  await shot(admin, 'money-admin-deposits-es');
  await depositRow.click();
  await admin.getByTestId('deposit-proof').waitFor({ timeout: 20_000 });
  assert.equal(await admin.getByTestId('deposit-detail-amount').innerText(), 'MX$12,500.50');
  await shot(admin, 'money-admin-deposit-detail-es');
  await admin.getByTestId('deposit-approve').click();
  await admin.getByTestId('deposit-approve-confirm').click();
  await admin.locator('[data-testid="deposit-detail-status"]', { hasText: 'Completado' }).waitFor();

  // The user's record shows it completed.
  await page.goto(`${baseUrl}/#/pages/deposit/record`);
  await page.locator('[data-testid^="deposit-record-"][data-status="3"]').first().waitFor();
  await settle(page);
  await shot(page, 'money-deposit-record-en');

  // ---- 3. Transfers: one cancelled inside its undo window, one to the US stock wallet.
  await page.goto(`${baseUrl}/#/pages/profile/transfer?to=US_STOCK`);
  await page.getByTestId('transfer-from').waitFor();
  assert.equal(await page.getByTestId('transfer-from').getAttribute('data-value'), 'BALANCE:MXN');
  assert.equal(await page.getByTestId('transfer-to').getAttribute('data-value'), 'US_STOCK:USD');
  await page.getByTestId('transfer-amount-input').fill('100');
  await page.locator('[data-testid="transfer-quote"][data-state="ready"]').waitFor();
  await page.getByTestId('transfer-confirm').click();
  const pendingCancel = page.locator('[data-testid^="transfer-"][data-status="pending"] [data-testid$="-cancel"]').first();
  await pendingCancel.click();
  await page.locator('.adm-dialog').getByRole('button', { name: 'Cancel' }).last().click();
  await page.locator('[data-testid^="transfer-"][data-status="cancelled"]').first().waitFor();

  await page.getByTestId('transfer-amount-input').fill('20000');
  await page.locator('[data-testid="transfer-quote"][data-state="ready"]').waitFor();
  assert.match(await page.getByTestId('transfer-quote-rate').innerText(), /^USD\/MXN \d+\.\d{4}$/);
  // The spread as money in the currency received, then as a fraction (issue 12).
  assert.match(await page.getByTestId('transfer-quote-spread').innerText(), /^US\$\d+\.\d{2} \(\d+\.\d{2}\s?%\)$/);
  assert.match(await page.getByTestId('transfer-quote-out').innerText(), /^US\$\d{1,3}(,\d{3})*\.\d{2}$/);
  await settle(page);
  await shot(page, 'money-transfer-quote-en');
  await page.getByTestId('transfer-confirm').click();
  // It settles after the undo window (10 s): the row turns completed on its own.
  await page.locator('[data-testid="transfer-recent"] [data-testid^="transfer-"][data-status="completed"]').first().waitFor({ timeout: 30_000 });

  // ---- 4. A crypto deposit: the confirmations count arrives live, credited at 3.
  await page.goto(`${baseUrl}/#/pages/deposit/wallet?currency=USDT`);
  await page.getByTestId('deposit-qr').waitFor();
  await page.getByTestId('deposit-crypto-amount-input').fill('250');
  await page.getByTestId('deposit-crypto-submit').click();
  const incoming = page.locator('[data-testid^="deposit-incoming-"][data-confirmations]').first();
  await incoming.waitFor();
  await incoming.scrollIntoViewIfNeeded();
  await settle(page);
  await shot(page, 'money-deposit-crypto-confirming-en');
  await page.locator('[data-testid="deposit-incoming"] [data-status="3"]').first().waitFor({ timeout: 40_000 });

  // ---- 5. A withdrawal to the saved bank account, with the transaction password.
  await page.goto(`${baseUrl}/#/pages/withdraw/bcard`);
  await page.locator('[data-testid^="withdraw-destination-"]').first().waitFor();
  await page.getByTestId('withdraw-amount-all').waitFor();
  await page.getByTestId('withdraw-amount-input').fill('3000');
  await page.getByTestId('withdraw-submit').click();
  await page.getByTestId('withdraw-pay').waitFor();
  await typeOnKeyboard(page, '111111');
  await page.getByTestId('withdraw-pay-error').waitFor();
  // The PIN sheet stays open for another try: only the toast has to be gone.
  await expect(page.locator('.adm-toast-main')).toHaveCount(0);
  await stillOnScreen(page.getByTestId('withdraw-pay'), 'the PIN sheet');
  await shot(page, 'money-withdraw-paypwd-wrong-en');
  await typeOnKeyboard(page, DEMO.payPassword);
  await page.getByTestId('withdraw-done').waitFor();
  assert.equal(await page.getByTestId('withdraw-done-amount').innerText(), 'MX$3,000.00');
  await settle(page);
  await shot(page, 'money-withdraw-submitted-en');

  // The operator approves it (a small one: one approval).
  await admin.getByTestId('nav-withdrawals').click();
  const withdrawalRow = admin.locator('tr[data-username="demo"]').first();
  await withdrawalRow.waitFor();
  await shot(admin, 'money-admin-withdrawals-es');
  await withdrawalRow.click();
  await admin.getByTestId('withdrawal-payout').waitFor();
  await shot(admin, 'money-admin-withdrawal-detail-es');
  await admin.getByTestId('withdrawal-approve').click();
  await admin.getByTestId('withdrawal-approve-confirm').click();
  // Approved is not paid (issue 30.2): sent with its SPEI tracking key before the cut-off, then paid.
  await admin.locator('[data-testid="withdrawal-detail-status"]', { hasText: 'Aprobado, por enviar' }).waitFor();
  await admin.getByTestId('payout-cutoff').waitFor();
  await admin.getByTestId('payout-send').click();
  await admin.getByTestId('payout-tracking-input').fill(`BMX${Date.now()}`);
  await admin.getByTestId('payout-send-confirm').click();
  await admin.getByTestId('payout-tracking-key').waitFor();
  await admin.getByTestId('payout-paid').click();
  await admin.getByTestId('payout-paid-confirm').click();
  await admin.locator('[data-testid="withdrawal-detail-status"]', { hasText: 'Pagado' }).waitFor();

  // House accounts and a clean reconciliation.
  await admin.getByTestId('nav-house').click();
  await admin.getByTestId('house-table').waitFor();
  await shot(admin, 'money-admin-house-es');
  await admin.getByTestId('nav-reconciliation').click();
  // Opening the page runs nothing: the operator asks for a run (audited).
  await admin.getByTestId('recon-run').click();
  await admin.locator('[data-testid="recon-summary"][data-ok="true"]').waitFor({ timeout: 30_000 });
  await shot(admin, 'money-admin-reconciliation-es');

  // ---- 6. The statement shows every step.
  await page.goto(`${baseUrl}/#/pages/profile/transaction`);
  await page.getByTestId('statement-list').waitFor();
  const bills = await api<{ list: Bill[] }>(baseUrl, 'POST', '/wallet/getWalletBill', { pageNum: 1, pageSize: 50 }, token);
  const has = (kind: string, wallet: string, currency: string, amount: RegExp) =>
    bills.list.some((b) => b.kind === kind && b.walletType === wallet && b.currency === currency && amount.test(b.amount));
  assert.ok(has('deposit', 'BALANCE', 'MXN', /^12500\.50$/), 'the bank deposit');
  assert.ok(has('transfer', 'BALANCE', 'MXN', /^-20000\.00$/), 'the transfer out of the funding account');
  assert.ok(has('transfer', 'US_STOCK', 'USD', /^\d+\.\d{2}$/), 'the transfer into the stock wallet');
  assert.ok(has('deposit', 'BALANCE', 'USD', /^2\d\d\.\d{2}$/), 'the crypto deposit of 250 USDT, credited in USD at the live price');
  assert.ok(has('withdrawal', 'BALANCE', 'MXN', /^-3000\.00$/), 'the withdrawal');
  for (const kind of ['deposit', 'transfer', 'withdrawal']) await page.locator(`[data-testid^="bill-"][data-kind="${kind}"]`).first().waitFor();
  // The cancelled transfer moved nothing: 100 never left the funding account for good.
  assert.ok(!has('transfer', 'BALANCE', 'MXN', /^-100\.00$/), 'a cancelled transfer is not in the statement');
  const after = await api<{ list: { walletType: string; currency: string; available: string }[] }>(baseUrl, 'POST', '/wallet/getWalletBalance', {}, token);
  const mxnAfter = after.list.find((b) => b.walletType === 'BALANCE' && b.currency === 'MXN')!.available;
  assert.equal(Math.round(Number(mxnAfter) * 100) - Math.round(Number(mxnBefore) * 100), 1250050 - 2000000 - 300000, 'funding MXN moved by +12,500.50 - 20,000 - 3,000');
  await settle(page);
  await shot(page, 'money-statement-en');
  // Filters: the stock wallet only.
  await page.getByTestId('history-wallet').selectOption('US_STOCK');
  await page.locator('[data-testid^="bill-"][data-wallet="US_STOCK"][data-kind="transfer"]').first().waitFor();
  await waitFor(async () => (await page.locator('.bill-row:not([data-wallet="US_STOCK"])').count()) === 0, 'only US_STOCK rows');
  await page.getByTestId('history-tab-withdrawals').click();
  await page.locator('[data-testid^="withdrawal-"][data-status="3"]').first().waitFor();
  await admin.context().close();
  await page.context().close();
});

test('money: a large withdrawal waits for a second operator, then is rejected; a user without KYC is told to verify', async ({ ctx }) => {
  const { browser, baseUrl, shot } = ctx;
  const { token } = await api<{ token: string }>(baseUrl, 'POST', '/loginByUsername', DEMO);
  const cards = await api<{ list: { id: number }[] }>(baseUrl, 'POST', '/UserAccount/SelectCardNo', {}, token);
  const large = await api<{ id: number; requiredApprovals: number }>(
    baseUrl,
    'POST',
    '/withdrawal/withdrawal-apply',
    { currency: 'MXN', amount: '60000', cardId: cards.list[0]!.id, payPassword: DEMO.payPassword, idempotencyKey: `e2e-large-${Date.now()}` },
    token,
  );
  assert.equal(large.requiredApprovals, 2);

  const admin = await desktopPage(browser, 'en');
  await operatorLogin(admin, baseUrl);
  await admin.goto(`${baseUrl}/admin/#/withdrawals/${large.id}`);
  await admin.getByTestId('withdrawal-second-approval').waitFor();
  await admin.getByTestId('withdrawal-approve').click();
  await admin.getByTestId('withdrawal-approve-confirm').click();
  // One approval given: still pending, and this operator cannot give the second one.
  await admin.locator('[data-testid="withdrawal-approvals"]', { hasText: '1/2' }).waitFor();
  assert.equal(await admin.getByTestId('withdrawal-approve').isDisabled(), true);
  assert.match(await admin.getByTestId('withdrawal-second-approval').innerText(), /another operator/i);
  await settle(admin);
  await shot(admin, 'money-admin-withdrawal-second-approval-en');
  await admin.getByTestId('withdrawal-reject').click();
  await admin.getByTestId('withdrawal-reason-0').click();
  await admin.getByTestId('withdrawal-reject-confirm').click();
  await admin.locator('[data-testid="withdrawal-detail-status"]', { hasText: 'Rejected' }).waitFor();

  // The user sees "Rejected" with the reason, and the 60,000 is available again.
  const page = await userPage(ctx, 'en', token);
  await page.goto(`${baseUrl}/#/pages/profile/transaction?tab=withdrawals`);
  const row = page.getByTestId(`withdrawal-${large.id}`);
  await row.waitFor();
  assert.equal(await row.getAttribute('data-status'), '2');
  assert.match(await row.innerText(), /Rejected/);
  assert.match(await row.innerText(), /The account holder does not match/);
  await settle(page);
  await shot(page, 'money-withdrawals-rejected-en');
  await page.context().close();
  await admin.context().close();

  // A new user without KYC: the withdrawal page asks to verify first.
  const opToken = await operatorToken(baseUrl);
  const username = `luis_${Date.now().toString(36).slice(-6)}`;
  const email = `${username}@example.mx`;
  await api(baseUrl, 'POST', '/getEmailCode', { email, type: 'register' });
  const code = await emailCode(baseUrl, opToken, email);
  const password = 'Mercado2026!';
  const fresh = await api<{ token: string }>(baseUrl, 'POST', '/register/email', { email, code, username, password, confirmPassword: password, agreement: true });
  const newcomer = await userPage(ctx, 'es', fresh.token);
  await newcomer.goto(`${baseUrl}/#/pages/withdraw/bcard`);
  await newcomer.getByTestId('kyc-required').waitFor();
  assert.equal(await newcomer.getByTestId('withdraw-submit').isDisabled(), true);
  await newcomer.getByTestId('withdraw-add-destination').waitFor();
  await settle(newcomer);
  await assertNoRawKeys(newcomer, 'withdraw without KYC');
  await shot(newcomer, 'money-withdraw-kyc-required-es');
  await newcomer.getByTestId('kyc-required-go').click();
  await hashIs(newcomer, '/pages/kyc/individual');
  await newcomer.context().close();

  // A payout account is saved with the transaction password, said at once, and usable only after the cooling-off (issue 29.8).
  await api(baseUrl, 'POST', '/settingPayPassword', { payPassword: '246810', confirmPayPassword: '246810' }, fresh.token);
  const adder = await userPage(ctx, 'es', fresh.token);
  await adder.goto(`${baseUrl}/#/pages/bcard/modify`);
  await adder.getByTestId('bcard-card-no').locator('input').fill('002180700000000008');
  await adder.getByTestId('bcard-bank-name').locator('input').fill('Banamex');
  await adder.getByTestId('bcard-account-name').locator('input').fill('Luis Pérez');
  await expect(adder.getByTestId('bcard-cooling-note')).toContainText('24 horas');
  await adder.getByTestId('bcard-save').click();
  await typePin(adder, '246810');
  const payoutCards = async () => (await api<{ list: Array<{ usableFrom: number; createdAt: number }> }>(baseUrl, 'POST', '/UserAccount/SelectCardNo', {}, fresh.token)).list;
  await waitFor(async () => (await payoutCards()).length === 1, 'the card saved');
  const [saved] = (await payoutCards()) as [{ usableFrom: number; createdAt: number }];
  // The server's clock (the flows' test clock), not this machine's.
  assert.equal(saved.usableFrom - saved.createdAt, 24 * 3_600_000, 'usable only after the 24-hour cooling-off');
  const told = await api<{ list: Array<{ title: string }> }>(baseUrl, 'GET', '/userMessage/getMessage', undefined, fresh.token);
  assert.ok(told.list.some((n) => n.title === 'New payout account'), 'a notice says the account was saved');
  await adder.context().close();
});

test('money: every money screen in es, en and zh (no raw keys, no overflow)', async ({ ctx }) => {
  const { token } = await api<{ token: string }>(ctx.baseUrl, 'POST', '/loginByUsername', DEMO);
  const cards = await api<{ list: { id: number }[] }>(ctx.baseUrl, 'POST', '/UserAccount/SelectCardNo', {}, token);
  const wallets = await api<{ list: { id: number }[] }>(ctx.baseUrl, 'POST', '/userWallet/list', {}, token);
  for (const locale of LOCALES) {
    const page = await userPage(ctx, locale, token);
    const screens: [string, string, string][] = [
      ['/pages/profile/index', '[data-testid="balances-summary"][data-state="ready"]', 'profile'],
      ['/pages/deposit/index', '[data-testid="deposit-channel-MXN"]', 'deposit-index'],
      ['/pages/deposit/fiat?currency=MXN', '[data-testid="deposit-bank-clabe"]', 'deposit-fiat'],
      ['/pages/deposit/fiat?currency=USD', '[data-testid="deposit-bank-abaRouting"]', 'deposit-fiat-usd'],
      ['/pages/deposit/wallet?currency=USDT', '[data-testid="deposit-qr"]', 'deposit-wallet'],
      ['/pages/deposit/record', '[data-testid="deposit-record-filters"]', 'deposit-record'],
      ['/pages/withdraw/bcard', '[data-testid^="withdraw-destination-"]', 'withdraw-bcard'],
      ['/pages/withdraw/vm', '[data-testid^="withdraw-destination-"]', 'withdraw-vm'],
      ['/pages/bcard/index', '[data-testid="bcard-list"]', 'bcard-index'],
      [`/pages/bcard/modify?id=${cards.list[0]!.id}`, '[data-testid="bcard-clabe-ok"]', 'bcard-modify'],
      ['/pages/vm/index', '[data-testid="vm-list"]', 'vm-index'],
      [`/pages/vm/modify?id=${wallets.list[0]!.id}`, '[data-testid="vm-address"]', 'vm-modify'],
      ['/pages/profile/transfer', '[data-testid="transfer-form"]', 'transfer'],
      ['/pages/profile/transaction', '[data-testid="statement-list"]', 'transaction'],
    ];
    for (const [route, ready, name] of screens) await visit(ctx, page, route, ready, `money-${name}-${locale}`);

    // The balances card opens to every wallet.
    await page.goto(`${ctx.baseUrl}/#/pages/profile/index`);
    await page.getByTestId('balances-toggle').click();
    await page.getByTestId('balances-wallets').waitFor();
    await settle(page);
    await assertNoRawKeys(page, `balances (${locale})`);

    // A new bank card: the CLABE is checked as it is typed, the bank is recognised.
    await page.goto(`${ctx.baseUrl}/#/pages/bcard/modify`);
    await page.getByTestId('bcard-card-no').locator('input').fill('012180001234567890');
    await page.getByTestId('bcard-save').click();
    await page.locator('.adm-form-item-feedback-error').first().waitFor();
    await page.getByTestId('bcard-card-no').locator('input').fill('002180700000000001');
    await page.getByTestId('bcard-card-no').locator('input').blur();
    await settle(page);
    await assertNoRawKeys(page, `bcard add (${locale})`);
    await ctx.shot(page, `money-bcard-add-${locale}`);

    // The transaction password sheet.
    await page.goto(`${ctx.baseUrl}/#/pages/withdraw/bcard`);
    await page.locator('[data-testid^="withdraw-destination-"]').first().waitFor();
    await page.getByTestId('withdraw-amount-input').fill('10');
    await page.getByTestId('withdraw-submit').click();
    await page.getByTestId('withdraw-pay').waitFor();
    await page.locator('.adm-number-keyboard-key').first().waitFor();
    await stillOnScreen(page.getByTestId('withdraw-pay'), `${locale}: the pay sheet`);
    await assertNoRawKeys(page, `pay sheet (${locale})`);
    await ctx.shot(page, `money-pay-sheet-${locale}`);
    await page.context().close();
  }
});
