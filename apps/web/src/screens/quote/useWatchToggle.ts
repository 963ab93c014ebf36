import { watchlistApi, type StockDetail } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import Toast from 'antd-mobile/es/components/toast';
import { useTranslation } from 'react-i18next';
import { ApiError, call, CancelledError } from '../../api/client.ts';
import { LOGIN_PATH } from '../../shell/routes.ts';
import { useNav } from '../../shell/nav.ts';
import { useSession } from '../../state/session.ts';
import { marketKeys, watchlistKeys } from '../market/queries.ts';

/**
 * The watchlist star of a quote page: adds or removes the instrument (userSelfSecurity
 * save / deleteByStockCode), updating the page at once and the watchlist after. A guest
 * is sent to log in first (and comes back here afterwards).
 */
export function useWatchToggle(code: string, lang: string) {
  const { t } = useTranslation();
  const nav = useNav();
  const { token } = useSession();
  const client = useQueryClient();
  const key = marketKeys.detail(lang, code);
  const mutation = useMutation({
    mutationFn: async (add: boolean) => {
      if (add) await call(watchlistApi.save, { body: { stockCode: code } });
      else await call(watchlistApi.deleteByStockCode, {}, { params: { stockCode: code } });
      return add;
    },
    onMutate: (add) => {
      const before = client.getQueryData<StockDetail>(key);
      if (before) client.setQueryData<StockDetail>(key, { ...before, quote: { ...before.quote, selfSelectStatus: add } });
      return { before };
    },
    onError: (error, _add, context) => {
      if (context?.before) client.setQueryData(key, context.before);
      if (error instanceof CancelledError) return;
      if (error instanceof ApiError && error.code !== 0 && error.code !== 401 && error.code !== 403) Toast.show({ content: error.message, duration: 2000 });
    },
    onSuccess: (add) => {
      Toast.show({ content: t(add ? 'quote.watch.added' : 'quote.watch.removed'), duration: 1500 });
    },
    onSettled: () => client.invalidateQueries({ queryKey: watchlistKeys.all }),
  });
  return {
    pending: mutation.isPending,
    toggle(current: boolean) {
      if (!token) {
        nav.go(LOGIN_PATH);
        return;
      }
      if (!mutation.isPending) mutation.mutate(!current);
    },
  };
}
