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

/** Settles transfers whose undo window has passed (reads settle a user's own at once too). */
export const SETTLE_JOB = 'wallet.settle';

/** Builds the wallet module; tests may shorten or remove the transfer undo window. */
export function createWalletModule(options: WalletOptions = {}): AppModule {
  return {
    name: 'wallet',
    init: (ctx) => {
      const wallet = new WalletService(ctx, need(ctx, 'ledger'), options);
      ctx.services.wallet = wallet;
      ctx.jobs.define({
        name: SETTLE_JOB,
        schedule: { everyMs: 1000 },
        catchUp: 'latest',
        maxItemsPerRun: 500,
        run: async ({ maxItems }) => {
          const settled = await wallet.settleDue({ max: maxItems });
          return { items: settled, more: settled >= maxItems };
        },
      });
    },
    routes: (app, ctx) => walletRoutes(app, ctx, need(ctx, 'wallet')),
  };
}

export const walletModule = createWalletModule();
