import react from '@vitejs/plugin-react';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { OutputAsset, OutputChunk } from 'rolldown';
import { build, defineConfig, type Plugin } from 'vite';
import { bundleAliases } from './bundle-aliases.ts';

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

type Chunks = Record<string, OutputChunk | OutputAsset>;

/** A chunk's file and every chunk it imports statically, transitively. */
function chunkClosure(bundle: Chunks, file: string): Set<string> {
  const files = new Set<string>();
  const walk = (next: string) => {
    if (files.has(next)) return;
    files.add(next);
    const chunk = bundle[next];
    if (chunk?.type === 'chunk') for (const imported of chunk.imports) walk(imported);
  };
  walk(file);
  return files;
}

/** The chunk of an area's entry module (`src/screens/<area>/index.ts`). */
function areaChunk(chunks: OutputChunk[], area: string): OutputChunk | undefined {
  return chunks.find((chunk) => chunk.facadeModuleId?.replace(/\\/g, '/').endsWith(`/src/screens/${area}/index.ts`));
}

/** Fills a `var X = ...;` placeholder of index.html's inline script (the build fails if it moved). */
function fillPlaceholder(html: string, placeholder: string, value: unknown): string {
  if (!html.includes(placeholder)) throw new Error(`index.html: the inline script lost its \`${placeholder}\` line`);
  return html.replace(placeholder, `${placeholder.slice(0, placeholder.indexOf('=') + 1)} ${JSON.stringify(value)};`);
}

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
        const loaded = entry ? chunkClosure(bundle, entry.fileName) : new Set<string>();
        const cssOf = (files: Set<string>) =>
          [...files].flatMap((file) => {
            const item = bundle[file];
            return item?.type === 'chunk' ? [...(item.viteMetadata?.importedCss ?? [])] : [];
          });
        // The entry's stylesheets are linked from the head already.
        const loadedCss = new Set(cssOf(loaded));
        const map: Record<string, string[]> = {};
        for (const area of PRELOADED_AREAS) {
          const chunk = areaChunk(chunks, area);
          if (!chunk) continue;
          const files = chunkClosure(bundle, chunk.fileName);
          map[area] = [...[...files].filter((file) => !loaded.has(file)), ...new Set(cssOf(files).filter((file) => !loadedCss.has(file)))];
        }
        return fillPlaceholder(html, 'var C = {};', map);
      },
    },
  };
}

/**
 * The entry script and its `modulepreload` links leave the HTML: the head's inline script
 * requests them (`var M`) once the shell has painted. A browser's preload scanner would
 * otherwise request every module file before the page's first calls (started by the same
 * script), and over HTTP/1.1's six connections those calls, and the prices the shell paints
 * from them, waited behind the files (seen: the portfolio answer at 875 ms instead of ~50 ms).
 */
function deferEntry(): Plugin {
  return {
    name: 'defer-entry',
    apply: 'build',
    enforce: 'post',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle) return html;
        let entry = '';
        const out = html
          .replace(/\s*<script type="module" crossorigin src="([^"]+)"><\/script>/g, (_, src: string) => {
            entry = src;
            return '';
          })
          .replace(/\s*<link rel="modulepreload" crossorigin href="[^"]+">/g, '');
        const chunk = bundle[entry.replace(/^\.\//, '')];
        if (chunk?.type !== 'chunk') throw new Error(`defer-entry: index.html has no entry script in the bundle (${entry})`);
        // What the entry imports statically, preloaded at once (no waterfall of import discovery).
        const pre = [...chunkClosure(bundle, chunk.fileName)].filter((file) => file !== chunk.fileName).map((file) => `./${file}`);
        return fillPlaceholder(out, "var M = { entry: '', pre: [] };", { entry, pre });
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

/**
 * The files a visit's first screen loads, made few. Automatic splitting gives every set of
 * modules shared by a different set of lazy areas its own chunk: the first page loaded ~40 files
 * and home ~15 more. Each file costs a phone a request start (~0.5 ms of main thread), a round
 * trip when HTTP/1.1's six connections are busy, and module linking.
 *
 * So a first build in memory (automatic splitting only) says, after tree shaking, which modules
 * the entry's chunks hold (the first page, whatever the route) and which ones each preloaded
 * area's chunks add; the real build groups them: `app` (the first page), `areas` (what two or
 * more preloaded areas share) and one chunk per preloaded area. A lazy area that uses one of
 * these modules loads that chunk, already cached when the visit started on home or a quote.
 */
/** Chunk name → the modules it holds: `app`, then `area-<areas that use them>`. */
type EagerGroups = Map<string, Set<string>>;

async function eagerGroups(): Promise<EagerGroups> {
  process.env.FIRST_PAGE_PASS = '1';
  try {
    const result = await build({ configFile: fileURLToPath(import.meta.url), logLevel: 'silent', build: { write: false } });
    const outputs = (Array.isArray(result) ? result : [result]) as { output?: (OutputChunk | OutputAsset)[] }[];
    const chunks = outputs.flatMap((o) => o.output ?? []).filter((item): item is OutputChunk => item.type === 'chunk');
    const bundle: Chunks = Object.fromEntries(chunks.map((chunk) => [chunk.fileName, chunk]));
    const closure = (from: OutputChunk | undefined): Set<string> =>
      new Set(
        [...(from ? chunkClosure(bundle, from.fileName) : [])].flatMap((file) =>
          // Scripts that render nothing (re-export barrels such as antd-mobile's index) stay out; stylesheets
          // (no script either) go with the modules that import them.
          Object.entries((bundle[file] as OutputChunk).modules)
            .filter(([id, m]) => m.renderedLength > 0 || /\.css$/.test(id))
            .map(([id]) => id),
        ),
      );
    const app = closure(chunks.find((chunk) => chunk.isEntry));
    const groups: EagerGroups = new Map([['app', app]]);
    // Each module of a preloaded area goes with the others used by exactly the same areas.
    const areasOf = new Map<string, string[]>();
    for (const area of PRELOADED_AREAS) {
      for (const id of closure(areaChunk(chunks, area))) if (!app.has(id)) areasOf.set(id, [...(areasOf.get(id) ?? []), area]);
    }
    for (const [id, areas] of areasOf) {
      const name = `area-${areas.join('-')}`;
      groups.set(name, (groups.get(name) ?? new Set()).add(id));
    }
    return groups;
  } finally {
    delete process.env.FIRST_PAGE_PASS;
  }
}

const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version?: string };

export default defineConfig(async ({ command }) => {
  const eager = command === 'build' && !process.env.FIRST_PAGE_PASS ? await eagerGroups() : null;
  return {
    plugins: [stripContractDocs(), inlineErrorCodes(), react(), preloadAreaChunks(), deferEntry(), inlineEntryCss()],
    define: { __APP_VERSION__: JSON.stringify(pkg.version ?? '1.0.0') },
    base: './',
    // The contracts give the web app route paths and types; their zod schemas stay on the server (bundle-aliases.ts).
    resolve: { alias: bundleAliases },
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
            // A group takes the modules its test names, not everything they import (an import from
            // antd-mobile's index would otherwise bring every component into the first page).
            includeDependenciesRecursively: false,
            groups: [
              { name: 'framework', test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack|use-sync-external-store|cookie|set-cookie-parser)[\\/]/, priority: 3 },
              // antd-mobile's render hook (main.tsx sets React 19's root on it): on its own, or it lands in the
              // toast chunk and brings toast and the animation library onto the first page.
              { name: 'antd-render', test: /(node_modules[\\/](antd-mobile[\\/]es[\\/]utils[\\/](unstable-)?render|rc-util[\\/]lib[\\/]warning)\.js|antd-render-shim\.ts)$/, priority: 2 },
              // The first page, what preloaded areas share, and each preloaded area: a few files (eagerGroups).
              ...[...(eager ?? [])].map(([name, ids]) => ({ name, test: (id: string) => ids.has(id), priority: 1 })),
              // antd-mobile's animation and gesture libraries: only pages with popups, toasts or pull-to-refresh.
              { name: 'motion', test: /node_modules[\\/](@react-spring|@use-gesture)[\\/]/, priority: 2 },
            ],
          },
        },
      },
    },
    server: {
      port: 5173,
      proxy: { '/web': { target: 'http://127.0.0.1:8080', ws: true } },
    },
  };
});
