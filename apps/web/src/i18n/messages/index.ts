import type { AreaMessages } from '../types.ts';
import home from './home.ts';
import market from './market.ts';
import quote from './quote.ts';
import search from './search.ts';
import watchlist from './watchlist.ts';
import auth from './auth.ts';
import common from './common.ts';
import kyc from './kyc.ts';
import money from './money.ts';
import nav from './nav.ts';
import notice from './notice.ts';
import profile from './profile.ts';
import settings from './settings.ts';
import trade from './trade.ts';
import payment from './payment.ts';
import news from './news.ts';
import share from './share.ts';
import chat from './chat.ts';

/**
 * Every area's texts. Add one line per area (its file exports es, en and zh);
 * i18n.test.ts checks that the three languages have the same keys.
 */
export const areaMessages: Record<string, AreaMessages> = {
  auth,
  common,
  kyc,
  nav,
  notice,
  profile,
  settings,
  home,
  market,
  quote,
  watchlist,
  search,
  money,
  trade,
  payment,
  news,
  share,
  chat,
};
