import { need, type AppContext, type AppModule } from '../../context.ts';
import { fundingAdminRoutes } from './admin-routes.ts';
import { CardsService } from './cards.ts';
import { SimulatedChain } from './chain.ts';
import { DepositsService } from './deposits.ts';
import { fundingRoutes } from './routes.ts';
import { seedDemoFunding } from './seed.ts';
import { WithdrawalsService, type WithdrawalOptions } from './withdrawals.ts';

export interface FundingService {
  deposits: DepositsService;
  withdrawals: WithdrawalsService;
  cards: CardsService;
  chain: SimulatedChain;
}

declare module '../../context.ts' {
  interface Services {
    /** Deposits, withdrawals, bank cards, crypto wallets and the chain watcher (modules/funding). */
    funding: FundingService;
  }
}

const timers = new WeakMap<AppContext, NodeJS.Timeout>();

export function createFundingModule(options: WithdrawalOptions & { pollMs?: number } = {}): AppModule {
  return {
    name: 'funding',
    init: (ctx) => {
      const ledger = need(ctx, 'ledger');
      const cards = new CardsService(ctx);
      const chain = new SimulatedChain(ctx.db, ctx.clock);
      ctx.services.funding = {
        cards,
        chain,
        deposits: new DepositsService(ctx, ledger, chain),
        withdrawals: new WithdrawalsService(ctx, ledger, cards, options),
      };
    },
    routes: (app, ctx) => {
      const services = need(ctx, 'funding');
      fundingRoutes(app, ctx, services);
      fundingAdminRoutes(app, ctx, services);
    },
    seedDemo: (ctx) => seedDemoFunding(ctx),
    start: (ctx) => {
      // The chain watcher: every process polls; leases share the deposits between them.
      const deposits = need(ctx, 'funding').deposits;
      let running = false;
      const timer = setInterval(() => {
        if (running) return;
        running = true;
        deposits
          .pollConfirmations()
          .catch((error: unknown) => ctx.log.error({ err: error }, 'chain watcher failed'))
          .finally(() => (running = false));
      }, options.pollMs ?? 1000);
      timer.unref();
      timers.set(ctx, timer);
    },
    stop: (ctx) => {
      clearInterval(timers.get(ctx));
      timers.delete(ctx);
    },
  };
}

export const fundingModule = createFundingModule();
