import { CURRENCY_DECIMALS, rolesAllow, type CustomerView, type Locale, type OperatorRole } from '@app/contracts';
import { need, type AppContext } from '../../context.ts';
import { errors } from '../../http/errors.ts';
import type { OperatorPrincipal } from '../../http/auth.ts';
import { formatMinor } from '../../ledger/money.ts';
import { adminUser, userExists } from '../accounts/directory.ts';
import { maskKyc, maskWithdrawal } from './mask.ts';
import { t } from './messages.ts';

/** Which parts of the customer view each duty sees (admin sees all). */
const KYC_ROLES: readonly OperatorRole[] = ['kyc_reviewer'];
const MONEY_ROLES: readonly OperatorRole[] = ['money_reviewer', 'money_approver'];
const AUDIT_ROLES: readonly OperatorRole[] = ['admin'];

const first = (pageSize: number) => ({ pageNum: 1, pageSize });

/**
 * One page per customer (issue 20): each part comes from the module that owns it, through
 * its service (a product area's through its registered section, customer-sections.ts); private data stays masked (reveal is its own audited call). The chat history
 * is shown to every operator (the chat queue is open to all of them).
 */
export async function customerOf(ctx: AppContext, operator: OperatorPrincipal, userId: number, locale: Locale): Promise<CustomerView> {
  const profile = await adminUser(ctx.db, userId);
  if (!profile) throw errors.notFound(t.userNotFound);
  const roles = operator.roles;
  const seesKyc = rolesAllow(roles, KYC_ROLES);
  const seesMoney = rolesAllow(roles, MONEY_ROLES);
  const seesAudit = rolesAllow(roles, AUDIT_ROLES);
  const trading = need(ctx, 'trading');
  const funding = need(ctx, 'funding');
  const [kyc, balances, positions, orders, areas, deposits, withdrawals, transfers, sessions, notices, notes, chat] = await Promise.all([
    seesKyc ? need(ctx, 'kyc').ofUser(userId) : undefined,
    seesMoney ? need(ctx, 'wallet').accountBalances(userId) : undefined,
    trading.reads.holding(userId, first(50), locale),
    trading.reads.orders(userId, first(20), locale),
    need(ctx, 'backoffice').customerSections.of(userId),
    seesMoney ? funding.deposits.adminList({ ...first(20), status: 'all', userId }, locale) : undefined,
    seesMoney ? funding.withdrawals.adminList({ ...first(20), status: 'all', userId }, locale) : undefined,
    seesMoney ? need(ctx, 'wallet').transferList(userId, first(20)) : undefined,
    need(ctx, 'accounts').sessions.listForUser(userId),
    need(ctx, 'notices').list(userId, locale, 1, 20),
    need(ctx, 'backoffice').notes.list(userId),
    ctx.services.chat ? ctx.services.chat.ofUser(userId, CHAT_MESSAGES) : undefined,
  ]);
  // The audit trail: the user row, reviews naming the user, and the user's objects (those
  // already read for this page, and the ones only the trail needs).
  const audit = seesAudit
    ? await need(ctx, 'audit').ofSubject(userId, [
        ...areas.audit,
        { type: 'kyc', ids: (kyc ?? []).map((k) => k.id) },
        { type: 'deposit', ids: (deposits?.list ?? []).map((d) => d.id) },
        { type: 'withdrawal', ids: (withdrawals?.list ?? []).map((w) => w.id) },
        { type: 'chat', ids: chat ? [chat.conversation.id] : [] },
      ])
    : undefined;
  return {
    profile,
    ...(kyc ? { kyc: kyc.map(maskKyc) } : {}),
    ...(balances
      ? {
          balances: balances.map((row) => {
            const d = CURRENCY_DECIMALS[row.currency];
            return { walletType: row.wallet ?? '', currency: row.currency, balance: formatMinor(row.balance, d), frozen: formatMinor(row.held, d), available: formatMinor(row.available, d) };
          }),
        }
      : {}),
    positions: positions.list,
    orders: orders.list,
    sections: areas.sections,
    ...(deposits ? { deposits: deposits.list } : {}),
    ...(withdrawals ? { withdrawals: withdrawals.list.map(maskWithdrawal) } : {}),
    ...(transfers ? { transfers: transfers.list } : {}),
    sessions,
    notices: notices.list,
    notes,
    ...(chat ? { chat } : {}),
    ...(audit ? { audit } : {}),
  };
}

/** The latest chat messages the customer view shows (the chat page has the rest). */
const CHAT_MESSAGES = 30;

/** Signs a customer out everywhere; the audit row and the revocation commit together. */
export async function signOutCustomer(ctx: AppContext, operator: OperatorPrincipal, userId: number, reason: string, ip: string | undefined): Promise<{ revoked: number }> {
  return ctx.db.transaction().execute(async (trx) => {
    if (!(await userExists(trx, userId))) throw errors.notFound(t.userNotFound);
    const revoked = await need(ctx, 'accounts').sessions.revokeUserSessions(userId, undefined, 'signOutEverywhere', trx);
    await need(ctx, 'audit').record(operator, 'user.signOut', { type: 'user', id: userId }, { reason, sessions: revoked }, ip, trx);
    return { revoked };
  });
}
