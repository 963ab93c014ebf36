import { CHAT_CLOSE, CHAT_HEARTBEAT_MS, ERROR_CODES, CHAT_SOCKET_PATH, LANG_HEADER_BY_LOCALE, type ChatClientMessage, type ChatServerMessage, type Locale } from '@app/contracts';
import { ReconnectingSocket, socketUrl } from '@app/socket';

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
  return socketUrl(`${CHAT_SOCKET_PATH}?lang=${LANG_HEADER_BY_LOCALE[locale]}`, location);
}

/**
 * The chat socket of one conversation (protocol in packages/contracts/src/chat.ts) on the
 * shared reconnecting client (packages/socket: heartbeat, backoff with jitter, guarded
 * parsing): authenticates with the first message and is ready on `ready`. Sends while not
 * ready are dropped: the page keeps its own outbox and resends it on `onReady`. A refused
 * session (LOGIN_EXPIRED or close 4401) stops reconnecting.
 */
export class ChatSocket {
  private readonly socket: ReconnectingSocket<ChatServerMessage>;
  private ready = false;
  private everReady = false;
  private refused = false;

  constructor(private readonly options: ChatSocketOptions) {
    this.socket = new ReconnectingSocket<ChatServerMessage>({
      url: () => chatSocketUrl(options.locale),
      heartbeatMs: CHAT_HEARTBEAT_MS,
      ping: { op: 'ping' } satisfies ChatClientMessage,
      // Backs off from scratch only once the server accepted the session (`ready`).
      resetBackoffOnOpen: false,
      onOpen: (socket) => {
        this.ready = false;
        socket.send({ op: 'auth', kind: options.kind, token: options.token } satisfies ChatClientMessage);
      },
      onMessage: (message) => this.handle(message),
      shouldReconnect: ({ code }) => {
        this.ready = false;
        if (code === CHAT_CLOSE.unauthorized) this.refused = true;
        return !this.refused;
      },
      onState: (state) => {
        if (state === 'idle') options.onState('closed');
        else if (state !== 'open') options.onState(this.everReady ? 'reconnecting' : state);
        // 'open' is reported on `ready`.
      },
    });
  }

  get isReady(): boolean {
    return this.ready;
  }

  open(): void {
    this.refused = false;
    this.socket.open();
  }

  close(): void {
    this.ready = false;
    this.socket.close(1000);
  }

  /** Back online or visible again: reconnect now rather than after the backoff. */
  wake(): void {
    this.socket.wake();
  }

  send(message: ChatClientMessage): boolean {
    if (!this.ready) return false;
    return this.socket.send(message);
  }

  private handle(message: ChatServerMessage): void {
    if (message.type === 'ready') {
      this.ready = true;
      this.socket.resetBackoff();
      const reconnected = this.everReady;
      this.everReady = true;
      this.options.onState('open');
      this.options.onReady(message.conversationId ?? 0, reconnected);
      return;
    }
    if (message.type === 'error' && message.code === ERROR_CODES.LOGIN_EXPIRED) {
      this.refused = true;
      this.options.onUnauthorized();
    }
    this.options.onMessage(message);
  }
}
