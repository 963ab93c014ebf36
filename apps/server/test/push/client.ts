import { pushServerMessage, type PushClientMessage, type PushServerMessage } from '@app/contracts';
import WebSocket from 'ws';

/** A real `ws` client that parses every server message with the contract and lets a test wait for one. */
export class PushClient {
  readonly messages: PushServerMessage[] = [];
  closed: { code: number; reason: string } | undefined;
  private waiters: Array<() => void> = [];

  private constructor(readonly socket: WebSocket) {
    socket.on('message', (raw) => {
      this.messages.push(pushServerMessage.parse(JSON.parse(raw.toString())));
      this.wake();
    });
    socket.on('close', (code, reason) => {
      this.closed = { code, reason: reason.toString() };
      this.wake();
    });
  }

  static async connect(baseUrl: string, query = ''): Promise<PushClient> {
    const socket = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}/web/push${query}`);
    const client = new PushClient(socket);
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('error', reject);
    });
    return client;
  }

  send(message: PushClientMessage | Record<string, unknown>): void {
    this.socket.send(JSON.stringify(message));
  }

  private wake(): void {
    const waiters = this.waiters;
    this.waiters = [];
    for (const wake of waiters) wake();
  }

  /** Waits for the first message (from `from` on) that matches, and answers it with its position. */
  async next<T extends PushServerMessage['type']>(
    type: T,
    match: (message: Extract<PushServerMessage, { type: T }>) => boolean = () => true,
    timeoutMs = 5_000,
    from = 0,
  ): Promise<Extract<PushServerMessage, { type: T }>> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      for (let i = from; i < this.messages.length; i++) {
        const message = this.messages[i]!;
        if (message.type === type && match(message as Extract<PushServerMessage, { type: T }>)) return message as Extract<PushServerMessage, { type: T }>;
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
