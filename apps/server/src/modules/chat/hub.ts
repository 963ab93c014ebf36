import { CHAT_CLOSE, CHAT_HEARTBEAT_MS, chatClientMessage, type ChatClientMessage, type ChatServerMessage, type Locale, unsafeTextPath } from '@app/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { WebSocket } from 'ws';
import type { Authenticator } from '../../http/auth.ts';
import { AppError } from '../../http/errors.ts';
import type { PubSub, Unsubscribe } from '../../pubsub/index.ts';
import { t } from './messages.ts';
import { conversationTopic, guestKeyOf, OPERATORS_TOPIC, type ChatParty, type ChatService } from './service.ts';

/** Per-socket limits. */
const MAX_CLIENT_MESSAGES = 40;
const CLIENT_WINDOW_MS = 10_000;
const AUTH_TIMEOUT_MS = 10_000;
const MAX_CLIENTS = 10_000;
const MAX_BUFFERED_BYTES = 512 * 1024;

/** Whose sockets a revocation closes: the sessions named, else every session of the user (or operator) but `except`. */
export interface ChatRevokeTarget {
  userId?: number | undefined;
  operatorId?: number | undefined;
  sessionIds?: string[] | undefined;
  except?: string | undefined;
}

function revokes(target: ChatRevokeTarget, party: ChatParty, sessionId: string): boolean {
  if (party.kind === 'guest') return false;
  if (target.sessionIds) return target.sessionIds.includes(sessionId);
  const owner = party.kind === 'user' ? target.userId === party.userId : target.operatorId === party.operatorId;
  return owner && sessionId !== target.except;
}

interface Client {
  socket: WebSocket;
  locale: Locale;
  party: ChatParty | undefined;
  /** The session a user or operator authenticated with (closed when it is revoked). */
  sessionId: string | undefined;
  /** The user's or guest's conversation (operators: none, they see every one). */
  conversationId: number | undefined;
  alive: boolean;
  messages: number;
  windowStart: number;
}

export interface ChatHubOptions {
  chat: ChatService;
  authenticator: () => Authenticator;
  pubsub: PubSub;
  log: FastifyBaseLogger;
  now: () => number;
}

/**
 * The chat sockets of one process. A user's or guest's socket listens to its
 * conversation's pub/sub topic; operator sockets listen to the operators' topic (every
 * conversation). Topics are subscribed while at least one local socket needs them, so
 * a message stored by any process reaches every socket.
 */
export class ChatHub {
  private readonly clients = new Set<Client>();
  private readonly byConversation = new Map<number, Set<Client>>();
  private readonly operators = new Set<Client>();
  private readonly subscriptions = new Map<string, Promise<Unsubscribe>>();
  private heartbeat: NodeJS.Timeout | undefined;
  /** The latest revocations (numbered): an authentication in flight during one is checked against it. */
  private readonly revocations: Array<{ seq: number; target: ChatRevokeTarget }> = [];
  private revocationSeq = 0;

  constructor(private readonly options: ChatHubOptions) {}

  get size(): number {
    return this.clients.size;
  }

  start(): void {
    if (this.heartbeat) return;
    this.heartbeat = setInterval(() => this.beat(), CHAT_HEARTBEAT_MS / 2);
    this.heartbeat.unref();
  }

  stop(): void {
    if (this.heartbeat) clearInterval(this.heartbeat);
    this.heartbeat = undefined;
    for (const client of [...this.clients]) client.socket.close(1001, 'server shutting down');
  }

  accept(socket: WebSocket, locale: Locale): void {
    if (this.clients.size >= MAX_CLIENTS) {
      socket.close(1013, 'try again later');
      return;
    }
    const client: Client = { socket, locale, party: undefined, sessionId: undefined, conversationId: undefined, alive: true, messages: 0, windowStart: this.options.now() };
    this.clients.add(client);
    socket.on('message', (raw, isBinary) => {
      void this.onMessage(client, isBinary ? '' : raw.toString()).catch((err: unknown) => this.options.log.warn({ err }, 'chat message failed'));
    });
    socket.on('pong', () => {
      client.alive = true;
    });
    socket.on('close', () => this.remove(client));
    socket.on('error', () => this.remove(client));
    const timer = setTimeout(() => {
      if (!client.party && this.clients.has(client)) socket.close(CHAT_CLOSE.unauthorized, 'auth expected');
    }, AUTH_TIMEOUT_MS);
    timer.unref();
    this.send(client, { type: 'welcome', heartbeatMs: CHAT_HEARTBEAT_MS });
  }

  private remove(client: Client): void {
    if (!this.clients.delete(client)) return;
    if (client.conversationId !== undefined) {
      const set = this.byConversation.get(client.conversationId);
      set?.delete(client);
      if (set && set.size === 0) {
        this.byConversation.delete(client.conversationId);
        this.release(conversationTopic(client.conversationId));
      }
    }
    if (this.operators.delete(client) && this.operators.size === 0) this.release(OPERATORS_TOPIC);
  }

  private async listen(topic: string, deliver: (message: ChatServerMessage) => void): Promise<void> {
    let subscription = this.subscriptions.get(topic);
    if (!subscription) {
      subscription = this.options.pubsub.subscribe(topic, (message) => deliver(message as ChatServerMessage));
      this.subscriptions.set(topic, subscription);
    }
    // Ready only once this process hears the topic, so nothing published after `ready` is missed.
    await subscription;
  }

  private release(topic: string): void {
    const subscription = this.subscriptions.get(topic);
    this.subscriptions.delete(topic);
    void subscription?.then((unsubscribe) => unsubscribe()).catch(() => undefined);
  }

  private error(client: Client, error: unknown, clientId?: string): void {
    if (error instanceof AppError) {
      this.send(client, { type: 'error', code: String(error.error), msg: error.text[client.locale], ...(clientId ? { clientId } : {}) });
      return;
    }
    this.options.log.warn({ err: error }, 'chat socket call failed');
    this.send(client, { type: 'error', code: 'INTERNAL', msg: 'Server error', ...(clientId ? { clientId } : {}) });
  }

  private async onMessage(client: Client, text: string): Promise<void> {
    const now = this.options.now();
    if (now - client.windowStart > CLIENT_WINDOW_MS) {
      client.windowStart = now;
      client.messages = 0;
    }
    if (++client.messages > MAX_CLIENT_MESSAGES) {
      this.send(client, { type: 'error', code: 'RATE_LIMITED', msg: t.tooFast[client.locale] });
      client.socket.close(CHAT_CLOSE.badMessage, 'too many messages');
      return;
    }
    let message: ChatClientMessage;
    try {
      message = chatClientMessage.parse(JSON.parse(text));
      // U+0000 or a lone surrogate would fail in the database (contracts' unsafeTextPath).
      if (unsafeTextPath(message) !== undefined) throw new Error('unsafe text');
    } catch {
      this.send(client, { type: 'error', code: 'BAD_MESSAGE', msg: t.badMessage[client.locale] });
      return;
    }
    if (message.op === 'ping') {
      this.send(client, { type: 'pong' });
      return;
    }
    if (message.op === 'auth') {
      await this.authenticate(client, message.kind, message.token);
      return;
    }
    const party = client.party;
    if (!party) {
      this.send(client, { type: 'error', code: 'LOGIN_EXPIRED', msg: t.loginExpired[client.locale] });
      return;
    }
    // Users and guests act on their own conversation only; operators name one.
    const conversationId = party.kind === 'operator' ? message.conversationId : client.conversationId;
    if (conversationId === undefined) {
      this.send(client, { type: 'error', code: 'NOT_FOUND', msg: t.conversationNotFound[client.locale], ...(message.op === 'send' ? { clientId: message.clientId } : {}) });
      return;
    }
    const { chat } = this.options;
    try {
      switch (message.op) {
        case 'send': {
          if (party.kind === 'operator') await chat.requireConversation(conversationId);
          const { message: stored } = await chat.send(conversationId, party, message);
          this.send(client, { type: 'ack', clientId: message.clientId, message: stored });
          return;
        }
        case 'delivered':
        case 'read': {
          if (party.kind === 'operator') await chat.requireConversation(conversationId);
          await chat.receipt(conversationId, party.kind === 'operator' ? 'operator' : 'user', message.op, message.upTo);
          return;
        }
      }
    } catch (error) {
      this.error(client, error, message.op === 'send' ? message.clientId : undefined);
    }
  }

  private async authenticate(client: Client, kind: 'user' | 'guest' | 'operator', token: string): Promise<void> {
    if (client.party) {
      this.send(client, { type: 'error', code: 'BAD_MESSAGE', msg: t.badMessage[client.locale] });
      return;
    }
    const authenticator = this.options.authenticator();
    const since = this.revocationSeq;
    let party: ChatParty | undefined;
    let sessionId: string | undefined;
    if (kind === 'operator') {
      const operator = await authenticator.operator(token).catch(() => null);
      if (operator) party = { kind: 'operator', operatorId: operator.operatorId };
      sessionId = operator?.sessionId;
    } else if (kind === 'user') {
      const user = await authenticator.user(token).catch(() => null);
      if (user) party = { kind: 'user', userId: user.userId };
      sessionId = user?.sessionId;
    } else if (token.length >= 16 && token.length <= 128) {
      party = { kind: 'guest', guestKey: guestKeyOf(token) };
    }
    // Revoked while the token was being checked (the check may have seen it still live): refused.
    if (party && sessionId !== undefined && this.revokedSince(since, party, sessionId)) party = undefined;
    if (!party) {
      this.send(client, { type: 'error', code: 'LOGIN_EXPIRED', msg: t.loginExpired[client.locale] });
      client.socket.close(CHAT_CLOSE.unauthorized, 'unauthorized');
      return;
    }
    if (!this.clients.has(client)) return;
    client.party = party;
    client.sessionId = sessionId;
    if (party.kind === 'operator') {
      this.operators.add(client);
      await this.listen(OPERATORS_TOPIC, (message) => {
        for (const each of this.operators) this.send(each, message);
      });
      this.send(client, { type: 'ready', role: 'operator' });
      return;
    }
    const conversation = await this.options.chat.conversationOf(party);
    if (!this.clients.has(client)) return;
    client.conversationId = conversation.id;
    let set = this.byConversation.get(conversation.id);
    if (!set) this.byConversation.set(conversation.id, (set = new Set()));
    set.add(client);
    const id = conversation.id;
    await this.listen(conversationTopic(id), (message) => {
      for (const each of this.byConversation.get(id) ?? []) this.send(each, message);
    });
    this.send(client, { type: 'ready', role: party.kind, conversationId: id });
  }

  /**
   * Closes the sockets of revoked sessions: those named, else every socket of the user (or
   * operator) but `except`'s. They hear nothing more. Returns how many were closed.
   */
  revoke(target: ChatRevokeTarget, reason: 'LOGIN_EXPIRED' | 'ACCOUNT_FROZEN' = 'LOGIN_EXPIRED'): number {
    this.revocations.push({ seq: ++this.revocationSeq, target });
    if (this.revocations.length > 1000) this.revocations.shift();
    let closed = 0;
    for (const client of [...this.clients]) {
      if (!client.party || client.sessionId === undefined || !revokes(target, client.party, client.sessionId)) continue;
      // Out of every index first, so that nothing more is sent to it while it closes.
      this.remove(client);
      const text = reason === 'ACCOUNT_FROZEN' ? t.accountFrozen : t.loginExpired;
      this.send(client, { type: 'error', code: reason, msg: text[client.locale] });
      client.socket.close(CHAT_CLOSE.unauthorized, reason === 'ACCOUNT_FROZEN' ? 'account frozen' : 'session revoked');
      closed++;
    }
    return closed;
  }

  /** Whether a revocation heard after number `since` covers this session. */
  private revokedSince(since: number, party: ChatParty, sessionId: string): boolean {
    for (let i = this.revocations.length - 1; i >= 0 && this.revocations[i]!.seq > since; i--) {
      if (revokes(this.revocations[i]!.target, party, sessionId)) return true;
    }
    return false;
  }

  private beat(): void {
    for (const client of this.clients) {
      if (!client.alive) {
        client.socket.terminate();
        this.remove(client);
        continue;
      }
      client.alive = false;
      client.socket.ping();
    }
  }

  private send(client: Client, message: ChatServerMessage): void {
    const socket = client.socket;
    if (socket.readyState !== socket.OPEN) return;
    if (socket.bufferedAmount > MAX_BUFFERED_BYTES) {
      // A reader that does not keep up is dropped; it reconnects and reloads the history.
      socket.terminate();
      this.remove(client);
      return;
    }
    socket.send(JSON.stringify(message));
  }
}
