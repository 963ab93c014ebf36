import type { AreaModule } from '../types.ts';
import { AlertsPage } from './AlertsPage.tsx';

/** Price alerts (issue 21): the account tab's list (the quote page's bell sheet is AlertSheet.tsx). */
export const pages: AreaModule['pages'] = {
  '/pages/alerts/index': AlertsPage,
};

/** Text bundles these pages use besides common and nav. */
export const texts: AreaModule['texts'] = ['alerts'];
