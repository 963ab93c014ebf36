import { BankcardOutline } from 'antd-mobile-icons';
import type { AreaSurfaces } from '../surfaces.ts';

const label = { es: 'Préstamos', en: 'Loans', zh: '贷款' };

/** Where loans show outside their pages (screens/surfaces.ts). */
export const surfaces: AreaSurfaces = {
  homeTiles: [{ key: 'loans', path: '/pages/loan/index', icon: <BankcardOutline />, hue: '#d4a017', label, order: 110 }],
  profileShortcuts: [{ key: 'loans', path: '/pages/loan/index', icon: <span className="shortcut-glyph">$</span>, label, tone: { background: '#fff1e6', color: '#8a5000' }, order: 30 }],
};
