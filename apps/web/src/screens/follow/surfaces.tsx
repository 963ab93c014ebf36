import { TeamOutline, UserAddOutline } from 'antd-mobile-icons';
import { lazy } from 'react';
import { useNav } from '../../shell/nav.ts';
import type { AreaSurfaces } from '../surfaces.ts';

/** The list of copies comes with the follow area's code, loaded when the tab opens. */
const Copies = lazy(() => import('./FollowPages.tsx').then((m) => ({ default: m.Copies })));

function TradeTab() {
  const nav = useNav();
  return <Copies onOpen={(id) => nav.go('/pages/product/follow', { tab: 'mine', copy: String(id) })} />;
}

/** Where copy trading shows outside its pages (screens/surfaces.ts). */
export const surfaces: AreaSurfaces = {
  homeTiles: [{ key: 'follow', path: '/pages/product/follow', icon: <UserAddOutline />, hue: '#f2994a', label: { es: 'Copiar', en: 'Follow', zh: '跟单' }, order: 60 }],
  profileShortcuts: [{ key: 'follow', path: '/pages/product/follow', icon: <TeamOutline />, label: { es: 'Copiar inversión', en: 'Copy trading', zh: '跟单' }, order: 80 }],
  tradeTabs: [{ key: 'follow', number: 5, label: { es: 'Copiadas', en: 'Follow', zh: '跟单' }, Content: TradeTab }],
};
