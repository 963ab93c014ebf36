import { FlagOutline } from 'antd-mobile-icons';
import type { AreaSurfaces } from '../surfaces.ts';

/** Where Hong Kong stocks show outside their pages (screens/surfaces.ts). */
export const surfaces: AreaSurfaces = {
  homeTiles: [{ key: 'hkstock', path: '/pages/hkstock/index', icon: <FlagOutline />, hue: '#e5484d', label: { es: 'Hong Kong', en: 'HK stocks', zh: '港股' }, order: 120 }],
};
