import type { AdminWithdrawal, Currency, Locale, LocalizedText } from '@app/contracts';
import type { Selectable } from 'kysely';
import { need, type AppContext } from '../../context.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { AppError } from '../../http/errors.ts';
import { moneyText } from '../../ledger/money.ts';
import type { LedgerService, Tx } from '../../ledger/service.ts';
import { auditReview, type Reviewer } from './deposits.ts';
import { recordHistory } from './history.ts';
import { t } from './messages.ts';
import { PAYOUT_MOVES, STATUS_OF_STAGE, trackingKeyOf, type PayoutMove } from './payout-rules.ts';
import { maskNumber } from './rules.ts';
import type { WithdrawalsTable } from './tables.ts';
import type { WithdrawalsService } from './withdrawals.ts';

type Row = Selectable<WithdrawalsTable>;

/**
 * After the approval (issue 30.2): the house sends the payout with its tracking key, the bank pays
 * it, or returns it and the money goes back to the user's wallet through the ledger. Each step is
 * one conditional change under the row's lock, audited in its transaction, and told to the user.
 */
export class PayoutsService {
  constructor(
    private readonly ctx: AppContext,
    private readonly ledger: LedgerService,
    private readonly withdrawals: WithdrawalsService,
  ) {}

  /** Records the sending with its SPEI clave de rastreo (bank) or transaction hash (crypto). */
  send(id: number, reviewer: Reviewer, trackingKey: string, locale: Locale): Promise<AdminWithdrawal> {
    return this.move(id, reviewer, 'send', locale, async (trx, row, now) => {
      const key = trackingKeyOf(row.method, trackingKey);
      if (!key) throw new AppError('TRACKING_KEY_INVALID', row.method === 'bank' ? t.trackingKeyInvalid : t.txHashInvalid, {}, { field: 'trackingKey' });
      const other = await trx.selectFrom('withdrawals').select('order_no').where('tracking_key', '=', key).executeTakeFirst();
      if (other) throw new AppError('TRACKING_KEY_USED', t.trackingKeyUsed, { orderNo: other.order_no }, { field: 'trackingKey' });
      await recordHistory(trx, 'withdrawal', id, 'sent', `operator:${reviewer.username}`, now, key);
      return { tracking_key: key, sent_at: new Date(now) };
    });
  }

  /** Records that the receiving bank paid it: the payout is completed (status 3). */
  paid(id: number, reviewer: Reviewer, locale: Locale): Promise<AdminWithdrawal> {
    return this.move(id, reviewer, 'paid', locale, async (trx, _row, now) => {
      await recordHistory(trx, 'withdrawal', id, 'paid', `operator:${reviewer.username}`, now);
      return { paid_at: new Date(now) };
    });
  }

  /** A sent payout came back: the amount returns from the house account it went to, to the user's wallet. */
  returned(id: number, reviewer: Reviewer, reason: string, locale: Locale): Promise<AdminWithdrawal> {
    return this.move(id, reviewer, 'return', locale, async (trx, row, now) => {
      const currency = row.currency as Currency;
      const house = row.method === 'bank' ? 'BANK_IN_TRANSIT' : 'CRYPTO_CUSTODY';
      const actor = `operator:${reviewer.username}`;
      const posted = await this.ledger.post(
        {
          idempotencyKey: `withdrawal-return:${id}`,
          kind: 'reversal',
          ref: `withdrawal:${id}`,
          by: actor,
          memo: { returned: true, reason, trackingKey: row.tracking_key },
          legs: [{ from: { house, currency }, to: { userId: row.user_id, wallet: 'BALANCE', currency }, amount: row.amount_minor }],
        },
        trx,
      );
      await recordHistory(trx, 'withdrawal', id, 'returned', actor, now, reason);
      return { returned_at: new Date(now), return_tx_id: posted.id, reason };
    });
  }

  /** One step: locked, checked against the step it needs, changed, audited; then the user is told. */
  private async move(
    id: number,
    reviewer: Reviewer,
    move: PayoutMove,
    locale: Locale,
    change: (trx: Tx, row: Row, now: number) => Promise<Partial<{ tracking_key: string; sent_at: Date; paid_at: Date; returned_at: Date; return_tx_id: bigint; reason: string }>>,
  ): Promise<AdminWithdrawal> {
    const { from, to } = PAYOUT_MOVES[move];
    const row = await this.ledger.run(async (trx) => {
      const current = await trx.selectFrom('withdrawals').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
      if (!current) throw new AppError('WITHDRAWAL_NOT_FOUND', t.withdrawalNotFound);
      if (!(from as readonly string[]).includes(current.stage)) {
        throw new AppError('PAYOUT_STAGE', t.payoutStageWrong, { stage: t[`stage_${current.stage}`], needed: t[`stage_${from[0]}`] });
      }
      const now = this.ctx.clock.now();
      const set = await change(trx, current, now);
      const updated = await trx
        .updateTable('withdrawals')
        .set({ ...set, stage: to, status: STATUS_OF_STAGE[to] })
        .where('id', '=', id)
        .where('stage', '=', current.stage)
        .returningAll()
        .executeTakeFirstOrThrow();
      await auditReview(this.ctx, trx, reviewer, `withdrawal.${move}`, { type: 'withdrawal', id }, { userId: current.user_id, ...(set.tracking_key ? { trackingKey: set.tracking_key } : {}), ...(set.reason ? { reason: set.reason } : {}) });
      return updated;
    }).catch((error: unknown) => {
      // Two operators sending two payouts with one key at once: the unique index decides.
      if (isUniqueViolation(error, 'withdrawals_tracking_key')) throw new AppError('TRACKING_KEY_USED', t.trackingKeyUsed, { orderNo: '' }, { field: 'trackingKey' });
      throw error;
    });
    await this.tell(row, move);
    return this.withdrawals.adminDetail(id, locale);
  }

  private async tell(row: Row, move: PayoutMove): Promise<void> {
    const currency = row.currency as Currency;
    const d = row.destination;
    const destination = d.kind === 'bank' ? `${String(d.bankName)} ${maskNumber(String(d.cardNo))}` : `${String(d.network)} ${String(d.address).slice(0, 8)}…`;
    const texts: Record<PayoutMove, { title: LocalizedText; body: LocalizedText }> = {
      send: { title: t.withdrawalSentTitle, body: row.method === 'bank' ? t.withdrawalSentBankBody : t.withdrawalSentCryptoBody },
      paid: { title: t.withdrawalPaidTitle, body: t.withdrawalPaidBody },
      return: { title: t.withdrawalReturnedTitle, body: t.withdrawalReturnedBody },
    };
    const params = { orderNo: row.order_no, amount: moneyText(row.amount_minor, currency), destination, key: row.tracking_key ?? '', reason: row.reason ?? '' };
    await need(this.ctx, 'notices').notify(row.user_id, { kind: 'withdrawal', ref: `withdrawal:${row.id}`, title: texts[move].title, body: texts[move].body, params });
    try {
      await this.ctx.services.push?.publishToUser(row.user_id, 'review.updated', { kind: 'withdrawal', id: row.id, status: row.status });
    } catch (error) {
      this.ctx.log.warn({ err: error }, 'withdrawal push failed');
    }
    if (move === 'return') await need(this.ctx, 'wallet').pushWallet(row.user_id, 'BALANCE', currency);
  }
}
