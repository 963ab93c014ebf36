import type { AreaModule } from '../types.ts';
import { NoticeDetailPage } from './NoticeDetailPage.tsx';
import { NoticeListPage } from './NoticeListPage.tsx';

export const pages: AreaModule['pages'] = {
  '/pages/notice/index': NoticeListPage,
  '/pages/notice/detail': NoticeDetailPage,
};
