import {
  PUSH_CLOSE,
  PUSH_HEARTBEAT_MS,
  PUSH_MAX_BUFFERED_BYTES,
  PUSH_MAX_TOPICS,
  PUSH_TOPICS,
  pushClientMessage,
  type PushQuote,
  type PushServerMessage,
} from '@app/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { WebSocket } from 'ws';
import type { Authenticator } from '../../http/auth.ts';
import type { PubSub, Unsubscribe } from '../../pubsub/index.ts';

/** Per-socket limits: messages a client may send in a window before it is dropped. */
const MAX_CLIENT_MESSAGES = 60;
const CLIENT_WINDOW_MS = 10_000;
/** Sockets per process. */
const MAX_CLIENTS = 20_000;

export const userTopic = (userId: number) => `push:user:${userId}`;

/** Whose sockets a revocation closes: the sessions named, else every session of the user but `except`. */
export interface RevokeTarget {
  userId?: number | undefined;
  sessionIds?: string[] | undefined;
  except?: string | undefined;
}

function revokes(target: RevokeTarget, userId: number, sessionId: string): boolean {
  if (target.sessionIds) return target.sessionIds.includes(sessionId);
  return target.userId === userId && sessionId !== target.except;
}

export interface UserEventEnvelope {
  event: string;
  data: unknown;
  ts: number;
}

interface Client {
  socket: WebSocket;
  codes: Set<string>;
  /** Public topics besides quotes (PUSH_TOPICS: 'auction:<code>'). */
  topics: Set<string>;
  /** The sorted codes: sockets with the same subscriptions share one encoded batch per tick. */
  signature: string;
  userId: number | undefined;
  /** The session the socket authenticated with (closed when it is revoked). */
  sessionId: string | undefined;
  lastSent: number;
  /** Heartbeats since the last pong. */
  missed: number;
  messages: number;
  windowStart: number;
}

export interface HubOptions {
  authenticator: () => Authenticator;
  pubsub: PubSub;
  log: FastifyBaseLogger;
  /** Whether a code is a known instrument (unknown topics are rejected). */
  knows: (code: string) => boolean;
  /** The current quotes of codes, sent right after a subscription so the client starts complete. */
  current: (codes: string[]) => PushQuote[];
  now: () => number;
}

/**
 * The push hub of one process: sockets, their quote subscriptions, the logged-in user of
 * each socket, heartbeats, and the cross-process user topics. Quote batches are built
 * once per tick: each changed quote is serialized once and the pieces are joined per
 * socket. A socket whose send buffer grows past the limit is closed, never waited on.
 */
export class PushHub {
  private readonly clients = new Set<Client>();
  private readonly byCode = new Map<string, Set<Client>>();
  private readonly byTopic = new Map<string, Set<Client>>();
  private readonly byUser = new Map<number, Set<Client>>();
  private readonly userSubscriptions = new Map<number, Promise<Unsubscribe>>();
  private heartbeat: NodeJS.Timeout | undefined;
  /** The latest revocations (numbered): an authentication in flight during one is checked against it. */
  private readonly revocations: Array<{ seq: number; target: RevokeTarget }> = [];
  private revocationSeq = 0;
  /** Slow clients dropped, batches sent, and the time of the last fan-outs (ms, for benches and metrics). */
  readonly stats = { dropped: 0, batches: 0, fanoutMs: [] as number[] };

  constructor(private readonly options: HubOptions) {}

  get size(): number {
    return this.clients.size;
  }

  /** Users with at least one authenticated socket in this process (a notice to everybody reaches them live). */
  onlineUserIds(): number[] {
    return [...this.byUser.keys()];
  }

  start(): void {
    if (this.heartbeat) return;
    this.heartbeat = setInterval(() => this.beat(), Math.min(5_000, PUSH_HEARTBEAT_MS / 2));
    this.heartbeat.unref();
  }

  stop(): void {
    if (this.heartbeat) clearInterval(this.heartbeat);
    this.heartbeat = undefined;
    for (const client of [...this.clients]) client.socket.close(1001, 'server shutting down');
  }

  async accept(socket: WebSocket, token: string | undefined): Promise<void> {
    if (this.clients.size >= MAX_CLIENTS) {
      socket.close(1013, 'try again later');
      return;
    }
    const now = this.options.now();
    const client: Client = { socket, codes: new Set(), topics: new Set(), signature: '', userId: undefined, sessionId: undefined, lastSent: now, missed: 0, messages: 0, windowStart: now };
    this.clients.add(client);
    socket.on('message', (raw, isBinary) => {
      void this.onMessage(client, isBinary ? '' : raw.toString()).catch((err: unknown) => this.options.log.warn({ err }, 'push message failed'));
    });
    socket.on('pong', () => {
      client.missed = 0;
    });
    socket.on('close', () => this.remove(client));
    socket.on('error', () => this.remove(client));
    this.send(client, { type: 'welcome', ts: now, heartbeatMs: PUSH_HEARTBEAT_MS });
    if (token) await this.authenticate(client, token);
  }

  private remove(client: Client): void {
    if (!this.clients.delete(client)) return;
    for (const code of client.codes) this.unindex(code, client);
    for (const topic of client.topics) this.untopic(topic, client);
    if (client.userId !== undefined) this.detachUser(client);
  }

  private unindex(code: string, client: Client): void {
    const set = this.byCode.get(code);
    if (!set) return;
    set.delete(client);
    if (set.size === 0) this.byCode.delete(code);
  }

  private untopic(topic: string, client: Client): void {
    const set = this.byTopic.get(topic);
    if (!set) return;
    set.delete(client);
    if (set.size === 0) this.byTopic.delete(topic);
  }

  /** A public topic of PUSH_TOPICS about a known instrument ('auction:<code>'), else undefined. */
  private publicTopic(topic: string): string | undefined {
    const colon = topic.indexOf(':');
    if (colon < 0 || !(PUSH_TOPICS as readonly string[]).includes(topic.slice(0, colon))) return undefined;
    return this.options.knows(topic.slice(colon + 1)) ? topic : undefined;
  }

  /** An update of a public topic to the sockets of this process subscribed to it. */
  publishTopic(topic: string, data: unknown): void {
    const set = this.byTopic.get(topic);
    if (!set) return;
    const text = JSON.stringify({ type: 'topic', topic, data, ts: this.options.now() } satisfies PushServerMessage);
    for (const client of set) this.sendText(client, text);
  }

  private async onMessage(client: Client, text: string): Promise<void> {
    const now = this.options.now();
    if (now - client.windowStart > CLIENT_WINDOW_MS) {
      client.windowStart = now;
      client.messages = 0;
    }
    if (++client.messages > MAX_CLIENT_MESSAGES) {
      client.socket.close(PUSH_CLOSE.badMessage, 'too many messages');
      return;
    }
    let parsed;
    try {
      parsed = pushClientMessage.safeParse(JSON.parse(text));
    } catch {
      parsed = undefined;
    }
    if (!parsed?.success) {
      this.send(client, { type: 'error', code: 'BAD_MESSAGE', msg: 'Expected {op:"sub"|"unsub",topics} or {op:"ping"} or {op:"auth",token}' });
      return;
    }
    const message = parsed.data;
    switch (message.op) {
      case 'ping':
        this.send(client, { type: 'pong', ts: now });
        return;
      case 'auth':
        await this.authenticate(client, message.token);
        return;
      case 'sub':
        this.subscribe(client, message.topics);
        return;
      case 'unsub': {
        const removed: string[] = [];
        for (const topic of message.topics) {
          const code = topic.startsWith('quote:') ? topic.slice(6) : undefined;
          if (code !== undefined && client.codes.delete(code)) {
            this.unindex(code, client);
            removed.push(topic);
          } else if (client.topics.delete(topic)) {
            this.untopic(topic, client);
            removed.push(topic);
          }
        }
        client.signature = [...client.codes].sort().join('\n');
        this.send(client, { type: 'unsubscribed', topics: removed });
        return;
      }
    }
  }

  private subscribe(client: Client, topics: string[]): void {
    const accepted: string[] = [];
    const rejected: string[] = [];
    const fresh: string[] = [];
    for (const topic of topics) {
      const code = topic.startsWith('quote:') ? topic.slice(6) : undefined;
      if (code === undefined && this.publicTopic(topic)) {
        if (!client.topics.has(topic)) {
          if (client.codes.size + client.topics.size >= PUSH_MAX_TOPICS) {
            rejected.push(topic);
            continue;
          }
          client.topics.add(topic);
          let set = this.byTopic.get(topic);
          if (!set) this.byTopic.set(topic, (set = new Set()));
          set.add(client);
        }
        accepted.push(topic);
        continue;
      }
      if (code === undefined || !this.options.knows(code)) {
        rejected.push(topic);
        continue;
      }
      if (!client.codes.has(code)) {
        if (client.codes.size + client.topics.size >= PUSH_MAX_TOPICS) {
          rejected.push(topic);
          continue;
        }
        client.codes.add(code);
        let set = this.byCode.get(code);
        if (!set) {
          set = new Set();
          this.byCode.set(code, set);
        }
        set.add(client);
        fresh.push(code);
      }
      accepted.push(topic);
    }
    client.signature = [...client.codes].sort().join('\n');
    this.send(client, { type: 'subscribed', topics: accepted, rejected });
    if (fresh.length) this.send(client, { type: 'quotes', ts: this.options.now(), data: this.options.current(fresh) });
  }

  private async authenticate(client: Client, token: string): Promise<void> {
    const since = this.revocationSeq;
    const user = await this.options
      .authenticator()
      .user(token)
      .catch(() => null);
    if (!user) {
      this.send(client, { type: 'error', code: 'LOGIN_EXPIRED', msg: 'Login expired, please log in again' });
      client.socket.close(PUSH_CLOSE.unauthorized, 'unauthorized');
      return;
    }
    if (!this.clients.has(client)) return;
    // Revoked while the token was being checked: the check may have seen it still live.
    if (this.revokedSince(since, user.userId, user.sessionId)) {
      this.send(client, { type: 'error', code: 'LOGIN_EXPIRED', msg: 'Login expired, please log in again' });
      client.socket.close(PUSH_CLOSE.unauthorized, 'session revoked');
      return;
    }
    if (client.userId !== undefined && client.userId !== user.userId) this.detachUser(client);
    client.userId = user.userId;
    client.sessionId = user.sessionId;
    let set = this.byUser.get(user.userId);
    if (!set) {
      set = new Set();
      this.byUser.set(user.userId, set);
    }
    set.add(client);
    if (!this.userSubscriptions.has(user.userId)) {
      const userId = user.userId;
      const subscription = this.options.pubsub.subscribe(userTopic(userId), (message) => this.deliver(userId, message as UserEventEnvelope));
      this.userSubscriptions.set(userId, subscription);
      // Acknowledge only once this process listens to the user's topic, so no event published after the ack is missed.
      await subscription;
    } else {
      await this.userSubscriptions.get(user.userId);
    }
    this.send(client, { type: 'auth', ok: true, userId: user.userId });
  }

  /**
   * Closes the sockets of revoked sessions: those named, else every socket of the user but
   * `except`'s (a password change keeps the session that made it). They hear no private
   * event from now on. Returns how many were closed.
   */
  revoke(target: RevokeTarget, reason: 'LOGIN_EXPIRED' | 'ACCOUNT_FROZEN' = 'LOGIN_EXPIRED'): number {
    this.revocations.push({ seq: ++this.revocationSeq, target });
    if (this.revocations.length > 1000) this.revocations.shift();
    const candidates = target.userId !== undefined ? [...(this.byUser.get(target.userId) ?? [])] : target.sessionIds ? [...this.clients] : [];
    let closed = 0;
    for (const client of candidates) {
      if (client.userId === undefined || client.sessionId === undefined || !revokes(target, client.userId, client.sessionId)) continue;
      this.detachUser(client);
      client.sessionId = undefined;
      this.send(client, { type: 'error', code: reason, msg: reason === 'ACCOUNT_FROZEN' ? 'Account frozen' : 'Login expired, please log in again' });
      client.socket.close(PUSH_CLOSE.unauthorized, reason === 'ACCOUNT_FROZEN' ? 'account frozen' : 'session revoked');
      closed++;
    }
    return closed;
  }

  /** Whether a revocation heard after number `since` covers this session. */
  private revokedSince(since: number, userId: number, sessionId: string): boolean {
    for (let i = this.revocations.length - 1; i >= 0 && this.revocations[i]!.seq > since; i--) {
      if (revokes(this.revocations[i]!.target, userId, sessionId)) return true;
    }
    return false;
  }

  private detachUser(client: Client): void {
    const userId = client.userId!;
    client.userId = undefined;
    const set = this.byUser.get(userId);
    set?.delete(client);
    if (set && set.size === 0) {
      this.byUser.delete(userId);
      const subscription = this.userSubscriptions.get(userId);
      this.userSubscriptions.delete(userId);
      void subscription?.then((unsubscribe) => unsubscribe()).catch(() => undefined);
    }
  }

  /** A private event from pub/sub, to every socket of that user in this process. */
  private deliver(userId: number, message: UserEventEnvelope): void {
    const set = this.byUser.get(userId);
    if (!set) return;
    const text = JSON.stringify({ type: 'event', event: message.event, data: message.data, ts: message.ts });
    for (const client of set) this.sendText(client, text);
  }

  /**
   * One tick: each socket gets one batch with the changed quotes it subscribed to. Each
   * quote is serialized once; a batch is encoded once per distinct subscription set and
   * the same bytes go to every socket with that set (most sockets watch the same pages).
   */
  broadcast(changed: PushQuote[], ts: number): void {
    if (this.clients.size === 0 || changed.length === 0) return;
    const started = performance.now();
    const pieces = new Map<string, string>();
    for (const quote of changed) if (this.byCode.has(quote.stock_code)) pieces.set(quote.stock_code, JSON.stringify(quote));
    if (pieces.size === 0) return;
    const head = `{"type":"quotes","ts":${ts},"data":[`;
    const encoded = new Map<string, Buffer | null>();
    let sent = 0;
    for (const client of this.clients) {
      if (client.codes.size === 0) continue;
      let batch = encoded.get(client.signature);
      if (batch === undefined) {
        const parts: string[] = [];
        for (const code of client.codes) {
          const piece = pieces.get(code);
          if (piece !== undefined) parts.push(piece);
        }
        batch = parts.length ? Buffer.from(`${head}${parts.join(',')}]}`) : null;
        encoded.set(client.signature, batch);
      }
      if (batch === null) continue;
      this.sendBytes(client, batch);
      sent++;
    }
    this.stats.batches += sent;
    this.stats.fanoutMs.push(performance.now() - started);
    if (this.stats.fanoutMs.length > 300) this.stats.fanoutMs.shift();
  }

  private beat(): void {
    const now = this.options.now();
    for (const client of this.clients) {
      if (client.missed >= 3) {
        // No pong for three beats (15 s): the connection is gone.
        client.socket.terminate();
        this.remove(client);
        continue;
      }
      client.missed++;
      client.socket.ping();
      if (now - client.lastSent >= PUSH_HEARTBEAT_MS - 2_500) this.send(client, { type: 'heartbeat', ts: now });
    }
  }

  private send(client: Client, message: PushServerMessage): void {
    this.sendText(client, JSON.stringify(message));
  }

  private sendText(client: Client, text: string): void {
    this.sendBytes(client, text);
  }

  /** Sends a text frame unless the socket is a slow reader, which is dropped instead. */
  private sendBytes(client: Client, data: string | Buffer): void {
    const socket = client.socket;
    if (socket.readyState !== socket.OPEN) return;
    if (socket.bufferedAmount > PUSH_MAX_BUFFERED_BYTES) {
      // A slow reader: drop it rather than buffer without bound or slow the others.
      this.stats.dropped++;
      socket.close(PUSH_CLOSE.slowConsumer, 'too slow');
      // The close frame waits behind the full buffer: do not wait for the peer's answer either.
      setTimeout(() => socket.terminate(), 1_000).unref();
      this.remove(client);
      return;
    }
    client.lastSent = this.options.now();
    socket.send(data, { binary: false });
  }
}
