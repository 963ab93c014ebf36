import { ContentOutline } from 'antd-mobile-icons';
import { lazy } from 'react';
import type { AreaSurfaces } from '../surfaces.ts';

const Holdings = lazy(() => import('./Holdings.tsx').then((m) => ({ default: m.Holdings })));
const label = { es: 'Bonos', en: 'Bonds', zh: '债券' };

/** Where bonds show outside their pages (screens/surfaces.ts). */
export const surfaces: AreaSurfaces = {
  homeTiles: [{ key: 'bonds', path: '/pages/bonds/list', icon: <ContentOutline />, hue: '#2f80ed', label, order: 20 }],
  profileShortcuts: [{ key: 'bonds', path: '/pages/bonds/list', icon: <ContentOutline />, label, tone: { background: '#e8f4fd', color: '#0a66aa' }, order: 20 }],
  tradeTabs: [{ key: 'bonds', number: 6, label, Content: Holdings }],
};
