import { AppstoreOutline } from 'antd-mobile-icons';
import { lazy } from 'react';
import type { AreaSurfaces } from '../surfaces.ts';

/** Block trades are positions with a lock-up: listed with the holdings, their sale refused until it ends. */
const Blocks = lazy(() => import('./MyBlocks.tsx').then((m) => ({ default: () => <m.MyBlocks holdingOnly /> })));

/** Where block trades show outside their pages (screens/surfaces.ts). */
export const surfaces: AreaSurfaces = {
  homeTiles: [{ key: 'blocktrade', path: '/pages/product/blocktrade', icon: <AppstoreOutline />, hue: '#5b6cff', label: { es: 'Bloques', en: 'Block trade', zh: '大宗交易' }, order: 50 }],
  holdingExtras: [Blocks],
};
