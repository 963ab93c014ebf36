import { HkMarketPage } from '../market/HkMarketPage.tsx';
import { QuotePage } from '../quote/QuotePage.tsx';
import type { AreaModule } from '../types.ts';

/** Hong Kong stocks: the market list and the quote page (the IPO subscription page comes with IPOs). */
export const pages: AreaModule['pages'] = {
  '/pages/hkstock/index': HkMarketPage,
  '/pages/hkstock/quote': QuotePage,
};

/** Text bundles these pages use besides common and nav. */
export const texts: AreaModule['texts'] = ['market', 'quote'];
