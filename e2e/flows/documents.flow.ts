import fs from 'node:fs/promises';
import { expect, test } from '../lib/fixtures.ts';
import { api, demoToken } from '../lib/api.ts';
import { check } from '../lib/checks.ts';

/**
 * Issue 31 in the browser: from the statement screen the demo investor opens the monthly
 * statements, downloads October 2026's (the flows' server starts on 20 November 2026) as a
 * PDF named in the app's language, and finds it among the documents made, in es, en and zh.
 */

type Locale = 'es' | 'en' | 'zh';
const FILE: Record<Locale, string> = { es: 'estado-de-cuenta-2026-10-es.pdf', en: 'statement-2026-10-en.pdf', zh: 'statement-2026-10-zh.pdf' };
const TITLE: Record<Locale, string> = { es: 'Estado de cuenta de octubre de 2026', en: 'Statement for October 2026', zh: '2026年10月对账单' };
const LINK: Record<Locale, string> = { es: 'Estados de cuenta mensuales (PDF)', en: 'Monthly statements (PDF)', zh: '月度对账单 (PDF)' };

test('documents: the statement screen links to the monthly statements; October 2026 downloads as a PDF in the app language; es, en and zh', async ({ ctx: { newPage, baseUrl, shot } }) => {
  const token = await demoToken(baseUrl);
  for (const locale of ['es', 'en', 'zh'] as Locale[]) {
    const page = await newPage(locale);
    await page.context().addInitScript((value) => window.localStorage.setItem('token', value), token);
    await page.goto(`${baseUrl}/#/pages/profile/transaction`);
    await expect(page.getByTestId('history-documents')).toContainText(LINK[locale]);
    await page.getByTestId('history-documents').click();
    await expect(page.getByTestId('documents-page')).toBeVisible();
    await expect(page.getByTestId('documents-month-2026-10')).toBeVisible();
    // November has not closed on the server's clock: it is not offered.
    await expect(page.getByTestId('documents-month-2026-11')).toHaveCount(0);
    await check(page, shot, `documents-${locale}`);

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('documents-month-2026-10').click()]);
    expect(download.suggestedFilename()).toBe(FILE[locale]);
    const bytes = await fs.readFile((await download.path())!);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    await expect(page.getByTestId('documents-list')).toContainText(TITLE[locale]);
    await check(page, shot, `documents-made-${locale}`);
    await page.close();
  }
  const made = await api<{ list: { period: string; locale: string }[] }>(baseUrl, 'GET', '/documents/list?kind=statement', undefined, token);
  expect(made.list.filter((d) => d.period === '2026-10').map((d) => d.locale).sort()).toEqual(['en', 'es', 'zh']);
});
