import { marketApi } from '@app/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { CloseCircleFill, DeleteOutline, SearchOutline } from 'antd-mobile-icons';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/client.ts';
import { STALE } from '../../api/query-client.ts';
import { SimulatedTag } from '../../components/Trend.tsx';
import { QuoteRow, type RowQuote } from '../../components/market/QuoteRow.tsx';
import { quotePathOf, quoteQueryOf } from '../../components/market/quote-utils.ts';
import '../../components/market/market.css';
import { LoadError } from '../../components/states.tsx';
import { useLiveQuotes } from '../../push/live.ts';
import { useNav } from '../../shell/nav.ts';
import { marketKeys, useLang } from '../market/queries.ts';
import type { PageProps } from '../types.ts';
import { addRecent, clearRecent, readRecent, type RecentItem } from './recent.ts';
import './search.css';

const DEBOUNCE_MS = 250;

/** Search by code or name across every market (all_stock_list keyword), with recent searches. */
export function SearchPage({ query: params }: PageProps) {
  const { t } = useTranslation();
  const nav = useNav();
  const lang = useLang();
  const [text, setText] = useState(params.keyword ?? '');
  const [keyword, setKeyword] = useState(text.trim());
  const [recent, setRecent] = useState<RecentItem[]>(() => readRecent());
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    const timer = setTimeout(() => setKeyword(text.trim()), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  useEffect(() => input.current?.focus(), []);

  const results = useQuery({
    queryKey: marketKeys.search(lang, keyword),
    queryFn: () => call(marketApi.allStockList, { query: { keyword, pageNum: 1, pageSize: 40 } }, { requestId: 'search' }),
    enabled: keyword.length > 0,
    staleTime: STALE.quotes,
    placeholderData: keepPreviousData,
  });
  const hot = useQuery({
    queryKey: marketKeys.hot(lang),
    queryFn: () => call(marketApi.hotStock, { query: { limit: 8 } }),
    enabled: keyword.length === 0,
    staleTime: STALE.quotes,
  });
  const shown = keyword ? (results.data?.list ?? []) : (hot.data ?? []);
  useLiveQuotes(shown.map((q) => q.stock_code));

  const open = (q: RowQuote) => {
    setRecent(addRecent({ name: q.name, stock_code: q.stock_code, source: q.source, market: q.market }));
    nav.go(quotePathOf(q.source), quoteQueryOf(q));
  };

  return (
    <div className="page search-page">
      <h1 className="visually-hidden" data-testid="page-title">
        {t('nav.title.search')}
      </h1>
      <div className="search-top">
        <label className="search-field">
          <SearchOutline />
          <input
            ref={input}
            type="search"
            inputMode="search"
            enterKeyHint="search"
            autoComplete="off"
            autoCorrect="off"
            spellCheck={false}
            maxLength={40}
            value={text}
            onChange={(e) => setText(e.target.value)}
            onKeyDown={(e) => e.key === 'Enter' && setKeyword(text.trim())}
            placeholder={t('search.placeholder')}
            aria-label={t('search.placeholder')}
            data-testid="search-input"
          />
          {text && (
            <button type="button" className="search-clear" onClick={() => (setText(''), input.current?.focus())} aria-label={t('search.clear')} data-testid="search-clear">
              <CloseCircleFill />
            </button>
          )}
        </label>
        <button type="button" className="text-button" onClick={nav.back} data-testid="search-cancel">
          {t('common.cancel')}
        </button>
      </div>

      {keyword ? (
        <section className="search-section">
          {results.isError && !results.data ? (
            <LoadError onRetry={() => void results.refetch()} />
          ) : !results.data ? (
            <div className="rows-skeleton" data-testid="loading" aria-busy>
              {Array.from({ length: 5 }, (_, i) => (
                <div key={i} className="skeleton-row">
                  <span className="skeleton" style={{ width: '40%' }} />
                  <span className="skeleton" style={{ width: '20%' }} />
                </div>
              ))}
            </div>
          ) : shown.length === 0 ? (
            <div className="search-empty" data-testid="search-empty">
              {t('search.noResults', { keyword })}
            </div>
          ) : (
            <>
              <div className="search-meta">
                <span>{t('search.results', { count: results.data.total })}</span>
                <span className="spacer" />
                <SimulatedTag label={t('common.simulated')} />
              </div>
              <div className={`quote-list card-list${results.isPlaceholderData ? ' is-stale' : ''}`} data-testid="search-results">
                {shown.map((q) => (
                  <QuoteRow key={q.stock_code} quote={q} onOpen={open} testId={`search-row-${q.stock_code}`} />
                ))}
              </div>
            </>
          )}
        </section>
      ) : (
        <>
          {recent.length > 0 && (
            <section className="search-section" data-testid="search-recent">
              <div className="search-section-head">
                <h2>{t('search.recent')}</h2>
                <button
                  type="button"
                  className="mk-icon-button"
                  onClick={() => {
                    clearRecent();
                    setRecent([]);
                  }}
                  aria-label={t('search.clearRecent')}
                  data-testid="search-clear-recent"
                >
                  <DeleteOutline />
                </button>
              </div>
              <div className="recent-chips">
                {recent.map((r) => (
                  <button key={r.stock_code} type="button" className="recent-chip" onClick={() => nav.go(quotePathOf(r.source), quoteQueryOf(r))} data-testid={`recent-${r.stock_code}`}>
                    <span className="recent-name">{r.name}</span>
                    <span className="recent-code num">{r.stock_code}</span>
                  </button>
                ))}
              </div>
            </section>
          )}
          <section className="search-section">
            <div className="search-section-head">
              <h2>{t('search.hot')}</h2>
              <SimulatedTag label={t('common.simulated')} />
            </div>
            {hot.isError && !hot.data ? (
              <LoadError onRetry={() => void hot.refetch()} />
            ) : (
              <div className="quote-list card-list" data-testid="search-hot">
                {(hot.data ?? []).map((q) => (
                  <QuoteRow key={q.stock_code} quote={q} onOpen={open} testId={`search-hot-${q.stock_code}`} />
                ))}
              </div>
            )}
          </section>
        </>
      )}
    </div>
  );
}
