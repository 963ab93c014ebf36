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

const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version?: string };

export default defineConfig({
  plugins: [stripContractDocs(), react()],
  define: { __APP_VERSION__: JSON.stringify(pkg.version ?? '1.0.0') },
  base: './',
  // The contracts give the web app route paths and types; their zod schemas stay on the server.
  resolve: { alias: { zod: fileURLToPath(new URL('./src/lib/zod-inert.ts', import.meta.url)) } },
  build: {
    outDir: 'dist',
    target: 'es2022',
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: {
        // The framework every page needs, in one long-cached chunk; everything else splits by use,
        // so libraries of one screen (charts, animations, QR codes) stay out of the first page.
        codeSplitting: {
          groups: [
            { name: 'framework', test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack|i18next|react-i18next|use-sync-external-store|cookie|set-cookie-parser)[\\/]/ },
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
