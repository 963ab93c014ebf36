import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';

export interface FlowContext {
  browser: Browser;
  baseUrl: string;
  /** A fresh phone page (390x844) in the given language. */
  newPage(locale?: 'es' | 'en' | 'zh'): Promise<Page>;
  /** Saves a screenshot under e2e/screenshots/ for people to look at. */
  shot(page: Page, name: string): Promise<void>;
}

export interface Flow {
  name: string;
  run(ctx: FlowContext): Promise<void>;
}

export const defineFlow = (name: string, run: Flow['run']): Flow => ({ name, run });

export interface StartedServer {
  baseUrl: string;
  dataDir: string;
  stop(): Promise<void>;
}

/**
 * Starts the real server the way `npm start` does (after the build), on its own port
 * and a fresh data directory, and waits until /healthz answers (`timeoutMs`, 180 s unless
 * told: a loaded machine can take longer). A server that does not come up is stopped.
 */
export async function startAppServer(env: Record<string, string> = {}, options: { timeoutMs?: number } = {}): Promise<StartedServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bolsa-e2e-'));
  const port = 18_000 + Math.floor(Math.random() * 2000);
  const root = path.resolve(import.meta.dirname, '..');
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    // A Friday 10:00 in New York (16:00 in Hong Kong is after its close, BMV is open): flows
    // see open US and Mexican markets whatever day CI runs on.
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', DATABASE_URL: '', CLOCK_START: '2026-11-20T15:00:00Z', ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const timeoutMs = options.timeoutMs ?? 180_000;
  const deadline = Date.now() + timeoutMs;
  const giveUp = (message: string) => {
    child.kill('SIGTERM');
    fs.rmSync(dataDir, { recursive: true, force: true });
    return new Error(message);
  };
  for (;;) {
    if (child.exitCode !== null) throw giveUp(`server exited with ${child.exitCode}`);
    try {
      const res = await fetch(`${baseUrl}/healthz`);
      if (res.ok) break;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) throw giveUp(`server did not start in ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  return {
    baseUrl,
    dataDir,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
