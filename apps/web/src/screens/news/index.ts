import type { AreaModule } from '../types.ts';
import { NewsDetailPage } from './NewsDetailPage.tsx';

export const pages: AreaModule['pages'] = {
  '/pages/news/detail': NewsDetailPage,
};
