import { useSyncExternalStore } from 'react';

/**
 * Hash routes of the back office: `#/<page>` and `#/<page>/<id>`. Each capability adds
 * a page to `pages/` and an entry to `nav.ts`.
 */
export interface AdminRoute {
  page: string;
  id?: number;
  query: Record<string, string>;
}

export function parseHash(hash: string, fallback = 'kyc'): AdminRoute {
  const [path = '', search = ''] = hash.replace(/^#/, '').split('?');
  const [page, id] = path.split('/').filter(Boolean);
  const numeric = id !== undefined && /^\d+$/.test(id) ? Number(id) : undefined;
  return { page: page && /^[a-z-]+$/.test(page) ? page : fallback, ...(numeric ? { id: numeric } : {}), query: Object.fromEntries(new URLSearchParams(search)) };
}

export function hrefOf(page: string, id?: number, query?: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) if (value !== undefined && value !== '') params.set(key, String(value));
  const search = params.toString();
  return `#/${page}${id !== undefined ? `/${id}` : ''}${search ? `?${search}` : ''}`;
}

export function navigate(page: string, id?: number, query?: Record<string, string | number | undefined>): void {
  window.location.hash = hrefOf(page, id, query);
}

const subscribe = (listener: () => void) => {
  window.addEventListener('hashchange', listener);
  return () => window.removeEventListener('hashchange', listener);
};

export function useHash(): string {
  return useSyncExternalStore(subscribe, () => window.location.hash);
}
