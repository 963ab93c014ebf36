import { PUSH_CLOSE, PUSH_HEARTBEAT_MS, PUSH_MAX_TOPICS, PUSH_PATH, type PushQuote, type PushServerMessage } from '@app/contracts';
import { session } from '../state/session.ts';
import { backoffDelay, chunk, PendingChanges, TopicCounter } from './backoff.ts';

/**
 * The one push socket of the app (`/web/push`, protocol in packages/contracts/src/push.ts).
 *
 * - Components take topics with `acquire(topics)` and give them back with the function it
 *   returns; topics are reference counted, and changes are sent in one message per tick.
 * - The socket opens when something is wanted and closes a while after nothing is.
 * - Heartbeat: a `ping` when the server has been quiet for a heartbeat period; no message
 *   at all for 2.5 periods means the connection is dead, and it is replaced.
 * - Reconnects with exponential backoff and jitter, then sends `auth` (when logged in)
 *   and every wanted topic again: subscriptions live with the socket.
 */
export type PushState = 'idle' | 'connecting' | 'open' | 'reconnecting';

type QuotesListener = (quotes: PushQuote[]) => void;
type EventListener = (data: unknown) => void;

const IDLE_CLOSE_MS = 30_000;

export class PushClient {
  private ws: WebSocket | null = null;
  private readonly topics = new TopicCounter();
  private readonly pending = new PendingChanges();
  private flushScheduled = false;
  private attempt = 0;
  private heartbeatMs = PUSH_HEARTBEAT_MS;
  private lastMessageAt = 0;
  private heartbeatTimer: ReturnType<typeof setInterval> | undefined;
  private reconnectTimer: ReturnType<typeof setTimeout> | undefined;
  private idleTimer: ReturnType<typeof setTimeout> | undefined;
  private authedToken: string | null = null;
  private refusedToken: string | null = null;
  private readonly quoteListeners = new Set<QuotesListener>();
  private readonly eventListeners = new Map<string, Set<EventListener>>();
  private readonly stateListeners = new Set<() => void>();
  private stateValue: PushState = 'idle';

  constructor(
    private readonly url: () => string,
    private readonly token: () => string | null,
  ) {}

  get state(): PushState {
    return this.stateValue;
  }

  /** Wants these topics until the returned function is called (once). */
  acquire(topics: string[]): () => void {
    const added = this.topics.acquire(topics);
    if (added.length) {
      this.pending.sub(added);
      this.schedule();
    }
    this.ensureOpen();
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const removed = this.topics.release(topics);
      if (removed.length) {
        this.pending.unsub(removed);
        this.schedule();
      }
      this.maybeIdle();
    };
  }

  onQuotes(listener: QuotesListener): () => void {
    this.quoteListeners.add(listener);
    return () => this.quoteListeners.delete(listener);
  }

  /** A private user event (PUSH_USER_EVENTS); keeps the socket open while listened to. */
  onEvent(event: string, listener: EventListener): () => void {
    let set = this.eventListeners.get(event);
    if (!set) this.eventListeners.set(event, (set = new Set()));
    set.add(listener);
    this.ensureOpen();
    return () => {
      set.delete(listener);
      if (!set.size) this.eventListeners.delete(event);
      this.maybeIdle();
    };
  }

  onState(listener: () => void): () => void {
    this.stateListeners.add(listener);
    return () => this.stateListeners.delete(listener);
  }

  /** The session changed: authenticate the open socket, or drop private events on logout. */
  sessionChanged(): void {
    const token = this.token();
    if (token === this.authedToken) return;
    if (!this.ws || this.ws.readyState !== WebSocket.OPEN) return;
    if (token) this.sendAuth(token);
    else this.restart(); // a socket cannot be de-authenticated: start a fresh one
  }

  /** Back online or back on the page: a pending reconnect happens now rather than after its backoff. */
  wake(): void {
    if (!this.reconnectTimer) return;
    clearTimeout(this.reconnectTimer);
    this.reconnectTimer = undefined;
    this.attempt = 0;
    if (this.wanted() && !this.ws) this.connect();
  }

  /** Closes everything (tests, page unload). */
  close(): void {
    this.clearTimers();
    const ws = this.ws;
    this.ws = null;
    ws?.close(1000);
    this.setState('idle');
  }

  private wanted(): boolean {
    return this.topics.size > 0 || this.eventListeners.size > 0;
  }

  private setState(next: PushState): void {
    if (next === this.stateValue) return;
    this.stateValue = next;
    for (const listener of this.stateListeners) listener();
  }

  private ensureOpen(): void {
    if (this.idleTimer) {
      clearTimeout(this.idleTimer);
      this.idleTimer = undefined;
    }
    if (this.ws || this.reconnectTimer || !this.wanted()) return;
    this.connect();
  }

  private maybeIdle(): void {
    if (this.wanted() || this.idleTimer) return;
    this.idleTimer = setTimeout(() => {
      this.idleTimer = undefined;
      if (!this.wanted()) this.close();
    }, IDLE_CLOSE_MS);
  }

  private connect(): void {
    this.setState(this.attempt > 0 ? 'reconnecting' : 'connecting');
    let ws: WebSocket;
    try {
      ws = new WebSocket(this.url());
    } catch {
      this.scheduleReconnect();
      return;
    }
    this.ws = ws;
    this.authedToken = null;
    ws.onopen = () => {
      if (this.ws !== ws) return;
      this.attempt = 0;
      this.lastMessageAt = Date.now();
      this.setState('open');
      const token = this.token();
      if (token && token !== this.refusedToken) this.sendAuth(token);
      // Everything wanted now; whatever was queued for the old socket is moot.
      this.pending.clear();
      for (const topics of chunk(this.topics.topics(), PUSH_MAX_TOPICS)) this.send({ op: 'sub', topics });
      this.startHeartbeat();
    };
    ws.onmessage = (event) => {
      if (this.ws !== ws) return;
      this.lastMessageAt = Date.now();
      let message: PushServerMessage;
      try {
        message = JSON.parse(String(event.data)) as PushServerMessage;
      } catch {
        return;
      }
      this.handle(message);
    };
    ws.onclose = (event) => {
      if (this.ws !== ws) return;
      this.ws = null;
      this.stopHeartbeat();
      if (event.code === PUSH_CLOSE.unauthorized) this.refusedToken = this.token();
      if (this.wanted()) this.scheduleReconnect();
      else this.setState('idle');
    };
    ws.onerror = () => {
      // onclose follows and reconnects.
    };
  }

  private handle(message: PushServerMessage): void {
    switch (message.type) {
      case 'welcome':
        if (message.heartbeatMs > 0) {
          this.heartbeatMs = message.heartbeatMs;
          this.startHeartbeat();
        }
        break;
      case 'quotes':
        for (const listener of this.quoteListeners) listener(message.data);
        break;
      case 'event':
        for (const listener of this.eventListeners.get(message.event) ?? []) listener(message.data);
        break;
      case 'auth':
        this.refusedToken = null;
        break;
      case 'error':
        if (message.code === 'LOGIN_EXPIRED') {
          this.refusedToken = this.authedToken;
          this.authedToken = null;
        }
        break;
      default:
        break;
    }
  }

  private sendAuth(token: string): void {
    this.authedToken = token;
    this.send({ op: 'auth', token });
  }

  private send(message: object): void {
    if (this.ws?.readyState === WebSocket.OPEN) this.ws.send(JSON.stringify(message));
  }

  private schedule(): void {
    if (this.flushScheduled) return;
    this.flushScheduled = true;
    queueMicrotask(() => {
      this.flushScheduled = false;
      if (this.ws?.readyState !== WebSocket.OPEN) return; // sent in full on open
      const { sub, unsub } = this.pending.take();
      for (const topics of chunk(unsub, PUSH_MAX_TOPICS)) this.send({ op: 'unsub', topics });
      for (const topics of chunk(sub, PUSH_MAX_TOPICS)) this.send({ op: 'sub', topics });
    });
  }

  private startHeartbeat(): void {
    this.stopHeartbeat();
    this.heartbeatTimer = setInterval(() => {
      const quiet = Date.now() - this.lastMessageAt;
      if (quiet > this.heartbeatMs * 2.5) this.restart();
      else if (quiet >= this.heartbeatMs) this.send({ op: 'ping' });
    }, Math.max(1000, Math.floor(this.heartbeatMs / 2)));
  }

  private stopHeartbeat(): void {
    if (this.heartbeatTimer) clearInterval(this.heartbeatTimer);
    this.heartbeatTimer = undefined;
  }

  /** Drops the current socket and opens a new one at once. */
  private restart(): void {
    const ws = this.ws;
    this.ws = null;
    this.stopHeartbeat();
    ws?.close(1000);
    if (this.wanted()) this.connect();
  }

  private scheduleReconnect(): void {
    this.setState('reconnecting');
    const delay = backoffDelay(this.attempt++);
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = undefined;
      if (this.wanted() && !this.ws) this.connect();
    }, delay);
  }

  private clearTimers(): void {
    this.stopHeartbeat();
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.reconnectTimer = undefined;
    this.idleTimer = undefined;
  }
}

/** ws://host/web/push or wss://host/web/push, same origin as the page. */
export function pushUrl(location: Pick<Location, 'protocol' | 'host'> = window.location): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${PUSH_PATH}`;
}

let shared: PushClient | undefined;

/** The app's one push client, created on first use. */
export function pushClient(): PushClient {
  if (!shared) {
    const client = new PushClient(() => pushUrl(), session.token);
    session.subscribe(() => client.sessionChanged());
    // Back online or back to the tab: reconnect now instead of waiting for the backoff.
    window.addEventListener('online', () => client.wake());
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'visible') client.wake();
    });
    shared = client;
  }
  return shared;
}
