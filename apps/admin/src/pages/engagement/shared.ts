import { adminApi } from '@app/contracts';
import { AdminApiError } from '../../api.ts';
import { currentLocale } from '../../i18n.ts';
import { operatorSession } from '../../session.ts';
import { LANG_HEADER_BY_LOCALE } from '@app/contracts';

/** Query keys of the engagement pages. */
export const engagementKeys = {
  news: () => ['admin', 'news'] as const,
  newsList: (status: string, language: string, page: number) => [...engagementKeys.news(), 'list', status, language, page] as const,
  article: (id: number) => [...engagementKeys.news(), 'detail', id] as const,
  notices: (page: number) => ['admin', 'notices', page] as const,
  chat: () => ['admin', 'chat'] as const,
  queue: (status: string, mine: boolean) => [...engagementKeys.chat(), 'queue', status, mine] as const,
  conversation: (id: number) => [...engagementKeys.chat(), 'conversation', id] as const,
};

/** Uploads an image as the operator (multipart field `file`); answers its url (/web/file/...). */
export async function uploadOperatorImage(file: File): Promise<string> {
  const form = new FormData();
  form.append('file', file, file.name);
  const token = operatorSession.token();
  const res = await fetch(`/web${adminApi.fileUpload.path}`, {
    method: 'POST',
    body: form,
    headers: { lang: LANG_HEADER_BY_LOCALE[currentLocale()], ...(token ? { authorization: token } : {}) },
  });
  const envelope = (await res.json().catch(() => ({}))) as { code?: number; msg?: string; data?: { url?: string } };
  if (envelope.code !== 200 || !envelope.data?.url) throw new AdminApiError(envelope.code ?? res.status, envelope.msg ?? 'Upload Fail', envelope.data);
  return envelope.data.url;
}

/** "2026-11-20T09:30" for a datetime-local input, in the browser's time zone. */
export function toLocalInput(ms: number): string {
  const d = new Date(ms - new Date(ms).getTimezoneOffset() * 60_000);
  return d.toISOString().slice(0, 16);
}
