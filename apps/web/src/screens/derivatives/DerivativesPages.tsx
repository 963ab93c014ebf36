import { FOREX_LOT_UNITS, marketApi, tradingApi, type ExchangeGroup, type FutureSpec, type StockQuote, type TradeMarket } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { RightOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/client.ts';
import { STALE } from '../../api/query-client.ts';
import { PageShell } from '../../components/PageShell.tsx';
import { formatPrice, formatRatio, SOURCE } from '../../components/market/quote-utils.ts';
import { StatusBadge } from '../../components/market/StatusBadge.tsx';
import '../../components/market/market.css';
import { DelayedLoading, LoadError } from '../../components/states.tsx';
import { formatExchangeDateTime, formatMoney, formatNumber, trendOf } from '../../lib/format.ts';
import { useLiveQuote, useLiveQuotes, withLive } from '../../push/live.ts';
import { useNav } from '../../shell/nav.ts';
import { useLang } from '../market/queries.ts';
import type { PageProps } from '../types.ts';
import './derivatives.css';
import { marginPerContract, percentOf, spreadPips } from './rules.ts';

/** Query keys of the product pages (names and units come back in the request language). */
const keys = {
  rates: (market: TradeMarket) => ['derivatives', 'rates', market] as const,
  session: (group: ExchangeGroup) => ['derivatives', 'session', group] as const,
  futures: (lang: string) => ['derivatives', 'futures', lang] as const,
  forex: (lang: string) => ['derivatives', 'forex', lang] as const,
};

function useRates(market: TradeMarket) {
  return useQuery({
    queryKey: keys.rates(market),
    queryFn: async () => (await call(tradingApi.rates, { query: { market } })).list.find((rate) => rate.market === market),
    staleTime: STALE.lists,
  });
}

/** The market's status now and its next open or close, in the user's zone with the exchange's time. */
function SessionCard({ group, text }: { group: ExchangeGroup; text: string }) {
  const { t } = useTranslation();
  const session = useQuery({
    queryKey: keys.session(group),
    queryFn: () => call(marketApi.getMarket, { body: { market: group } }),
    staleTime: 60_000,
    refetchInterval: 60_000,
  });
  const s = session.data;
  return (
    <section className="dv-card" data-testid="dv-session">
      <h3>{t(group === 'FUTURES' ? 'derivatives.futures.session' : 'derivatives.forex.session')}</h3>
      <p className="dv-text">{text}</p>
      {s && (
        <div className="dv-session-now">
          <StatusBadge status={s.status} label={s.exchange} />
          <span className="dv-muted num" data-testid="dv-next">
            {s.nextOpen !== undefined
              ? t('derivatives.opensAt', { time: formatExchangeDateTime(s.nextOpen, s.timezone) })
              : s.nextClose !== undefined
                ? t('derivatives.closesAt', { time: formatExchangeDateTime(s.nextClose, s.timezone) })
                : ''}
          </span>
        </div>
      )}
      {session.isError && <LoadError onRetry={() => void session.refetch()} />}
    </section>
  );
}

/** The market's published margin and leverage rules and its fee (trading terms). */
function RulesCard({ market }: { market: TradeMarket }) {
  const { t } = useTranslation();
  const rates = useRates(market);
  if (rates.isError) return <LoadError onRetry={() => void rates.refetch()} />;
  const r = rates.data;
  if (!r) return <DelayedLoading />;
  const rows: [string, string][] = [
    [t('derivatives.wallet'), t('derivatives.walletValue', { currency: r.currency })],
    [t('derivatives.leverages'), r.leverages.map((lev) => `×${lev}`).join(' · ')],
    [t('derivatives.marginCall'), t('derivatives.marginCallText', { level: percentOf(r.marginCallLevel) })],
    [t('derivatives.liquidation'), t('derivatives.liquidationText', { level: percentOf(r.liquidationLevel) })],
    [t('derivatives.fees'), t('derivatives.feesText', { rate: percentOf(r.buyRate), min: formatMoney(r.minFee, r.currency) })],
    [t('derivatives.marginModes'), r.marginModes.map((mode) => t(`derivatives.modes.${mode}`)).join(' · ')],
  ];
  return (
    <section className="dv-card" data-testid="dv-rules">
      <h3>{t('derivatives.rules')}</h3>
      <p className="dv-text">
        {t('derivatives.marginRule')} {t('derivatives.byDefault', { leverage: r.defaultLeverage })}
        {market === 'FUTURES' ? ` ${t('derivatives.exchangeFloor')}` : null}
      </p>
      <dl className="dv-facts">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <p className="dv-risk" role="note">
        {t('derivatives.risk')}
      </p>
    </section>
  );
}

function FutureRow({ spec, leverage, onOpen }: { spec: FutureSpec; leverage: number | undefined; onOpen: () => void }) {
  const { t } = useTranslation();
  const live = useLiveQuote(spec.stock_code);
  const price = live?.price_nominal ?? spec.price_nominal;
  const ratio = live?.change_ratio ?? spec.change_ratio;
  const trend = trendOf(ratio);
  return (
    <button type="button" className="dv-row" onClick={onOpen} data-testid={`dv-future-${spec.stock_code}`}>
      <span className="dv-row-main">
        <span className="dv-row-title">
          {spec.name} <span className="dv-code num">{spec.stock_code}</span>
        </span>
        <span className="dv-row-sub">
          {spec.exchange} · <span data-testid={`dv-contract-${spec.stock_code}`}>{spec.contract.symbol}</span> · {t('derivatives.futures.contract', { size: formatNumber(spec.contractSize, 0), unit: spec.unit })}
        </span>
        <span className="dv-row-sub num">
          {t('derivatives.futures.tick', { tick: formatNumber(spec.tickSize, spec.decimals), value: formatMoney(spec.tickValue, spec.currency) })}
          {leverage !== undefined && (
            <>
              {' · '}
              {t('derivatives.futures.marginPerContract')} ×{leverage}: {formatMoney(marginPerContract(spec, price, leverage), spec.currency)}
            </>
          )}
        </span>
      </span>
      <span className="dv-row-price num">
        <span>{formatPrice(price, spec.decimals)}</span>
        <span className={`trend-${trend}`}>{formatRatio(ratio)}</span>
      </span>
      <RightOutline className="dv-chevron" aria-hidden />
    </button>
  );
}

/** /pages/product/future: the futures contracts, their session, and the margin and leverage rules. */
export function FuturesProductPage({ route }: PageProps) {
  const { t } = useTranslation();
  const nav = useNav();
  const lang = useLang();
  const specs = useQuery({ queryKey: keys.futures(lang), queryFn: () => call(marketApi.futuresOptList), staleTime: STALE.lists });
  const rates = useRates('FUTURES');
  useLiveQuotes(specs.data?.map((spec) => spec.stock_code) ?? []);
  return (
    <PageShell title={t(`nav.title.${route.title}`)}>
      <div className="dv-page" data-testid="dv-futures">
        <p className="dv-intro">{t('derivatives.futures.intro')}</p>
        <SessionCard group="FUTURES" text={t('derivatives.futures.sessionText')} />
        <RulesCard market="FUTURES" />
        <section className="dv-card">
          <h3>{t('derivatives.futures.contracts')}</h3>
          <p className="dv-muted">{t('derivatives.futures.contractsHint')}</p>
          {specs.isError ? (
            <LoadError onRetry={() => void specs.refetch()} />
          ) : !specs.data ? (
            <DelayedLoading />
          ) : (
            <div className="dv-list" data-testid="dv-contracts">
              {specs.data.map((spec) => (
                <FutureRow
                  key={spec.stock_code}
                  spec={spec}
                  leverage={rates.data?.defaultLeverage}
                  onOpen={() => nav.go('/pages/quote/future', { name: spec.name, code: spec.stock_code, source: SOURCE.future, market: 'FUTURES' })}
                />
              ))}
            </div>
          )}
        </section>
      </div>
    </PageShell>
  );
}

function PairRow({ pair, onOpen }: { pair: StockQuote; onOpen: () => void }) {
  const { t } = useTranslation();
  const q = withLive(pair, useLiveQuote(pair.stock_code));
  const d = q.decimals;
  return (
    <button type="button" className="dv-row dv-pair" onClick={onOpen} data-testid={`dv-pair-${q.stock_code}`}>
      <span className="dv-row-main">
        <span className="dv-row-title num">{q.stock_code}</span>
        <span className="dv-row-sub">{q.name}</span>
      </span>
      <span className="dv-pair-side num">
        <span className="dv-muted">{t('derivatives.forex.bid')}</span>
        <span>{formatPrice(q.bid, d)}</span>
      </span>
      <span className="dv-pair-side num">
        <span className="dv-muted">{t('derivatives.forex.ask')}</span>
        <span>{formatPrice(q.ask, d)}</span>
      </span>
      <span className="dv-pair-side num">
        <span className="dv-muted">{t('derivatives.forex.spread')}</span>
        <span>{t('derivatives.forex.pips', { count: spreadPips(q.bid, q.ask, d) })}</span>
      </span>
    </button>
  );
}

/** /pages/product/forex: the pairs with bid, ask and spread, their session, lot size, margin and leverage rules. */
export function ForexProductPage({ route }: PageProps) {
  const { t } = useTranslation();
  const nav = useNav();
  const lang = useLang();
  const pairs = useQuery({
    queryKey: keys.forex(lang),
    queryFn: () => call(marketApi.forexList, { query: { pageNum: 1, pageSize: 50 } }),
    staleTime: STALE.lists,
  });
  useLiveQuotes(pairs.data?.list.map((pair) => pair.stock_code) ?? []);
  return (
    <PageShell title={t(`nav.title.${route.title}`)}>
      <div className="dv-page" data-testid="dv-forex">
        <p className="dv-intro">{t('derivatives.forex.intro')}</p>
        <SessionCard group="FOREX" text={t('derivatives.forex.sessionText')} />
        <RulesCard market="FOREX" />
        <p className="dv-text dv-lot">{t('derivatives.forex.lot', { units: formatNumber(FOREX_LOT_UNITS, 0) })}</p>
        <section className="dv-card">
          <h3>{t('derivatives.forex.pairs')}</h3>
          <p className="dv-muted">{t('derivatives.forex.pairsHint')}</p>
          {pairs.isError ? (
            <LoadError onRetry={() => void pairs.refetch()} />
          ) : !pairs.data ? (
            <DelayedLoading />
          ) : (
            <div className="dv-list" data-testid="dv-pairs">
              {pairs.data.list.map((pair) => (
                <PairRow
                  key={pair.stock_code}
                  pair={pair}
                  onOpen={() => nav.go('/pages/quote/forex', { name: pair.name, code: pair.stock_code, source: SOURCE.forex, market: 'FOREX' })}
                />
              ))}
            </div>
          )}
        </section>
      </div>
    </PageShell>
  );
}
