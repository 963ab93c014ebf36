import fs from 'node:fs';
import path from 'node:path';
import { test as base, type Browser, type Page } from '@playwright/test';
import { phonePage } from '../browser.ts';
import { startAppServer, type StartedServer } from './server.ts';

export type Locale = 'es' | 'en' | 'zh';

export interface FlowContext {
  browser: Browser;
  baseUrl: string;
  /** A fresh phone page (390x844) in the given language. */
  newPage(locale?: Locale): Promise<Page>;
  /** Saves a screenshot under e2e/screenshots/ for people to look at. */
  shot(page: Page, name: string): Promise<void>;
}

/** What a flow with a server of its own gets: no worker server is started for it. */
export type PagesContext = Omit<FlowContext, 'baseUrl'>;

export const SHOTS_DIR = path.join(import.meta.dirname, '..', 'screenshots');

/**
 * `server`: each worker's own app server and data directory, started once for the worker's
 * tests (a flow that needs special settings starts its own with startAppServer).
 * `ctx`: what a flow gets: the browser, that server's URL, phone pages, screenshots.
 * `pages`: the same without a server, for a flow that starts its own (startAppServer).
 */
export const test = base.extend<{ ctx: FlowContext; pages: PagesContext }, { server: StartedServer }>({
  server: [
    // eslint-disable-next-line no-empty-pattern -- a worker fixture that needs no other fixture
    async ({}, use) => {
      const server = await startAppServer();
      await use(server);
      await server.stop();
    },
    { scope: 'worker', timeout: 330_000 },
  ],
  pages: async ({ browser }, use) => {
    fs.mkdirSync(SHOTS_DIR, { recursive: true });
    await use({
      browser,
      newPage: (locale) => phonePage(browser, locale ? { locale } : {}),
      shot: async (page, name) => {
        await page.screenshot({ path: path.join(SHOTS_DIR, `${name}.png`) });
      },
    });
  },
  ctx: async ({ pages, server }, use) => {
    await use({ ...pages, baseUrl: server.baseUrl });
  },
});

export { expect } from '@playwright/test';
