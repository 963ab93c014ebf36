import type { AppModule } from '../context.ts';
import { LedgerService } from './service.ts';

export { HOUSE_ACCOUNTS, accountCode, type AccountRef, type HouseAccount } from './accounts.ts';
export { idempotent, idempotencyKeyOf, fingerprint } from './idempotency.ts';
export { releaseHolds, settleHolds, type BulkHoldItem, type BulkHoldResult } from './holds-bulk.ts';
export { convertMinor, formatMinor, formatMoney, moneyText, parseAmount } from './money.ts';
export { BOOKING, LedgerService, type CaptureInput, type Hold, type HoldInput, type Leg, type PostInput, type PostedTransaction, type Tx } from './service.ts';

declare module '../context.ts' {
  interface Services {
    /** The double-entry ledger: every money movement goes through it (ledger/service.ts). */
    ledger: LedgerService;
  }
}

/** The ledger: accounts, transactions, postings, holds, reconciliation. No calls of its own. */
export const ledgerModule: AppModule = {
  name: 'ledger',
  init: (ctx) => {
    ctx.services.ledger = new LedgerService(ctx.db, ctx.clock);
  },
};
