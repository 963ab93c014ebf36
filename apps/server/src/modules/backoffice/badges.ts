import { BADGES_EVERY_MS, type BadgesMessage } from '@app/contracts';
import type { WebSocket } from 'ws';
import type { AppContext } from '../../context.ts';
import { dashboardOf } from './dashboard.ts';

const AUTH_TIMEOUT_MS = 10_000;
const MAX_CLIENTS = 500;

interface Client {
  socket: WebSocket;
  operatorId: number | undefined;
}

/**
 * The navigation badges pushed to operators (issue 20): one look at the queues per
 * BADGES_EVERY_MS for every connected operator together (not one poll each), sent only
 * when a count or an item's lateness changed, and at once to a newly authenticated socket.
 */
export class BadgeHub {
  private readonly clients = new Set<Client>();
  private last: string | undefined;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;

  constructor(private readonly ctx: AppContext) {}

  accept(socket: WebSocket): void {
    if (this.clients.size >= MAX_CLIENTS) {
      socket.close(1013, 'try again later');
      return;
    }
    const client: Client = { socket, operatorId: undefined };
    this.clients.add(client);
    socket.on('message', (raw, isBinary) => void this.onMessage(client, isBinary ? '' : raw.toString()).catch((err: unknown) => this.ctx.log.warn({ err }, 'badges message failed')));
    socket.on('close', () => this.clients.delete(client));
    socket.on('error', () => this.clients.delete(client));
    const timer = setTimeout(() => {
      if (client.operatorId === undefined && this.clients.has(client)) socket.close(4401, 'auth expected');
    }, AUTH_TIMEOUT_MS);
    timer.unref();
  }

  private async onMessage(client: Client, raw: string): Promise<void> {
    let message: { op?: unknown; token?: unknown };
    try {
      message = JSON.parse(raw.slice(0, 2000)) as typeof message;
    } catch {
      return;
    }
    if (message.op === 'ping') {
      this.send(client, { type: 'pong' });
      return;
    }
    if (message.op !== 'auth' || typeof message.token !== 'string') return;
    const operator = await this.ctx.authenticator.operator(message.token).catch(() => null);
    if (!operator) {
      client.socket.close(4401, 'unauthorized');
      this.clients.delete(client);
      return;
    }
    client.operatorId = operator.operatorId;
    this.send(client, await this.badges());
  }

  private send(client: Client, message: unknown): void {
    if (client.socket.readyState === client.socket.OPEN) client.socket.send(JSON.stringify(message));
  }

  /** The queues' counts and lateness and the open chats, read through the dashboard (each module's service). */
  async badges(): Promise<BadgesMessage> {
    const d = await dashboardOf(this.ctx, 0, 'en');
    return { type: 'badges', queues: d.queues.map((q) => ({ key: q.key, count: q.count, overdue: q.overdue })), openChats: d.openChats };
  }

  /** One look for every authenticated operator; sends only a change. */
  async tick(): Promise<void> {
    const listening = [...this.clients].filter((c) => c.operatorId !== undefined);
    if (listening.length === 0) return;
    const badges = await this.badges();
    const text = JSON.stringify(badges);
    if (text === this.last) return;
    this.last = text;
    for (const client of listening) this.send(client, badges);
  }

  start(): void {
    this.timer ??= setInterval(() => {
      this.running ??= this.tick()
        .catch((err: unknown) => this.ctx.log.warn({ err }, 'badges tick failed'))
        .finally(() => {
          this.running = undefined;
        });
    }, BADGES_EVERY_MS);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    await this.running;
    for (const client of this.clients) client.socket.close(1001, 'shutting down');
    this.clients.clear();
  }
}
