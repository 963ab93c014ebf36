import { CalendarOutline, GlobalOutline } from 'antd-mobile-icons';
import type { AreaSurfaces } from '../surfaces.ts';

/** Where futures and forex show outside their pages (screens/surfaces.ts). */
export const surfaces: AreaSurfaces = {
  homeTiles: [
    { key: 'futures', path: '/pages/product/future', icon: <CalendarOutline />, hue: '#9b51e0', label: { es: 'Futuros', en: 'Futures', zh: '期货' }, order: 30 },
    { key: 'forex', path: '/pages/product/forex', icon: <GlobalOutline />, hue: '#00a3a3', label: { es: 'Divisas', en: 'Forex', zh: '外汇' }, order: 40 },
  ],
};
