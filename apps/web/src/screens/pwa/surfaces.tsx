import { lazy } from 'react';
import type { AreaSurfaces } from '../surfaces.ts';

/** The offer to install the app (issue 33.5), on the account tab. */
const Install = lazy(() => import('../../pwa/InstallCard.tsx'));

export const surfaces: AreaSurfaces = {
  profileSections: [Install],
};
