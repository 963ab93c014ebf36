import fs from 'node:fs';
import path from 'node:path';
import * as contracts from '@app/contracts';
import { OPERATOR_ROLES, rolesAllow, type AdminDeposit, type AdminWithdrawal, type AuditEntry, type Deposit, type OperatorRole, type Page, type RouteDef, type Withdrawal } from '@app/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../src/lib/clock.ts';
import { call, tinyPng, upload } from '../accounts/_api.ts';
import { loginOperator, REVIEWER_ROLES, registerAndLogin, verifiedUser, type TestUser } from '../fixtures/users.ts';
import { moneyCall, saveCard, WEEKDAY_NOON } from '../funding/_money.ts';
import { createTestApp, type TestApp } from '../helpers.ts';

/**
 * Operator roles by duty (issue 13): every back-office call (auth 'operator' in the
 * contracts) against every role. A refused call answers 403 FORBIDDEN before anything
 * runs; an allowed one gets past authorization (its own answer may be 200, 404 or 422).
 */

const isRoute = (value: unknown): value is RouteDef =>
  typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'auth' in value && 'response' in value;

/** Every operator call declared in the contracts, found by walking their exports. */
const operatorRoutes: RouteDef[] = [];
for (const group of Object.values(contracts)) {
  if (typeof group !== 'object' || group === null || Array.isArray(group)) continue;
  for (const def of Object.values(group)) if (isRoute(def) && def.auth === 'operator' && !operatorRoutes.includes(def)) operatorRoutes.push(def);
}
// Logging out revokes the token: last.
operatorRoutes.sort((a, b) => Number(a.path === '/admin/logout') - Number(b.path === '/admin/logout'));

const ALL = OPERATOR_ROLES;
const ADMIN: readonly OperatorRole[] = ['admin'];
const KYC: readonly OperatorRole[] = ['admin', 'kyc_reviewer'];
const MONEY_REVIEW: readonly OperatorRole[] = ['admin', 'money_reviewer'];
const MONEY: readonly OperatorRole[] = ['admin', 'money_reviewer', 'money_approver'];

/**
 * Who may call what, written out by hand (not read back from the contracts) for the calls
 * of issue 13, so that loosening a contract's roles fails here. Calls added later are
 * checked against their own contract's roles.
 */
const EXPECTED: Record<string, readonly OperatorRole[]> = {
  'POST /admin/logout': ALL,
  'GET /admin/me': ALL,
  'GET /admin/kyc/list': KYC,
  'GET /admin/kyc/{id}': KYC,
  'POST /admin/kyc/approve': KYC,
  'POST /admin/kyc/reject': KYC,
  'GET /admin/users': ALL,
  'GET /admin/users/{id}': ALL,
  'POST /admin/users/freeze': ADMIN,
  'POST /admin/users/unfreeze': ADMIN,
  'GET /admin/outbox': ADMIN, // password-reset codes: an account takeover in the wrong hands
  'GET /admin/audit': ADMIN,
  'GET /admin/operators': ADMIN,
  'POST /admin/operators': ADMIN,
  'GET /admin/money/deposits': MONEY_REVIEW,
  'GET /admin/money/deposits/{id}': MONEY_REVIEW,
  'POST /admin/money/deposits/approve': MONEY_REVIEW,
  'POST /admin/money/deposits/reject': MONEY_REVIEW,
  'GET /admin/money/withdrawals': MONEY,
  'GET /admin/money/withdrawals/{id}': MONEY,
  'POST /admin/money/withdrawals/approve': MONEY, // the second approval of a large one: money_approver (below)
  'POST /admin/money/withdrawals/reject': MONEY,
  'GET /admin/money/house-accounts': MONEY,
  'GET /admin/money/users/{id}/balances': MONEY,
  'GET /admin/money/reconciliation': MONEY,
  'GET /admin/money/service-applications': MONEY_REVIEW,
  'POST /admin/money/service-applications/approve': MONEY_REVIEW,
  'POST /admin/money/service-applications/reject': MONEY_REVIEW,
  'GET /admin/article/list': ADMIN,
  'GET /admin/article/{id}': ADMIN,
  'POST /admin/article/save': ADMIN,
  'POST /admin/article/publish': ADMIN,
  'POST /admin/article/unpublish': ADMIN,
  'POST /admin/article/delete': ADMIN,
  'POST /admin/notice/send': ALL, // to one user; to everybody: admin (below)
  'GET /admin/notice/list': ALL,
  // The back office's own calls (issue 20).
  'GET /admin/backoffice/dashboard': ALL,
  'GET /admin/backoffice/reconciliation': MONEY,
  'POST /admin/backoffice/reconciliation/run': MONEY,
  'GET /admin/backoffice/users/{id}/notes': ALL,
  'POST /admin/backoffice/users/notes': ALL,
  'POST /admin/backoffice/reveal/kyc': KYC,
  'POST /admin/backoffice/reveal/withdrawal': MONEY,
  'GET /admin/backoffice/customers/{id}': ALL, // its parts by role (KYC, money, audit trail)
  'POST /admin/backoffice/customers/sign-out': ADMIN,
  'GET /admin/backoffice/export/kyc': KYC,
  'GET /admin/backoffice/export/deposits': MONEY_REVIEW,
  'GET /admin/backoffice/export/withdrawals': MONEY,
  'POST /admin/backoffice/bulk/kyc': KYC,
  'POST /admin/backoffice/bulk/deposits': MONEY_REVIEW,
  'POST /admin/backoffice/bulk/withdrawals': MONEY,
};
const keyOf = (def: RouteDef) => `${def.method} ${def.path}`;
const allowedRoles = (def: RouteDef): readonly OperatorRole[] => EXPECTED[keyOf(def)] ?? OPERATOR_ROLES.filter((role) => rolesAllow([role], def.roles));

const clock = new ManualClock(WEEKDAY_NOON);
let t: TestApp;
let user: TestUser;

beforeAll(async () => {
  t = await createTestApp({ clock });
  user = await registerAndLogin(t);
});
afterAll(() => t.close());

/** Calls a route with an empty body (validation answers 422 after authorization). */
async function hit(def: RouteDef, token: string | undefined) {
  const url = def.path.replace(/\{\w+\}/g, '999999');
  return call(t, def.method, url, { ...(token ? { token } : {}), ...(def.method === 'POST' ? { payload: {} } : {}) });
}

describe('role-by-call matrix', () => {
  it('finds the back-office calls of issue 13 in the contracts', () => {
    const keys = operatorRoutes.map(keyOf);
    for (const key of ['GET /admin/outbox', 'POST /admin/money/deposits/approve', 'POST /admin/money/withdrawals/approve', 'POST /admin/kyc/approve', 'POST /admin/users/freeze']) expect(keys).toContain(key);
    expect(operatorRoutes.length).toBeGreaterThanOrEqual(Object.keys(EXPECTED).length - 3);
  });

  it('no contract loosens the roles written out above', () => {
    for (const def of operatorRoutes) {
      const expected = EXPECTED[keyOf(def)];
      if (!expected) continue;
      expect(
        OPERATOR_ROLES.filter((role) => rolesAllow([role], def.roles)),
        keyOf(def),
      ).toEqual(OPERATOR_ROLES.filter((role) => expected.includes(role)));
    }
  });

  const holders: [string, readonly OperatorRole[]][] = [...OPERATOR_ROLES.map((role): [string, readonly OperatorRole[]] => [role, [role]]), ['demo reviewer (kyc_reviewer + money_reviewer)', REVIEWER_ROLES]];
  for (const [name, roles] of holders) {
    it(`${name}: every operator call is allowed or refused with 403 as its roles say`, async () => {
      const operator = await loginOperator(t, roles);
      const seen: string[] = [];
      for (const def of operatorRoutes) {
        const allowed = roles.some((role) => allowedRoles(def).includes(role));
        const res = await hit(def, operator.token);
        const what = `${keyOf(def)} as ${roles.join('+')}: ${res.status} ${res.msg}`;
        if (allowed) {
          expect(res.status, what).not.toBe(403);
          expect(res.status, what).not.toBe(401);
          expect(res.status, what).toBeLessThan(500);
          expect((res.data as { error?: string } | undefined)?.error, what).not.toBe('URL_NOT_FOUND');
        } else {
          expect(res.status, what).toBe(403);
          expect(res.data, what).toMatchObject({ error: 'FORBIDDEN' });
          expect(res.msg, what).toMatch(/^Only an operator with the .+ role can do this$/);
        }
        seen.push(keyOf(def));
      }
      expect(seen).toHaveLength(operatorRoutes.length);
    });
  }

  it('a user token answers 403 and no token 401 on every operator call', async () => {
    for (const def of operatorRoutes) {
      expect((await hit(def, user.token)).status, keyOf(def)).toBe(403);
      expect((await hit(def, undefined)).status, keyOf(def)).toBe(401);
    }
  });

  it('answers the refusal in Spanish, English and Chinese', async () => {
    const kyc = await loginOperator(t, 'kyc_reviewer');
    const msgs = await Promise.all((['mx', 'en', 'zh_Hans_CN'] as const).map(async (lang) => (await call(t, 'GET', '/admin/outbox', { token: kyc.token, lang })).msg));
    expect(msgs).toEqual(['Solo un operador con el rol admin puede hacer esto', 'Only an operator with the admin role can do this', '仅具有 admin 角色的操作员可执行此操作']);
  });
});

describe('duties inside a call', () => {
  it('any operator writes a notice to one user; only an admin writes to everybody', async () => {
    const kyc = await loginOperator(t, 'kyc_reviewer');
    const one = await call(t, 'POST', '/admin/notice/send', { token: kyc.token, payload: { target: 'user', userId: user.userId, title: { en: 'Hi' }, body: { en: 'Your document is clear' } } });
    expect(one.status, one.msg).toBe(200);
    const all = await call(t, 'POST', '/admin/notice/send', { token: kyc.token, payload: { target: 'all', title: { en: 'Hi' }, body: { en: 'Everybody' } } });
    expect(all).toMatchObject({ status: 403, msg: 'Only an operator with the admin role can do this', data: { error: 'FORBIDDEN' } });
    expect(await t.ctx.db.selectFrom('notice_broadcasts').select('id').where('sent_by_operator', '=', kyc.operatorId).execute()).toEqual([]);
    const admin = await loginOperator(t, 'admin');
    expect((await call(t, 'POST', '/admin/notice/send', { token: admin.token, payload: { target: 'all', title: { en: 'Hi' }, body: { en: 'Everybody' } } })).status).toBe(200);
  });

  it("a large withdrawal's second approval is a money approver's: another money reviewer gets 403 and nothing changes", async () => {
    const first = await loginOperator(t, 'money_reviewer');
    const other = await loginOperator(t, 'money_reviewer');
    const approver = await loginOperator(t, 'money_approver');
    const ana = await verifiedUser(t);
    const proof = await upload(t, ana.token, tinyPng());
    const deposit = await moneyCall<Deposit>(t, '/recharge/create', { token: ana.token, payload: { currency: 'MXN', amount: '100000.00', proofUrl: proof.data.url } });
    expect((await call(t, 'POST', '/admin/money/deposits/approve', { token: first.token, payload: { id: deposit.data.id } })).status).toBe(200);
    // A money approver does not review deposits.
    expect((await call(t, 'POST', '/admin/money/deposits/approve', { token: approver.token, payload: { id: deposit.data.id } })).status).toBe(403);
    const cardId = await saveCard(t, ana);
    const applied = await moneyCall<Withdrawal>(t, '/withdrawal/withdrawal-apply', { token: ana.token, payload: { amount: '60000', cardId, payPassword: '123456' } });
    expect(applied.data).toMatchObject({ requiredApprovals: 2, approvals: 0 });
    const id = applied.data.id;
    expect((await call<AdminWithdrawal>(t, 'POST', '/admin/money/withdrawals/approve', { token: first.token, payload: { id } })).data).toMatchObject({ status: 1, approvals: 1 });

    const refused = await call(t, 'POST', '/admin/money/withdrawals/approve', { token: other.token, payload: { id } });
    expect(refused).toMatchObject({ status: 403, data: { error: 'FORBIDDEN' } });
    expect(refused.msg).toContain('money approver');
    const still = await call<AdminWithdrawal>(t, 'GET', `/admin/money/withdrawals/${id}`, { token: other.token });
    expect(still.data).toMatchObject({ status: 1, approvals: 1, approvedBy: [first.username] });

    const done = await call<AdminWithdrawal>(t, 'POST', '/admin/money/withdrawals/approve', { token: approver.token, payload: { id } });
    expect(done.data).toMatchObject({ status: 1, stage: 'approved', approvals: 2, approvedBy: [first.username, approver.username] });
    const admin = await loginOperator(t, 'admin');
    const audit = await call<Page<AuditEntry>>(t, 'GET', `/admin/audit?pageSize=100`, { token: admin.token });
    const rows = audit.data.list.filter((row) => row.targetType === 'withdrawal' && row.targetId === String(id));
    expect(rows.map((row) => [row.action, row.operatorUsername])).toEqual([
      ['withdrawal.approve', approver.username],
      ['withdrawal.approve.first', first.username],
    ]);
  });
});

describe('audit rows in the transaction of the action', () => {
  /** Makes the database refuse audit rows of one action, so that writing one fails. */
  const refuseAudit = async (action: string) =>
    sql`alter table audit_log add constraint test_refuse_${sql.raw(action.replace(/\W/g, '_'))} check (action <> ${sql.lit(action)}) not valid`.execute(t.ctx.db);
  const allowAudit = async (action: string) => sql`alter table audit_log drop constraint test_refuse_${sql.raw(action.replace(/\W/g, '_'))}`.execute(t.ctx.db);
  const auditCount = async (action: string, targetId: number) =>
    Number((await t.ctx.db.selectFrom('audit_log').select((eb) => eb.fn.countAll<string>().as('n')).where('action', '=', action).where('target_id', '=', String(targetId)).executeTakeFirstOrThrow()).n);

  it('a deposit approval whose audit row cannot be written is not applied', async () => {
    const reviewer = await loginOperator(t, 'money_reviewer');
    const ana = await verifiedUser(t);
    const proof = await upload(t, ana.token, tinyPng());
    const deposit = await moneyCall<Deposit>(t, '/recharge/create', { token: ana.token, payload: { currency: 'MXN', amount: '250.00', proofUrl: proof.data.url } });
    await refuseAudit('deposit.approve');
    try {
      const failed = await call(t, 'POST', '/admin/money/deposits/approve', { token: reviewer.token, payload: { id: deposit.data.id } });
      expect(failed.status).toBe(500);
    } finally {
      await allowAudit('deposit.approve');
    }
    const pending = await call<AdminDeposit>(t, 'GET', `/admin/money/deposits/${deposit.data.id}`, { token: reviewer.token });
    expect(pending.data).toMatchObject({ status: 1 });
    const balances = await call<{ list: { walletType: string; currency: string; balance: string }[] }>(t, 'GET', `/admin/money/users/${ana.userId}/balances`, { token: reviewer.token });
    expect(balances.data.list.find((row) => row.walletType === 'BALANCE' && row.currency === 'MXN')?.balance ?? '0.00').toBe('0.00');
    expect(await auditCount('deposit.approve', deposit.data.id)).toBe(0);

    const approved = await call<AdminDeposit>(t, 'POST', '/admin/money/deposits/approve', { token: reviewer.token, payload: { id: deposit.data.id } });
    expect(approved.data).toMatchObject({ status: 3 });
    expect(await auditCount('deposit.approve', deposit.data.id)).toBe(1);
  });

  it('a freeze and a KYC approval whose audit row cannot be written are not applied', async () => {
    const admin = await loginOperator(t, 'admin');
    const bob = await registerAndLogin(t);
    await refuseAudit('user.freeze');
    try {
      expect((await call(t, 'POST', '/admin/users/freeze', { token: admin.token, payload: { userId: bob.userId, reason: 'test' } })).status).toBe(500);
    } finally {
      await allowAudit('user.freeze');
    }
    expect((await t.ctx.services.accounts!.getUser(bob.userId))?.frozen).toBe(false);
    expect((await call(t, 'POST', '/admin/users/freeze', { token: admin.token, payload: { userId: bob.userId, reason: 'test' } })).status).toBe(200);
    expect(await auditCount('user.freeze', bob.userId)).toBe(1);
    // An unknown user: 404 and no audit row.
    expect((await call(t, 'POST', '/admin/users/freeze', { token: admin.token, payload: { userId: 999999, reason: 'test' } })).status).toBe(404);
    expect(await auditCount('user.freeze', 999999)).toBe(0);

    const carla = await registerAndLogin(t);
    const front = await upload(t, carla.token, tinyPng());
    const back = await upload(t, carla.token, tinyPng());
    const submitted = await call(t, 'POST', '/updateReal', {
      token: carla.token,
      payload: { firstName: 'Carla', lastName: 'Ruiz', documentType: 'passport', documentNumber: 'G12345679', country: 'MX', frontImage: front.data.url, backImage: back.data.url },
    });
    expect(submitted.status, submitted.msg).toBe(200);
    const kycRow = await t.ctx.db.selectFrom('kyc_submissions').select('id').where('user_id', '=', carla.userId).executeTakeFirstOrThrow();
    const reviewer = await loginOperator(t, 'kyc_reviewer');
    await refuseAudit('kyc.approve');
    try {
      expect((await call(t, 'POST', '/admin/kyc/approve', { token: reviewer.token, payload: { id: kycRow.id } })).status).toBe(500);
    } finally {
      await allowAudit('kyc.approve');
    }
    expect((await t.ctx.services.accounts!.getUser(carla.userId))?.kycStatus).toBe('pending');
    expect((await call(t, 'POST', '/admin/kyc/approve', { token: reviewer.token, payload: { id: kycRow.id } })).status).toBe(200);
    expect(await auditCount('kyc.approve', kycRow.id)).toBe(1);
  });
});

describe('migration 0014', () => {
  it("turns 'admin' into [admin] and the old 'reviewer' into kyc_reviewer + money_reviewer, and refuses unknown or no roles", async () => {
    const file = fs.readFileSync(path.resolve(import.meta.dirname, '../../src/db/migrations/0014_admin_operator_roles.sql'), 'utf8');
    const statements = file
      .split(';')
      .map((part) => part.replace(/^\s*--.*$/gm, '').trim())
      .filter(Boolean);
    const rollback = new Error('rollback');
    // Run on a copy of the old table in a schema of its own, then undo everything.
    await t.ctx.db
      .transaction()
      .execute(async (trx) => {
        await sql`create schema test_roles_migration`.execute(trx);
        await sql`set local search_path to test_roles_migration`.execute(trx);
        await sql`create table operators (id integer generated always as identity primary key, username text not null, password_hash text not null, role text not null check (role in ('admin', 'reviewer')), disabled boolean not null default false, created_at timestamptz not null)`.execute(trx);
        await sql`insert into operators (username, password_hash, role, created_at) values ('old_admin', 'x', 'admin', now()), ('old_reviewer', 'x', 'reviewer', now())`.execute(trx);
        for (const statement of statements) await sql.raw(statement).execute(trx);
        const rows = await sql<{ username: string; roles: string[] }>`select username, roles from operators order by id`.execute(trx);
        expect(rows.rows).toEqual([
          { username: 'old_admin', roles: ['admin'] },
          { username: 'old_reviewer', roles: ['kyc_reviewer', 'money_reviewer'] },
        ]);
        await sql`savepoint bad_roles`.execute(trx);
        await expect(sql`insert into operators (username, password_hash, roles, created_at) values ('x', 'x', array['reviewer'], now())`.execute(trx)).rejects.toThrow(/operators_roles_known/);
        await sql`rollback to savepoint bad_roles`.execute(trx);
        await expect(sql`insert into operators (username, password_hash, roles, created_at) values ('y', 'x', array[]::text[], now())`.execute(trx)).rejects.toThrow(/operators_roles_known/);
        throw rollback;
      })
      .catch((error: unknown) => {
        if (error !== rollback) throw error;
      });
    expect((await sql<{ n: string }>`select count(*)::text as n from information_schema.schemata where schema_name = 'test_roles_migration'`.execute(t.ctx.db)).rows[0]!.n).toBe('0');
  });
});
