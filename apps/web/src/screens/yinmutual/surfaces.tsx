import { CollectMoneyOutline, ShopbagOutline } from 'antd-mobile-icons';
import type { AreaSurfaces } from '../surfaces.ts';

/** Where mutual funds show outside their pages (screens/surfaces.ts). */
export const surfaces: AreaSurfaces = {
  homeTiles: [{ key: 'funds', path: '/pages/yinmutual/index', icon: <CollectMoneyOutline />, hue: '#219653', label: { es: 'Fondos', en: 'Mutual funds', zh: '共同基金' }, order: 100 }],
  profileShortcuts: [{ key: 'funds', path: '/pages/yinmutual/index', icon: <ShopbagOutline />, label: { es: 'Fondos mutuos', en: 'Mutual funds', zh: '共同基金' }, tone: { background: '#eef2f6', color: '#3d4b60' }, order: 70 }],
};
