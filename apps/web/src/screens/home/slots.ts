import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * Sections of the home page that other capabilities fill. The news capability sets
 * `news` to its list, e.g. `news: lazy(() => import('../news/HomeNews.tsx'))`
 * (a lazy import keeps it out of the first page's JavaScript). Until then home shows
 * no news at all rather than made-up headlines.
 */
export const homeSlots: { news?: LazyExoticComponent<ComponentType> } = {
  news: lazy(() => import('../../components/news/HomeNews.tsx')),
};
