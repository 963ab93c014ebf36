import { FireFill, GiftOutline } from 'antd-mobile-icons';
import { lazy } from 'react';
import type { AreaSurfaces } from '../surfaces.ts';

const Subscriptions = lazy(() => import('./parts.tsx').then((m) => ({ default: () => <m.MySubscriptions showMore /> })));

/** Where IPO subscriptions show outside their pages (screens/surfaces.ts). */
export const surfaces: AreaSurfaces = {
  homeTiles: [{ key: 'ipo', path: '/pages/product/newstock', icon: <GiftOutline />, hue: '#ff7a45', label: { es: 'IPO', en: 'IPO', zh: '新股申购' }, order: 10 }],
  profileShortcuts: [{ key: 'ipo', path: '/pages/product/newstock', icon: <FireFill />, label: { es: 'IPO', en: 'IPO', zh: '新股申购' }, tone: { background: '#fff5e0', color: '#8a5000' }, order: 10 }],
  tradeTabs: [{ key: 'subscription', number: 4, label: { es: 'Suscripciones', en: 'Subscriptions', zh: '认购' }, Content: Subscriptions }],
};
