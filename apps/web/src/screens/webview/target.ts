import { WEBVIEW_ALLOWED_HOSTS } from '@app/contracts';

export type WebviewTarget = { kind: 'allowed'; url: string; host: string } | { kind: 'refused'; host: string } | { kind: 'missing' };

/**
 * Decides whether the webview may show `raw`: a page of the app's own origin, or an
 * https page on an allowed host (or one of its subdomains). Credentials in the url,
 * other schemes (javascript:, data:, http:) and look-alike hosts are refused.
 */
export function webviewTarget(raw: string | undefined, ownOrigin: string): WebviewTarget {
  if (!raw || !raw.trim()) return { kind: 'missing' };
  let url: URL;
  try {
    url = new URL(raw.trim(), ownOrigin);
  } catch {
    return { kind: 'refused', host: raw.slice(0, 80) };
  }
  const host = url.hostname.toLowerCase() || url.protocol;
  if (url.username || url.password) return { kind: 'refused', host };
  if (url.origin === ownOrigin) return { kind: 'allowed', url: url.href, host };
  if (url.protocol !== 'https:') return { kind: 'refused', host };
  const allowed = WEBVIEW_ALLOWED_HOSTS.some((base) => host === base || host.endsWith(`.${base}`));
  return allowed ? { kind: 'allowed', url: url.href, host } : { kind: 'refused', host };
}
