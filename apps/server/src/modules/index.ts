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

/**
 * Every product area of the server, in start-up order: a module may use the services
 * of the modules listed before it.
 */
export const modules: AppModule[] = [systemModule, accountsModule, marketModule, pushModule, filesModule, noticesModule, adminModule, ledgerModule, walletModule, fundingModule, tradingModule, newsModule, referralModule, chatModule];
