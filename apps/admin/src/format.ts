const pad = (n: number) => String(n).padStart(2, '0');

/** "DD/MM/YYYY hh:mm:ss A" in the operator's time zone, as the app shows dates. */
export function formatDateTime(ms: number | undefined): string {
  if (ms === undefined || !Number.isFinite(ms)) return '—';
  const d = new Date(ms);
  const h = d.getHours() % 12 === 0 ? 12 : d.getHours() % 12;
  return `${pad(d.getDate())}/${pad(d.getMonth() + 1)}/${d.getFullYear()} ${pad(h)}:${pad(d.getMinutes())}:${pad(d.getSeconds())} ${d.getHours() < 12 ? 'AM' : 'PM'}`;
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
