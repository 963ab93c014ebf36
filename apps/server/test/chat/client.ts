import { CHAT_SOCKET_PATH, chatServerMessage, type ChatClientMessage, type ChatServerMessage } from '@app/contracts';
import WebSocket from 'ws';

/** A real `ws` chat client: parses every server message with the contract and lets a test wait for one. */
export class ChatClient {
  readonly messages: ChatServerMessage[] = [];
  closed: { code: number; reason: string } | undefined;
  private waiters: Array<() => void> = [];

  private constructor(readonly socket: WebSocket) {
    socket.on('message', (raw) => {
      this.messages.push(chatServerMessage.parse(JSON.parse(raw.toString())));
      this.wake();
    });
    socket.on('close', (code, reason) => {
      this.closed = { code, reason: reason.toString() };
      this.wake();
    });
  }

  static async connect(baseUrl: string, lang = 'en'): Promise<ChatClient> {
    const socket = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}${CHAT_SOCKET_PATH}?lang=${lang}`);
    const client = new ChatClient(socket);
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('error', reject);
    });
    return client;
  }

  /** Connects and authenticates; answers once the server said `ready`. */
  static async as(baseUrl: string, kind: 'user' | 'guest' | 'operator', token: string, lang = 'en'): Promise<ChatClient> {
    const client = await ChatClient.connect(baseUrl, lang);
    client.send({ op: 'auth', kind, token });
    await client.next('ready');
    return client;
  }

  send(message: ChatClientMessage | Record<string, unknown>): void {
    this.socket.send(JSON.stringify(message));
  }

  private wake(): void {
    const waiters = this.waiters;
    this.waiters = [];
    for (const wake of waiters) wake();
  }

  /** Waits for the first message (from `from` on) of a type that matches. */
  async next<T extends ChatServerMessage['type']>(
    type: T,
    match: (message: Extract<ChatServerMessage, { type: T }>) => boolean = () => true,
    timeoutMs = 5_000,
    from = 0,
  ): Promise<Extract<ChatServerMessage, { type: T }>> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      for (let i = from; i < this.messages.length; i++) {
        const message = this.messages[i]!;
        if (message.type === type && match(message as Extract<ChatServerMessage, { type: T }>)) return message as Extract<ChatServerMessage, { type: T }>;
      }
      if (this.closed) throw new Error(`socket closed (${this.closed.code}) while waiting for ${type}`);
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no ${type} message within ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  of<T extends ChatServerMessage['type']>(type: T): Extract<ChatServerMessage, { type: T }>[] {
    return this.messages.filter((m) => m.type === type) as Extract<ChatServerMessage, { type: T }>[];
  }

  async waitClosed(timeoutMs = 5_000): Promise<{ code: number; reason: string }> {
    const deadline = Date.now() + timeoutMs;
    while (!this.closed) {
      if (Date.now() > deadline) throw new Error('socket still open');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return this.closed;
  }

  close(): void {
    this.socket.close();
  }
}
