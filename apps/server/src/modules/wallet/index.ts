import type { AppModule } from '../../context.ts';
import { need } from '../../context.ts';
import { walletRoutes } from './routes.ts';
import { WalletService, type WalletOptions } from './service.ts';

declare module '../../context.ts' {
  interface Services {
    /** Wallet balances, statement, transfers and service applications (modules/wallet/service.ts). */
    wallet: WalletService;
  }
}

const timers = new WeakMap<object, NodeJS.Timeout>();

/** Builds the wallet module; tests may shorten or remove the transfer undo window. */
export function createWalletModule(options: WalletOptions = {}): AppModule {
  return {
    name: 'wallet',
    init: (ctx) => {
      ctx.services.wallet = new WalletService(ctx, need(ctx, 'ledger'), options);
    },
    routes: (app, ctx) => walletRoutes(app, ctx, need(ctx, 'wallet')),
    start: (ctx) => {
      // Settles transfers whose undo window has passed; reads settle a user's own too.
      const wallet = need(ctx, 'wallet');
      const timer = setInterval(() => {
        wallet.settleDue().catch((error: unknown) => ctx.log.error({ err: error }, 'transfer settlement failed'));
      }, 1000);
      timer.unref();
      timers.set(ctx, timer);
    },
    stop: (ctx) => {
      clearInterval(timers.get(ctx));
      timers.delete(ctx);
    },
  };
}

export const walletModule = createWalletModule();
