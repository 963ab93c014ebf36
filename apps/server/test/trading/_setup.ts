import crypto from 'node:crypto';
import type { Currency, LedgerWallet } from '@app/contracts';
import Decimal from 'decimal.js';
import { need } from '../../src/context.ts';
import type { AppModule } from '../../src/context.ts';
import { ledgerModule } from '../../src/ledger/index.ts';
import { ManualClock } from '../../src/lib/clock.ts';
import { modules } from '../../src/modules/index.ts';
import { tradingModule } from '../../src/modules/trading/index.ts';
import { reviewApplication } from '../../src/modules/wallet/applications.ts';
import { loginOperator, verifiedUser, type TestUser } from '../fixtures/users.ts';
import { body, createTestApp, type TestApp } from '../helpers.ts';

/** Tuesday 6 January 2026, 10:00 in New York and 09:00 in Mexico City: US and BMV sessions open, HKEX closed. */
export const US_OPEN = Date.UTC(2026, 0, 6, 15, 0, 0);
/** The same Tuesday, 10:30 in Hong Kong: HKEX open, New York closed (22:30 the day before). */
export const HK_OPEN = Date.UTC(2026, 0, 6, 2, 30, 0);

/** The app's modules with trading (and the ledger it needs) in place, whatever the shared list holds today. */
export function tradingModules(): AppModule[] {
  const list = [...modules];
  if (!list.some((m) => m.name === 'ledger')) list.push(ledgerModule);
  if (!list.some((m) => m.name === 'trading')) list.push(tradingModule);
  return list;
}

export async function tradingApp(start = US_OPEN): Promise<{ t: TestApp; clock: ManualClock }> {
  const clock = new ManualClock(start);
  const t = await createTestApp({ clock, modules: tradingModules() });
  return { t, clock };
}

/** Money into a user's product wallet from the house's demo funding account (a real ledger posting). */
export async function fund(t: TestApp, userId: number, wallet: LedgerWallet, currency: Currency, amount: string): Promise<void> {
  await need(t.ctx, 'ledger').post({
    kind: 'seed',
    ref: `test:${userId}`,
    legs: [{ from: { house: 'DEMO_FUNDING', currency }, to: { userId, wallet, currency }, amount: BigInt(new Decimal(amount).times(100).toFixed(0)) }],
  });
}

export async function balance(t: TestApp, userId: number, wallet: LedgerWallet, currency: Currency) {
  return need(t.ctx, 'ledger').balance({ userId, wallet, currency });
}

/**
 * A funded, verified user with an approved MARGIN account and the leverage risk notice
 * acknowledged (issue 12): the trading tests open stock shorts, leveraged stocks, futures and
 * forex. A plain cash investor is `investor()`.
 */
export async function trader(t: TestApp, funds: Partial<Record<LedgerWallet, [Currency, string]>> = { US_STOCK: ['USD', '100000'] }): Promise<TestUser> {
  const user = await investor(t, funds);
  await approveMargin(t, user);
  await acknowledgeRisk(t, user);
  return user;
}

/** A funded, verified user with a cash account (no margin application, no risk notice acknowledged). */
export async function investor(t: TestApp, funds: Partial<Record<LedgerWallet, [Currency, string]>> = { US_STOCK: ['USD', '100000'] }): Promise<TestUser> {
  const user = await verifiedUser(t);
  for (const [wallet, [currency, amount]] of Object.entries(funds)) await fund(t, user.userId, wallet as LedgerWallet, currency, amount);
  return user;
}

/** The user applies for a margin account (the MARGIN service application) and an operator approves it. */
export async function approveMargin(t: TestApp, user: TestUser): Promise<void> {
  const applied = await t.app.inject({ method: 'POST', url: '/web/userCenter/apply/service', headers: { authorization: user.token, lang: 'en' }, payload: { service: 'MARGIN', remark: 'risk disclosure accepted' } });
  const id = body<{ id: number }>(applied).data.id;
  const operator = await loginOperator(t, 'money_reviewer');
  await reviewApplication(t.ctx, { id: operator.operatorId, username: operator.username }, id, 'approve', undefined, 'en');
}

export async function acknowledgeRisk(t: TestApp, user: TestUser): Promise<void> {
  await t.app.inject({ method: 'POST', url: '/web/trade/riskNotice/ack', headers: { authorization: user.token, lang: 'en' }, payload: { version: 1 } });
}

export const key = () => crypto.randomUUID();

export async function call<T = unknown>(t: TestApp, user: TestUser | undefined, url: string, payload?: unknown, headers: Record<string, string> = {}) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/web${url}`,
    headers: { ...(user ? { authorization: user.token } : {}), lang: 'en', ...headers },
    ...(payload !== undefined ? { payload: payload as Record<string, unknown> } : {}),
  });
  return { status: res.statusCode, ...body<T>(res) };
}

export async function get<T = unknown>(t: TestApp, user: TestUser | undefined, url: string) {
  const res = await t.app.inject({ method: 'GET', url: `/web${url}`, headers: { ...(user ? { authorization: user.token } : {}), lang: 'en' } });
  return { status: res.statusCode, ...body<T>(res) };
}

/** Minor units of a decimal string ("12.34" -> 1234n). */
export const minor = (value: string) => BigInt(new Decimal(value).times(100).toFixed(0));

/** A house account of trading summed over its per-user shards (TRADING_MARGIN_00..31). */
export async function houseTotal(t: TestApp, name: 'TRADING_MARGIN' | 'TRADING_FEES' | 'TRADING_MARKET', currency: Currency): Promise<bigint> {
  const rows = await t.ctx.db.selectFrom('ledger_accounts').select(['balance']).where('house', 'like', `${name}_%`).where('currency', '=', currency).execute();
  return rows.reduce((sum, r) => sum + r.balance, 0n);
}
