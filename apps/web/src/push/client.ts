import { ERROR_CODES, PUSH_CLOSE, PUSH_HEARTBEAT_MS, PUSH_MAX_TOPICS, PUSH_PATH, type PushQuote, type PushServerMessage } from '@app/contracts';
import { ReconnectingSocket, socketUrl, type SocketState } from '@app/socket';
import { session } from '../state/session.ts';
import { chunk, PendingChanges, TopicCounter } from './backoff.ts';

/**
 * The one push socket of the app (`/web/push`, protocol in packages/contracts/src/push.ts).
 *
 * - Components take topics with `acquire(topics)` and give them back with the function it
 *   returns; topics are reference counted, and changes are sent in one message per tick.
 * - The socket opens when something is wanted and closes a while after nothing is.
 * - The connection is the shared reconnecting client (packages/socket): heartbeat `ping`,
 *   a silent connection replaced, exponential backoff with jitter, guarded parsing. On
 *   every (re)connect it sends `auth` (when logged in) and every wanted topic again:
 *   subscriptions live with the socket.
 */
export type PushState = SocketState;

type QuotesListener = (quotes: PushQuote[]) => void;
type EventListener = (data: unknown) => void;

const IDLE_CLOSE_MS = 30_000;

export class PushClient {
  private readonly socket: ReconnectingSocket<PushServerMessage>;
  private readonly topics = new TopicCounter();
  private readonly pending = new PendingChanges();
  private flushScheduled = false;
  private idleTimer: ReturnType<typeof setTimeout> | undefined;
  private authedToken: string | null = null;
  private refusedToken: string | null = null;
  private readonly quoteListeners = new Set<QuotesListener>();
  private readonly eventListeners = new Map<string, Set<EventListener>>();
  private readonly topicListeners = new Map<string, Set<EventListener>>();
  private readonly stateListeners = new Set<() => void>();

  constructor(
    url: () => string,
    private readonly token: () => string | null,
  ) {
    this.socket = new ReconnectingSocket<PushServerMessage>({
      url,
      heartbeatMs: PUSH_HEARTBEAT_MS,
      ping: { op: 'ping' },
      onOpen: () => this.opened(),
      onMessage: (message) => this.handle(message),
      shouldReconnect: ({ code }) => {
        if (code === PUSH_CLOSE.unauthorized) this.refusedToken = this.token();
        return this.wanted();
      },
      onState: () => {
        for (const listener of this.stateListeners) listener();
      },
    });
  }

  get state(): PushState {
    return this.socket.state;
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

  /** Updates of a public topic (PUSH_TOPICS, e.g. auctionTopic(code)); pair with `acquire([topic])` to subscribe. */
  onTopic(topic: string, listener: EventListener): () => void {
    let set = this.topicListeners.get(topic);
    if (!set) this.topicListeners.set(topic, (set = new Set()));
    set.add(listener);
    return () => {
      set.delete(listener);
      if (!set.size) this.topicListeners.delete(topic);
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
    if (!this.socket.isOpen) return;
    if (token) this.sendAuth(token);
    else {
      this.authedToken = null;
      this.socket.restart(); // a socket cannot be de-authenticated: start a fresh one
    }
  }

  /** Back online or back on the page: a pending reconnect happens now rather than after its backoff. */
  wake(): void {
    this.socket.wake();
  }

  /** Closes everything (tests, page unload). */
  close(): void {
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.idleTimer = undefined;
    this.authedToken = null;
    this.socket.close(1000);
  }

  private wanted(): boolean {
    return this.topics.size > 0 || this.eventListeners.size > 0;
  }

  private ensureOpen(): void {
    if (this.idleTimer) {
      clearTimeout(this.idleTimer);
      this.idleTimer = undefined;
    }
    if (this.wanted()) this.socket.open();
  }

  private maybeIdle(): void {
    if (this.wanted() || this.idleTimer) return;
    this.idleTimer = setTimeout(() => {
      this.idleTimer = undefined;
      if (!this.wanted()) this.close();
    }, IDLE_CLOSE_MS);
  }

  /** A (re)connected socket: authenticate and subscribe to everything wanted; subscriptions live with the socket. */
  private opened(): void {
    this.authedToken = null;
    const token = this.token();
    if (token && token !== this.refusedToken) this.sendAuth(token);
    // Everything wanted now; whatever was queued for the old socket is moot.
    this.pending.clear();
    for (const topics of chunk(this.topics.topics(), PUSH_MAX_TOPICS)) this.socket.send({ op: 'sub', topics });
  }

  private handle(message: PushServerMessage): void {
    switch (message.type) {
      case 'welcome':
        if (message.heartbeatMs > 0) this.socket.setHeartbeat(message.heartbeatMs);
        break;
      case 'quotes':
        for (const listener of this.quoteListeners) deliver(listener, message.data);
        break;
      case 'event':
        for (const listener of this.eventListeners.get(message.event) ?? []) deliver(listener, message.data);
        break;
      case 'topic':
        for (const listener of this.topicListeners.get(message.topic) ?? []) deliver(listener, message.data);
        break;
      case 'auth':
        this.refusedToken = null;
        break;
      case 'error':
        if (message.code === ERROR_CODES.LOGIN_EXPIRED) {
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
    this.socket.send({ op: 'auth', token });
  }

  private schedule(): void {
    if (this.flushScheduled) return;
    this.flushScheduled = true;
    queueMicrotask(() => {
      this.flushScheduled = false;
      if (!this.socket.isOpen) return; // sent in full on open
      const { sub, unsub } = this.pending.take();
      for (const topics of chunk(unsub, PUSH_MAX_TOPICS)) this.socket.send({ op: 'unsub', topics });
      for (const topics of chunk(sub, PUSH_MAX_TOPICS)) this.socket.send({ op: 'sub', topics });
    });
  }
}

/**
 * Calls one listener; an error in it is reported (as an uncaught error) without keeping
 * the other listeners (say the quote header after a failing chart) from their update.
 */
function deliver<T>(listener: (data: T) => void, data: T): void {
  try {
    listener(data);
  } catch (error) {
    queueMicrotask(() => {
      throw error;
    });
  }
}

/** ws://host/web/push or wss://host/web/push, same origin as the page. */
export function pushUrl(location: Pick<Location, 'protocol' | 'host'> = window.location): string {
  return socketUrl(PUSH_PATH, location);
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
