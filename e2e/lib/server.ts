import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export interface StartedServer {
  baseUrl: string;
  dataDir: string;
  stop(): Promise<void>;
}

/**
 * A Friday 10:00 in New York (16:00 in Hong Kong is after its close, BMV is open): flows see
 * open US and Mexican markets whatever day CI runs on.
 */
export const DEFAULT_CLOCK_START = '2026-11-20T15:00:00Z';

/** Ports the servers may take: E2E_PORTS="9200-9299" on a shared machine, 18000-19999 unless told. */
function portRange(): [number, number] {
  const [from, to] = (process.env.E2E_PORTS ?? '18000-19999').split('-').map(Number);
  return [from!, to ?? from!];
}

const canListen = (port: number) =>
  new Promise<boolean>((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });

/** A free port in the range, starting at a random one: two workers (and their own servers) rarely try the same. */
async function freePort(): Promise<number> {
  const [from, to] = portRange();
  const size = to - from + 1;
  const start = Math.floor(Math.random() * size);
  for (let i = 0; i < size; i++) {
    const port = from + ((start + i) % size);
    if (await canListen(port)) return port;
  }
  throw new Error(`no free port in ${from}-${to}`);
}

/**
 * Starts the real server the way `npm start` does (after the build), on its own port and a
 * fresh data directory (or the one given in env.DATA_DIR, kept on stop), with the test clock
 * route on (CLOCK_CONTROL=1), and waits until /healthz answers (`timeoutMs`, 300 s unless
 * told: a loaded machine can take minutes). A server that does not come up is stopped.
 */
export async function startAppServer(env: Record<string, string> = {}, options: { timeoutMs?: number } = {}): Promise<StartedServer> {
  const ownDir = env.DATA_DIR === undefined;
  const dataDir = env.DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'bolsa-e2e-'));
  const port = await freePort();
  const root = path.resolve(import.meta.dirname, '../..');
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', DATABASE_URL: '', CLOCK_START: DEFAULT_CLOCK_START, CLOCK_CONTROL: '1', PUBLIC_URL: `http://127.0.0.1:${port}`, ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const baseUrl = `http://127.0.0.1:${port}`;
  const timeoutMs = options.timeoutMs ?? 300_000;
  const deadline = Date.now() + timeoutMs;
  const removeData = () => {
    if (ownDir) fs.rmSync(dataDir, { recursive: true, force: true });
  };
  const giveUp = async (message: string) => {
    child.kill('SIGTERM');
    await exited;
    removeData();
    return new Error(message);
  };
  for (;;) {
    if (child.exitCode !== null) throw await giveUp(`server exited with ${child.exitCode}`);
    try {
      const res = await fetch(`${baseUrl}/healthz`);
      if (res.ok) break;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) throw await giveUp(`server did not start in ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  return {
    baseUrl,
    dataDir,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      // A graceful stop (the database flushed: bonds restarts on the same data) gets 30 s; then it is killed, never left running.
      const forced = setTimeout(() => child.kill('SIGKILL'), 30_000);
      await exited;
      clearTimeout(forced);
      removeData();
    },
  };
}
