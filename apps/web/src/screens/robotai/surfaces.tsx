import { AntOutline } from 'antd-mobile-icons';
import type { AreaSurfaces } from '../surfaces.ts';

/** Where robot mining shows outside its pages (screens/surfaces.ts). */
export const surfaces: AreaSurfaces = {
  homeTiles: [{ key: 'robot', path: '/pages/robotai/index', icon: <AntOutline />, hue: '#27ae60', label: { es: 'Minería', en: 'Robot mining', zh: '机器人挖矿' }, order: 80 }],
  profileShortcuts: [{ key: 'robot', path: '/pages/robotai/index', icon: <AntOutline />, label: { es: 'Robot IA', en: 'AI robot', zh: 'AI 机器人' }, tone: { background: '#fdf0f6', color: '#c2357c' }, order: 50 }],
};
