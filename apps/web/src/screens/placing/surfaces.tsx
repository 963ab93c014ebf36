import { PieOutline, TagOutline } from 'antd-mobile-icons';
import type { AreaSurfaces } from '../surfaces.ts';

const label = { es: 'Colocaciones', en: 'Placing', zh: '配售' };

/** Where placings show outside their pages (screens/surfaces.ts). */
export const surfaces: AreaSurfaces = {
  homeTiles: [{ key: 'placing', path: '/pages/placing/index', icon: <TagOutline />, hue: '#bb6bd9', label, order: 90 }],
  profileShortcuts: [{ key: 'placing', path: '/pages/placing/index', icon: <PieOutline />, label, tone: { background: '#e6f7f1', color: '#007a4d' }, order: 60 }],
};
