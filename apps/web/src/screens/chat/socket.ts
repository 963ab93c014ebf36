import { CHAT_HEARTBEAT_MS, CHAT_SOCKET_PATH, LANG_HEADER_BY_LOCALE, type ChatClientMessage, type ChatServerMessage, type Locale } from '@app/contracts';
import { backoffDelay } from '../../push/backoff.ts';

export type ChatSocketState = 'connecting' | 'open' | 'reconnecting' | 'closed';

export interface ChatSocketOptions {
  kind: 'user' | 'guest';
  token: string;
  locale: Locale;
  onMessage: (message: ChatServerMessage) => void;
  /** After `ready`, on the first connection and after every reconnect (resend, refetch). */
  onReady: (conversationId: number, reconnected: boolean) => void;
  onState: (state: ChatSocketState) => void;
  /** The token was refused (expired session). */
  onUnauthorized: () => void;
}

export function chatSocketUrl(locale: Locale, location: Pick<Location, 'protocol' | 'host'> = window.location): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${CHAT_SOCKET_PATH}?lang=${LANG_HEADER_BY_LOCALE[locale]}`;
}

/**
 * The chat socket of one conversation (protocol in packages/contracts/src/chat.ts):
 * authenticates with the first message, pings when quiet, replaces a dead connection,
 * and reconnects with backoff. Sends while not ready are dropped: the page keeps its
 * own outbox and resends it on `onReady`.
 */
export class ChatSocket {
  private ws: WebSocket | null = null;
  private attempt = 0;
  private ready = false;
  private everReady = false;
  private closedByUs = false;
  private lastMessageAt = 0;
  private timer: ReturnType<typeof setInterval> | undefined;
  private reconnectTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(private readonly options: ChatSocketOptions) {}

  get isReady(): boolean {
    return this.ready;
  }

  open(): void {
    this.closedByUs = false;
    this.connect();
  }

  close(): void {
    this.closedByUs = true;
    this.ready = false;
    if (this.timer) clearInterval(this.timer);
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    const ws = this.ws;
    this.ws = null;
    ws?.close(1000);
    this.options.onState('closed');
  }

  /** Back online or visible again: reconnect now rather than after the backoff. */
  wake(): void {
    if (!this.reconnectTimer) return;
    clearTimeout(this.reconnectTimer);
    this.reconnectTimer = undefined;
    this.attempt = 0;
    this.connect();
  }

  send(message: ChatClientMessage): boolean {
    if (!this.ready || this.ws?.readyState !== WebSocket.OPEN) return false;
    this.ws.send(JSON.stringify(message));
    return true;
  }

  private connect(): void {
    this.options.onState(this.everReady ? 'reconnecting' : 'connecting');
    let ws: WebSocket;
    try {
      ws = new WebSocket(chatSocketUrl(this.options.locale));
    } catch {
      this.scheduleReconnect();
      return;
    }
    this.ws = ws;
    this.ready = false;
    ws.onopen = () => {
      if (this.ws !== ws) return;
      this.lastMessageAt = Date.now();
      ws.send(JSON.stringify({ op: 'auth', kind: this.options.kind, token: this.options.token } satisfies ChatClientMessage));
      this.startHeartbeat();
    };
    ws.onmessage = (event) => {
      if (this.ws !== ws) return;
      this.lastMessageAt = Date.now();
      let message: ChatServerMessage;
      try {
        message = JSON.parse(String(event.data)) as ChatServerMessage;
      } catch {
        return;
      }
      if (message.type === 'ready') {
        this.ready = true;
        this.attempt = 0;
        const reconnected = this.everReady;
        this.everReady = true;
        this.options.onState('open');
        this.options.onReady(message.conversationId ?? 0, reconnected);
        return;
      }
      if (message.type === 'error' && message.code === 'LOGIN_EXPIRED') {
        this.closedByUs = true;
        this.options.onUnauthorized();
      }
      this.options.onMessage(message);
    };
    ws.onclose = () => {
      if (this.ws !== ws) return;
      this.ws = null;
      this.ready = false;
      if (this.timer) clearInterval(this.timer);
      if (this.closedByUs) this.options.onState('closed');
      else this.scheduleReconnect();
    };
  }

  private startHeartbeat(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = setInterval(() => {
      const quiet = Date.now() - this.lastMessageAt;
      if (quiet > CHAT_HEARTBEAT_MS * 2.5) {
        // No answer to our pings: the connection is gone without a close.
        const ws = this.ws;
        this.ws = null;
        ws?.close();
        this.scheduleReconnect();
      } else if (quiet >= CHAT_HEARTBEAT_MS) this.ws?.send(JSON.stringify({ op: 'ping' } satisfies ChatClientMessage));
    }, CHAT_HEARTBEAT_MS / 2);
  }

  private scheduleReconnect(): void {
    if (this.closedByUs) return;
    this.options.onState('reconnecting');
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = undefined;
      if (!this.closedByUs) this.connect();
    }, backoffDelay(this.attempt++));
  }
}
