import type { AppContext, AppModule } from '../../context.ts';
import { ChatHub } from './hub.ts';
import { chatRoutes } from './routes.ts';
import { ChatService } from './service.ts';
import './tables.ts';

declare module '../../context.ts' {
  interface Services {
    chat: ChatService;
  }
}

const hubs = new WeakMap<AppContext, ChatHub>();

/** Customer chat: users and guests with operators, over /web/chat/socket, across processes. */
export const chatModule: AppModule = {
  name: 'chat',
  init: (ctx) => {
    const chat = new ChatService(ctx);
    ctx.services.chat = chat;
    const hub = new ChatHub({ chat, authenticator: () => ctx.authenticator, pubsub: ctx.pubsub, log: ctx.log, now: () => ctx.clock.now() });
    hubs.set(ctx, hub);
    // A revoked session or a frozen user loses its chat sockets on every process.
    ctx.events.on('accounts.sessionsRevoked', (event) => void hub.revoke(event));
    ctx.events.on('accounts.userFrozen', ({ userId, frozen }) => void (frozen && hub.revoke({ userId }, 'ACCOUNT_FROZEN')));
  },
  routes: (app, ctx) => chatRoutes(app, ctx, ctx.services.chat!, hubs.get(ctx)!),
  start: (ctx) => hubs.get(ctx)?.start(),
  stop: (ctx) => hubs.get(ctx)?.stop(),
};
