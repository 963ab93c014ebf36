import { FileOutline } from 'antd-mobile-icons';
import type { AreaSurfaces } from '../surfaces.ts';

const label = { es: 'Estados de cuenta', en: 'Statements', zh: '对账单' };

/** Where documents show outside their pages (screens/surfaces.ts): the account tab's shortcut. */
export const surfaces: AreaSurfaces = {
  profileShortcuts: [{ key: 'documents', path: '/pages/documents/index', icon: <FileOutline />, label, tone: { background: '#eef4ff', color: '#1f4fbf' }, order: 40 }],
};
