import PullToRefresh from 'antd-mobile/es/components/pull-to-refresh';
import { AddOutline, StarOutline } from 'antd-mobile-icons';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageShell } from '../../components/PageShell.tsx';
import { SimulatedTag } from '../../components/Trend.tsx';
import { QuoteRow, type RowQuote } from '../../components/market/QuoteRow.tsx';
import { quotePathOf, quoteQueryOf } from '../../components/market/quote-utils.ts';
import '../../components/market/market.css';
import { LoadError } from '../../components/states.tsx';
import { useLiveQuotes, usePushEvent } from '../../push/live.ts';
import { useNav } from '../../shell/nav.ts';
import { LOGIN_PATH } from '../../shell/routes.ts';
import { useSession } from '../../state/session.ts';
import { watchlistKeys } from '../market/queries.ts';
import type { PageProps } from '../types.ts';
import { GroupNameDialog } from './GroupNameDialog.tsx';
import { groupLabel, useGroupWatchlist, useWatchGroups } from './queries.ts';
import { rowQuoteOf, sortRows, type LocalSort } from './rows.ts';
import './watchlist.css';

const MANAGE_PATH = '/pages/watchlist/manage';

/** Watchlist (tab 2): the user's instruments, live; a guest is invited to log in. */
export function WatchlistPage({ route, query }: PageProps) {
  const { t } = useTranslation();
  const nav = useNav();
  const { token } = useSession();
  const client = useQueryClient();
  const groups = useWatchGroups();
  const [chosen, setChosen] = useState<string>(query.group ?? 'all');
  // A group deleted elsewhere (or a stale link) falls back to All.
  const group = groups.data && !groups.data.some((g) => g.key === chosen) ? 'all' : chosen;
  const [creating, setCreating] = useState(false);
  const list = useGroupWatchlist(group);
  const [sort, setSort] = useState<LocalSort>(undefined);
  const rows = useMemo(() => sortRows((list.data ?? []).map(rowQuoteOf), sort), [list.data, sort]);
  useLiveQuotes(rows.map((r) => r.stock_code));
  usePushEvent('watchlist.updated', () => void client.invalidateQueries({ queryKey: watchlistKeys.all }), Boolean(token));
  const open = (q: RowQuote) => nav.go(quotePathOf(q.source), quoteQueryOf(q));
  const toggle = (key: 'price' | 'change') =>
    setSort((s) => (!s || s.key !== key ? { key, order: 'desc' } : s.order === 'desc' ? { key, order: 'asc' } : undefined));

  const edit =
    token && (rows.length > 0 || groups.data?.some((g) => g.kind === 'custom')) ? (
      <button type="button" className="text-button" onClick={() => nav.go(MANAGE_PATH)} data-testid="watchlist-edit">
        {t('watchlist.edit')}
      </button>
    ) : undefined;

  let body;
  if (!token) {
    body = (
      <div className="watch-guest" data-testid="watchlist-guest">
        <StarOutline className="watch-guest-icon" />
        <p>{t('watchlist.guest')}</p>
        <button type="button" className="primary-button" onClick={() => nav.go(LOGIN_PATH)} data-testid="watchlist-login">
          {t('watchlist.login')}
        </button>
      </div>
    );
  } else if (list.isError && !list.data) body = <LoadError onRetry={() => void list.refetch()} />;
  else if (!list.data) {
    body = (
      <div className="card-list rows-skeleton" data-testid="loading" aria-busy>
        {Array.from({ length: 6 }, (_, i) => (
          <div key={i} className="skeleton-row">
            <span className="skeleton" style={{ width: '38%' }} />
            <span className="skeleton" style={{ width: '18%' }} />
            <span className="skeleton" style={{ width: '20%' }} />
          </div>
        ))}
      </div>
    );
  } else if (rows.length === 0 && group !== 'all') {
    body = (
      <div className="watch-guest" data-testid="watchlist-group-empty">
        <StarOutline className="watch-guest-icon" />
        <p>{t('watchlist.groups.empty')}</p>
      </div>
    );
  } else if (rows.length === 0) {
    body = (
      <div className="watch-guest" data-testid="watchlist-empty">
        <StarOutline className="watch-guest-icon" />
        <p>{t('watchlist.empty')}</p>
        <div className="watch-empty-actions">
          <button type="button" className="primary-button" onClick={() => nav.go('/pages/market/index')} data-testid="watchlist-browse">
            {t('watchlist.browse')}
          </button>
          <button type="button" className="secondary-button" onClick={() => nav.go('/pages/search/index')} data-testid="watchlist-search">
            {t('watchlist.search')}
          </button>
        </div>
      </div>
    );
  } else {
    body = (
      <PullToRefresh
        onRefresh={async () => {
          await list.refetch();
        }}
        pullingText={t('market.pullToRefresh')}
        canReleaseText={t('market.releaseToRefresh')}
        refreshingText={t('market.refreshing')}
        completeText={t('market.refreshed')}
      >
        <div className="watch-meta">
          <span>{t('watchlist.count', { count: rows.length })}</span>
          <span className="spacer" />
          <SimulatedTag label={t('common.simulated')} />
        </div>
        <div className="watch-head">
          <span>{t('market.columns.name')}</span>
          {(['price', 'change'] as const).map((key) => (
            <button key={key} type="button" className={`col-sort${sort?.key === key ? ' active' : ''}`} onClick={() => toggle(key)} data-testid={`watch-sort-${key}`}>
              {t(`market.columns.${key}`)}
              <i className={`sort-caret${sort?.key === key ? ` sort-${sort.order}` : ''}`} aria-hidden />
            </button>
          ))}
        </div>
        <div className="quote-list card-list" data-testid="watchlist-rows">
          {rows.map((q) => (
            <QuoteRow key={q.stock_code} quote={q} onOpen={open} testId={`watch-row-${q.stock_code}`} />
          ))}
        </div>
      </PullToRefresh>
    );
  }

  const chips = token && groups.data && (
    <div className="watch-groups" role="group" aria-label={t('watchlist.groups.label')} data-testid="watch-groups">
      {groups.data.map((g) => {
        const on = g.key === group;
        return (
          <button
            key={g.key}
            type="button"
            aria-pressed={on}
            className={`watch-group${on ? ' on' : ''}`}
            onClick={() => setChosen(g.key)}
            data-testid={`watch-group-${g.key}`}
          >
            <span className="watch-group-name">{groupLabel(g, t)}</span>
            <span className="watch-group-count num">{g.count}</span>
          </button>
        );
      })}
      <button type="button" className="watch-group watch-group-add" onClick={() => setCreating(true)} aria-label={t('watchlist.groups.create')} data-testid="watch-group-add">
        <AddOutline />
      </button>
    </div>
  );

  return (
    <PageShell title={t(`nav.title.${route.title}`)} noBack right={edit}>
      <div className="watchlist">
        {chips}
        {body}
      </div>
      <GroupNameDialog open={creating} onClose={() => setCreating(false)} onDone={(g) => setChosen(g.key)} />
    </PageShell>
  );
}
