import type { Locale } from '@app/contracts';
import { currentLocale } from './i18n.ts';

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * A moment in the operator's time zone, as the app writes it in each language (issue 30.7):
 * es "21/11/2026 02:05:09 PM", en "11/21/2026 02:05:09 PM", zh "2026-11-21 14:05:09".
 */
export function formatDateTime(ms: number | undefined, locale: Locale = currentLocale()): string {
  if (ms === undefined || !Number.isFinite(ms)) return '—';
  const d = new Date(ms);
  const [day, month, year] = [pad(d.getDate()), pad(d.getMonth() + 1), d.getFullYear()];
  const [minutes, seconds] = [pad(d.getMinutes()), pad(d.getSeconds())];
  if (locale === 'zh') return `${year}-${month}-${day} ${pad(d.getHours())}:${minutes}:${seconds}`;
  const h = d.getHours() % 12 === 0 ? 12 : d.getHours() % 12;
  const time = `${pad(h)}:${minutes}:${seconds} ${d.getHours() < 12 ? 'AM' : 'PM'}`;
  return locale === 'en' ? `${month}/${day}/${year} ${time}` : `${day}/${month}/${year} ${time}`;
}

/** How long a submission has waited: "45 min", "3 h", "2 d 4 h". */
export function formatWaiting(fromMs: number, nowMs: number): string {
  const minutes = Math.max(0, Math.floor((nowMs - fromMs) / 60_000));
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} h`;
  return `${Math.floor(hours / 24)} d ${hours % 24} h`;
}

export const KYC_REVIEW_HOURS = 24;
export const isOverdue = (fromMs: number, nowMs: number) => nowMs - fromMs > KYC_REVIEW_HOURS * 3_600_000;

/** The 6-digit code of a verification email, to show it big in the dev outbox. */
export function extractCode(text: string): string | undefined {
  return /(?<!\d)(\d{6})(?!\d)/.exec(text)?.[1];
}

export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}
