import react from '@vitejs/plugin-react';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';

/** A JS string literal: '...', "..." or `...` (without interpolation), escapes included. */
const LITERAL = String.raw`(?:'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"|\`(?:[^\`\\$]|\\.)*\`)`;

/**
 * In the browser the contracts are route paths and types only (zod is inert, see
 * src/lib/zod-inert.ts), so their documentation strings, `summary` and `.describe(...)`,
 * are dropped from the web bundle: they would otherwise grow the first page with every
 * call any capability adds.
 */
function stripContractDocs(): Plugin {
  const describe = new RegExp(String.raw`\.describe\(\s*${LITERAL}\s*\)`, 'g');
  const summary = new RegExp(String.raw`\bsummary:\s*${LITERAL}`, 'g');
  return {
    name: 'strip-contract-docs',
    enforce: 'pre',
    transform(code, id) {
      if (!/[\\/]packages[\\/]contracts[\\/]src[\\/][^\\/]+\.ts$/.test(id)) return null;
      // Side-effect free: a contract module only ships with the chunks that use one of its exports.
      return { code: code.replace(describe, '').replace(summary, "summary: ''"), map: null, moduleSideEffects: false };
    },
  };
}

/**
 * The areas a visit most often starts on (home and the quote pages) have their chunks named in
 * index.html (`var C = {...}` of the inline script), which preloads them for the opened route:
 * they download beside the framework instead of after it has run (a waterfall of one more
 * round trip and the area's own imports).
 */
const PRELOADED_AREAS = ['home', 'quote', 'hkstock'];

function preloadAreaChunks(): Plugin {
  return {
    name: 'preload-area-chunks',
    apply: 'build',
    enforce: 'post',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle) return html;
        const chunks = Object.values(bundle).filter((item) => item.type === 'chunk');
        const entry = chunks.find((chunk) => chunk.isEntry);
        const loaded = new Set<string>();
        const walk = (file: string, into: Set<string>) => {
          if (into.has(file)) return;
          into.add(file);
          const chunk = bundle[file];
          if (chunk?.type === 'chunk') for (const next of chunk.imports) walk(next, into);
        };
        if (entry) walk(entry.fileName, loaded);
        // The entry's stylesheets are linked from the head already.
        const loadedCss = new Set([...loaded].flatMap((file) => {
          const item = bundle[file];
          return item?.type === 'chunk' ? [...(item.viteMetadata?.importedCss ?? [])] : [];
        }));
        const map: Record<string, string[]> = {};
        for (const area of PRELOADED_AREAS) {
          const chunk = chunks.find((item) => item.facadeModuleId?.replace(/\\/g, '/').endsWith(`/src/screens/${area}/index.ts`));
          if (!chunk) continue;
          const files = new Set<string>();
          walk(chunk.fileName, files);
          const css = [...files].flatMap((file) => {
            const item = bundle[file];
            return item?.type === 'chunk' ? [...(item.viteMetadata?.importedCss ?? [])] : [];
          });
          map[area] = [...[...files].filter((file) => !loaded.has(file)), ...new Set(css.filter((file) => !loadedCss.has(file)))];
        }
        if (!html.includes('var C = {};')) throw new Error('index.html: the inline script lost its `var C = {};` line');
        return html.replace('var C = {};', `var C = ${JSON.stringify(map)};`);
      },
    },
  };
}

/**
 * The first page's stylesheets (antd-mobile's variables, the tab bar, the top bar, styles.css:
 * ~11 KB, ~3.5 KB compressed) are written into index.html, in their order, instead of linked:
 * the first paint then waits for the HTML alone, not for a round trip per stylesheet, and the
 * styles are there from the first paint (no late restyle of the page). Each stays named by a
 * `<link rel="stylesheet" disabled>` (not fetched, not applied): Vite's loader of later chunks
 * skips a stylesheet that has a link, so a later chunk that shares one (antd-mobile's variables)
 * does not add it again after styles.css, where its primary colour would win over ours.
 */
function inlineEntryCss(): Plugin {
  return {
    name: 'inline-entry-css',
    apply: 'build',
    enforce: 'post',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle) return html;
        return html.replace(/<link rel="stylesheet" crossorigin href="\.\/(assets\/[^"]+\.css)">/g, (link, file: string) => {
          const asset = bundle[file];
          if (asset?.type !== 'asset') throw new Error(`inline-entry-css: ${file} is not in the bundle`);
          const css = String(asset.source);
          // Relative urls would resolve against index.html instead of assets/; none of these sheets has one.
          if (/url\(/.test(css) || css.includes('</')) throw new Error(`inline-entry-css: ${file} cannot be inlined as it is`);
          return `<style data-href="./${file}">${css.trim()}</style><link rel="stylesheet" crossorigin href="./${file}" disabled>`;
        });
      },
    },
  };
}

/**
 * `ERROR_CODES.X` in the app's code becomes the string 'X' at build (what ERROR_CODES.X is): the
 * app then needs no map of every code, which would bring every product's contract module onto
 * the first page (the map is built from each area's error table). Types still come from the map.
 */
function inlineErrorCodes(): Plugin {
  return {
    name: 'inline-error-codes',
    enforce: 'pre',
    transform(code, id) {
      if (!/[\\/]apps[\\/]web[\\/]src[\\/].*\.tsx?$/.test(id) || !code.includes('ERROR_CODES.')) return null;
      return { code: code.replace(/\bERROR_CODES\.([A-Z][A-Z0-9_]*)\b/g, "'$1'"), map: null };
    },
  };
}

const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version?: string };

export default defineConfig({
  plugins: [stripContractDocs(), inlineErrorCodes(), react(), preloadAreaChunks(), inlineEntryCss()],
  define: { __APP_VERSION__: JSON.stringify(pkg.version ?? '1.0.0') },
  base: './',
  // The contracts give the web app route paths and types; their zod schemas stay on the server.
  resolve: {
    alias: {
      zod: fileURLToPath(new URL('./src/lib/zod-inert.ts', import.meta.url)),
      // The subset of i18next and react-i18next the app uses (src/lib/i18n-lite/): 13 KB less on the first page.
      'react-i18next': fileURLToPath(new URL('./src/lib/i18n-lite/react-i18next.ts', import.meta.url)),
      i18next: fileURLToPath(new URL('./src/lib/i18n-lite/i18next.ts', import.meta.url)),
      // React 19 only: antd-mobile's render helper without rc-util's legacy fallbacks (src/lib/antd-render-shim.ts).
      'rc-util/lib/React/render': fileURLToPath(new URL('./src/lib/antd-render-shim.ts', import.meta.url)),
    },
  },
  build: {
    outDir: 'dist',
    target: 'es2022',
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      // The contracts' schemas are inert in the browser (zod-inert.ts): building one has no effect, so a
      // contract module used only for its error codes does not bring its route definitions along.
      treeshake: { manualPureFunctions: ['z', 'defineRoute', 'page', 'pageQuery', 'envelope'] },
      output: {
        // The framework every page needs, in one long-cached chunk; everything else splits by use,
        // so libraries of one screen (charts, animations, QR codes) stay out of the first page.
        codeSplitting: {
          groups: [
            { name: 'framework', test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack|use-sync-external-store|cookie|set-cookie-parser)[\\/]/ },
            // antd-mobile's render hook (main.tsx sets React 19's root on it): on its own, or it lands in the
            // toast chunk and brings toast and the animation library onto the first page.
            { name: 'antd-render', test: /(node_modules[\\/](antd-mobile[\\/]es[\\/]utils[\\/](unstable-)?render|rc-util[\\/]lib[\\/]warning)\.js|antd-render-shim\.ts)$/ },
            // antd-mobile's animation and gesture libraries: only pages with popups, toasts or pull-to-refresh.
            { name: 'motion', test: /node_modules[\\/](@react-spring|@use-gesture)[\\/]/ },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/web': { target: 'http://127.0.0.1:8080', ws: true } },
  },
});
