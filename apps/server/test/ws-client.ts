import WebSocket from 'ws';

/**
 * The core of a real `ws` test client: keeps every server message (parsed with the contract),
 * lets a test wait for one that matches, and notes when the socket closes.
 */
export class WsTestClient<In extends { type: string }, Out> {
  readonly messages: In[] = [];
  closed: { code: number; reason: string } | undefined;
  private waiters: Array<() => void> = [];

  protected constructor(
    readonly socket: WebSocket,
    parse: (data: unknown) => In,
  ) {
    socket.on('message', (raw) => {
      this.messages.push(parse(JSON.parse(raw.toString())));
      this.wake();
    });
    socket.on('close', (code, reason) => {
      this.closed = { code, reason: reason.toString() };
      this.wake();
    });
  }

  /** Opens `url`, wraps the socket (before it opens, so no message is missed) and answers once it is open. */
  protected static async open<C>(url: string, wrap: (socket: WebSocket) => C): Promise<C> {
    const socket = new WebSocket(url);
    const client = wrap(socket);
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('error', reject);
    });
    return client;
  }

  send(message: Out | Record<string, unknown>): void {
    this.socket.send(JSON.stringify(message));
  }

  private wake(): void {
    const waiters = this.waiters;
    this.waiters = [];
    for (const wake of waiters) wake();
  }

  /** Waits for the first message (from `from` on) of a type that matches. */
  async next<T extends In['type']>(
    type: T,
    match: (message: Extract<In, { type: T }>) => boolean = () => true,
    timeoutMs = 5_000,
    from = 0,
  ): Promise<Extract<In, { type: T }>> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      for (let i = from; i < this.messages.length; i++) {
        const message = this.messages[i]!;
        if (message.type === type && match(message as Extract<In, { type: T }>)) return message as Extract<In, { type: T }>;
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
