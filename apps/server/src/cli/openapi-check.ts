/**
 * The OpenAPI document as a client sees it, checked on every `npm test` (npm run openapi:check):
 *
 * 1. builds it from the contracts, as the server serves it at /web/docs/json, on a throw-away
 *    in-memory database (nothing listens, no data is seeded), into apps/server/openapi/openapi.json;
 * 2. generates the TypeScript client's types from it with openapi-typescript into
 *    apps/server/test/client/schema.ts (typechecked next with the server's tests, and used by
 *    test/api/generated-client.test.ts through openapi-fetch);
 * 3. lints it with Spectral (`spectral:oas`) and Redocly (`recommended`), both at once: any
 *    error fails the run (warnings are printed as a summary).
 *
 *   node --import tsx apps/server/src/cli/openapi-check.ts [--no-lint]
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/index.ts';
import { migrate } from '../db/migrate.ts';

const ROOT = path.resolve(import.meta.dirname, '../../../..');
const OPENAPI_DIR = path.join(ROOT, 'apps/server/openapi');
const DOCUMENT = path.join(OPENAPI_DIR, 'openapi.json');
export const CLIENT_TYPES = path.join(ROOT, 'apps/server/test/client/schema.ts');

/** The document the server serves, built in memory. */
export async function openApiDocument(): Promise<string> {
  const database = await openDatabase({});
  await migrate(database.db);
  const dataDir = fs.mkdtempSync('/tmp/bolsa-openapi-');
  const { app } = await buildApp({ config: loadConfig({ PORT: '0', LOG_LEVEL: 'silent', DATA_DIR: dataDir }), database });
  try {
    await app.ready();
    const res = await app.inject({ method: 'GET', url: '/web/docs/json' });
    if (res.statusCode !== 200) throw new Error(`/web/docs/json answered ${res.statusCode}`);
    return res.body;
  } finally {
    await app.close();
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The client's types (openapi-typescript), with a header saying where they come from. */
export async function clientTypes(document: string): Promise<string> {
  // A default makes a field optional to send: not a required one (openapi-typescript's own default).
  const ast = await openapiTS(JSON.parse(document) as Parameters<typeof openapiTS>[0], { defaultNonNullable: false });
  return `/* eslint-disable */\n// Generated from /web/docs/json by npm run openapi:check (apps/server/src/cli/openapi-check.ts): do not edit.\n${astToString(ast)}`;
}

/** Runs one linter; resolves with its exit code and what it printed. */
function run(what: string, args: string[]): Promise<{ what: string; code: number; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    child.on('close', (code) => resolve({ what, code: code ?? 1, output }));
  });
}

function lint(): Promise<Array<{ what: string; code: number; output: string }>> {
  const bin = (pkg: string, file: string) => path.join(ROOT, 'node_modules', pkg, file);
  return Promise.all([
    run('spectral (spectral:oas)', [
      '--import',
      path.join(OPENAPI_DIR, 'spectral-ajv.mjs'),
      bin('@stoplight/spectral-cli', 'dist/index.js'),
      'lint',
      DOCUMENT,
      '--ruleset',
      path.join(OPENAPI_DIR, '.spectral.yaml'),
      '--fail-severity=error',
      '--format=text',
    ]),
    run('redocly (recommended)', [bin('@redocly/cli', 'bin/cli.js'), 'lint', DOCUMENT, '--config', path.join(OPENAPI_DIR, 'redocly.yaml'), '--format=summary']),
  ]);
}

async function main(): Promise<number> {
  const started = performance.now();
  const document = await openApiDocument();
  fs.writeFileSync(DOCUMENT, document);
  fs.mkdirSync(path.dirname(CLIENT_TYPES), { recursive: true });
  fs.writeFileSync(CLIENT_TYPES, await clientTypes(document));
  console.log(`openapi: ${path.relative(ROOT, DOCUMENT)} and ${path.relative(ROOT, CLIENT_TYPES)} written`);
  if (process.argv.includes('--no-lint')) return 0;
  const results = await lint();
  for (const r of results) {
    const summary = r.output.split('\n').filter((line) => /problems|warning|error|valid/i.test(line) && !/^\s*\d+:\d+\s+warning/.test(line));
    console.log(`${r.code === 0 ? 'ok' : 'FAILED'}: ${r.what}\n  ${(r.code === 0 ? summary : r.output.split('\n')).join('\n  ')}`);
  }
  console.log(`openapi: checked in ${Math.round(performance.now() - started)} ms`);
  return results.every((r) => r.code === 0) ? 0 : 1;
}

if (process.argv[1] === import.meta.filename) process.exitCode = await main();
