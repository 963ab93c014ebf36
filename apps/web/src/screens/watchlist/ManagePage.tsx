import { STOCK_MARKETS, watchlistApi, type StockMarket, type WatchlistGroup, type WatchlistRow } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import Dialog from 'antd-mobile/es/components/dialog';
import Toast from 'antd-mobile/es/components/toast';
import { AddOutline, CheckOutline, DeleteOutline, DownOutline, EditSOutline, UpCircleOutline, UpOutline } from 'antd-mobile-icons';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, call, CancelledError } from '../../api/client.ts';
import { PageShell } from '../../components/PageShell.tsx';
import '../../components/market/market.css';
import { DelayedLoading, Empty, LoadError } from '../../components/states.tsx';
import { useNav } from '../../shell/nav.ts';
import { LOGIN_PATH } from '../../shell/routes.ts';
import { useSession } from '../../state/session.ts';
import { useWatchlist, watchlistKeys } from '../market/queries.ts';
import type { PageProps } from '../types.ts';
import { GroupNameDialog } from './GroupNameDialog.tsx';
import { useWatchGroups } from './queries.ts';
import { moveId } from './rows.ts';
import './watchlist.css';

const SAVE_DELAY_MS = 600;

/**
 * /pages/watchlist/manage: reorder (up, down, to the top; saved by itself shortly after)
 * and remove several instruments at once.
 */
export function ManagePage({ route }: PageProps) {
  const { t } = useTranslation();
  const nav = useNav();
  const { token } = useSession();
  const client = useQueryClient();
  const list = useWatchlist();
  const [order, setOrder] = useState<number[] | undefined>(undefined);
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const byId = useMemo(() => new Map((list.data ?? []).map((row) => [row.id, row])), [list.data]);
  const ids = (order ?? (list.data ?? []).map((r) => r.id)).filter((id) => byId.has(id));
  const saveTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const save = useMutation({
    mutationFn: (next: number[]) => call(watchlistApi.sort, { body: { ids: next } }, { requestId: 'watchlist-sort' }),
    onSuccess: () => client.invalidateQueries({ queryKey: watchlistKeys.all }),
    onError: (error) => {
      if (!(error instanceof CancelledError)) setOrder(undefined);
    },
  });
  const remove = useMutation({
    mutationFn: (toRemove: number[]) => Promise.all(toRemove.map((id) => call(watchlistApi.delete, {}, { params: { id } }))),
    onSuccess: (_result, removed) => {
      setSelected(new Set());
      setOrder((o) => o?.filter((id) => !removed.includes(id)));
      Toast.show({ content: t('watchlist.removed', { count: removed.length }), duration: 1500 });
    },
    onSettled: () => client.invalidateQueries({ queryKey: watchlistKeys.all }),
  });

  useEffect(() => () => clearTimeout(saveTimer.current), []);

  const groups = useWatchGroups();
  const own = (groups.data ?? []).filter((g) => g.kind === 'custom' && g.id !== undefined);
  const [editing, setEditing] = useState<{ group?: WatchlistGroup } | undefined>(undefined);
  const dropGroup = useMutation({
    mutationFn: (id: number) => call(watchlistApi.deleteGroup, {}, { params: { id } }),
    onSuccess: () => Toast.show({ content: t('watchlist.groups.deleted'), duration: 1500 }),
    onError: (e) => {
      if (e instanceof ApiError && e.code !== 0 && e.code !== 401 && e.code !== 403) Toast.show({ content: e.message, duration: 2000 });
    },
    onSettled: () => client.invalidateQueries({ queryKey: watchlistKeys.all }),
  });
  const confirmDropGroup = async (g: WatchlistGroup) => {
    const ok = await Dialog.confirm({ content: t('watchlist.groups.confirmDelete', { name: g.name }), confirmText: t('watchlist.groups.delete'), cancelText: t('common.cancel') });
    if (ok && g.id !== undefined) dropGroup.mutate(g.id);
  };
  const groupSection = token && groups.data && (
    <section className="manage-groups" data-testid="manage-groups">
      <div className="manage-hint">{t('watchlist.groups.mine')}</div>
      <div className="card-list">
        {own.map((g) => (
          <div key={g.key} className="manage-group-row" data-testid={`manage-group-${g.key}`}>
            <span className="manage-group-name">{g.name}</span>
            <span className="watch-group-count num">{g.count}</span>
            <button type="button" className="text-button" onClick={() => setEditing({ group: g })} aria-label={`${t('watchlist.groups.renameShort')} ${g.name ?? ''}`} data-testid={`manage-group-rename-${g.key}`}>
              <EditSOutline />
            </button>
            <button type="button" className="text-button" onClick={() => void confirmDropGroup(g)} disabled={dropGroup.isPending} aria-label={`${t('watchlist.groups.delete')} ${g.name ?? ''}`} data-testid={`manage-group-delete-${g.key}`}>
              <DeleteOutline />
            </button>
          </div>
        ))}
        <div className="manage-group-row">
          <button type="button" className="text-button" onClick={() => setEditing({})} data-testid="manage-group-add">
            <AddOutline /> {t('watchlist.groups.create')}
          </button>
        </div>
      </div>
    </section>
  );

  const reorder = (id: number, to: number) => {
    const next = moveId(ids, id, to);
    setOrder(next);
    clearTimeout(saveTimer.current);
    saveTimer.current = setTimeout(() => save.mutate(next), SAVE_DELAY_MS);
  };
  const toggle = (id: number) =>
    setSelected((s) => {
      const next = new Set(s);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const allSelected = ids.length > 0 && ids.every((id) => selected.has(id));
  const confirmRemove = async () => {
    const chosen = ids.filter((id) => selected.has(id));
    if (!chosen.length) return;
    const ok = await Dialog.confirm({ content: t('watchlist.confirmRemove', { count: chosen.length }), confirmText: t('watchlist.remove'), cancelText: t('common.cancel') });
    if (ok) remove.mutate(chosen);
  };

  let body;
  if (!token) {
    body = (
      <div className="watch-guest">
        <p>{t('watchlist.guest')}</p>
        <button type="button" className="primary-button" onClick={() => nav.go(LOGIN_PATH)} data-testid="watchlist-login">
          {t('watchlist.login')}
        </button>
      </div>
    );
  } else if (list.isError && !list.data) body = <LoadError onRetry={() => void list.refetch()} />;
  else if (!list.data) body = <DelayedLoading />;
  else if (ids.length === 0) body = groupSection || <Empty text={t('watchlist.empty')} />;
  else {
    body = (
      <>
        {groupSection}
        <div className="manage-hint">{t('watchlist.manageHint')}</div>
        <div className="card-list" data-testid="manage-rows">
          {ids.map((id, index) => {
            const row = byId.get(id) as WatchlistRow;
            const on = selected.has(id);
            return (
              <div key={id} className="manage-row" data-testid={`manage-row-${row.f12}`} data-code={row.f12}>
                <button type="button" className={`manage-check${on ? ' on' : ''}`} onClick={() => toggle(id)} aria-pressed={on} aria-label={row.f14} data-testid="manage-select">
                  {on && <CheckOutline />}
                </button>
                <div className="manage-name">
                  <div className="quote-row-title">{row.f14}</div>
                  <div className="quote-row-code">
                    {STOCK_MARKETS.includes(row.market as StockMarket) && <span className={`market-tag market-tag-${row.market}`}>{row.market}</span>}
                    <span className="num">{row.f12}</span>
                  </div>
                </div>
                <div className="manage-moves">
                  <button type="button" onClick={() => reorder(id, 0)} disabled={index === 0} aria-label={t('watchlist.toTop')} data-testid="manage-top">
                    <UpCircleOutline />
                  </button>
                  <button type="button" onClick={() => reorder(id, index - 1)} disabled={index === 0} aria-label={t('watchlist.up')} data-testid="manage-up">
                    <UpOutline />
                  </button>
                  <button type="button" onClick={() => reorder(id, index + 1)} disabled={index === ids.length - 1} aria-label={t('watchlist.down')} data-testid="manage-down">
                    <DownOutline />
                  </button>
                </div>
              </div>
            );
          })}
        </div>
        <div className="manage-bar">
          <button type="button" className="text-button" onClick={() => setSelected(allSelected ? new Set() : new Set(ids))} data-testid="manage-select-all">
            {t(allSelected ? 'watchlist.selectNone' : 'watchlist.selectAll')}
          </button>
          <span className="spacer" />
          <button type="button" className="wl-danger-button" disabled={selected.size === 0 || remove.isPending} onClick={() => void confirmRemove()} data-testid="manage-remove">
            {t('watchlist.removeCount', { count: selected.size })}
          </button>
        </div>
      </>
    );
  }

  return (
    <PageShell title={t(`nav.title.${route.title}`)}>
      <div className="manage">{body}</div>
      <GroupNameDialog open={editing !== undefined} group={editing?.group} onClose={() => setEditing(undefined)} />
    </PageShell>
  );
}
