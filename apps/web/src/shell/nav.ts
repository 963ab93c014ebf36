import { useCallback, useMemo } from 'react';
import { useNavigate } from 'react-router';
import { HOME_PATH, isTabPath } from './routes.ts';

export type Query = Record<string, string | number | undefined | null>;

export function withQuery(path: string, query?: Query): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) if (value !== undefined && value !== null) params.set(key, String(value));
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

/**
 * Navigation as SPEC section 2 describes it: a tab page switches tabs (replacing the
 * current entry, so tabs never stack up); any other page is pushed onto the history;
 * back with no history goes home.
 */
export function useNav() {
  const navigate = useNavigate();
  const go = useCallback(
    (path: string, query?: Query) => {
      if (isTabPath(path)) navigate(withQuery(path, query), { replace: true });
      else navigate(withQuery(path, query));
    },
    [navigate],
  );
  const back = useCallback(() => {
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) navigate(-1);
    else navigate(HOME_PATH, { replace: true });
  }, [navigate]);
  const replace = useCallback((path: string, query?: Query) => navigate(withQuery(path, query), { replace: true }), [navigate]);
  return useMemo(() => ({ go, back, replace }), [go, back, replace]);
}
