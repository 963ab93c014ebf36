import { LARGE_ADJUSTED_CREDIT_MXN, rolesAllow, type Currency, type Locale } from '@app/contracts';
import type { Selectable } from 'kysely';
import { need, type AppContext } from '../../context.ts';
import { AppError } from '../../http/errors.ts';
import { formatMinor, decimalsOf, moneyText } from '../../ledger/money.ts';
import type { LedgerService, Tx } from '../../ledger/service.ts';
import { mxnMinor } from '../wallet/service.ts';
import { parseUserAmount } from '../wallet/rules.ts';
import { recordHistory } from './history.ts';
import { t } from './messages.ts';
import type { DepositsTable, WithdrawalApproval } from './tables.ts';
import type { Reviewer } from './deposits.ts';

/** What the reviewer credits: the declared amount, or another one with its reason (issue 30.1). */
export interface CreditInput {
  amount?: string | number | undefined;
  reason?: string | undefined;
}

type Row = Selectable<DepositsTable>;
/** A bank approval's outcome: credited now, or proposed for a second operator. */
export type BankApproval = { row: Row; resolved: boolean };

const audit = (ctx: AppContext, trx: Tx, reviewer: Reviewer, action: string, id: number, detail: Record<string, unknown>) =>
  need(ctx, 'audit').record({ operatorId: reviewer.id, username: reviewer.username }, action, { type: 'deposit', id }, detail, reviewer.ip, trx);

/**
 * The amount a bank approval credits and whether a second operator must confirm it: a credit
 * other than the declared amount needs a reason; above LARGE_ADJUSTED_CREDIT_MXN it is first a
 * proposal, which a different money approver confirms by naming the same amount.
 */
function creditOf(ctx: AppContext, current: Row, reviewer: Reviewer, input: CreditInput): { credit: bigint; reason: string | null; propose: boolean } {
  const currency = current.currency as Currency;
  const declared = current.amount_minor!;
  const named = input.amount === undefined ? undefined : parseUserAmount(input.amount, currency, { min: 1n });
  if (current.proposed_minor !== null) {
    const proposed = current.proposed_minor;
    if (named !== proposed) throw new AppError('PROPOSAL_DIFFERS', t.proposalDiffers, { amount: moneyText(proposed, currency) }, { field: 'amount' });
    if (current.approvals.some((a) => a.operatorId === reviewer.id)) throw new AppError('SECOND_APPROVER_REQUIRED', t.depositSecondApprover);
    if (!rolesAllow(reviewer.roles, ['money_approver'])) throw new AppError('FORBIDDEN', t.depositApproverRole);
    return { credit: proposed, reason: current.credit_reason, propose: false };
  }
  const credit = named ?? declared;
  if (credit === declared) return { credit, reason: null, propose: false };
  const reason = input.reason?.trim();
  if (!reason) throw new AppError('CREDIT_REASON_REQUIRED', t.creditReasonRequired, { amount: moneyText(credit, currency), declared: moneyText(declared, currency) }, { field: 'reason' });
  const large = need(ctx, 'wallet').toMxn(credit, currency) > mxnMinor(LARGE_ADJUSTED_CREDIT_MXN);
  return { credit, reason, propose: large };
}

/** Approves a pending bank deposit inside the review's transaction (row locked by the caller). */
export async function approveBank(ctx: AppContext, ledger: LedgerService, trx: Tx, current: Row, reviewer: Reviewer, input: CreditInput, now: number): Promise<BankApproval> {
  const id = current.id;
  const currency = current.currency as Currency;
  const actor = `operator:${reviewer.username}`;
  const { credit, reason, propose } = creditOf(ctx, current, reviewer, input);
  const approvals: WithdrawalApproval[] = [...current.approvals, { operatorId: reviewer.id, username: reviewer.username, at: now }];
  const amounts = { declared: formatMinor(current.amount_minor!, decimalsOf(currency)), amount: formatMinor(credit, decimalsOf(currency)), currency };
  if (propose) {
    const row = await trx
      .updateTable('deposits')
      .set({ proposed_minor: credit, credit_reason: reason, approvals: JSON.stringify(approvals) })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordHistory(trx, 'deposit', id, 'proposed', actor, now, reason ?? undefined);
    await audit(ctx, trx, reviewer, 'deposit.propose', id, { userId: current.user_id, ...amounts, reason });
    return { row, resolved: false };
  }
  const posted = await ledger.post(
    {
      idempotencyKey: `deposit:${id}`,
      kind: 'deposit',
      ref: `deposit:${id}`,
      by: actor,
      ...(reason ? { memo: { declared: amounts.declared, reason } } : {}),
      legs: [{ from: { house: 'BANK_IN_TRANSIT', currency }, to: { userId: current.user_id, wallet: 'BALANCE', currency }, amount: credit }],
    },
    trx,
  );
  const row = await trx
    .updateTable('deposits')
    .set({
      status: 3,
      credit_minor: credit,
      credit_reason: reason,
      approvals: JSON.stringify(approvals),
      ledger_tx_id: posted.id,
      reviewed_by: reviewer.id,
      reviewed_by_name: reviewer.username,
      reviewed_at: new Date(now),
      completed_at: new Date(now),
    })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
  await recordHistory(trx, 'deposit', id, 'approved', actor, now, reason ?? undefined);
  await audit(ctx, trx, reviewer, 'deposit.approve', id, { userId: current.user_id, ...amounts, ...(reason ? { reason } : {}) });
  return { row, resolved: true };
}

/** The user's notice text of a credited bank deposit: the adjusted one names both amounts and the reason. */
export function creditedBody(row: Row): { text: Record<Locale, string>; params: Record<string, string> } | undefined {
  if (row.credit_reason === null || row.credit_minor === null || row.amount_minor === null) return undefined;
  const currency = row.credit_currency as Currency;
  return {
    text: t.depositAdjustedBody,
    params: { orderNo: row.order_no, amount: moneyText(row.credit_minor, currency), declared: moneyText(row.amount_minor, currency), reason: row.credit_reason },
  };
}
