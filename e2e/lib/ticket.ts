import type { Page } from '@playwright/test';
import { typePin } from './pages.ts';

/** The demo investor's payment PIN. */
export const PAY_PASSWORD = '123456';

/** Sends a filled ticket once it shows `quantity`: submit, confirm, pay with the PIN; waits for the result. */
export async function sendTicket(page: Page, quantity: number): Promise<void> {
  await page.locator('[data-testid="line-quantity"] dd', { hasText: new RegExp(`^${quantity}\\b`) }).waitFor();
  await page.waitForFunction(() => !document.querySelector('[data-testid="order-submit"]')?.hasAttribute('disabled'));
  await page.getByTestId('order-submit').click();
  await page.getByTestId('order-confirm-lines').waitFor();
  await page.waitForFunction(() => !document.querySelector('[data-testid="order-confirm-pay"]')?.hasAttribute('disabled'));
  await page.getByTestId('order-confirm-pay').click();
  await typePin(page, PAY_PASSWORD);
  await page.getByTestId('order-result').waitFor();
}
