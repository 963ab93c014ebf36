/**
 * Product routes reached from home and account tiles whose pages are not built yet. Their
 * tiles carry a "soon" badge and the route shows what the product will be, with a way
 * back (shell/ComingSoon.tsx), so no tile looks like a working product and leads nowhere.
 * REMOVE a path here when its page lands: e2e/flows/trust.flow.ts opens every tile and
 * fails when a tile without the badge shows the coming-soon page, or one with it does not.
 */
export const COMING_SOON_PATHS: ReadonlySet<string> = new Set([]);

export const isComingSoon = (path: string): boolean => COMING_SOON_PATHS.has(path);
