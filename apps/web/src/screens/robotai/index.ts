import type { AreaModule } from '../types.ts';
import { RobotDetailPage, RobotRecordPage, RobotRentalPage } from './OrderPages.tsx';
import { RobotQuotePage } from './QuotePage.tsx';
import { RobotIndexPage, RobotProductPage } from './RobotPages.tsx';

/** Robot mining (issue 17): robots on a simulated Bitcoin network, rent or buy, my robots live, earnings, the BTC chart. */
export const pages: AreaModule['pages'] = {
  '/pages/robotai/index': RobotIndexPage,
  '/pages/robotai/product': RobotProductPage,
  '/pages/robotai/detail': RobotDetailPage,
  '/pages/robotai/quote': RobotQuotePage,
  '/pages/robotai/record': RobotRecordPage,
  '/pages/robotai/rental': RobotRentalPage,
};

export const texts: AreaModule['texts'] = ['mining', 'money', 'trade', 'payment', 'settings', 'terms'];
