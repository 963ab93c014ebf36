import {
  AntOutline,
  AppstoreOutline,
  BankcardOutline,
  ContentOutline,
  CalendarOutline,
  CollectMoneyOutline,
  FlagOutline,
  GiftOutline,
  GlobalOutline,
  PieOutline,
  TagOutline,
  UserAddOutline,
} from 'antd-mobile-icons';
import type { ReactNode } from 'react';

/** The product entry tiles of home, each to its route (SPEC sections 1 and 2). */
export const PRODUCT_TILES: { key: string; path: string; icon: ReactNode; hue: string }[] = [
  { key: 'ipo', path: '/pages/product/newstock', icon: <GiftOutline />, hue: '#ff7a45' },
  { key: 'bonds', path: '/pages/bonds/list', icon: <ContentOutline />, hue: '#2f80ed' },
  { key: 'futures', path: '/pages/product/future', icon: <CalendarOutline />, hue: '#9b51e0' },
  { key: 'forex', path: '/pages/product/forex', icon: <GlobalOutline />, hue: '#00a3a3' },
  { key: 'blocktrade', path: '/pages/product/blocktrade', icon: <AppstoreOutline />, hue: '#5b6cff' },
  { key: 'follow', path: '/pages/product/follow', icon: <UserAddOutline />, hue: '#f2994a' },
  { key: 'aiquant', path: '/pages/aiquantify/index', icon: <PieOutline />, hue: '#eb5757' },
  { key: 'robot', path: '/pages/robotai/index', icon: <AntOutline />, hue: '#27ae60' },
  { key: 'placing', path: '/pages/placing/index', icon: <TagOutline />, hue: '#bb6bd9' },
  { key: 'funds', path: '/pages/yinmutual/index', icon: <CollectMoneyOutline />, hue: '#219653' },
  { key: 'loans', path: '/pages/loan/index', icon: <BankcardOutline />, hue: '#d4a017' },
  { key: 'hkstock', path: '/pages/hkstock/index', icon: <FlagOutline />, hue: '#e5484d' },
];
