import { z } from 'zod';
import { stockQuote } from './market.ts';

/**
 * The push socket at /web/push (WebSocket, JSON text frames).
 *
 * Client -> server:
 *   {op:'sub', topics:['quote:AAPL','quote:WALMEX *']}   subscribe (at most PUSH_MAX_TOPICS per socket)
 *   {op:'unsub', topics:[...]}                            unsubscribe
 *   {op:'ping'}                                           answered with {type:'pong'}
 *   {op:'auth', token}                                    private events of that user (also `?token=` on connect)
 * Server -> client:
 *   {type:'welcome', ts, heartbeatMs}                     on connect
 *   {type:'subscribed', topics, rejected}                 after sub (rejected: unknown codes, over the limit)
 *   {type:'unsubscribed', topics}
 *   {type:'quotes', ts, data:[PushQuote...]}              one batch per tick (about 1 s), only changed quotes
 *                                                         of the subscribed instruments; ts = server time the
 *                                                         batch was built (ms)
 *   {type:'heartbeat', ts}                                every PUSH_HEARTBEAT_MS when nothing else was sent
 *   {type:'pong', ts}
 *   {type:'auth', ok:true, userId}                        or {type:'error', code:'LOGIN_EXPIRED'} then close 4401
 *   {type:'event', event, data, ts}                       a private user event (PUSH_USER_EVENTS)
 *   {type:'topic', topic, data, ts}                       a public topic's update (PUSH_TOPICS: 'auction:<code>' carries
 *                                                         the pre-market auction's indicative price and volume)
 *   {type:'error', code, msg}                             a bad message (code BAD_MESSAGE) or too many topics
 * A client that does not read fast enough (more than PUSH_MAX_BUFFERED_BYTES waiting) is closed with 4408;
 * a client reconnects (with backoff) and sends its `auth` and `sub` again: subscriptions live with the socket.
 */

export const PUSH_PATH = '/web/push';
export const PUSH_MAX_TOPICS = 300;
export const PUSH_HEARTBEAT_MS = 20_000;
export const PUSH_MAX_BUFFERED_BYTES = 1024 * 1024;
/** Close codes. */
export const PUSH_CLOSE = { unauthorized: 4401, slowConsumer: 4408, badMessage: 4400 } as const;

export const quoteTopic = (code: string) => `quote:${code}`;

/** Public topics besides quotes, by prefix (`<prefix>:<instrument code>`); updates come as {type:'topic'}. */
export const PUSH_TOPICS = ['auction'] as const;
export type PushTopicKind = (typeof PUSH_TOPICS)[number];
export const auctionTopic = (code: string) => `auction:${code}`;

export const pushClientMessage = z.discriminatedUnion('op', [
  z.object({ op: z.literal('sub'), topics: z.array(z.string().max(40)).max(PUSH_MAX_TOPICS) }),
  z.object({ op: z.literal('unsub'), topics: z.array(z.string().max(40)).max(PUSH_MAX_TOPICS) }),
  z.object({ op: z.literal('ping') }),
  z.object({ op: z.literal('auth'), token: z.string().min(1).max(512) }),
]);
export type PushClientMessage = z.infer<typeof pushClientMessage>;

/** The live fields of a quote; merge them into a cached StockQuote with the same stock_code. */
export const pushQuote = stockQuote.pick({
  stock_code: true,
  status: true,
  price_nominal: true,
  change: true,
  change_ratio: true,
  fall: true,
  volume: true,
  turnover: true,
  open: true,
  high: true,
  low: true,
  prevClose: true,
  bid: true,
  ask: true,
  time: true,
  tickSize: true,
  preMarketPrice: true,
  preMarketChange: true,
  preMarketChangeRatio: true,
  postMarketPrice: true,
  postMarketChange: true,
  postMarketChangeRatio: true,
});
export type PushQuote = z.infer<typeof pushQuote>;

/**
 * Private events a user may receive, by name. A module that publishes a new event adds
 * one line here (the data schema documents its fields for the app).
 */
export const PUSH_USER_EVENTS = {
  /** Something in the user's orders or positions changed: refetch the lists. */
  'order.updated': z.object({ orderId: z.number().int().optional(), status: z.union([z.string(), z.number()]).optional() }).passthrough(),
  'position.updated': z.object({ positionId: z.number().int().optional() }).passthrough(),
  /** A wallet balance changed: refetch balances. */
  'wallet.updated': z.object({ walletType: z.string().optional(), currency: z.string().optional() }).passthrough(),
  /** A review finished (KYC, deposit, withdrawal, loan, card). */
  'review.updated': z.object({ kind: z.string(), id: z.number().int().optional(), status: z.union([z.string(), z.number()]).optional() }).passthrough(),
  /** A crypto deposit got a confirmation (credited at `required`). */
  'deposit.confirmations': z.object({ id: z.number().int(), confirmations: z.number().int(), required: z.number().int(), status: z.number().int().optional() }).passthrough(),
  /** A new message in the user's inbox. */
  'message.new': z.object({ id: z.number().int().optional(), title: z.string().optional() }).passthrough(),
  /** The unread notices count changed because notices were read (notices.ts: noticeUnreadEventData). */
  'notice.unread': z.object({ unreadCount: z.number().int().nonnegative() }),
  /** Margin warnings and liquidations. */
  'risk.alert': z.object({ level: z.enum(['warning', 'liquidation']), positionId: z.number().int().optional() }).passthrough(),
  /** The watchlist changed in another tab or device. */
  'watchlist.updated': z.object({}).passthrough(),
  /** A customer-chat message. */
  'chat.message': z.object({ id: z.number().int().optional(), text: z.string().optional() }).passthrough(),
  /** A mining robot changed state or was paid (mining). */
  'robot.updated': z.object({ orderId: z.number().int(), state: z.number().int().optional() }).passthrough(),
  /** A price alert fired (alerts): the instrument and the price it fired at. */
  'alert.fired': z.object({ alertId: z.number().int(), code: z.string(), kind: z.string(), price: z.string() }).passthrough(),
} satisfies Record<string, z.ZodType>;
export type PushUserEvent = keyof typeof PUSH_USER_EVENTS;
export type PushUserEventData<E extends PushUserEvent> = z.input<(typeof PUSH_USER_EVENTS)[E]>;

export const pushServerMessage = z.discriminatedUnion('type', [
  z.object({ type: z.literal('welcome'), ts: z.number(), heartbeatMs: z.number() }),
  z.object({ type: z.literal('subscribed'), topics: z.array(z.string()), rejected: z.array(z.string()) }),
  z.object({ type: z.literal('unsubscribed'), topics: z.array(z.string()) }),
  z.object({ type: z.literal('quotes'), ts: z.number(), data: z.array(pushQuote) }),
  z.object({ type: z.literal('heartbeat'), ts: z.number() }),
  z.object({ type: z.literal('pong'), ts: z.number() }),
  z.object({ type: z.literal('auth'), ok: z.literal(true), userId: z.number().int() }),
  z.object({ type: z.literal('event'), event: z.string(), data: z.unknown(), ts: z.number() }),
  z.object({ type: z.literal('topic'), topic: z.string(), data: z.unknown(), ts: z.number() }),
  z.object({ type: z.literal('error'), code: z.string(), msg: z.string() }),
]);
export type PushServerMessage = z.infer<typeof pushServerMessage>;
