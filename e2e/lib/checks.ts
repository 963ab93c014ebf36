import { expect, type Page } from '@playwright/test';
import type { FlowContext } from './fixtures.ts';

/**
 * The namespaces of the app's and back office's text keys: a key shown instead of its
 * translation (e.g. "profile.menu.logout") fails the flow.
 */
const KEY_NAMESPACES = [
  'accessKeys', 'alerts', 'audit', 'auction', 'auth', 'blocktrade', 'bonds', 'common', 'conditional', 'follow', 'funds', 'header', 'home', 'ipo', 'jobs', 'kyc',
  'loan', 'loans', 'login', 'market', 'mining', 'money', 'nav', 'notice', 'outbox', 'payment', 'placing', 'profile', 'quant', 'quote', 'search', 'settings',
  'terms', 'ticket', 'trade', 'users', 'watchlist',
];
const RAW_KEY = new RegExp(`\\b(${KEY_NAMESPACES.join('|')})\\.[a-zA-Z]+(\\.[a-zA-Z0-9_]+)*`);

/** The first raw text key in the text, if any. */
export const rawKey = (text: string): string | undefined => RAW_KEY.exec(text)?.[0];

/**
 * The rendered text of the selected elements, less what is marked `translate="no"` (HTML's
 * own mark for an identifier shown as it is, such as a job's name in the back office).
 */
async function translatableText(page: Page, selector: string): Promise<string> {
  const texts = await page.locator(selector).evaluateAll((elements) =>
    elements.map((element) => {
      let text = (element as HTMLElement).innerText;
      for (const kept of element.querySelectorAll<HTMLElement>('[translate="no"]')) text = text.replace(kept.innerText || kept.textContent || '', '');
      return text;
    }),
  );
  return texts.join('\n');
}

export async function assertNoRawKeys(page: Page, where: string, selector = 'body'): Promise<void> {
  const text = await translatableText(page, selector);
  expect(rawKey(text), `raw text key on ${where}`).toBeUndefined();
}

/** A page scrolled wider than the phone is a layout bug. */
export async function assertNoHorizontalOverflow(page: Page, where: string): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, `${where} overflows horizontally by ${overflow}px`).toBeLessThanOrEqual(1);
}

/** No raw text key, no sideways overflow. */
export async function assertScreen(page: Page, where: string): Promise<void> {
  await assertNoRawKeys(page, where);
  await assertNoHorizontalOverflow(page, where);
}

/** No raw text key, no sideways overflow, then the screenshot. */
export async function check(page: Page, shot: FlowContext['shot'], name: string): Promise<void> {
  await assertScreen(page, name);
  await shot(page, name);
}
