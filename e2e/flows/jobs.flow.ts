import assert from 'node:assert/strict';
import type { Page } from '@playwright/test';
import { test } from '../lib/fixtures.ts';
import { api, operatorToken } from '../lib/api.ts';
import { assertNoRawKeys } from '../lib/checks.ts';
import { desktopPage, operatorLogin } from '../lib/pages.ts';

/**
 * Issue 11, the back office's jobs page: every background job with its schedule, last run
 * (duration, items), next run and failures; an admin's "run now" queues a run that the
 * server's own runner executes (it shows done, triggered by the admin, and the audit log
 * has it); an operator without the admin role has no jobs page. Three languages.
 */

const JOB = 'wallet.settle';
/** The job the admin runs now: hourly, so its own runs do not push this one off the first page. */
const RUN_JOB = 'accounts.sweepSecrets';

async function openJobs(page: Page, baseUrl: string): Promise<void> {
  await operatorLogin(page, baseUrl);
  await page.getByTestId('nav-jobs').click();
  await page.getByTestId(`job-row-${JOB}`).waitFor();
  // The trading sweep runs every second on the server: its row has a last run.
  await page.getByTestId('job-last-trading.sweep').waitFor();
}

test('jobs: the back office lists the jobs; an admin runs one now, the server runs it once, audited; es/en/zh', async ({ ctx: { browser, baseUrl, shot } }) => {
  const admin = await desktopPage(browser, 'en');
  admin.on('dialog', (dialog) => void dialog.accept());
  await openJobs(admin, baseUrl);
  for (const name of ['trading.sweep', 'funding.chain-watch', JOB]) await admin.getByTestId(`job-row-${name}`).waitFor();
  await assertNoRawKeys(admin, 'jobs page');
  // At 1366 px the jobs table fits its card: nothing (the run-now buttons) past its edge.
  const overflow = await admin.getByTestId('jobs-table').evaluate((table) => table.getBoundingClientRect().right - table.closest('section')!.getBoundingClientRect().right);
  assert.ok(overflow <= 0, `the jobs table runs ${overflow} px past its card`);

  // Run now (an hourly job, so its runs list is short): queued by the admin, executed by
  // the server's own runner; the runs table refreshes by itself and shows it done, with
  // the admin as its trigger.
  await admin.getByTestId(`job-pick-${RUN_JOB}`).click();
  await admin.waitForURL(/job=accounts\.sweepSecrets/);
  await admin.getByTestId(`job-run-${RUN_JOB}`).click();
  const byAdmin = admin.getByTestId('job-runs-table').locator('tbody tr').filter({ has: admin.locator('td', { hasText: /^admin$/ }) });
  await byAdmin.and(admin.locator('[data-status="done"]')).waitFor({ timeout: 30_000 });
  assert.equal(await byAdmin.count(), 1, 'one run queued by the admin');
  const token = await operatorToken(baseUrl);
  const runs = await api<{ list: Array<{ status: string; trigger: string; attempts: number }> }>(baseUrl, 'GET', `/admin/jobs/runs?job=${RUN_JOB}&pageSize=100`, undefined, token);
  assert.deepEqual(
    runs.list.filter((run) => run.trigger === 'operator:admin').map((run) => [run.status, run.attempts]),
    [['done', 1]],
    'the queued run ran once',
  );
  await assertNoRawKeys(admin, 'jobs page after run now');
  await byAdmin.scrollIntoViewIfNeeded();
  await shot(admin, 'admin-jobs-run-now-en');

  // Audited: the audit log has the run-now with the job's name.
  const audit = await api<{ list: Array<{ action: string; targetId?: string }> }>(baseUrl, 'GET', '/admin/audit?action=job.run', undefined, token);
  assert.equal(audit.list.filter((entry) => entry.targetId === RUN_JOB).length, 1, 'one audit row for the run now');
  await admin.context().close();

  for (const locale of ['es', 'zh'] as const) {
    const page = await desktopPage(browser, locale);
    await openJobs(page, baseUrl);
    await assertNoRawKeys(page, `jobs page (${locale})`);
    await shot(page, `admin-jobs-${locale}`);
    await page.context().close();
  }
});

test('jobs: an operator without the admin role has no jobs page', async ({ ctx: { browser, baseUrl } }) => {
  const token = await operatorToken(baseUrl);
  const username = `rev_${Date.now().toString(36).slice(-6)}`;
  await api(baseUrl, 'POST', '/admin/operators', { username, password: 'Revisor2026!', roles: ['kyc_reviewer', 'money_reviewer'] }, token);
  const page = await desktopPage(browser, 'en');
  await operatorLogin(page, baseUrl, username, 'Revisor2026!');
  assert.equal(await page.getByTestId('nav-jobs').count(), 0, 'no jobs entry without the admin role');
  await page.context().close();
});
