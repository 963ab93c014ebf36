import crypto from 'node:crypto';
import type { AdminDeposit, Deposit } from '@app/contracts';
import { expect } from 'vitest';
import { call, tinyPng, upload } from '../accounts/_api.ts';
import type { TestOperator, TestUser } from '../fixtures/users.ts';
import type { TestApp } from '../helpers.ts';

export const newKey = () => crypto.randomUUID();

/** A money-moving call with an Idempotency-Key header (a fresh one unless given). */
export async function moneyCall<T = Record<string, unknown>>(
  t: TestApp,
  url: string,
  options: { token: string; payload: unknown; key?: string; lang?: 'mx' | 'en' | 'zh_Hans_CN' },
): Promise<{ status: number; code: number; msg: string; data: T }> {
  const res = await t.app.inject({
    method: 'POST',
    url: `/web${url}`,
    headers: { lang: options.lang ?? 'en', authorization: options.token, 'idempotency-key': options.key ?? newKey() },
    payload: options.payload as Record<string, unknown>,
  });
  return { status: res.statusCode, ...(JSON.parse(res.body) as { code: number; msg: string; data: T }) };
}

/** A bank deposit with a real proof upload, approved by an operator through the API. */
export async function depositAndApprove(t: TestApp, user: TestUser, operator: TestOperator, amount: string, currency = 'MXN'): Promise<AdminDeposit> {
  const proof = await upload(t, user.token, tinyPng());
  const created = await moneyCall<Deposit>(t, '/recharge/create', { token: user.token, payload: { currency, amount, proofUrl: proof.data.url } });
  expect(created.status, created.msg).toBe(200);
  const approved = await call<AdminDeposit>(t, 'POST', '/admin/money/deposits/approve', { token: operator.token, payload: { id: created.data.id } });
  expect(approved.status, approved.msg).toBe(200);
  return approved.data;
}

/**
 * A saved Mexican bank card (valid CLABE) of the user, saved with the transaction password 123456
 * (verifiedUser's); answers its id. By default the card is ready for withdrawals, as one saved
 * longer ago than the cooling-off (PAYOUT_COOLING_OFF_HOURS); `{ cooling: true }` keeps it new.
 */
export async function saveCard(t: TestApp, user: TestUser, clabe = '012180001234567899', options: { cooling?: boolean } = {}): Promise<number> {
  const res = await call<{ id: number }>(t, 'POST', '/UserAccount/addCardNo', { token: user.token, payload: { bankName: 'BBVA México', accountName: 'Test User', cardNo: clabe, payPassword: '123456' } });
  expect(res.status, res.msg).toBe(200);
  if (!options.cooling) await t.ctx.db.updateTable('bank_cards').set({ usable_from: new Date(t.ctx.clock.now()) }).where('id', '=', res.data.id).execute();
  return res.data.id;
}

/** Mid-week, 11:15 in New York: every market but Hong Kong open. */
export const WEEKDAY_NOON = Date.parse('2026-11-17T16:15:30Z');
