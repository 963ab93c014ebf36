import type { AreaModule } from '../types.ts';
import { WebviewPage } from './WebviewPage.tsx';

/** The in-app page viewer, and the customer chat (`?chat=1`). */
export const pages: AreaModule['pages'] = {
  '/pages/webview/index': WebviewPage,
};
