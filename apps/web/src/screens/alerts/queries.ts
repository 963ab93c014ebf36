import { alertsApi } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../api/client.ts';
import { STALE } from '../../api/query-client.ts';
import { useSession } from '../../state/session.ts';
import { useLang } from '../market/queries.ts';

/** Price alerts (issue 21): every key under `alertKeys.all`, so a push `alert.fired` or a change refreshes them all. */
export const alertKeys = {
  all: ['alerts'] as const,
  list: (userId: number | string, lang: string, code: string) => ['alerts', userId, lang, code] as const,
  rules: (lang: string) => ['alerts', 'rules', lang] as const,
};

/** The caller's alerts, newest first; `code` narrows to one instrument ('' = all). */
export function useAlerts(code: string, enabled = true) {
  const { token, user } = useSession();
  const lang = useLang();
  return useQuery({
    queryKey: alertKeys.list(user?.userId ?? token ?? 'guest', lang, code),
    queryFn: () => call(alertsApi.list, { body: { pageNum: 1, pageSize: 100, ...(code ? { code } : {}) } }),
    enabled: Boolean(token) && enabled,
    staleTime: STALE.quotes,
  });
}

/** The published rules (how many live alerts), with their text. */
export function useAlertRules(enabled = true) {
  const lang = useLang();
  return useQuery({ queryKey: alertKeys.rules(lang), queryFn: () => call(alertsApi.rules), enabled, staleTime: STALE.lists });
}
