import type { ComponentType } from 'react';
import type { AppRoute } from '../shell/routes.ts';

/** What every page receives: its route and its query string as inputs (SPEC section 2). */
export interface PageProps {
  route: AppRoute;
  query: Record<string, string>;
}

export type PageComponent = ComponentType<PageProps>;

/** Each area's code chunk exports the pages it renders, by route path. */
export interface AreaModule {
  pages: Partial<Record<string, PageComponent>>;
  /**
   * Text bundles (files of i18n/messages/) its pages use besides common and nav;
   * every bundle when absent.
   */
  texts?: readonly string[];
}
