import { lazy } from 'react';
import type { AreaSurfaces } from '../surfaces.ts';

/** Performance over time and allocation, on the account tab (its chart library loads with it only). */
const Insight = lazy(() => import('./InsightSection.tsx'));

/** Where portfolio insight shows outside its own files (screens/surfaces.ts). */
export const surfaces: AreaSurfaces = {
  profileSections: [Insight],
};
