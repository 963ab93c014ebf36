import type { adminServiceApplication, Locale, Page } from '@app/contracts';
import type { z } from 'zod';
import { need, type AppContext } from '../../context.ts';
import { pageOf } from '../../db/paging.ts';
import { AppError } from '../../http/errors.ts';
import { render } from '../../i18n/text.ts';
import { t } from './messages.ts';
import './tables.ts';

type AdminServiceApplication = z.infer<typeof adminServiceApplication>;

/** The operator reviewing an application: who (audit row, reviewer's name) and from where. */
export interface ApplicationReviewer {
  id: number;
  username: string;
  ip?: string | undefined;
}

const STATUS = { pending: 1, failed: 2, completed: 3 } as const;

/**
 * The back office's side of service applications (block trading authority and the like):
 * the queue and the review. The wallet module owns the table; its routes (the back-office
 * calls under /admin/money) call these.
 */
export async function adminApplications(
  ctx: AppContext,
  query: { status: keyof typeof STATUS | 'all'; userId?: number | undefined; service?: string | undefined; pageNum: number; pageSize: number },
  locale: Locale,
): Promise<Page<AdminServiceApplication>> {
  let base = ctx.db.selectFrom('service_applications');
  if (query.status !== 'all') base = base.where('status', '=', STATUS[query.status]);
  if (query.userId) base = base.where('user_id', '=', query.userId);
  if (query.service) base = base.where('service', '=', query.service);
  const order = query.status === 'pending' ? 'asc' : 'desc';
  const wallet = need(ctx, 'wallet');
  return pageOf(base, (q) => q.selectAll().orderBy('id', order), query, async (rows) => {
    const names = await need(ctx, 'accounts').usernames(rows.map((row) => row.user_id));
    return rows.map((row) => ({
      ...wallet.applicationView(row, locale),
      userId: row.user_id,
      username: names.get(row.user_id) ?? '',
      ...(row.reviewed_by_name ? { reviewedBy: row.reviewed_by_name } : {}),
    }));
  });
}

/**
 * Approves or rejects a pending application, once: the audit row is written in the
 * review's transaction; the user gets a notice after it commits. 404 for an unknown
 * application, ALREADY_REVIEWED for one reviewed before.
 */
export async function reviewApplication(
  ctx: AppContext,
  reviewer: ApplicationReviewer,
  id: number,
  decision: 'approve' | 'reject',
  reason: string | undefined,
  locale: Locale,
): Promise<AdminServiceApplication> {
  const updated = await ctx.db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable('service_applications')
      .set({ status: decision === 'approve' ? STATUS.completed : STATUS.failed, reason: reason ?? null, reviewed_by: reviewer.id, reviewed_by_name: reviewer.username, reviewed_at: new Date(ctx.clock.now()) })
      .where('id', '=', id)
      .where('status', '=', STATUS.pending)
      .returningAll()
      .executeTakeFirst();
    if (row) {
      const detail = { userId: row.user_id, service: row.service, reason };
      await need(ctx, 'audit').record({ operatorId: reviewer.id, username: reviewer.username }, `service.${decision}`, { type: 'service_application', id }, detail, reviewer.ip, trx);
    }
    return row;
  });
  if (!updated) {
    const exists = await ctx.db.selectFrom('service_applications').select('id').where('id', '=', id).executeTakeFirst();
    if (!exists) throw new AppError('NOT_FOUND', t.applicationNotFound);
    throw new AppError('ALREADY_REVIEWED', t.alreadyReviewed);
  }
  const params = { service: updated.service, reason: reason ?? '' };
  const body = decision === 'approve' ? t.serviceApprovedBody : t.serviceRejectedBody;
  await need(ctx, 'notices').notify(updated.user_id, {
    kind: 'operator',
    ref: `service:${id}`,
    title: decision === 'approve' ? t.serviceApprovedTitle : t.serviceRejectedTitle,
    body: { es: render(body, 'es', params), en: render(body, 'en', params), zh: render(body, 'zh', params) },
  });
  const user = await need(ctx, 'accounts').getUser(updated.user_id);
  return { ...need(ctx, 'wallet').applicationView(updated, locale), userId: updated.user_id, username: user?.username ?? '', reviewedBy: reviewer.username };
}
