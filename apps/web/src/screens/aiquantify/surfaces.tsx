import { CalculatorOutline, PieOutline } from 'antd-mobile-icons';
import type { AreaSurfaces } from '../surfaces.ts';

/** Where AI quant shows outside its pages (screens/surfaces.ts). */
export const surfaces: AreaSurfaces = {
  homeTiles: [{ key: 'aiquant', path: '/pages/aiquantify/index', icon: <PieOutline />, hue: '#eb5757', label: { es: 'Cuant. IA', en: 'AI quant', zh: 'AI 量化' }, order: 70 }],
  profileShortcuts: [{ key: 'quant', path: '/pages/aiquantify/index', icon: <CalculatorOutline />, label: { es: 'Cuant. IA', en: 'AI quant', zh: 'AI 量化' }, tone: { background: '#f1ecfe', color: '#6d4ae0' }, order: 40 }],
};
