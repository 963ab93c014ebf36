import { fileURLToPath } from 'node:url';

const here = (file: string) => fileURLToPath(new URL(file, import.meta.url));

/**
 * Libraries the web bundle replaces by smaller stand-ins of its own. One list for the build
 * (vite.config.ts) and for vitest's `web-bundle` project, whose tests (`*.bundle.test.ts`)
 * run exactly the modules the bundle ships:
 * - zod: inert (src/lib/zod-inert.ts): the contracts give the browser paths and types only,
 *   the server validates; bundling zod and every schema was about 26 KB gzip of the first page;
 * - i18next and react-i18next: the subset the app uses (src/lib/i18n-lite/), 13 KB less.
 * WEB_REAL_LIBS=1 builds with the real libraries (to measure what the stand-ins save).
 */
export const standInAliases: Array<{ find: RegExp; replacement: string }> = process.env.WEB_REAL_LIBS
  ? []
  : [
      { find: /^zod$/, replacement: here('./src/lib/zod-inert.ts') },
      { find: /^react-i18next$/, replacement: here('./src/lib/i18n-lite/react-i18next.ts') },
      { find: /^i18next$/, replacement: here('./src/lib/i18n-lite/i18next.ts') },
    ];

/** Every alias of the build: the stand-ins, and antd-mobile's render helper for React 19 only. */
export const bundleAliases: Array<{ find: RegExp; replacement: string }> = [
  ...standInAliases,
  // React 19 only: antd-mobile's render helper without rc-util's legacy fallbacks (src/lib/antd-render-shim.ts).
  { find: /^rc-util\/lib\/React\/render$/, replacement: here('./src/lib/antd-render-shim.ts') },
];
