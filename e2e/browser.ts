import { chromium, type Browser, type Page } from 'playwright-core';

/** Debian's Chromium, never a downloaded browser (this machine has no internet). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
}

/** A phone-sized page (390x844, as the screenshots are judged), with a chosen UI language. */
export async function phonePage(browser: Browser, options: { locale?: 'es' | 'en' | 'zh' } = {}): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
  if (options.locale) {
    const locale = options.locale;
    await context.addInitScript((value) => window.localStorage.setItem('locale', value), locale);
  }
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error('[page error]', error.message));
  return waitsForApp(page);
}

/**
 * `goto` and `reload` resolve once the app has replaced the HTML shell, as they did when the
 * app's script was in the HTML (its load event waited for it). index.html now requests the app
 * after the shell has painted (apps/web/vite.config.ts deferEntry), after the load event.
 * Pages without the shell (the back office, JSON) are not waited for.
 */
export function waitsForApp(page: Page): Page {
  const appUp = () => page.waitForFunction(() => !document.getElementById('sh'));
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    await appUp();
    return response;
  };
  page.reload = async (options) => {
    const response = await reload(options);
    await appUp();
    return response;
  };
  return page;
}
