import { z } from 'zod';
import { dbId } from './ids.ts';
import { page, pageQuery } from './envelope.ts';
import { defineRoute } from './route.ts';

/**
 * In-app notices (issue 7 extends this). The system creates them on events (KYC
 * outcome, deposits, orders...); the reader gets title and body in their language.
 */
export const NOTICE_KINDS = [
  'system',
  'kyc',
  'deposit',
  'withdrawal',
  'order',
  'margin',
  'liquidation',
  'ipo',
  'bonds',
  'loan',
  'funds',
  'mining',
  'operator',
  'blocktrade',
  'placing',
  'auction',
  'alert',
] as const;

export const notice = z.object({
  id: z.number().int(),
  kind: z.string().describe('one of NOTICE_KINDS, e.g. kyc'),
  title: z.string(),
  body: z.string(),
  /** What the notice is about, e.g. "kyc:12" or "order:345", for a deep link. */
  ref: z.string().optional(),
  read: z.boolean(),
  createdAt: z.number().int().describe('ms since epoch'),
});
export type Notice = z.infer<typeof notice>;

export const noticePage = page(notice).extend({ unreadCount: z.number().int().nonnegative() });
export type NoticePage = z.infer<typeof noticePage>;

/**
 * Published on pub/sub topic `user.<userId>` and relayed by /web/push to that user's
 * sockets. Texts come in the three languages; the client shows its own.
 */
export const noticePushEvent = z.object({
  type: z.literal('notice'),
  notice: z.object({
    id: z.number().int(),
    kind: z.string(),
    title: z.object({ es: z.string(), en: z.string(), zh: z.string() }),
    body: z.object({ es: z.string(), en: z.string(), zh: z.string() }),
    ref: z.string().optional(),
    createdAt: z.number().int(),
  }),
  unreadCount: z.number().int().nonnegative(),
});
export type NoticePushEvent = z.infer<typeof noticePushEvent>;

export const noticesApi = {
  list: defineRoute({
    method: 'GET',
    path: '/userMessage/getMessage',
    summary: "The user's notices, newest first, with the unread count",
    tag: 'notices',
    auth: 'user',
    query: pageQuery,
    response: noticePage,
  }),
  detail: defineRoute({
    method: 'GET',
    path: '/userMessage/{id}',
    summary: 'One notice of the user (opening it marks it read); another user’s id answers 404',
    tag: 'notices',
    auth: 'user',
    response: notice,
  }),
  updateRead: defineRoute({
    method: 'POST',
    path: '/userMessage/updateRead',
    summary: 'Marks one notice (id) or all of them (all: true, or no id) as read; answers the unread count',
    tag: 'notices',
    auth: 'user',
    body: z.object({ id: dbId.optional(), all: z.boolean().optional() }),
    response: z.object({ unreadCount: z.number().int().nonnegative() }),
  }),
};

// ---- live unread count over /web/push (private events, see push.ts PUSH_USER_EVENTS) -------

/**
 * Data of the private push event `message.new`: a new notice for this user. A personal
 * notice carries the exact `unreadCount`; an operator notice to everybody carries
 * `broadcast: true` and no count (the count went up by one: add one to a known count,
 * or refetch an unknown one).
 */
export const noticeNewEventData = z.object({
  id: z.number().int(),
  kind: z.string(),
  /** The title in the three languages (the client shows its own). */
  titles: z.object({ es: z.string(), en: z.string(), zh: z.string() }),
  unreadCount: z.number().int().nonnegative().optional(),
  broadcast: z.boolean().optional(),
});
export type NoticeNewEventData = z.infer<typeof noticeNewEventData>;

/** Data of the private push event `notice.unread`: the count after notices were read (any tab or device). */
export const noticeUnreadEventData = z.object({ unreadCount: z.number().int().nonnegative() });
export type NoticeUnreadEventData = z.infer<typeof noticeUnreadEventData>;

// ---- back office: operator notices ---------------------------------------------------------

/** A text the operator writes in one or more languages; a missing language falls back (es, en, zh). */
export const partialLocalizedText = (max: number) =>
  z
    .object({ es: z.string().trim().max(max).optional(), en: z.string().trim().max(max).optional(), zh: z.string().trim().max(max).optional() })
    .refine((text) => Boolean(text.es || text.en || text.zh), { message: 'at least one language' });

export const NOTICE_TITLE_MAX = 120;
export const NOTICE_BODY_MAX = 4000;

export const operatorNotice = z.object({
  id: z.number().int(),
  target: z.enum(['user', 'all']),
  userId: z.number().int().optional(),
  username: z.string().optional(),
  title: z.object({ es: z.string(), en: z.string(), zh: z.string() }),
  body: z.object({ es: z.string(), en: z.string(), zh: z.string() }),
  /** Readers so far (for a notice to everybody: how many opened it). */
  readCount: z.number().int().nonnegative(),
  operatorUsername: z.string().optional(),
  createdAt: z.number().int(),
});
export type OperatorNotice = z.infer<typeof operatorNotice>;

export const adminNoticesApi = {
  send: defineRoute({
    method: 'POST',
    path: '/admin/notice/send',
    summary: 'Sends a notice to one user (target user, userId) or to every user (target all); audited',
    tag: 'admin',
    auth: 'operator',
    // Any operator writes to one user (support); a notice to everybody is the admin's (checked by the server).
    body: z
      .object({
        target: z.enum(['user', 'all']),
        userId: dbId.optional(),
        title: partialLocalizedText(NOTICE_TITLE_MAX),
        body: partialLocalizedText(NOTICE_BODY_MAX),
      })
      .refine((b) => b.target === 'all' || b.userId !== undefined, { message: 'userId is required for target user', path: ['userId'] }),
    response: operatorNotice,
  }),
  list: defineRoute({
    method: 'GET',
    path: '/admin/notice/list',
    summary: 'Notices sent by operators (to one user or to all), newest first',
    tag: 'admin',
    auth: 'operator',
    query: pageQuery,
    response: page(operatorNotice),
  }),
};
