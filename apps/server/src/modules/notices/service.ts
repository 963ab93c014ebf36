import type { Locale, LocalizedText, Notice, NoticeNewEventData, NoticePage, OperatorNotice, Page } from '@app/contracts';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { need, type AppContext } from '../../context.ts';
import { errors } from '../../http/errors.ts';
import { interpolate, type TextParams } from '../../i18n/text.ts';
import { t } from './messages.ts';
import { completeText } from './texts.ts';
import { pageOf } from '../../db/paging.ts';

/** Writes an operator's audit row in the transaction of the notice it records (its id). */
export type Audited = (trx: Transaction<DB>, noticeId: number) => Promise<void>;

export interface NewNotice {
  /** One of NOTICE_KINDS (contracts), e.g. 'kyc', 'deposit', 'order'. */
  kind: string;
  /** Texts in the three languages; `{name}` placeholders are filled from `params`. */
  title: LocalizedText;
  body: LocalizedText;
  params?: TextParams;
  /** What it is about, e.g. "kyc:12", for a deep link. */
  ref?: string;
}

const MEMBER_SINCE_CACHE_LIMIT = 100_000;

/** Pub/sub topic on which every server process hears of a notice to everybody. */
export const BROADCAST_TOPIC = 'notices.broadcast';

interface BroadcastMessage {
  id: number;
  kind: string;
  titles: LocalizedText;
}

const fill = (text: LocalizedText, params: TextParams | undefined): LocalizedText =>
  params ? { es: interpolate(text.es, params, 'es'), en: interpolate(text.en, params, 'en'), zh: interpolate(text.zh, params, 'zh') } : text;

interface NoticeRow {
  id: number;
  kind: string;
  title: LocalizedText;
  body: LocalizedText;
  ref: string | null;
  read_at: Date | null;
  created_at: Date;
}

/**
 * In-app notices. `notify` is the one call every capability uses to tell a user what
 * happened; `notifyAll` tells every user (stored once, read state per reader). Both
 * push the change to the user's sockets through /web/push (`message.new`), and reading
 * pushes the new count (`notice.unread`) so every tab and device updates its badge.
 */
export class NoticesService {
  private readonly memberSinceCache = new Map<number, Date>();

  constructor(private readonly ctx: AppContext) {}

  private get db() {
    return this.ctx.db;
  }

  async notify(userId: number, notice: NewNotice, sentByOperator?: number, audited?: Audited): Promise<number> {
    const createdAt = new Date(this.ctx.clock.now());
    const title = fill(notice.title, notice.params);
    const body = fill(notice.body, notice.params);
    const since = await this.memberSince(userId);
    // One statement: the notice, and the unread count it makes (the count's snapshot does
    // not see the new row yet, hence + 1), for the badge pushed with it.
    const insert = (db: Kysely<DB>) =>
      db
        .with('n', (db) =>
          db
            .insertInto('notices')
            .values({
              user_id: userId,
              kind: notice.kind,
              title: JSON.stringify(title),
              body: JSON.stringify(body),
              ref: notice.ref ?? null,
              read_at: null,
              created_at: createdAt,
              sent_by_operator: sentByOperator ?? null,
            })
            .returning('id'),
        )
        .selectFrom('n')
        .select(['n.id', this.unreadExpression(userId, since).as('unread')])
        .executeTakeFirstOrThrow();
    const row = await this.withAudit(insert, audited);
    await this.push(userId, 'message.new', { id: row.id, kind: notice.kind, titles: title, unreadCount: Number(row.unread) + 1 });
    return row.id;
  }

  /**
   * Many notices (one per item, e.g. a job's chunk of payments) in ONE insert, then each
   * user's unread count (personal plus notices to everybody since the user joined) in one
   * query, and the live pushes as `notify` sends them. Answers the new ids.
   */
  async notifyMany(items: { userId: number; notice: NewNotice }[]): Promise<number[]> {
    if (items.length === 0) return [];
    const createdAt = new Date(this.ctx.clock.now());
    const inserted = await this.db
      .insertInto('notices')
      .values(
        items.map(({ userId, notice }) => ({
          user_id: userId,
          kind: notice.kind,
          title: JSON.stringify(fill(notice.title, notice.params)),
          body: JSON.stringify(fill(notice.body, notice.params)),
          ref: notice.ref ?? null,
          read_at: null,
          created_at: createdAt,
          sent_by_operator: null,
        })),
      )
      .returning(['id', 'user_id', 'kind', 'title'])
      .execute();
    const users = [...new Set(inserted.map((row) => row.user_id))];
    const counts = await sql<{ user_id: number; unread: string }>`
      select u.id as user_id,
        (select count(*) from notices p where p.user_id = u.id and p.read_at is null)
        + (select count(*) from notice_broadcasts b
             where b.created_at >= u.created_at
               and not exists (select 1 from notice_broadcast_reads r where r.broadcast_id = b.id and r.user_id = u.id)) as unread
      from users u where u.id in (${sql.join(users)})`.execute(this.db);
    const unread = new Map(counts.rows.map((row) => [row.user_id, Number(row.unread)]));
    for (const row of inserted) {
      const titles = (typeof row.title === 'string' ? JSON.parse(row.title) : row.title) as LocalizedText;
      await this.push(row.user_id, 'message.new', { id: row.id, kind: row.kind, titles, unreadCount: unread.get(row.user_id) ?? 0 });
    }
    return inserted.map((row) => row.id);
  }

  /** A notice to every user: one row, whatever the number of users; live to those online. */
  async notifyAll(notice: NewNotice, sentByOperator?: number, audited?: Audited): Promise<number> {
    const title = fill(notice.title, notice.params);
    const insert = (db: Kysely<DB>) =>
      db
        .insertInto('notice_broadcasts')
        .values({
          kind: notice.kind,
          title: JSON.stringify(title),
          body: JSON.stringify(fill(notice.body, notice.params)),
          ref: notice.ref ?? null,
          sent_by_operator: sentByOperator ?? null,
          created_at: new Date(this.ctx.clock.now()),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
    const row = await this.withAudit(insert, audited);
    const message: BroadcastMessage = { id: row.id, kind: notice.kind, titles: title };
    try {
      await this.ctx.pubsub.publish(BROADCAST_TOPIC, message);
    } catch (error) {
      this.ctx.log.warn({ err: error }, 'notice broadcast push failed');
    }
    return row.id;
  }

  /**
   * Every process relays a notice to everybody to the users connected to it (and only
   * those): one pub/sub message per process, not one per user.
   */
  async relayBroadcast(message: BroadcastMessage): Promise<void> {
    const push = this.ctx.services.push;
    if (!push) return;
    const data: NoticeNewEventData = { id: message.id, kind: message.kind, titles: message.titles, broadcast: true };
    for (const userId of push.hub.onlineUserIds()) await this.push(userId, 'message.new', data);
  }

  private async push(userId: number, event: 'message.new' | 'notice.unread', data: NoticeNewEventData | { unreadCount: number }): Promise<void> {
    const push = this.ctx.services.push;
    if (!push) return;
    try {
      await push.publishToUser(userId, event, data);
    } catch (error) {
      // The notice is stored; a lost live push only delays the badge until the next read.
      this.ctx.log.warn({ err: error, userId }, 'notice push failed');
    }
  }

  /**
   * Notices to everybody count for users whose account existed when they were sent. The
   * date never changes, so it is remembered (bounded: cleared when full).
   */
  private async memberSince(userId: number): Promise<Date> {
    let since = this.memberSinceCache.get(userId);
    if (!since) {
      const user = await need(this.ctx, 'accounts').getUser(userId);
      if (!user) return new Date(this.ctx.clock.now());
      since = new Date(user.createdAt);
      if (this.memberSinceCache.size >= MEMBER_SINCE_CACHE_LIMIT) this.memberSinceCache.clear();
      this.memberSinceCache.set(userId, since);
    }
    return since;
  }

  /** The user's unread notices plus the unread notices to everybody, as one expression. */
  private unreadExpression(userId: number, since: Date) {
    const personal = this.db.selectFrom('notices').select((e) => e.fn.countAll<string>().as('n')).where('user_id', '=', userId).where('read_at', 'is', null);
    const broadcast = this.db
      .selectFrom('notice_broadcasts as b')
      .select((e) => e.fn.countAll<string>().as('n'))
      .where('b.created_at', '>=', since)
      .where(({ not, exists, selectFrom }) =>
        not(exists(selectFrom('notice_broadcast_reads as r').select('r.broadcast_id').whereRef('r.broadcast_id', '=', 'b.id').where('r.user_id', '=', userId))),
      );
    return sql<string>`(${personal}) + (${broadcast})`;
  }

  async unreadCount(userId: number): Promise<number> {
    const since = await this.memberSince(userId);
    const row = await this.db
      .selectNoFrom(this.unreadExpression(userId, since).as('unread'))
      .executeTakeFirstOrThrow();
    return Number(row.unread);
  }

  /** The user's notices and the notices to everybody they may see, as one relation. */
  private visible(userId: number, since: Date) {
    const personal = this.db
      .selectFrom('notices')
      .select(['id', 'kind', 'title', 'body', 'ref', 'read_at', 'created_at'])
      .where('user_id', '=', userId);
    const broadcasts = this.db
      .selectFrom('notice_broadcasts as b')
      .leftJoin('notice_broadcast_reads as r', (join) => join.onRef('r.broadcast_id', '=', 'b.id').on('r.user_id', '=', userId))
      .select(['b.id', 'b.kind', 'b.title', 'b.body', 'b.ref', 'r.read_at', 'b.created_at'])
      .where('b.created_at', '>=', since);
    return this.db.selectFrom(personal.unionAll(broadcasts).as('n'));
  }

  private view(row: NoticeRow, locale: Locale): Notice {
    return {
      id: row.id,
      kind: row.kind,
      title: row.title[locale] ?? row.title.en,
      body: row.body[locale] ?? row.body.en,
      ...(row.ref ? { ref: row.ref } : {}),
      read: row.read_at !== null,
      createdAt: new Date(row.created_at).getTime(),
    };
  }

  async list(userId: number, locale: Locale, pageNum: number, pageSize: number): Promise<NoticePage> {
    const since = await this.memberSince(userId);
    const [page, unreadCount] = await Promise.all([
      pageOf(this.visible(userId, since), (q) => q.selectAll().orderBy('id', 'desc'), { pageNum, pageSize }, (rows) => (rows as NoticeRow[]).map((row) => this.view(row, locale))),
      this.unreadCount(userId),
    ]);
    return { ...page, unreadCount };
  }

  private async find(userId: number, id: number): Promise<(NoticeRow & { broadcast: boolean }) | undefined> {
    const own = await this.db.selectFrom('notices').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
    if (own) return { ...own, broadcast: false };
    const since = await this.memberSince(userId);
    const shared = await this.db
      .selectFrom('notice_broadcasts as b')
      .leftJoin('notice_broadcast_reads as r', (join) => join.onRef('r.broadcast_id', '=', 'b.id').on('r.user_id', '=', userId))
      .select(['b.id', 'b.kind', 'b.title', 'b.body', 'b.ref', 'r.read_at', 'b.created_at'])
      .where('b.id', '=', id)
      .where('b.created_at', '>=', since)
      .executeTakeFirst();
    return shared ? { ...shared, broadcast: true } : undefined;
  }

  private async markOne(userId: number, row: { id: number; broadcast: boolean }, readAt: Date): Promise<void> {
    if (row.broadcast) {
      await this.db
        .insertInto('notice_broadcast_reads')
        .values({ user_id: userId, broadcast_id: row.id, read_at: readAt })
        .onConflict((oc) => oc.columns(['user_id', 'broadcast_id']).doNothing())
        .execute();
    } else {
      await this.db.updateTable('notices').set({ read_at: readAt }).where('id', '=', row.id).where('user_id', '=', userId).where('read_at', 'is', null).execute();
    }
  }

  /** One notice of this user (marked read on opening); another user's is "not found". */
  async open(userId: number, id: number, locale: Locale): Promise<Notice> {
    const row = await this.find(userId, id);
    if (!row) throw errors.notFound(t.noticeNotFound);
    if (row.read_at === null) {
      const readAt = new Date(this.ctx.clock.now());
      await this.markOne(userId, row, readAt);
      row.read_at = readAt;
      await this.push(userId, 'notice.unread', { unreadCount: await this.unreadCount(userId) });
    }
    return this.view(row, locale);
  }

  /** Marks one notice (or all when no id) as read; answers the unread count. */
  async markRead(userId: number, id?: number): Promise<number> {
    const readAt = new Date(this.ctx.clock.now());
    if (id !== undefined) {
      const row = await this.find(userId, id);
      if (!row) throw errors.notFound(t.noticeNotFound);
      if (row.read_at === null) await this.markOne(userId, row, readAt);
    } else {
      const since = await this.memberSince(userId);
      await this.db.updateTable('notices').set({ read_at: readAt }).where('user_id', '=', userId).where('read_at', 'is', null).execute();
      // One row per notice to everybody this reader had not read yet.
      await this.db
        .insertInto('notice_broadcast_reads')
        .columns(['user_id', 'broadcast_id', 'read_at'])
        .expression((eb) =>
          eb
            .selectFrom('notice_broadcasts as b')
            .select([sql<number>`${userId}::integer`.as('user_id'), 'b.id', sql<Date>`${readAt}::timestamptz`.as('read_at')])
            .where('b.created_at', '>=', since),
        )
        .onConflict((oc) => oc.columns(['user_id', 'broadcast_id']).doNothing())
        .execute();
    }
    const unreadCount = await this.unreadCount(userId);
    await this.push(userId, 'notice.unread', { unreadCount });
    return unreadCount;
  }

  // ---- back office ------------------------------------------------------------------------

  /** Runs an insert alone, or with the operator's audit row in one transaction when there is one. */
  private async withAudit<R extends { id: number }>(insert: (db: Kysely<DB>) => Promise<R>, audited?: Audited): Promise<R> {
    if (!audited) return insert(this.db);
    return this.db.transaction().execute(async (trx) => {
      const row = await insert(trx);
      await audited(trx, row.id);
      return row;
    });
  }

  /**
   * An operator's notice to one user or to everybody (missing languages fall back);
   * `audited` writes the audit row in the notice's transaction.
   */
  async sendByOperator(
    input: { target: 'user' | 'all'; userId?: number | undefined; title: Partial<LocalizedText>; body: Partial<LocalizedText> },
    operatorId: number,
    audited?: Audited,
  ): Promise<OperatorNotice> {
    const notice: NewNotice = { kind: 'operator', title: completeText(input.title), body: completeText(input.body) };
    if (input.target === 'all') {
      const id = await this.notifyAll(notice, operatorId, audited);
      return this.operatorNotice(id);
    }
    const user = input.userId === undefined ? undefined : await need(this.ctx, 'accounts').getUser(input.userId);
    if (!user) throw errors.notFound(t.userNotFound);
    const id = await this.notify(user.id, notice, operatorId, audited);
    return this.operatorNotice(id);
  }

  private async operatorNotice(id: number): Promise<OperatorNotice> {
    const page = await this.operatorNotices(1, 1, id);
    return page.list[0]!;
  }

  /** Notices written by operators, newest first. */
  async operatorNotices(pageNum: number, pageSize: number, onlyId?: number): Promise<Page<OperatorNotice>> {
    const personal = this.db
      .selectFrom('notices')
      .select([
        'id',
        sql<'user' | 'all'>`'user'`.as('target'),
        sql<number | null>`user_id`.as('user_id'),
        'title',
        'body',
        sql<string | null>`(case when read_at is null then 0 else 1 end)::bigint`.as('read_count'),
        'sent_by_operator',
        'created_at',
      ])
      .where('sent_by_operator', 'is not', null);
    const shared = this.db
      .selectFrom('notice_broadcasts as b')
      .select([
        'b.id',
        sql<'user' | 'all'>`'all'`.as('target'),
        sql<number | null>`null::integer`.as('user_id'),
        'b.title',
        'b.body',
        (eb) => eb.selectFrom('notice_broadcast_reads as r').select((e) => e.fn.countAll<string>().as('n')).whereRef('r.broadcast_id', '=', 'b.id').as('read_count'),
        'b.sent_by_operator',
        'b.created_at',
      ])
      .where('b.sent_by_operator', 'is not', null);
    let query = this.db.selectFrom(personal.unionAll(shared).as('n'));
    if (onlyId !== undefined) query = query.where('id', '=', onlyId);
    const accounts = need(this.ctx, 'accounts');
    const operators = this.ctx.services.operators;
    return pageOf(query, (q) => q.selectAll().orderBy('id', 'desc'), { pageNum, pageSize }, async (rows) => {
      const usernames = await accounts.usernames(rows.flatMap((row) => (row.user_id ? [row.user_id] : [])));
      return Promise.all(
        rows.map(async (row): Promise<OperatorNotice> => {
          const username = row.user_id ? usernames.get(row.user_id) : undefined;
          const operator = row.sent_by_operator && operators ? await operators.get(row.sent_by_operator) : undefined;
          return {
            id: row.id,
            target: row.target,
            ...(row.user_id ? { userId: row.user_id } : {}),
            ...(username ? { username } : {}),
            title: row.title,
            body: row.body,
            readCount: Number(row.read_count ?? 0),
            ...(operator ? { operatorUsername: operator.username } : {}),
            createdAt: new Date(row.created_at).getTime(),
          };
        }),
      );
    });
  }
}
