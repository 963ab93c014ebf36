import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { need } from '../../src/context.ts';
import { accountCode, type AccountRef } from '../../src/ledger/accounts.ts';
import type { LedgerService } from '../../src/ledger/service.ts';
import { createTestApp, type TestApp } from '../helpers.ts';

/**
 * Property: any sequence of deposits, transfers, holds, captures, releases, withdrawals,
 * reversals and bursts of concurrent transfers keeps every transaction balanced, every
 * balance equal to the sum of its postings (and to a simple model), and no user balance
 * below zero.
 */
let t: TestApp;
let ledger: LedgerService;
let users: number[];

beforeAll(async () => {
  t = await createTestApp();
  ledger = need(t.ctx, 'ledger');
  const accounts = need(t.ctx, 'accounts');
  users = [];
  for (let i = 0; i < 2; i++) {
    users.push(await accounts.createUser({ username: `prop${i}${Date.now() % 100000}`, email: `prop${i}-${Date.now()}@example.mx`, password: 'Passw0rd!', accountType: 2 }));
  }
});
afterAll(() => t.close());

type Op =
  | { op: 'deposit'; user: number; currency: 0 | 1; amount: number }
  | { op: 'transfer'; user: number; currency: 0 | 1; out: boolean; amount: number }
  | { op: 'hold'; user: number; currency: 0 | 1; amount: number }
  | { op: 'release'; pick: number }
  | { op: 'capture'; pick: number; part: number; final: boolean }
  | { op: 'withdraw'; user: number; currency: 0 | 1; amount: number; approve: boolean }
  | { op: 'reverse'; pick: number }
  | { op: 'burst'; user: number; amounts: number[] };

const amount = fc.integer({ min: 1, max: 50_000 });
const user = fc.integer({ min: 0, max: 1 });
const currency = fc.constantFrom<0 | 1>(0, 1);
const opArb: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ op: fc.constant('deposit' as const), user, currency, amount }),
  fc.record({ op: fc.constant('transfer' as const), user, currency, out: fc.boolean(), amount }),
  fc.record({ op: fc.constant('hold' as const), user, currency, amount }),
  fc.record({ op: fc.constant('release' as const), pick: fc.nat() }),
  fc.record({ op: fc.constant('capture' as const), pick: fc.nat(), part: fc.integer({ min: 1, max: 100 }), final: fc.boolean() }),
  fc.record({ op: fc.constant('withdraw' as const), user, currency, amount, approve: fc.boolean() }),
  fc.record({ op: fc.constant('reverse' as const), pick: fc.nat() }),
  fc.record({ op: fc.constant('burst' as const), user, amounts: fc.array(amount, { minLength: 2, maxLength: 6 }) }),
);

const CURRENCIES = ['MXN', 'USD'] as const;
const PRODUCT = { MXN: 'MX', USD: 'US_STOCK' } as const;

class Model {
  readonly balance = new Map<string, bigint>();
  readonly held = new Map<string, bigint>();
  get(ref: AccountRef) {
    const code = accountCode(ref);
    return { balance: this.balance.get(code) ?? 0n, held: this.held.get(code) ?? 0n };
  }
  move(ref: AccountRef, delta: bigint) {
    const code = accountCode(ref);
    this.balance.set(code, (this.balance.get(code) ?? 0n) + delta);
  }
  hold(ref: AccountRef, delta: bigint) {
    const code = accountCode(ref);
    this.held.set(code, (this.held.get(code) ?? 0n) + delta);
  }
  available(ref: AccountRef) {
    const { balance, held } = this.get(ref);
    return balance - held;
  }
}

const isFunds = (error: unknown) => (error as { error?: string }).error === 'INSUFFICIENT_FUNDS';

describe('ledger properties', () => {
  it('keeps every transaction balanced and every balance equal to its postings, never negative', { timeout: 600_000 }, async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(opArb, { minLength: 5, maxLength: 25 }), async (ops) => {
        run++;
        // Each run books in its own pair of wallets (a fresh "run" house account keeps runs apart).
        const bank = (c: (typeof CURRENCIES)[number]): AccountRef => ({ house: `BANK_RUN${run}`, currency: c });
        const fees = (c: (typeof CURRENCIES)[number]): AccountRef => ({ house: `FEES_RUN${run}`, currency: c });
        const wallet = (u: number, w: 'BALANCE' | 'MX' | 'US_STOCK', c: (typeof CURRENCIES)[number]): AccountRef => ({ userId: users[u]!, wallet: w, currency: c });
        // Start each run from the accounts' current state.
        const model = new Model();
        for (const u of [0, 1]) {
          for (const c of CURRENCIES) {
            for (const w of ['BALANCE', PRODUCT[c]] as const) {
              const now = await ledger.balance(wallet(u, w, c));
              model.move(wallet(u, w, c), now.balance);
              model.hold(wallet(u, w, c), now.held);
            }
          }
        }
        const holds: { id: number; ref: AccountRef; remaining: bigint }[] = [];
        const deposits: { id: bigint; ref: AccountRef; amount: bigint; reversed: boolean }[] = [];

        for (const step of ops) {
          switch (step.op) {
            case 'deposit': {
              const c = CURRENCIES[step.currency];
              const to = wallet(step.user, 'BALANCE', c);
              const tx = await ledger.post({ kind: 'deposit', legs: [{ from: bank(c), to, amount: BigInt(step.amount) }] });
              model.move(to, BigInt(step.amount));
              model.move(bank(c), -BigInt(step.amount));
              deposits.push({ id: tx.id, ref: to, amount: BigInt(step.amount), reversed: false });
              break;
            }
            case 'transfer': {
              const c = CURRENCIES[step.currency];
              const [from, to] = step.out ? [wallet(step.user, PRODUCT[c], c), wallet(step.user, 'BALANCE', c)] : [wallet(step.user, 'BALANCE', c), wallet(step.user, PRODUCT[c], c)];
              const ok = model.available(from) >= BigInt(step.amount);
              try {
                await ledger.post({ kind: 'transfer', legs: [{ from, to, amount: BigInt(step.amount) }] });
                expect(ok).toBe(true);
                model.move(from, -BigInt(step.amount));
                model.move(to, BigInt(step.amount));
              } catch (error) {
                expect(isFunds(error) && !ok).toBe(true);
              }
              break;
            }
            case 'hold':
            case 'withdraw': {
              const c = CURRENCIES[step.currency];
              const ref = wallet(step.user, 'BALANCE', c);
              const ok = model.available(ref) >= BigInt(step.amount);
              let hold;
              try {
                hold = await ledger.hold({ account: ref, amount: BigInt(step.amount), kind: step.op });
                expect(ok).toBe(true);
              } catch (error) {
                expect(isFunds(error) && !ok).toBe(true);
                break;
              }
              model.hold(ref, BigInt(step.amount));
              if (step.op === 'hold') {
                holds.push({ id: hold.id, ref, remaining: BigInt(step.amount) });
              } else if (step.approve) {
                await ledger.captureHold(hold.id, { to: [{ account: bank(c), amount: BigInt(step.amount) }], kind: 'withdrawal' });
                model.hold(ref, -BigInt(step.amount));
                model.move(ref, -BigInt(step.amount));
                model.move(bank(c), BigInt(step.amount));
              } else {
                await ledger.releaseHold(hold.id);
                model.hold(ref, -BigInt(step.amount));
              }
              break;
            }
            case 'release': {
              const open = holds.filter((h) => h.remaining > 0n);
              if (open.length === 0) break;
              const h = open[step.pick % open.length]!;
              await ledger.releaseHold(h.id);
              model.hold(h.ref, -h.remaining);
              h.remaining = 0n;
              break;
            }
            case 'capture': {
              const open = holds.filter((h) => h.remaining > 0n);
              if (open.length === 0) break;
              const h = open[step.pick % open.length]!;
              const part = (h.remaining * BigInt(step.part)) / 100n || 1n;
              await ledger.captureHold(h.id, { to: [{ account: fees(h.ref.currency as 'MXN' | 'USD'), amount: part }], final: step.final, kind: 'fee' });
              const unheld = step.final || part === h.remaining ? h.remaining : part;
              model.hold(h.ref, -unheld);
              model.move(h.ref, -part);
              model.move(fees(h.ref.currency as 'MXN' | 'USD'), part);
              h.remaining -= unheld;
              break;
            }
            case 'reverse': {
              const open = deposits.filter((d) => !d.reversed);
              if (open.length === 0) break;
              const d = open[step.pick % open.length]!;
              const ok = model.available(d.ref) >= d.amount;
              try {
                await ledger.reverse(d.id, { reason: 'property test' });
                expect(ok).toBe(true);
                d.reversed = true;
                model.move(d.ref, -d.amount);
                model.move(bank(d.ref.currency as 'MXN' | 'USD'), d.amount);
              } catch (error) {
                expect(isFunds(error) && !ok).toBe(true);
              }
              break;
            }
            case 'burst': {
              // Concurrent transfers out of one wallet: whatever interleaving, never below zero.
              const from = wallet(step.user, 'BALANCE', 'MXN');
              const to = wallet(step.user, 'MX', 'MXN');
              const results = await Promise.allSettled(step.amounts.map((a) => ledger.post({ kind: 'transfer', legs: [{ from, to, amount: BigInt(a) }] })));
              let moved = 0n;
              results.forEach((r, i) => {
                if (r.status === 'fulfilled') moved += BigInt(step.amounts[i]!);
                else expect(isFunds(r.reason), String(r.reason)).toBe(true);
              });
              expect(moved).toBeLessThanOrEqual(model.available(from));
              model.move(from, -moved);
              model.move(to, moved);
              break;
            }
          }
        }

        // Every account matches the model, and no user account is below zero.
        for (const [code, balance] of model.balance) {
          const row = await t.ctx.db.selectFrom('ledger_accounts').select(['balance', 'held']).where('code', '=', code).executeTakeFirst();
          expect(row?.balance ?? 0n, code).toBe(balance);
          expect(row?.held ?? 0n, code).toBe(model.held.get(code) ?? 0n);
          if (code.startsWith('u:')) expect(balance - (model.held.get(code) ?? 0n)).toBeGreaterThanOrEqual(0n);
        }
        const report = await ledger.reconcile();
        expect(report.differences).toEqual([]);
        const unbalanced = await sql`select tx_id from ledger_postings group by tx_id, currency having sum(amount) <> 0`.execute(t.ctx.db);
        expect(unbalanced.rows).toEqual([]);
      }),
      { numRuns: process.env.DATABASE_URL ? 40 : 20, ...(process.env.FC_SEED ? { seed: Number(process.env.FC_SEED) } : {}) },
    );
  });
});
