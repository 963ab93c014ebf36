import { need, type AppModule } from '../../context.ts';
import { fundingAdminRoutes } from './admin-routes.ts';
import { CardsService } from './cards.ts';
import { SimulatedChain } from './chain.ts';
import { DepositsService } from './deposits.ts';
import { PayoutsService } from './payouts.ts';
import { fundingRoutes } from './routes.ts';
import { seedDemoFunding } from './seed.ts';
import { WithdrawalsService, type WithdrawalOptions } from './withdrawals.ts';

export interface FundingService {
  deposits: DepositsService;
  withdrawals: WithdrawalsService;
  cards: CardsService;
  chain: SimulatedChain;
  /** After the approval: sent with its tracking key, paid or returned (issue 30.2). */
  payouts: PayoutsService;
}

declare module '../../context.ts' {
  interface Services {
    /** Deposits, withdrawals, bank cards, crypto wallets and the chain watcher (modules/funding). */
    funding: FundingService;
  }
}

/** The chain watcher's job: pending crypto deposits looked at every `everyMs`, at most `maxItemsPerRun` a pass. */
export const CHAIN_WATCH_JOB = 'funding.chain-watch';

export function createFundingModule(options: WithdrawalOptions & { pollMs?: number } = {}): AppModule {
  return {
    name: 'funding',
    init: (ctx) => {
      const ledger = need(ctx, 'ledger');
      const cards = new CardsService(ctx);
      const chain = new SimulatedChain(ctx.db, ctx.clock);
      const deposits = new DepositsService(ctx, ledger, chain);
      const withdrawals = new WithdrawalsService(ctx, ledger, cards, options);
      ctx.services.funding = { cards, chain, deposits, withdrawals, payouts: new PayoutsService(ctx, ledger, withdrawals) };
      // The chain watcher, only where a chain credits deposits (the simulated one: demo mode or
      // SIMULATED_CHAIN=1); otherwise crypto deposits wait for an operator's review.
      if (ctx.config.simulatedChain) {
        ctx.jobs.define({
          name: CHAIN_WATCH_JOB,
          schedule: { everyMs: options.pollMs ?? 1000 },
          catchUp: 'latest',
          maxItemsPerRun: 200,
          run: async ({ cursor, maxItems }) => {
            const batch = await deposits.watchBatch(cursor ? Number(cursor) : 0, maxItems);
            return { items: batch.items, more: batch.items === maxItems, cursor: String(batch.lastId) };
          },
        });
      }
    },
    routes: (app, ctx) => {
      const services = need(ctx, 'funding');
      fundingRoutes(app, ctx, services);
      fundingAdminRoutes(app, ctx, services);
    },
    seedDemo: (ctx) => seedDemoFunding(ctx),
  };
}

export const fundingModule = createFundingModule();
