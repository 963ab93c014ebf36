import crypto from 'node:crypto';
import { OperatorNames } from './operator-names.ts';
import {
  CHAT_IMAGE_PREFIX,
  type AdminConversation,
  type ChatConversation,
  type ChatHistory,
  type ChatMessage,
  type ChatReceipts,
  type ChatServerMessage,
  type Page,
} from '@app/contracts';
import { sql, type Selectable, type Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { need, type AppContext } from '../../context.ts';
import { AppError, errors } from '../../http/errors.ts';
import { t } from './messages.ts';
import type { ChatConversationsTable, ChatMessagesTable } from './tables.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { pageOf } from '../../db/paging.ts';

type ConversationRow = Selectable<ChatConversationsTable>;
type MessageRow = Selectable<ChatMessagesTable>;

/** Who is writing or reading: the user or guest of one conversation, or an operator. */
export type ChatParty = { kind: 'user'; userId: number } | { kind: 'guest'; guestKey: string } | { kind: 'operator'; operatorId: number };

/** Pub/sub topics: a conversation's participants, and every operator. */
export const conversationTopic = (id: number) => `chat.conversation.${id}`;
export const OPERATORS_TOPIC = 'chat.operators';

export const guestKeyOf = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

const IMAGE_NAME = /^[A-Za-z0-9_-]{32}\.(jpg|png|gif|webp)$/;

function toMessage(row: MessageRow, operatorName?: string): ChatMessage {
  return {
    id: row.id,
    conversationId: row.conversation_id,
    sender: row.sender,
    ...(row.body !== null ? { text: row.body } : {}),
    ...(row.image ? { image: CHAT_IMAGE_PREFIX + row.image } : {}),
    ...(row.client_id ? { clientId: row.client_id } : {}),
    ...(operatorName ? { operator: operatorName } : {}),
    createdAt: row.created_at.getTime(),
  };
}

function receiptsOf(row: ConversationRow): ChatReceipts {
  return {
    conversationId: row.id,
    userDeliveredUpTo: row.user_delivered_upto,
    userReadUpTo: row.user_read_upto,
    operatorDeliveredUpTo: row.operator_delivered_upto,
    operatorReadUpTo: row.operator_read_upto,
  };
}

/**
 * Customer chat: conversations (one per user, one per guest token), messages with
 * idempotent sends (the sender's clientId), receipts as watermarks, and the operators'
 * queue. Every change is published on ctx.pubsub so that sockets on any process hear it.
 */
export class ChatService {
  private readonly operatorNames = new Map<number, string>();

  /** Operators' display names on their replies (issue 30.9). */
  readonly names: OperatorNames;

  constructor(private readonly ctx: AppContext) {
    this.names = new OperatorNames(ctx.db, ctx.clock);
  }

  private get db() {
    return this.ctx.db;
  }

  private now(): Date {
    return new Date(this.ctx.clock.now());
  }

  newGuestToken(): string {
    return crypto.randomBytes(24).toString('base64url');
  }

  // ---- conversations ----------------------------------------------------------------------

  /** The conversation of a user or guest, created on first use. */
  async conversationOf(party: Exclude<ChatParty, { kind: 'operator' }>): Promise<ConversationRow> {
    const column = party.kind === 'user' ? 'user_id' : 'guest_key';
    const value = party.kind === 'user' ? party.userId : party.guestKey;
    const find = () => this.db.selectFrom('chat_conversations').selectAll().where(column, '=', value).executeTakeFirst();
    const existing = await find();
    if (existing) return existing;
    try {
      return await this.db
        .insertInto('chat_conversations')
        .values({
          user_id: party.kind === 'user' ? party.userId : null,
          guest_key: party.kind === 'guest' ? party.guestKey : null,
          guest_email: null,
          assigned_operator_id: null,
          last_message_id: null,
          last_message_at: null,
          closed_at: null,
          created_at: this.now(),
        })
        .returningAll()
        .executeTakeFirstOrThrow();
    } catch (error) {
      // Two first calls at once: the other one created it.
      if (isUniqueViolation(error)) return (await find())!;
      throw error;
    }
  }

  private async conversation(id: number): Promise<ConversationRow> {
    const row = await this.db.selectFrom('chat_conversations').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) throw errors.notFound(t.conversationNotFound);
    return row;
  }

  private view(row: ConversationRow): ChatConversation {
    return {
      id: row.id,
      kind: row.user_id !== null ? 'user' : 'guest',
      status: row.status,
      ...(row.guest_email ? { email: row.guest_email } : {}),
      receipts: receiptsOf(row),
      createdAt: row.created_at.getTime(),
    };
  }

  private async operatorName(id: number | null): Promise<string | undefined> {
    if (!id) return undefined;
    const cached = this.operatorNames.get(id);
    if (cached) return cached;
    const name = (await this.ctx.services.operators?.get(id))?.username;
    if (name) this.operatorNames.set(id, name);
    return name;
  }

  private async messages(rows: MessageRow[]): Promise<ChatMessage[]> {
    const out: ChatMessage[] = [];
    for (const row of rows) out.push(toMessage(row, await this.names.shown(row.operator_id)));
    return out;
  }

  private async page(conversationId: number, before: number | undefined, limit: number): Promise<{ messages: ChatMessage[]; hasMore: boolean }> {
    let query = this.db.selectFrom('chat_messages').selectAll().where('conversation_id', '=', conversationId);
    if (before !== undefined) query = query.where('id', '<', before);
    const rows = await query
      .orderBy('id', 'desc')
      .limit(limit + 1)
      .execute();
    const hasMore = rows.length > limit;
    return { messages: await this.messages(rows.slice(0, limit).reverse()), hasMore };
  }

  async history(party: Exclude<ChatParty, { kind: 'operator' }>, before: number | undefined, limit: number): Promise<ChatHistory> {
    const row = await this.conversationOf(party);
    return { conversation: this.view(row), ...(await this.page(row.id, before, limit)) };
  }

  async setGuestEmail(guestKey: string, email: string): Promise<ChatConversation> {
    const row = await this.conversationOf({ kind: 'guest', guestKey });
    const updated = await this.db.updateTable('chat_conversations').set({ guest_email: email }).where('id', '=', row.id).returningAll().executeTakeFirstOrThrow();
    await this.publishQueue(updated);
    return this.view(updated);
  }

  // ---- messages ---------------------------------------------------------------------------

  /** The upload name behind an image url, checked to be the sender's own image. */
  private async imageName(url: string, from: ChatParty): Promise<string> {
    if (from.kind === 'guest') throw new AppError('CHAT_GUEST_NO_IMAGES', t.guestNoImages);
    const files = need(this.ctx, 'files');
    const name = files.nameFromUrl(url);
    const owner = name ? await files.ownerOf(name) : undefined;
    const mine =
      owner !== undefined &&
      ((from.kind === 'user' && owner.kind === 'user' && owner.userId === from.userId) || (from.kind === 'operator' && owner.kind === 'operator'));
    if (!name || !mine) throw new AppError('CHAT_IMAGE_NOT_YOURS', t.imageNotYours, {}, { field: 'image' });
    return name;
  }

  /**
   * Stores a message (or finds the one already stored under the same clientId) and
   * publishes it. Any message opens a closed conversation again; an operator's reply
   * claims an unassigned one.
   */
  async send(conversationId: number, from: ChatParty, input: { clientId: string; text?: string | undefined; image?: string | undefined }): Promise<{ message: ChatMessage; duplicate: boolean }> {
    const text = input.text?.trim() || null;
    const image = input.image ? await this.imageName(input.image, from) : null;
    if (!text && !image) throw new AppError('CHAT_EMPTY', t.emptyMessage, {}, { field: 'text' });
    const sender = from.kind;
    const existing = () =>
      this.db
        .selectFrom('chat_messages')
        .selectAll()
        .where('conversation_id', '=', conversationId)
        .where('sender', '=', sender)
        .where('client_id', '=', input.clientId)
        .executeTakeFirst();
    const before = await existing();
    if (before) return { message: toMessage(before, await this.names.shown(before.operator_id)), duplicate: true };

    const createdAt = this.now();
    let row: MessageRow;
    let conversation: ConversationRow;
    try {
      ({ row, conversation } = await this.db.transaction().execute(async (trx) => {
        const inserted = await trx
          .insertInto('chat_messages')
          .values({
            conversation_id: conversationId,
            sender,
            operator_id: from.kind === 'operator' ? from.operatorId : null,
            body: text,
            image,
            client_id: input.clientId,
            created_at: createdAt,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        const updated = await trx
          .updateTable('chat_conversations')
          .set((eb) => ({
            last_message_id: inserted.id,
            last_message_at: createdAt,
            status: 'open',
            closed_at: null,
            // Writing means having seen everything before it.
            ...(from.kind === 'operator'
              ? {
                  assigned_operator_id: sql<number>`coalesce(assigned_operator_id, ${from.operatorId}::integer)`,
                  operator_read_upto: eb.fn('greatest', ['operator_read_upto', sql<number>`coalesce(last_message_id, 0)`]),
                  operator_delivered_upto: eb.fn('greatest', ['operator_delivered_upto', sql<number>`coalesce(last_message_id, 0)`]),
                }
              : {
                  user_read_upto: eb.fn('greatest', ['user_read_upto', sql<number>`coalesce(last_message_id, 0)`]),
                  user_delivered_upto: eb.fn('greatest', ['user_delivered_upto', sql<number>`coalesce(last_message_id, 0)`]),
                }),
          }))
          .where('id', '=', conversationId)
          .returningAll()
          .executeTakeFirstOrThrow();
        return { row: inserted, conversation: updated };
      }));
    } catch (error) {
      // The same clientId sent twice at once (two tabs, a fast retry): answer the stored one.
      if (isUniqueViolation(error)) {
        const stored = (await existing())!;
        return { message: toMessage(stored, await this.names.shown(stored.operator_id)), duplicate: true };
      }
      throw error;
    }
    const message = toMessage(row, await this.names.shown(row.operator_id));
    await this.publish(conversationTopic(conversationId), { type: 'message', message });
    await this.publish(conversationTopic(conversationId), { type: 'receipts', receipts: receiptsOf(conversation) });
    await this.publish(OPERATORS_TOPIC, { type: 'message', message });
    await this.publishQueue(conversation);
    if (from.kind === 'operator' && conversation.user_id !== null) {
      // Outside the chat page the app can show that an answer arrived.
      await this.ctx.services.push?.publishToUser(conversation.user_id, 'chat.message', { id: message.id, text: message.text ?? '' }).catch(() => undefined);
    }
    return { message, duplicate: false };
  }

  /**
   * Moves a side's delivered or read watermark forward (never back, never past the last
   * message); reading implies delivery. Publishes the receipts when they changed.
   */
  async receipt(conversationId: number, side: 'user' | 'operator', kind: 'delivered' | 'read', upTo: number): Promise<ChatReceipts | undefined> {
    const delivered = side === 'user' ? 'user_delivered_upto' : 'operator_delivered_upto';
    const read = side === 'user' ? 'user_read_upto' : 'operator_read_upto';
    const capped = sql<number>`least(${upTo}::integer, coalesce(last_message_id, 0))`;
    const row = await this.db
      .updateTable('chat_conversations')
      .set((eb) => ({
        [delivered]: eb.fn('greatest', [delivered, capped]),
        ...(kind === 'read' ? { [read]: eb.fn('greatest', [read, capped]) } : {}),
      }))
      .where('id', '=', conversationId)
      .where((eb) => (kind === 'read' ? eb(read, '<', capped) : eb(delivered, '<', capped)))
      .returningAll()
      .executeTakeFirst();
    if (!row) return undefined;
    const receipts = receiptsOf(row);
    await this.publish(conversationTopic(conversationId), { type: 'receipts', receipts });
    await this.publish(OPERATORS_TOPIC, { type: 'receipts', receipts });
    if (side === 'operator') await this.publishQueue(row);
    return receipts;
  }

  private async publish(topic: string, message: ChatServerMessage): Promise<void> {
    try {
      await this.ctx.pubsub.publish(topic, message);
    } catch (error) {
      // Stored already: a reload or the next history call shows it.
      this.ctx.log.warn({ err: error, topic }, 'chat publish failed');
    }
  }

  private async publishQueue(row: ConversationRow): Promise<void> {
    await this.publish(OPERATORS_TOPIC, { type: 'conversation', conversation: await this.adminView(row) });
  }

  // ---- images -----------------------------------------------------------------------------

  /** An image of a chat message, to that conversation's user or guest and to operators. */
  async image(name: string, viewer: ChatParty): Promise<{ bytes: Buffer; mime: string } | undefined> {
    if (!IMAGE_NAME.test(name)) return undefined;
    let query = this.db
      .selectFrom('chat_messages as m')
      .innerJoin('chat_conversations as c', 'c.id', 'm.conversation_id')
      .select('m.id')
      .where('m.image', '=', name);
    if (viewer.kind === 'user') query = query.where('c.user_id', '=', viewer.userId);
    if (viewer.kind === 'guest') query = query.where('c.guest_key', '=', viewer.guestKey);
    if (!(await query.executeTakeFirst())) return undefined;
    // Being in the conversation is what grants access (an operator's image is not the user's upload).
    return need(this.ctx, 'files').read(name, { kind: 'operator', operatorId: 0 });
  }

  // ---- back office ------------------------------------------------------------------------

  async adminView(row: ConversationRow): Promise<AdminConversation> {
    return (await this.adminViews([row]))[0]!;
  }

  /**
   * Conversations as the operators' queue shows them: the user's name, the last message and
   * the unread count of the whole page in three queries (issue 20: one page was 60 queries).
   */
  private async adminViews(rows: ConversationRow[]): Promise<AdminConversation[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((row) => row.id);
    const userIds = rows.flatMap((row) => (row.user_id !== null ? [row.user_id] : []));
    const lastIds = rows.flatMap((row) => (row.last_message_id !== null ? [row.last_message_id] : []));
    const [names, lasts, unread] = await Promise.all([
      userIds.length > 0 ? need(this.ctx, 'accounts').usernames(userIds) : new Map<number, string>(),
      lastIds.length > 0 ? this.db.selectFrom('chat_messages').selectAll().where('id', 'in', lastIds).execute() : [],
      this.db
        .selectFrom('chat_messages as m')
        .innerJoin('chat_conversations as c', 'c.id', 'm.conversation_id')
        .select((eb) => ['m.conversation_id', eb.fn.countAll<string>().as('n')])
        .where('m.conversation_id', 'in', ids)
        .where('m.sender', '!=', 'operator')
        .whereRef('m.id', '>', 'c.operator_read_upto')
        .groupBy('m.conversation_id')
        .execute(),
    ]);
    const lastById = new Map(lasts.map((m) => [m.id, m]));
    const unreadOf = new Map(unread.map((u) => [u.conversation_id, Number(u.n)]));
    const out: AdminConversation[] = [];
    for (const row of rows) {
      const username = row.user_id !== null ? names.get(row.user_id) : undefined;
      const last = row.last_message_id !== null ? lastById.get(row.last_message_id) : undefined;
      const assigned = await this.operatorName(row.assigned_operator_id);
      out.push({
        ...this.view(row),
        ...(row.user_id !== null ? { userId: row.user_id } : {}),
        ...(username ? { username } : {}),
        ...(row.assigned_operator_id !== null ? { assignedOperatorId: row.assigned_operator_id } : {}),
        ...(assigned ? { assignedOperator: assigned } : {}),
        ...(last ? { lastMessage: toMessage(last, await this.names.shown(last.operator_id)) } : {}),
        unread: unreadOf.get(row.id) ?? 0,
        ...(row.last_message_at ? { lastMessageAt: row.last_message_at.getTime() } : {}),
        ...(row.closed_at ? { closedAt: row.closed_at.getTime() } : {}),
      });
    }
    return out;
  }

  async queue(query: { status: 'open' | 'closed' | 'all'; mine?: boolean; operatorId: number; pageNum: number; pageSize: number }): Promise<Page<AdminConversation>> {
    let base = this.db.selectFrom('chat_conversations').where('last_message_id', 'is not', null);
    if (query.status !== 'all') base = base.where('status', '=', query.status);
    if (query.mine) base = base.where('assigned_operator_id', '=', query.operatorId);
    return pageOf(base, (q) => q.selectAll().orderBy('last_message_at', 'desc').orderBy('id', 'desc'), query, (rows) => this.adminViews(rows));
  }

  /** A user's conversation with its latest messages (the customer view), or undefined when they never wrote; never creates one. */
  async ofUser(userId: number, limit: number): Promise<(ChatHistory & { conversation: AdminConversation }) | undefined> {
    const row = await this.db.selectFrom('chat_conversations').selectAll().where('user_id', '=', userId).executeTakeFirst();
    if (!row || row.last_message_id === null) return undefined;
    return { conversation: await this.adminView(row), ...(await this.page(row.id, undefined, limit)) };
  }

  async adminHistory(id: number, before: number | undefined, limit: number): Promise<ChatHistory & { conversation: AdminConversation }> {
    const row = await this.conversation(id);
    return { conversation: await this.adminView(row), ...(await this.page(id, before, limit)) };
  }

  /** Assigns a conversation; `audited` writes the operator's audit row in the same transaction. */
  async assign(id: number, operatorId: number, audited?: (trx: Transaction<DB>) => Promise<void>): Promise<AdminConversation> {
    await this.conversation(id);
    if (!(await this.ctx.services.operators?.get(operatorId))) throw errors.notFound(t.operatorNotFound);
    const row = await this.db.transaction().execute(async (trx) => {
      const updated = await trx.updateTable('chat_conversations').set({ assigned_operator_id: operatorId }).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
      await audited?.(trx);
      return updated;
    });
    await this.publishQueue(row);
    return this.adminView(row);
  }

  /** Closes a conversation; `audited` writes the operator's audit row in the same transaction. */
  async close(id: number, audited?: (trx: Transaction<DB>) => Promise<void>): Promise<AdminConversation> {
    await this.conversation(id);
    const row = await this.db.transaction().execute(async (trx) => {
      const updated = await trx
        .updateTable('chat_conversations')
        .set({ status: 'closed', closed_at: this.now() })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow();
      await audited?.(trx);
      return updated;
    });
    await this.publishQueue(row);
    return this.adminView(row);
  }

  /** Throws unless the conversation exists (operators may write to any). */
  async requireConversation(id: number): Promise<void> {
    await this.conversation(id);
  }
}
