/**
 * Runs every browser flow in e2e/flows against a real server in Debian's Chromium.
 * Usage: npm run e2e [-- name-filter]
 */
import fs from 'node:fs';
import path from 'node:path';
import { launchBrowser, phonePage } from './browser.ts';
import { startAppServer, type Flow, type FlowContext } from './harness.ts';

const filter = process.argv[2];
const flowsDir = path.join(import.meta.dirname, 'flows');
const shotsDir = path.join(import.meta.dirname, 'screenshots');
fs.mkdirSync(shotsDir, { recursive: true });

const flows: Flow[] = [];
for (const file of fs.readdirSync(flowsDir).filter((name) => name.endsWith('.flow.ts')).sort()) {
  const module = (await import(path.join(flowsDir, file))) as { default: Flow | Flow[] };
  flows.push(...(Array.isArray(module.default) ? module.default : [module.default]));
}
const selected = filter ? flows.filter((flow) => flow.name.includes(filter)) : flows;

const server = await startAppServer();
const browser = await launchBrowser();
const ctx: FlowContext = {
  browser,
  baseUrl: server.baseUrl,
  newPage: (locale) => phonePage(browser, locale ? { locale } : {}),
  shot: async (page, name) => {
    await page.screenshot({ path: path.join(shotsDir, `${name}.png`) });
  },
};

let passed = 0;
let failed = 0;
// A flow that fails part-way may leave a wait of its own that rejects later: report it, and let
// the other flows run (an unhandled rejection would otherwise end the whole run).
process.on('unhandledRejection', (error) => {
  console.log(`    (a promise left by a failed flow rejected later: ${(error as Error).message?.split('\n')[0] ?? String(error)})`);
});
for (const flow of selected) {
  const started = Date.now();
  try {
    await flow.run(ctx);
    passed++;
    console.log(`  ✓ ${flow.name} (${Date.now() - started} ms)`);
  } catch (error) {
    failed++;
    console.log(`  ✗ ${flow.name}\n    ${(error as Error).stack ?? String(error)}`);
  }
}
await browser.close();
await server.stop();
console.log(`e2e: ${passed} passed, ${failed} failed`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
