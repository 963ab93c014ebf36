import type { AreaModule } from '../types.ts';
import { QuantIndexPage, QuantRecordDetailPage, QuantRecordPage } from './QuantPages.tsx';

/** AI quant products: the products with ranking and subscription, my subscriptions, one subscription's daily records. */
export const pages: AreaModule['pages'] = {
  '/pages/aiquantify/index': QuantIndexPage,
  '/pages/aiquantify/record': QuantRecordPage,
  '/pages/aiquantify/record-detail': QuantRecordDetailPage,
};

export const texts: AreaModule['texts'] = ['quant', 'follow', 'money', 'trade', 'settings', 'terms'];
