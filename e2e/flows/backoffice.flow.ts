import assert from 'node:assert/strict';
import fs from 'node:fs';
import { test } from '../lib/fixtures.ts';
import { seriousViolations } from '../lib/axe.ts';
import { api, emailCode, operatorToken } from '../lib/api.ts';
import { assertNoRawKeys } from '../lib/checks.ts';
import { desktopPage, operatorLogin } from '../lib/pages.ts';
import { writeTestPng } from '../lib/png.ts';

/**
 * The back office that runs the business (issue 20): the dashboard with its queue badges,
 * a customer view (profile, KYC, sessions, notices, chat history, audit trail), the review from there,
 * then the KYC queue searched and exported; es, en and zh.
 */

interface Session {
  token: string;
  userInfo: { userId: number; username: string };
}

async function userWithPendingKyc(baseUrl: string, opToken: string, username: string): Promise<Session> {
  const email = `${username}@example.mx`;
  await api(baseUrl, 'POST', '/getEmailCode', { email, type: 'register' });
  const code = await emailCode(baseUrl, opToken, email);
  const password = 'Mercado2026!';
  const session = await api<Session>(baseUrl, 'POST', '/register/email', { email, code, username, password, confirmPassword: password, agreement: true });
  const upload = async (file: string) => {
    const form = new FormData();
    form.append('file', new Blob([fs.readFileSync(file)], { type: 'image/png' }), 'photo.png');
    const res = await fetch(`${baseUrl}/web/file/upload`, { method: 'POST', headers: { authorization: session.token }, body: form });
    const envelope = (await res.json()) as { code: number; msg: string; data: { url: string } };
    assert.equal(envelope.code, 200, `upload: ${envelope.msg}`);
    return envelope.data.url;
  };
  const frontImage = await upload(writeTestPng('bo-passport.png', [90, 140, 200]));
  const backImage = await upload(writeTestPng('bo-passport-back.png', [160, 90, 60]));
  await api(baseUrl, 'POST', '/updateReal', { firstName: 'Lucía', lastName: 'Méndez', documentType: 'passport', documentNumber: 'G55667788', country: 'MX', frontImage, backImage }, session.token);
  return session;
}

/** Sends one chat message as the user or an operator over the real chat socket; answers once the server stored it. */
async function chatSay(baseUrl: string, kind: 'user' | 'operator', token: string, text: string, conversationId?: number): Promise<number> {
  const socket = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}/web/chat/socket?lang=es`);
  try {
    return await new Promise<number>((resolve, reject) => {
      const clientId = `e2e-${kind}-${Date.now()}`;
      socket.addEventListener('error', () => reject(new Error('chat socket failed')));
      socket.addEventListener('open', () => socket.send(JSON.stringify({ op: 'auth', kind, token })));
      socket.addEventListener('message', (event) => {
        const message = JSON.parse(String(event.data)) as { type: string; conversationId?: number; clientId?: string; message?: { conversationId: number } };
        if (message.type === 'ready') socket.send(JSON.stringify({ op: 'send', clientId, text, ...(conversationId ? { conversationId } : {}) }));
        if (message.type === 'ack' && message.clientId === clientId) resolve(message.message!.conversationId);
        if (message.type === 'error') reject(new Error(`chat: ${String(event.data)}`));
      });
    });
  } finally {
    socket.close();
  }
}

test('backoffice: dashboard, a customer view, a review from it, queue search and CSV export (es, en, zh)', async ({ ctx: { browser, baseUrl, shot } }) => {
  const opToken = await operatorToken(baseUrl);
  const username = `lucia_${Date.now().toString(36).slice(-6)}`;
  const user = await userWithPendingKyc(baseUrl, opToken, username);
  const userId = user.userInfo.userId;
  // The customer asked in the chat and an operator answered: the customer view shows it.
  const conversationId = await chatSay(baseUrl, 'user', user.token, 'Hola, ¿cuánto tarda la revisión de mi identidad?');
  await chatSay(baseUrl, 'operator', opToken, 'Hoy mismo, en unas horas.', conversationId);

  const page = await desktopPage(browser, 'en');
  await operatorLogin(page, baseUrl);
  // The dashboard: open queues and the badge in the navigation.
  await page.getByTestId('nav-dashboard').click();
  await page.getByTestId('dash-queue-kyc').waitFor();
  await page.getByTestId('dash-today-trading').waitFor();
  await page.getByTestId('nav-badge-kyc').waitFor();
  await assertNoRawKeys(page, 'dashboard (en)');
  await shot(page, 'backoffice-dashboard-en');

  // The customer view: profile, KYC (masked), sessions, notices, notes and the audit trail.
  await page.goto(`${baseUrl}/admin/#/users/${userId}`);
  await page.getByTestId('customer-view').waitFor();
  await page.getByTestId('customer-sessions').waitFor();
  const kyc = page.getByTestId('customer-kyc');
  await kyc.waitFor();
  const kycText = await kyc.innerText();
  assert.match(kycText, /•+7788/);
  assert.doesNotMatch(kycText, /G55667788/);
  await assertNoRawKeys(page, 'customer view (en)');
  await shot(page, 'backoffice-customer-en');
  // The chat history: both messages, oldest first, with a link to the conversation.
  const chat = page.getByTestId('customer-chat-messages');
  await chat.scrollIntoViewIfNeeded();
  assert.deepEqual(
    (await chat.locator('.chat-text').allInnerTexts()).map((text) => text.trim()),
    ['Hola, ¿cuánto tarda la revisión de mi identidad?', 'Hoy mismo, en unas horas.'],
  );
  assert.equal(await page.getByTestId('customer-chat-open').getAttribute('href'), `#/chat/${conversationId}?status=all`);
  await shot(page, 'backoffice-customer-chat-en');
  // The whole customer view, chat bubbles included, passes axe (contrast, names, roles).
  const violations = await seriousViolations(page);
  assert.deepEqual(violations.map((v) => `${v.id}: ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`), [], 'customer view (en): axe');

  // From the customer view to the review: approve the submission.
  await kyc.locator('a').first().click();
  await page.getByTestId('kyc-approve').click();
  await page.getByTestId('kyc-approve-confirm').click();
  await page.locator('[data-testid="kyc-detail-status"]', { hasText: 'Verified' }).waitFor();
  // The badge goes without a reload: the server pushes the new count over the socket.
  await page.getByTestId('nav-badge-kyc').waitFor({ state: 'detached', timeout: 20_000 });

  // The KYC queue searched by the customer's email, then exported as CSV (audited).
  await page.goto(`${baseUrl}/admin/#/kyc?status=all`);
  await page.getByTestId('kyc-keyword').fill(`${username}@example.mx`);
  await page.getByTestId('kyc-search-go').click();
  // The unfiltered queue already lists this customer: wait for the searched answer (one row), not just the row.
  await page.waitForFunction(() => document.querySelectorAll('[data-testid="kyc-table"] tbody tr').length === 1);
  await page.locator(`tr[data-username="${username}"]`).waitFor();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('kyc-export').click()]);
  assert.match(download.suggestedFilename(), /^kyc-all-\d{8}-\d{4}\.csv$/);
  const csv = fs.readFileSync(await download.path(), 'utf8');
  assert.match(csv, new RegExp(username));
  assert.doesNotMatch(csv, /G55667788/);
  await shot(page, 'backoffice-kyc-search-en');
  const audit = await api<{ list: { action: string }[] }>(baseUrl, 'GET', '/admin/audit?action=queue.export', undefined, opToken);
  assert.ok(audit.list.length >= 1, 'the export is in the audit log');

  // Spanish and Chinese: the dashboard and the customer view read in words.
  for (const locale of ['es', 'zh'] as const) {
    await page.getByTestId('admin-language').selectOption(locale);
    await page.goto(`${baseUrl}/admin/#/users/${userId}`);
    await page.getByTestId('customer-view').waitFor();
    await page.getByTestId('customer-audit').waitFor();
    await assertNoRawKeys(page, `customer view (${locale})`);
    await shot(page, `backoffice-customer-${locale}`);
    await page.getByTestId('customer-chat').scrollIntoViewIfNeeded();
    await page.getByTestId('customer-chat-messages').waitFor();
    await shot(page, `backoffice-customer-chat-${locale}`);
    await page.getByTestId('customer-audit').scrollIntoViewIfNeeded();
    await shot(page, `backoffice-customer-lower-${locale}`);
    await page.goto(`${baseUrl}/admin/#/dashboard`);
    await page.getByTestId('dash-queue-kyc').waitFor();
    await assertNoRawKeys(page, `dashboard (${locale})`);
    await shot(page, `backoffice-dashboard-${locale}`);
  }
  await page.context().close();
});
