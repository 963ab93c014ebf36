import type { AppModule } from '../context.ts';
import { systemModule } from './system/index.ts';
import { accountsModule } from './accounts/index.ts';
import { marketModule } from './market/index.ts';
import { pushModule } from './push/index.ts';
import { filesModule } from './files/index.ts';
import { noticesModule } from './notices/index.ts';
import { adminModule } from './admin/index.ts';
import { ledgerModule } from '../ledger/index.ts';
import { walletModule } from './wallet/index.ts';
import { fundingModule } from './funding/index.ts';
import { tradingModule } from './trading/index.ts';
import { newsModule } from './news/index.ts';
import { referralModule } from './referral/index.ts';
import { chatModule } from './chat/index.ts';
import { jobsModule } from '../jobs/routes.ts';
import { ipoModule } from './ipo/index.ts';
import { bondsModule } from './bonds/index.ts';
import { loansModule } from './loans/index.ts';
import { fundsModule } from './funds/index.ts';
import { placingModule } from './placing/index.ts';
import { auctionModule } from './auction/index.ts';
import { termsModule } from './terms/index.ts';
import { accessKeysModule } from './access-keys/index.ts';
import { backofficeModule } from './backoffice/index.ts';
import { blocktradeModule } from './blocktrade/index.ts';
import { strategiesModule } from './strategies/index.ts';
import { followModule } from './follow/index.ts';
import { quantModule } from './quant/index.ts';
import { miningModule } from './mining/index.ts';
import { alertsModule } from './alerts/index.ts';
import { documentsModule } from './documents/index.ts';
import { insightModule } from './insight/index.ts';

/**
 * Every product area of the server, in start-up order: a module may use the services
 * of the modules listed before it.
 */
export const modules: AppModule[] = [
  systemModule,
  accountsModule,
  marketModule,
  pushModule,
  filesModule,
  noticesModule,
  adminModule,
  termsModule,
  accessKeysModule,
  ledgerModule,
  walletModule,
  fundingModule,
  tradingModule,
  newsModule,
  referralModule,
  chatModule,
  jobsModule,
  backofficeModule,
  ipoModule,
  bondsModule,
  loansModule,
  fundsModule,
  placingModule,
  auctionModule,
  strategiesModule,
  followModule,
  quantModule,
  blocktradeModule,
  miningModule,
  alertsModule,
  documentsModule,
  insightModule,
];
