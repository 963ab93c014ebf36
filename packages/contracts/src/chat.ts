import { z } from 'zod';
import { dbId, dbIdNumber, MAX_DB_ID } from './ids.ts';
import { page, pageQuery } from './envelope.ts';
import { defineRoute } from './route.ts';

/**
 * Customer chat between users (or guests) and operators.
 *
 * History and the operators' queue are ordinary calls; live messages travel over a
 * WebSocket of their own at CHAT_SOCKET_PATH (JSON text frames). A separate socket
 * rather than /web/push because guests and operators chat too (the push socket knows
 * only user tokens) and because chat needs client -> server messages (send, receipts)
 * that the push protocol does not carry. Across server processes, ctx.pubsub carries
 * every message and receipt.
 *
 * Client -> server:
 *   {op:'auth', kind:'user'|'guest'|'operator', token}   first message (a guest's token comes
 *                                                         from /chat/guest/start); answered by `ready`
 *   {op:'send', clientId, text?, image?, conversationId?} a message (conversationId: operators only);
 *                                                         clientId makes a resend after a reconnect
 *                                                         or a reload harmless (answered by the same ack)
 *   {op:'delivered', upTo, conversationId?}              the other side's messages up to id reached this client
 *   {op:'read', upTo, conversationId?}                   ... and were seen
 *   {op:'ping'}
 * Server -> client:
 *   {type:'welcome', heartbeatMs}
 *   {type:'ready', role, conversationId?}                 conversationId: the user's or guest's conversation
 *   {type:'ack', clientId, message}                      stored (the message is "sent")
 *   {type:'message', message}                            a new message of the conversation (operators: of any)
 *   {type:'receipts', receipts}                          delivery/read watermarks of a conversation changed
 *   {type:'conversation', conversation}                  operators only: a queue entry changed
 *   {type:'error', code, msg, clientId?}
 *   {type:'pong'}
 * A message of yours is delivered when its id <= the other side's deliveredUpTo, read when <= readUpTo.
 */
export const CHAT_SOCKET_PATH = '/web/chat/socket';
/** Error codes of the chat calls and their HTTP status (merged into ERRORS, errors.ts). */
export const chatErrors = {
  CHAT_GUEST_REQUIRED: 400, // a guest call without its guestToken
  CHAT_GUEST_NO_IMAGES: 403, // guests send text only
  CHAT_IMAGE_NOT_YOURS: 400, // the image url is not an upload of the sender (field image)
  CHAT_EMPTY: 422, // neither text nor image (field text)
} as const;
export const CHAT_HEARTBEAT_MS = 20_000;
export const CHAT_TEXT_MAX = 2000;
/** Images in messages are served here, to the conversation's participants and operators. */
export const CHAT_IMAGE_PREFIX = '/web/chat/image/';
/** A guest sends its token in this header (images) or in the body (calls). */
export const CHAT_GUEST_HEADER = 'x-chat-guest';
export const CHAT_CLOSE = { unauthorized: 4401, badMessage: 4400 } as const;

export const CHAT_SENDERS = ['user', 'guest', 'operator'] as const;
export type ChatSender = (typeof CHAT_SENDERS)[number];

export const chatMessage = z.object({
  id: z.number().int(),
  conversationId: z.number().int(),
  sender: z.enum(CHAT_SENDERS),
  text: z.string().optional(),
  /** CHAT_IMAGE_PREFIX + name; fetch it with the Authorization (or guest) header. */
  image: z.string().optional(),
  clientId: z.string().optional(),
  /** The operator's username on operator messages. */
  operator: z.string().optional(),
  createdAt: z.number().int(),
});
export type ChatMessage = z.infer<typeof chatMessage>;

/** How far each side has received and seen the other side's messages (message ids). */
export const chatReceipts = z.object({
  conversationId: z.number().int(),
  userDeliveredUpTo: z.number().int(),
  userReadUpTo: z.number().int(),
  operatorDeliveredUpTo: z.number().int(),
  operatorReadUpTo: z.number().int(),
});
export type ChatReceipts = z.infer<typeof chatReceipts>;

export const chatConversation = z.object({
  id: z.number().int(),
  kind: z.enum(['user', 'guest']),
  status: z.enum(['open', 'closed']),
  /** A guest's contact email, when left. */
  email: z.string().optional(),
  receipts: chatReceipts,
  createdAt: z.number().int(),
});
export type ChatConversation = z.infer<typeof chatConversation>;

export const chatHistory = z.object({
  conversation: chatConversation,
  /** Oldest first. */
  messages: z.array(chatMessage),
  /** Older messages exist: ask again with before = messages[0].id. */
  hasMore: z.boolean(),
});
export type ChatHistory = z.infer<typeof chatHistory>;

export const adminConversation = chatConversation.extend({
  userId: z.number().int().optional(),
  username: z.string().optional(),
  assignedOperatorId: z.number().int().optional(),
  assignedOperator: z.string().optional(),
  lastMessage: chatMessage.optional(),
  /** Messages of the user or guest the operators have not read yet. */
  unread: z.number().int().nonnegative(),
  lastMessageAt: z.number().int().optional(),
  closedAt: z.number().int().optional(),
});
export type AdminConversation = z.infer<typeof adminConversation>;

const guestToken = z.string().min(16).max(128);

export const chatClientMessage = z.discriminatedUnion('op', [
  z.object({ op: z.literal('auth'), kind: z.enum(['user', 'guest', 'operator']), token: z.string().min(1).max(512) }),
  z.object({
    op: z.literal('send'),
    clientId: z.string().min(1).max(64),
    text: z.string().max(CHAT_TEXT_MAX).optional(),
    image: z.string().max(200).optional(),
    conversationId: dbIdNumber.optional(),
  }),
  z.object({ op: z.literal('delivered'), upTo: z.number().int().nonnegative().max(MAX_DB_ID), conversationId: dbIdNumber.optional() }),
  z.object({ op: z.literal('read'), upTo: z.number().int().nonnegative().max(MAX_DB_ID), conversationId: dbIdNumber.optional() }),
  z.object({ op: z.literal('ping') }),
]);
export type ChatClientMessage = z.infer<typeof chatClientMessage>;

export const chatServerMessage = z.discriminatedUnion('type', [
  z.object({ type: z.literal('welcome'), heartbeatMs: z.number() }),
  z.object({ type: z.literal('ready'), role: z.enum(['user', 'guest', 'operator']), conversationId: z.number().int().optional() }),
  z.object({ type: z.literal('ack'), clientId: z.string(), message: chatMessage }),
  z.object({ type: z.literal('message'), message: chatMessage }),
  z.object({ type: z.literal('receipts'), receipts: chatReceipts }),
  z.object({ type: z.literal('conversation'), conversation: adminConversation }),
  z.object({ type: z.literal('error'), code: z.string(), msg: z.string(), clientId: z.string().optional() }),
  z.object({ type: z.literal('pong') }),
]);
export type ChatServerMessage = z.infer<typeof chatServerMessage>;

const historyQuery = {
  before: dbId.optional().describe('a message id: the page ends before it'),
  limit: z.coerce.number().int().positive().max(100).default(50),
};

export const chatApi = {
  guestStart: defineRoute({
    method: 'POST',
    path: '/chat/guest/start',
    summary: 'A new guest identity for the public chat; keep guestToken in the browser (it is the only key to that conversation)',
    tag: 'chat',
    auth: 'public',
    response: z.object({ guestToken: z.string() }),
  }),
  history: defineRoute({
    method: 'POST',
    path: '/chat/history',
    summary: "The caller's conversation (the logged-in user's, or the guest's given guestToken) and its messages, newest page last",
    tag: 'chat',
    auth: 'public',
    body: z.object({ guestToken: guestToken.optional(), ...historyQuery }),
    response: chatHistory,
  }),
  guestEmail: defineRoute({
    method: 'POST',
    path: '/chat/guest/email',
    summary: 'A guest leaves an email so that an operator can answer later',
    tag: 'chat',
    auth: 'public',
    body: z.object({ guestToken, email: z.string().trim().max(100).regex(/^[^\s@]+@[^\s@]+$/) }),
    response: chatConversation,
  }),
};

/** The name customers read on an operator's replies. */
export const chatProfile = z.object({ displayName: z.string().optional().describe('the name the operator chose'), shownAs: z.string().describe('what customers read: the display name or the house name') });

export const adminChatApi = {
  queue: defineRoute({
    method: 'GET',
    path: '/admin/chat/queue',
    summary: 'Conversations with messages, most recent activity first (status open by default; mine: assigned to me)',
    tag: 'admin',
    auth: 'operator',
    query: pageQuery.extend({ status: z.enum(['open', 'closed', 'all']).default('open'), mine: z.enum(['true', 'false']).optional() }),
    response: page(adminConversation),
  }),
  conversation: defineRoute({
    method: 'GET',
    path: '/admin/chat/{id}',
    summary: 'One conversation and its messages (before: older page)',
    tag: 'admin',
    auth: 'operator',
    query: z.object(historyQuery),
    response: chatHistory.extend({ conversation: adminConversation }),
  }),
  assign: defineRoute({
    method: 'POST',
    path: '/admin/chat/assign',
    summary: 'Assigns a conversation to an operator (yourself when operatorId is left out); audited',
    tag: 'admin',
    auth: 'operator',
    body: z.object({ id: dbId, operatorId: dbId.optional() }),
    response: adminConversation,
  }),
  profile: defineRoute({
    method: 'GET',
    path: '/admin/chat/profile',
    summary: 'The name customers read on my replies (issue 30.9): my display name, or the house name when I chose none; never my login name',
    tag: 'admin',
    auth: 'operator',
    response: chatProfile,
  }),
  setProfile: defineRoute({
    method: 'POST',
    path: '/admin/chat/profile',
    summary: 'Sets the name customers read on my replies (2-40 characters); replies already sent show it too',
    tag: 'admin',
    auth: 'operator',
    body: z.object({ displayName: z.string().trim().min(2).max(40) }),
    response: chatProfile,
  }),
  close: defineRoute({
    method: 'POST',
    path: '/admin/chat/close',
    summary: 'Closes a conversation (a new message from the user opens it again); audited',
    tag: 'admin',
    auth: 'operator',
    body: z.object({ id: dbId }),
    response: adminConversation,
  }),
};
