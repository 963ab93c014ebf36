import { z } from 'zod';
import { page, pageQuery } from './envelope.ts';
import { defineRoute } from './route.ts';

/**
 * In-app notices (issue 7 extends this). The system creates them on events (KYC
 * outcome, deposits, orders...); the reader gets title and body in their language.
 */
export const NOTICE_KINDS = ['system', 'kyc', 'deposit', 'withdrawal', 'order', 'margin', 'liquidation', 'ipo', 'loan', 'operator'] as const;

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
    body: z.object({ id: z.coerce.number().int().positive().optional(), all: z.boolean().optional() }),
    response: z.object({ unreadCount: z.number().int().nonnegative() }),
  }),
};
