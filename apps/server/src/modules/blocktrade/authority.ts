import type { BlockApplicationView, BlockAuthority, BlockExperience, LocalizedText, Page } from '@app/contracts';
import type { Selectable } from 'kysely';
import { need, type AppContext } from '../../context.ts';
import { pageOf } from '../../db/paging.ts';
import type { OperatorPrincipal } from '../../http/auth.ts';
import { AppError } from '../../http/errors.ts';
import { notices, statusNames, t } from './messages.ts';
import { canMove } from './rules.ts';
import type { BlocktradeAuthorityTable } from './tables.ts';
import type { Notify } from './notify.ts';

type Row = Selectable<BlocktradeAuthorityTable>;

/** A message naming a status, in each language. */
const withStatus = (text: LocalizedText, status: string): LocalizedText => {
  const name = statusNames[status as keyof typeof statusNames] ?? statusNames.not_opened;
  return { es: text.es.replace('{status}', name.es), en: text.en.replace('{status}', name.en), zh: text.zh.replace('{status}', name.zh) };
};

const authorityView = (row: Row | undefined): BlockAuthority => {
  if (!row) return { status: 'not_opened', canApply: true };
  return {
    status: row.status,
    experience: row.experience as BlockExperience,
    appliedAt: row.applied_at.getTime(),
    ...(row.reviewed_at ? { reviewedAt: row.reviewed_at.getTime() } : {}),
    ...(row.reason ? { reason: row.reason } : {}),
    canApply: row.status === 'refused',
  };
};

const applicationView = (row: Row): BlockApplicationView => ({
  userId: row.user_id,
  status: row.status,
  experience: row.experience as BlockExperience,
  appliedAt: row.applied_at.getTime(),
  applications: row.applications,
  ...(row.reviewed_at ? { reviewedAt: row.reviewed_at.getTime() } : {}),
  ...(row.reviewed_by ? { reviewedBy: row.reviewed_by } : {}),
  ...(row.reason ? { reason: row.reason } : {}),
});

/**
 * Block-trading authority (SPEC section 4): not opened -> under review -> opened or
 * refused; refused -> under review again. The transitions are `canMove` (rules.ts); each
 * change is a history row in the change's transaction, and a notice after commit.
 */
export class Authority {
  constructor(
    private readonly ctx: AppContext,
    private readonly notify: Notify,
  ) {}

  async row(userId: number, db = this.ctx.db): Promise<Row | undefined> {
    return db.selectFrom('blocktrade_authority').selectAll().where('user_id', '=', userId).executeTakeFirst();
  }

  async get(userId: number): Promise<BlockAuthority> {
    return authorityView(await this.row(userId));
  }

  async isOpened(userId: number, db = this.ctx.db): Promise<boolean> {
    return (await this.row(userId, db))?.status === 'opened';
  }

  async apply(userId: number, experience: BlockExperience): Promise<BlockAuthority> {
    const now = new Date(this.ctx.clock.now());
    const row = await this.ctx.db.transaction().execute(async (trx) => {
      const current = await trx.selectFrom('blocktrade_authority').selectAll().where('user_id', '=', userId).forUpdate().executeTakeFirst();
      const from = current?.status ?? 'not_opened';
      if (!canMove(from, 'under_review')) throw new AppError('BLOCK_APPLY_NOT_ALLOWED', withStatus(t.applyNotAllowed, from));
      const fields = { status: 'under_review' as const, experience, risk_accepted_at: now, applied_at: now, reviewed_at: null, reviewed_by: null, reason: null };
      const saved = current
        ? await trx
            .updateTable('blocktrade_authority')
            .set((eb) => ({ ...fields, applications: eb('applications', '+', 1) }))
            .where('user_id', '=', userId)
            .where('status', '=', from as 'refused')
            .returningAll()
            .executeTakeFirstOrThrow()
        : await trx
            .insertInto('blocktrade_authority')
            .values({ user_id: userId, ...fields })
            .onConflict((oc) => oc.column('user_id').doNothing())
            .returningAll()
            .executeTakeFirst();
      if (!saved) throw new AppError('BLOCK_APPLY_NOT_ALLOWED', withStatus(t.applyNotAllowed, 'under_review'));
      await trx.insertInto('blocktrade_authority_history').values({ user_id: userId, from_status: from, to_status: 'under_review', by: `user:${userId}`, reason: `experience ${experience}; risk text accepted`, created_at: now }).execute();
      return saved;
    });
    this.notify(userId, { title: notices.appliedTitle, body: notices.appliedBody, ref: 'blocktrade:authority' });
    return authorityView(row);
  }

  list(query: { status?: 'under_review' | 'opened' | 'refused' | undefined; pageNum: number; pageSize: number }): Promise<Page<BlockApplicationView>> {
    let filtered = this.ctx.db.selectFrom('blocktrade_authority');
    if (query.status) filtered = filtered.where('status', '=', query.status);
    return pageOf(filtered, (q) => q.selectAll().orderBy('applied_at', 'asc').orderBy('user_id', 'asc'), query, (rows) => rows.map(applicationView));
  }

  async review(operator: OperatorPrincipal, input: { userId: number; decision: 'open' | 'refuse'; reason?: string | undefined }, ip?: string): Promise<BlockApplicationView> {
    const to = input.decision === 'open' ? ('opened' as const) : ('refused' as const);
    const now = new Date(this.ctx.clock.now());
    const by = `operator:${operator.operatorId}`;
    const reason = input.reason?.trim() || null;
    const row = await this.ctx.db.transaction().execute(async (trx) => {
      const current = await trx.selectFrom('blocktrade_authority').selectAll().where('user_id', '=', input.userId).forUpdate().executeTakeFirst();
      if (!current) throw new AppError('BLOCK_APPLICATION_NOT_FOUND', t.applicationNotFound, {}, { field: 'userId' });
      if (!canMove(current.status, to)) throw new AppError('BLOCK_REVIEW_DONE', withStatus(t.reviewDone, current.status));
      const saved = await trx
        .updateTable('blocktrade_authority')
        .set({ status: to, reviewed_at: now, reviewed_by: by, reason })
        .where('user_id', '=', input.userId)
        .returningAll()
        .executeTakeFirstOrThrow();
      await trx.insertInto('blocktrade_authority_history').values({ user_id: input.userId, from_status: current.status, to_status: to, by, reason, created_at: now }).execute();
      await need(this.ctx, 'audit').record(operator, `blocktrade.${input.decision}`, { type: 'user', id: input.userId }, { from: current.status, to, reason }, ip, trx);
      return saved;
    });
    if (to === 'opened') this.notify(input.userId, { title: notices.openedTitle, body: notices.openedBody, ref: 'blocktrade:authority' });
    else this.notify(input.userId, { title: notices.refusedTitle, body: notices.refusedBody, params: { reason: reason ?? '—' }, ref: 'blocktrade:authority' });
    return applicationView(row);
  }
}
