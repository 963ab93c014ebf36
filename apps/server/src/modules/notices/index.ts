import type { AppContext, AppModule } from '../../context.ts';
import type { Unsubscribe } from '../../pubsub/index.ts';
import { noticesRoutes } from './routes.ts';
import { seedDemoNotices } from './seed.ts';
import { BROADCAST_TOPIC, NoticesService, type NewNotice } from './service.ts';
import './tables.ts';

declare module '../../context.ts' {
  interface Services {
    notices: NoticesService;
  }
}

export type { NewNotice } from './service.ts';

/**
 * The one call any capability uses to tell a user what happened, with its texts in the
 * three languages (the reader sees their own):
 *
 *   await notify(ctx, userId, { kind: 'deposit', title: t.depositDoneTitle, body: t.depositDoneBody, params: { amount: 'MX$1,000.00' }, ref: `deposit:${id}` });
 *
 * It stores the notice and updates the user's badge live. A module without the notices
 * module (some tests) just skips it.
 */
export async function notify(ctx: AppContext, userId: number, notice: NewNotice): Promise<number | undefined> {
  return ctx.services.notices?.notify(userId, notice);
}

const relays = new WeakMap<AppContext, Promise<Unsubscribe>>();

/** In-app notices: system notices from events, operator notices, live unread badge. */
export const noticesModule: AppModule = {
  name: 'notices',
  init: (ctx) => {
    ctx.services.notices = new NoticesService(ctx);
  },
  routes: (app, ctx) => noticesRoutes(app, ctx, ctx.services.notices!),
  seedDemo: (ctx) => seedDemoNotices(ctx),
  start: async (ctx) => {
    const notices = ctx.services.notices!;
    const subscription = ctx.pubsub.subscribe(BROADCAST_TOPIC, (message) => {
      void notices.relayBroadcast(message as Parameters<NoticesService['relayBroadcast']>[0]).catch((err: unknown) => ctx.log.warn({ err }, 'notice broadcast relay failed'));
    });
    relays.set(ctx, subscription);
    await subscription;
  },
  stop: async (ctx) => {
    const subscription = relays.get(ctx);
    relays.delete(ctx);
    if (subscription) await (await subscription)();
  },
};
