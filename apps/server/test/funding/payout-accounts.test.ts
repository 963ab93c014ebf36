import { PAYOUT_COOLING_OFF_HOURS, type AdminWithdrawal, type BankCard, type CryptoWallet, type Notice, type Page, type TwoFactorSetup, type Withdrawal } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { need } from '../../src/context.ts';
import { ManualClock } from '../../src/lib/clock.ts';
import { totpCode } from '../../src/modules/accounts/totp.ts';
import { call } from '../accounts/_api.ts';
import { loginOperator, verifiedUser, type TestUser } from '../fixtures/users.ts';
import { createTestApp, type TestApp } from '../helpers.ts';
import { depositAndApprove, moneyCall, WEEKDAY_NOON } from './_money.ts';

/**
 * Issue 29.8: a payout account is guarded. Adding or changing one asks for the transaction
 * password (and the second factor once enrolled), tells the user by notice and email, and money
 * may go to it only after the published cooling-off; the withdrawal review shows risk flags.
 */
const clock = new ManualClock(WEEKDAY_NOON);
const HOURS = PAYOUT_COOLING_OFF_HOURS * 3_600_000;
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(() => t.close());

const card = { bankName: 'BBVA México', accountName: 'Test User', cardNo: '012180001234567899' };
const addCard = (user: TestUser, payload: Record<string, unknown>, lang: 'en' | 'mx' = 'en') => call<BankCard & { error?: string; field?: string }>(t, 'POST', '/UserAccount/addCardNo', { token: user.token, payload, lang });
const cards = async (user: TestUser) => (await call<{ list: BankCard[] }>(t, 'POST', '/UserAccount/SelectCardNo', { token: user.token, payload: {} })).data.list;
const withdraw = (user: TestUser, cardId: number, amount = '1000', lang: 'en' | 'mx' = 'en') =>
  moneyCall<Withdrawal & { error?: string; field?: string }>(t, '/withdrawal/withdrawal-apply', { token: user.token, payload: { amount, cardId, payPassword: '123456' }, lang });
/** A new session after the clock moved past the last one's life, from the user's phone (one device id). */
const relogin = async (user: TestUser): Promise<TestUser> => ({ ...user, token: (await call<{ token: string }>(t, 'POST', '/loginByUsername', { payload: { username: user.username, password: user.password, deviceId: `test-phone-of-user-${user.userId}` } })).data.token });
const notices = async (user: TestUser) => (await call<Page<Notice>>(t, 'GET', '/userMessage/getMessage?pageSize=50', { token: user.token })).data.list;

describe('payout accounts', () => {
  it('need the transaction password: none or a wrong one saves nothing', async () => {
    const user = await verifiedUser(t);
    const none = await addCard(user, card);
    expect(none.status).toBe(422);
    expect(none.data.field).toBe('payPassword');
    const wrong = await addCard(user, { ...card, payPassword: '000000' }, 'mx');
    expect(wrong).toMatchObject({ status: 422, data: { error: 'PAY_PASSWORD_WRONG' } });
    expect(await cards(user)).toEqual([]);
  });

  it('need the second factor once enrolled', async () => {
    const user = await verifiedUser(t);
    const setup = await call<TwoFactorSetup>(t, 'POST', '/twoFactor/setup', { token: user.token });
    expect((await call(t, 'POST', '/twoFactor/enable', { token: user.token, payload: { code: totpCode(setup.data.secret, clock.now()) } })).status).toBe(200);
    clock.advance(30_000);
    const noCode = await addCard(user, { ...card, payPassword: '123456' });
    expect(noCode.status).toBe(422);
    expect(noCode.data.field).toBe('totp');
    expect(await cards(user)).toEqual([]);
    const withCode = await addCard(user, { ...card, payPassword: '123456', totp: totpCode(setup.data.secret, clock.now()) });
    expect(withCode.status, withCode.msg).toBe(200);
  });

  it('tell the user by notice and email, and take withdrawals only after the cooling-off', async () => {
    const user = await verifiedUser(t);
    // Operators' sessions are short: each test signs one in (the clock moves days here).
    const reviewer = await loginOperator(t, 'reviewer');
    await depositAndApprove(t, user, reviewer, '50000.00');
    const saved = await addCard(user, { ...card, payPassword: '123456' }, 'mx');
    expect(saved.status, saved.msg).toBe(200);
    expect(saved.data.usableFrom).toBe(clock.now() + HOURS);
    const notice = (await notices(user)).find((n) => n.title === 'New payout account');
    expect(notice?.body).toMatch(/^You saved BBVA México \*\*\*\* 7899 for your withdrawals\. For your safety, you can withdraw to it from [A-Z][a-z]+ \d{1,2}, \d{4} at \d{2}:\d{2} \(Mexico City time\)\./);
    const mails = await need(t.ctx, 'mail').outbox({ to: user.email, pageNum: 1, pageSize: 20 });
    expect(mails.list.map((m) => m.subject)).toContain('Nueva cuenta de retiro');

    // Before the cooling-off ends: refused, nothing held.
    const before = await call<{ amount: string }>(t, 'GET', '/withdrawal/getUsableWithdrawalAmount?currency=MXN', { token: user.token });
    const early = await withdraw(user, saved.data.id, '1000', 'mx');
    expect(early).toMatchObject({ status: 409, data: { error: 'PAYOUT_ACCOUNT_COOLING_OFF', field: 'cardId' } });
    expect(early.msg).toMatch(/^Por seguridad, a esta cuenta se puede retirar desde el \d{1,2} de [a-z]+ de \d{4}/);
    expect((await call<{ amount: string }>(t, 'GET', '/withdrawal/getUsableWithdrawalAmount?currency=MXN', { token: user.token })).data.amount).toBe(before.data.amount);

    // A change of city keeps the date; a new account number starts the cooling-off again.
    clock.advance(HOURS - 60_000);
    const city = await call<BankCard>(t, 'POST', '/UserAccount/UpdateCardNo', { token: user.token, payload: { ...card, id: saved.data.id, city: 'Puebla', payPassword: '123456' } });
    expect(city.data.usableFrom).toBe(saved.data.usableFrom);
    clock.advance(60_000);
    const paid = await withdraw(user, saved.data.id);
    expect(paid.status, paid.msg).toBe(200);
    const moved = await call<BankCard>(t, 'POST', '/UserAccount/UpdateCardNo', { token: user.token, payload: { ...card, id: saved.data.id, cardNo: '002180001234567896', payPassword: '123456' } });
    expect(moved.data.usableFrom).toBe(clock.now() + HOURS);
    expect((await withdraw(user, saved.data.id)).data.error).toBe('PAYOUT_ACCOUNT_COOLING_OFF');
    expect((await notices(user)).filter((n) => n.title === 'Payout account changed')).toHaveLength(1);
    expect((await need(t.ctx, 'ledger').reconcile()).ok).toBe(true);
  });

  it('a crypto wallet waits the same; a new label does not restart it', async () => {
    const user = await verifiedUser(t);
    const wallet = { currency: 'USDT', network: 'ERC20', address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed', payPassword: '123456' };
    const saved = await call<CryptoWallet>(t, 'POST', '/userWallet/add', { token: user.token, payload: wallet });
    expect(saved.data.usableFrom).toBe(clock.now() + HOURS);
    clock.advance(60_000);
    const labelled = await call<CryptoWallet>(t, 'POST', '/userWallet/update', { token: user.token, payload: { ...wallet, id: saved.data.id, label: 'Binance' } });
    expect(labelled.data.usableFrom).toBe(saved.data.usableFrom);
    const early = await moneyCall<{ error?: string; field?: string }>(t, '/withdrawal/withdrawal-apply', { token: user.token, payload: { currency: 'USD', amount: '10', walletId: saved.data.id, payPassword: '123456' } });
    expect(early).toMatchObject({ status: 409, data: { error: 'PAYOUT_ACCOUNT_COOLING_OFF', field: 'walletId' } });
  });

  it('the withdrawal review flags a new account, a first withdrawal and one far above the history', async () => {
    const user = await verifiedUser(t);
    await depositAndApprove(t, user, await loginOperator(t, 'reviewer'), '90000.00');
    const saved = await addCard(user, { ...card, payPassword: '123456' });
    clock.advance(HOURS);
    const reviewer = await loginOperator(t, 'reviewer');
    const admin = await loginOperator(t, 'admin');
    const first = await withdraw(await relogin(user), saved.data.id, '1000');
    expect(first.status, first.msg).toBe(200);
    const review = (id: number) => call<AdminWithdrawal>(t, 'GET', `/admin/money/withdrawals/${id}`, { token: admin.token });
    const firstReview = await review(first.data.id);
    expect(firstReview.status, firstReview.msg).toBe(200);
    expect(firstReview.data.riskFlags).toEqual(expect.arrayContaining(['new_payout_account', 'first_withdrawal']));
    expect((await call(t, 'POST', '/admin/money/withdrawals/approve', { token: reviewer.token, payload: { id: first.data.id } })).status).toBe(200);
    // Eight days on, signed in again on the same phone: the account is no longer new; 5,000 is
    // over three times the 1,000 paid before.
    clock.advance(8 * 24 * 3_600_000);
    const again = await relogin(user);
    const operator = await loginOperator(t, 'admin');
    const reviewNow = (id: number) => call<AdminWithdrawal>(t, 'GET', `/admin/money/withdrawals/${id}`, { token: operator.token });
    const large = await withdraw(again, saved.data.id, '5000');
    expect(large.status, large.msg).toBe(200);
    expect((await reviewNow(large.data.id)).data.riskFlags).toEqual(['large_vs_history']);
    const usual = await withdraw(again, saved.data.id, '900');
    expect((await reviewNow(usual.data.id)).data.riskFlags).toEqual([]);
    // From a device the server has never seen: flagged.
    const stranger = await call<{ token: string }>(t, 'POST', '/loginByUsername', { payload: { username: user.username, password: user.password, deviceId: 'a-laptop-never-seen-before-0001' } });
    const fromNew = await withdraw({ ...user, token: stranger.data.token }, saved.data.id, '900');
    expect((await reviewNow(fromNew.data.id)).data.riskFlags).toEqual(['new_device']);
  });
});
