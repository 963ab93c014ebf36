/**
 * The one reconnecting WebSocket client of the web app and the back office (push quotes
 * and events, user chat, operator chat). Each protocol keeps its own messages; this keeps
 * the connection alive:
 *
 * - reconnects after any close it did not ask for, with exponential backoff and jitter
 *   (`backoffDelay`), until `close()` or `shouldReconnect` says no (e.g. a refused token);
 * - heartbeat: sends the protocol's ping when the server has been quiet for a period, and
 *   replaces a connection that has said nothing for 2.5 periods (gone without a close);
 * - parses every frame under a guard: a frame that is not JSON, or not an object with a
 *   string `type`, is dropped (counted in `dropped`), never thrown into the page;
 * - `wake()` skips a pending backoff (back online, tab visible again);
 * - `send` only while open; callers keep their own outbox and resend on (re)open/ready.
 *
 * Protocols with a "ready" step pass `resetBackoffOnOpen: false` and call `resetBackoff()`
 * once ready, so a server that accepts connections but refuses the session still backs off.
 */
export type SocketState = 'idle' | 'connecting' | 'open' | 'reconnecting';

export interface SocketCloseInfo {
  code: number;
  reason: string;
}

/** The parts of the browser WebSocket this client uses (Node's global one fits too). */
export interface WebSocketLike {
  readonly readyState: number;
  onopen: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}

export type WebSocketFactory = (url: string) => WebSocketLike;

export interface ReconnectingSocketOptions<In extends { type: string }> {
  /** Read at every (re)connect: the language or host may have changed. */
  url: () => string;
  /** Heartbeat period in ms; a server may change it later (`setHeartbeat`). 0 turns it off. */
  heartbeatMs: number;
  /** The protocol's ping, sent when the server has been quiet for a heartbeat period. */
  ping?: object;
  /** Extra check of a parsed frame (e.g. a zod schema); frames failing it are dropped. */
  accept?: (message: { type: string }) => message is In;
  /** Once connected (first time and after each reconnect): authenticate, subscribe, resend. */
  onOpen?: (socket: ReconnectingSocket<In>) => void;
  onMessage: (message: In) => void;
  /** A connection ended (any cause); answer false to stop reconnecting (e.g. 4401 refused). */
  shouldReconnect?: (info: SocketCloseInfo) => boolean;
  onState?: (state: SocketState) => void;
  /**
   * When the backoff starts again from the first delay: on open (default), or only when
   * the protocol calls `resetBackoff()` (false: a server that accepts the connection but
   * refuses the session is still backed off).
   */
  resetBackoffOnOpen?: boolean;
  /** Delay before reconnect attempt `n` (0-based); default `backoffDelay`. */
  backoff?: (attempt: number) => number;
  /** Defaults to the global WebSocket. */
  create?: WebSocketFactory;
}

const OPEN = 1;

/** Reconnect delays: exponential from 1 s, capped at 30 s, with up to 30 % random jitter so that many clients dropped together do not come back together. */
export const BACKOFF_BASE_MS = 1000;
export const BACKOFF_MAX_MS = 30_000;

export function backoffDelay(attempt: number, random: () => number = Math.random): number {
  const exp = Math.min(BACKOFF_MAX_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, attempt));
  return Math.round(exp * (1 - 0.3 * random()));
}

/** A frame as a protocol message: JSON of an object with a string `type`; anything else is undefined. */
export function parseFrame(data: unknown): { type: string } | undefined {
  if (typeof data !== 'string') return undefined;
  let value: unknown;
  try {
    value = JSON.parse(data);
  } catch {
    return undefined;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  return typeof (value as { type?: unknown }).type === 'string' ? (value as { type: string }) : undefined;
}

export class ReconnectingSocket<In extends { type: string }> {
  private ws: WebSocketLike | null = null;
  private attempt = 0;
  private wanted = false;
  private heartbeatMs: number;
  private lastMessageAt = 0;
  private heartbeatTimer: ReturnType<typeof setInterval> | undefined;
  private reconnectTimer: ReturnType<typeof setTimeout> | undefined;
  private stateValue: SocketState = 'idle';
  /** Frames dropped by the parsing guard (not JSON, no `type`, refused by `accept`). */
  dropped = 0;

  constructor(private readonly options: ReconnectingSocketOptions<In>) {
    this.heartbeatMs = options.heartbeatMs;
  }

  get state(): SocketState {
    return this.stateValue;
  }

  get isOpen(): boolean {
    return this.ws?.readyState === OPEN;
  }

  /** Starts connecting (and keeps reconnecting) until `close()`. Opening twice is harmless. */
  open(): void {
    this.wanted = true;
    if (this.ws || this.reconnectTimer) return;
    this.connect();
  }

  /** Closes for good (until the next `open()`): no reconnect. */
  close(code = 1000): void {
    this.wanted = false;
    this.clearTimers();
    const ws = this.ws;
    this.ws = null;
    this.detach(ws);
    try {
      ws?.close(code);
    } catch {
      // already closing
    }
    this.attempt = 0;
    this.setState('idle');
  }

  /** Drops the current connection and opens a new one at once (e.g. to change identity). */
  restart(): void {
    if (!this.wanted) return;
    this.dropCurrent();
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    this.reconnectTimer = undefined;
    this.connect();
  }

  /** Back online or visible again: a pending reconnect happens now rather than after its backoff. */
  wake(): void {
    if (!this.reconnectTimer || !this.wanted) return;
    clearTimeout(this.reconnectTimer);
    this.reconnectTimer = undefined;
    this.attempt = 0;
    this.connect();
  }

  /** The connection is usable by the protocol's own standard (e.g. after `ready`): back off from scratch next time. */
  resetBackoff(): void {
    this.attempt = 0;
  }

  /** A new heartbeat period (e.g. from the server's welcome). */
  setHeartbeat(ms: number): void {
    this.heartbeatMs = ms;
    if (this.isOpen) this.startHeartbeat();
  }

  /** Sends a message if connected; false when not (the caller keeps it for later). */
  send(message: object): boolean {
    const ws = this.ws;
    if (!ws || ws.readyState !== OPEN) return false;
    ws.send(JSON.stringify(message));
    return true;
  }

  private setState(next: SocketState): void {
    if (next === this.stateValue) return;
    this.stateValue = next;
    this.options.onState?.(next);
  }

  private connect(): void {
    this.setState(this.attempt > 0 ? 'reconnecting' : 'connecting');
    let ws: WebSocketLike;
    try {
      ws = (this.options.create ?? ((url) => new WebSocket(url) as WebSocketLike))(this.options.url());
    } catch {
      this.scheduleReconnect();
      return;
    }
    this.ws = ws;
    ws.onopen = () => {
      if (this.ws !== ws) return;
      this.lastMessageAt = Date.now();
      if (this.options.resetBackoffOnOpen ?? true) this.attempt = 0;
      this.setState('open');
      this.startHeartbeat();
      this.options.onOpen?.(this);
    };
    ws.onmessage = (event) => {
      if (this.ws !== ws) return;
      this.lastMessageAt = Date.now();
      const message = parseFrame(event.data);
      if (!message || (this.options.accept && !this.options.accept(message))) {
        this.dropped++;
        return;
      }
      this.options.onMessage(message as In);
    };
    ws.onclose = (event) => {
      if (this.ws !== ws) return;
      this.ws = null;
      this.stopHeartbeat();
      const again = this.wanted && (this.options.shouldReconnect?.({ code: event.code, reason: event.reason }) ?? true);
      if (again) this.scheduleReconnect();
      else {
        this.wanted = false;
        this.setState('idle');
      }
    };
    ws.onerror = () => {
      // onclose follows and decides.
    };
  }

  private detach(ws: WebSocketLike | null): void {
    if (!ws) return;
    ws.onopen = null;
    ws.onmessage = null;
    ws.onclose = null;
    ws.onerror = null;
  }

  private dropCurrent(): void {
    const ws = this.ws;
    this.ws = null;
    this.stopHeartbeat();
    this.detach(ws);
    try {
      ws?.close(1000);
    } catch {
      // already closing
    }
  }

  private startHeartbeat(): void {
    this.stopHeartbeat();
    if (this.heartbeatMs <= 0) return;
    this.heartbeatTimer = setInterval(() => {
      const quiet = Date.now() - this.lastMessageAt;
      if (quiet > this.heartbeatMs * 2.5) {
        // No answer to our pings: the connection is gone without a close.
        this.dropCurrent();
        this.scheduleReconnect();
      } else if (quiet >= this.heartbeatMs && this.options.ping) this.send(this.options.ping);
    }, Math.max(50, Math.floor(this.heartbeatMs / 2)));
  }

  private stopHeartbeat(): void {
    if (this.heartbeatTimer) clearInterval(this.heartbeatTimer);
    this.heartbeatTimer = undefined;
  }

  private scheduleReconnect(): void {
    if (!this.wanted) return;
    this.setState('reconnecting');
    const delay = (this.options.backoff ?? backoffDelay)(this.attempt++);
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = undefined;
      if (this.wanted && !this.ws) this.connect();
    }, delay);
  }

  private clearTimers(): void {
    this.stopHeartbeat();
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    this.reconnectTimer = undefined;
  }
}

/** ws://host/path or wss://host/path, same origin as the page. */
export function socketUrl(path: string, location: Pick<Location, 'protocol' | 'host'> = window.location): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${path}`;
}
