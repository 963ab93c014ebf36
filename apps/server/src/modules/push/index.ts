import { PUSH_PATH, type PushUserEvent, type PushUserEventData } from '@app/contracts';
import type { AppContext, AppModule } from '../../context.ts';
import { bearerToken } from '../../http/auth.ts';
import { PushHub, userTopic, type UserEventEnvelope } from './hub.ts';

/** Private events to a user, wherever (in whichever process) they are connected. */
export interface PushService {
  /** Publishes through ctx.pubsub, so a socket on another server process gets it too. */
  publishToUser<E extends PushUserEvent>(userId: number, event: E, data: PushUserEventData<E>): Promise<void>;
  /** An update of a public topic (PUSH_TOPICS, e.g. `auctionTopic(code)`) to every process's subscribed sockets. */
  publishToTopic(topic: string, data: unknown): Promise<void>;
  /** The hub of this process (tests and metrics). */
  readonly hub: PushHub;
}

declare module '../../context.ts' {
  interface Services {
    push: PushService;
  }
}

const hubs = new WeakMap<AppContext, { hub: PushHub; unsubscribe?: () => void }>();

/**
 * The push socket at /web/push: quote subscriptions fed by the market ticker, heartbeats,
 * and private user events carried across processes by ctx.pubsub.
 */
export const pushModule: AppModule = {
  name: 'push',
  init(ctx) {
    const market = ctx.services.market;
    const hub = new PushHub({
      authenticator: () => ctx.authenticator,
      pubsub: ctx.pubsub,
      log: ctx.log,
      knows: (code) => !!market?.instrument(code),
      current: (codes) => {
        if (!market) return [];
        return market.board.pushQuotes(codes);
      },
      now: () => ctx.clock.now(),
    });
    hubs.set(ctx, { hub });
    // A revoked session (logout, password change or reset, sign-out everywhere) or a frozen
    // user loses its sockets on every process: the event reaches each process's hub.
    ctx.events.on('accounts.sessionsRevoked', (event) => void hub.revoke(event));
    ctx.events.on('push.topic', ({ topic, data }) => hub.publishTopic(topic, data));
    ctx.events.on('accounts.userFrozen', ({ userId, frozen }) => void (frozen && hub.revoke({ userId }, 'ACCOUNT_FROZEN')));
    ctx.services.push = {
      hub,
      async publishToUser(userId, event, data) {
        const message: UserEventEnvelope = { event, data, ts: ctx.clock.now() };
        await ctx.pubsub.publish(userTopic(userId), message);
      },
      async publishToTopic(topic, data) {
        await ctx.events.publish('push.topic', { topic, data });
      },
    };
  },
  routes(app, ctx) {
    const { hub } = hubs.get(ctx)!;
    app.get(PUSH_PATH, { websocket: true, schema: { hide: true } }, (socket, req) => {
      const query = req.query as Record<string, unknown>;
      const token = typeof query.token === 'string' && query.token ? query.token : bearerToken(req);
      void hub.accept(socket, token);
    });
  },
  start(ctx) {
    const entry = hubs.get(ctx)!;
    entry.hub.start();
    entry.unsubscribe = ctx.services.market?.onQuotes((changed, ts) => entry.hub.broadcast(changed, ts));
  },
  stop(ctx) {
    const entry = hubs.get(ctx);
    if (!entry) return;
    entry.unsubscribe?.();
    entry.hub.stop();
  },
};
