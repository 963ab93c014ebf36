import type { Locale, LocalizedText, Notice, NoticePage, NoticePushEvent } from '@app/contracts';
import type { Selectable } from 'kysely';
import type { AppContext } from '../../context.ts';
import { errors } from '../../http/errors.ts';
import { t } from './messages.ts';
import type { NoticesTable } from './tables.ts';

export interface NewNotice {
  /** One of NOTICE_KINDS (contracts), e.g. 'kyc', 'deposit', 'order'. */
  kind: string;
  title: LocalizedText;
  body: LocalizedText;
  /** What it is about, e.g. "kyc:12", for a deep link. */
  ref?: string;
}

/** The pub/sub topic of one user's private events; /web/push relays it to their sockets. */
export const userTopic = (userId: number) => `user.${userId}`;

/**
 * In-app notices. `notify` is the one call every capability uses to tell a user what
 * happened: it stores the notice and publishes it on `user.<id>`.
 */
export class NoticesService {
  constructor(private readonly ctx: AppContext) {}

  async notify(userId: number, notice: NewNotice): Promise<number> {
    const createdAt = new Date(this.ctx.clock.now());
    const row = await this.ctx.db
      .insertInto('notices')
      .values({
        user_id: userId,
        kind: notice.kind,
        title: JSON.stringify(notice.title),
        body: JSON.stringify(notice.body),
        ref: notice.ref ?? null,
        read_at: null,
        created_at: createdAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const event: NoticePushEvent = {
      type: 'notice',
      notice: {
        id: row.id,
        kind: notice.kind,
        title: notice.title,
        body: notice.body,
        ...(notice.ref ? { ref: notice.ref } : {}),
        createdAt: createdAt.getTime(),
      },
      unreadCount: await this.unreadCount(userId),
    };
    try {
      await this.ctx.pubsub.publish(userTopic(userId), event);
    } catch (error) {
      // The notice is stored; a lost live push only delays the badge until the next read.
      this.ctx.log.warn({ err: error, userId }, 'notice push failed');
    }
    return row.id;
  }

  async unreadCount(userId: number): Promise<number> {
    const row = await this.ctx.db
      .selectFrom('notices')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('user_id', '=', userId)
      .where('read_at', 'is', null)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  private view(row: Selectable<NoticesTable>, locale: Locale): Notice {
    return {
      id: row.id,
      kind: row.kind,
      title: row.title[locale] ?? row.title.en,
      body: row.body[locale] ?? row.body.en,
      ...(row.ref ? { ref: row.ref } : {}),
      read: row.read_at !== null,
      createdAt: row.created_at.getTime(),
    };
  }

  async list(userId: number, locale: Locale, pageNum: number, pageSize: number): Promise<NoticePage> {
    const base = this.ctx.db.selectFrom('notices').where('user_id', '=', userId);
    const rows = await base
      .selectAll()
      .orderBy('id', 'desc')
      .limit(pageSize)
      .offset((pageNum - 1) * pageSize)
      .execute();
    const total = await base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
    return {
      list: rows.map((row) => this.view(row, locale)),
      total: Number(total.n),
      pageNum,
      pageSize,
      unreadCount: await this.unreadCount(userId),
    };
  }

  /** One notice of this user (marked read on opening); another user's is "not found". */
  async open(userId: number, id: number, locale: Locale): Promise<Notice> {
    const row = await this.ctx.db.selectFrom('notices').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
    if (!row) throw errors.notFound(t.noticeNotFound);
    if (row.read_at === null) {
      const readAt = new Date(this.ctx.clock.now());
      await this.ctx.db.updateTable('notices').set({ read_at: readAt }).where('id', '=', id).where('user_id', '=', userId).execute();
      row.read_at = readAt;
    }
    return this.view(row, locale);
  }

  /** Marks one notice (or all when no id) as read; answers the unread count. */
  async markRead(userId: number, id?: number): Promise<number> {
    let query = this.ctx.db
      .updateTable('notices')
      .set({ read_at: new Date(this.ctx.clock.now()) })
      .where('user_id', '=', userId)
      .where('read_at', 'is', null);
    if (id !== undefined) {
      const exists = await this.ctx.db.selectFrom('notices').select('id').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
      if (!exists) throw errors.notFound(t.noticeNotFound);
      query = query.where('id', '=', id);
    }
    await query.execute();
    return this.unreadCount(userId);
  }
}
