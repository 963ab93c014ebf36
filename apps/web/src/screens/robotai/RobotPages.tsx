import { miningApi, type NetworkStatus, type RobotView } from '@app/contracts';
import { Button, Tabs, Toast } from 'antd-mobile';
import Decimal from 'decimal.js';
import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, call } from '../../api/client.ts';
import { PayPasswordSheet } from '../../components/money/PayPasswordSheet.tsx';
import { PageShell } from '../../components/PageShell.tsx';
import { DelayedLoading, Empty, LoadError } from '../../components/states.tsx';
import { RuleCard } from '../../components/terms/RuleCard.tsx';
import { useTradeErrors } from '../../components/trade/errors.tsx';
import { AttemptKeys } from '../../components/trade/idempotency.ts';
import { SimulatedTag } from '../../components/Trend.tsx';
import { formatMoney, formatNumber, trendOf } from '../../lib/format.ts';
import { useNav } from '../../shell/nav.ts';
import { useSession } from '../../state/session.ts';
import { LoginRequired } from '../setting/LoginRequired.tsx';
import type { PageProps } from '../types.ts';
import { OrderList } from './OrderPages.tsx';
import { invalidateMining, useNetwork, usePreview, useRobots } from './queries.ts';
import './robotai.css';

export const usd = (value: string | number) => formatMoney(value, 'USD');
export const pct = (rate: string) => `${new Decimal(rate).times(100).toFixed()}%`;

export function Line({ label, value, testId, strong }: { label: ReactNode; value: ReactNode; testId?: string; strong?: boolean }) {
  return (
    <div className={`robot-line${strong ? ' strong' : ''}`}>
      <span>{label}</span>
      <span className="num" data-testid={testId}>
        {value}
      </span>
    </div>
  );
}

export function NetworkCard({ network }: { network: NetworkStatus }) {
  const { t } = useTranslation();
  const nav = useNav();
  return (
    <section className="robot-card" data-testid="robot-network">
      <div className="robot-card-head">
        <div className="robot-title">{t('mining.network.title')}</div>
        <SimulatedTag label={t('mining.simulated')} />
      </div>
      <Line label={t('mining.network.hashrate')} value={`${formatNumber(network.hashrateEhs, 2)} EH/s`} testId="robot-network-hashrate" />
      <Line label={t('mining.network.difficulty')} value={`${formatNumber(new Decimal(network.difficulty).div(1e12).toFixed(2), 2)} T`} />
      <Line label={t('mining.network.height')} value={formatNumber(network.height, 0)} />
      <Line label={t('mining.network.retarget')} value={t('mining.network.retargetValue', { height: formatNumber(network.nextRetargetHeight, 0), blocks: network.blocksToRetarget })} />
      <Line label={t('mining.network.subsidy')} value={`${network.subsidyBtc} BTC`} />
      <Line label={t('mining.network.fees')} value={`${network.avgFeesBtc} BTC`} />
      <Line label={t('mining.network.blocks24h')} value={network.blocksLast24h} />
      <Line label={t('mining.network.price')} value={usd(network.btcPrice)} testId="robot-network-price" strong />
      <Button size="small" fill="outline" className="robot-touch" data-testid="robot-chart" onClick={() => nav.go('/pages/robotai/quote')}>
        {t('mining.network.chart')}
      </Button>
    </section>
  );
}

function Estimate({ robot }: { robot: RobotView }) {
  const { t } = useTranslation();
  const e = robot.estimate;
  return (
    <div className="robot-estimate" data-testid={`robot-estimate-${robot.id}`}>
      <div className="robot-estimate-title">{t('mining.robot.estimateTitle')}</div>
      <Line label={t('mining.robot.reward')} value={`${e.dailyBtc} BTC ≈ ${usd(e.dailyUsd)}`} />
      <Line label={t('mining.robot.energy')} value={`${e.energyKwhPerDay} kWh · ${usd(e.energyUsdPerDay)}`} />
      <Line label={t('mining.robot.net')} value={<span className={`trend-${trendOf(e.netUsdPerDay)}`}>{usd(e.netUsdPerDay)}</span>} />
      <Line label={t(robot.mode === 'rent' ? 'mining.robot.rentPerDay' : 'mining.robot.depreciationPerDay')} value={usd(e.priceUsdPerDay)} />
      <Line label={t('mining.robot.profit')} value={<span className={`trend-${trendOf(e.profitUsdPerDay)}`}>{usd(e.profitUsdPerDay)}</span>} strong testId={`robot-profit-${robot.id}`} />
      <Line label={t('mining.robot.range')} value={t('mining.robot.rangeValue', { low: usd(e.profitUsdPerDayLow), high: usd(e.profitUsdPerDayHigh) })} />
      <p className="robot-note">{t('mining.robot.formula', { fee: pct(e.poolFeeRate), tariff: usd(e.tariffPerKwh) })}</p>
    </div>
  );
}

export function RobotFacts({ robot }: { robot: RobotView }) {
  const { t } = useTranslation();
  return (
    <>
      <Line label={t('mining.robot.hashrate')} value={`${robot.hashrateThs} TH/s`} />
      <Line label={t('mining.robot.efficiency')} value={`${robot.jPerTh} J/TH`} />
      <Line label={t('mining.robot.power')} value={`${formatNumber(robot.watts, 0)} W`} />
      <Line label={t(robot.mode === 'rent' ? 'mining.robot.cycleRent' : 'mining.robot.cycleBuy')} value={t('mining.robot.days', { days: robot.cycle })} />
      {robot.pricePerThDay ? <Line label={t('mining.robot.pricePerTh')} value={formatMoney(robot.pricePerThDay, 'USD', 3)} /> : null}
      <Line label={t(robot.mode === 'rent' ? 'mining.robot.priceRent' : 'mining.robot.priceBuy')} value={usd(robot.price)} strong />
      <Line label={t('mining.robot.available')} value={t('mining.robot.availableValue', { units: robot.availableUnits, capacity: robot.capacityUnits, quota: robot.userQuota })} />
    </>
  );
}

function RobotCard({ robot }: { robot: RobotView }) {
  const { t } = useTranslation();
  const nav = useNav();
  return (
    <div className="robot-card" data-testid={`robot-${robot.id}`}>
      <div className="robot-card-head">
        <div>
          <div className="robot-title">{robot.name}</div>
          <div className="robot-sub">{robot.model}</div>
        </div>
      </div>
      <RobotFacts robot={robot} />
      <Estimate robot={robot} />
      <Button block color="primary" className="robot-touch" disabled={robot.availableUnits <= 0} data-testid={`robot-open-${robot.id}`} onClick={() => nav.go('/pages/robotai/product', { id: String(robot.id) })}>
        {robot.availableUnits <= 0 ? t('mining.robot.closed') : t(robot.mode === 'rent' ? 'mining.robot.rent' : 'mining.robot.buy')}
      </Button>
    </div>
  );
}

function RobotList({ mode }: { mode: 'rent' | 'buy' }) {
  const robots = useRobots(mode);
  const { t } = useTranslation();
  if (robots.isPending) return <DelayedLoading />;
  if (robots.isError) return <LoadError onRetry={() => void robots.refetch()} />;
  if (robots.data.list.length === 0) return <Empty text={t('mining.robot.closed')} />;
  return (
    <div className="robot-list" data-testid={`robot-list-${mode}`}>
      {robots.data.list.map((robot) => (
        <RobotCard key={robot.id} robot={robot} />
      ))}
    </div>
  );
}

export function RobotIndexPage({ query }: PageProps) {
  const { t } = useTranslation();
  const network = useNetwork();
  const [tab, setTab] = useState(query.tab === 'buy' || query.tab === 'mine' ? query.tab : 'rent');
  return (
    <PageShell title={t('mining.title')} right={<SimulatedTag label={t('mining.simulated')} />}>
      <p className="robot-intro">{t('mining.intro')}</p>
      <div className="robot-list">{network.data ? <NetworkCard network={network.data} /> : network.isError ? <LoadError onRetry={() => void network.refetch()} /> : <DelayedLoading />}</div>
      <Tabs activeKey={tab} onChange={setTab} data-testid="robot-tabs">
        <Tabs.Tab title={<span data-testid="robot-tab-rent">{t('mining.tabs.rent')}</span>} key="rent" />
        <Tabs.Tab title={<span data-testid="robot-tab-buy">{t('mining.tabs.buy')}</span>} key="buy" />
        <Tabs.Tab title={<span data-testid="robot-tab-mine">{t('mining.tabs.mine')}</span>} key="mine" />
      </Tabs>
      {tab === 'mine' ? <OrderList /> : <RobotList mode={tab as 'rent' | 'buy'} />}
    </PageShell>
  );
}

const digits = (text: string, max: number) => text.replace(/\D/g, '').slice(0, max);

export function RobotProductPage({ query }: PageProps) {
  const { t } = useTranslation();
  const { token } = useSession();
  const nav = useNav();
  const showError = useTradeErrors();
  const robotId = Number(query.id);
  const robots = useRobots('');
  const robot = robots.data?.list.find((r) => r.id === robotId);
  const [unitsText, setUnits] = useState('1');
  const [daysText, setDays] = useState('10');
  const units = Number(unitsText) || 0;
  const energyDays = Number(daysText) || 0;
  const preview = usePreview(robotId, units, energyDays, Boolean(token && robot && units > 0 && energyDays > 0));
  const [paying, setPaying] = useState(false);
  const keys = useRef(new AttemptKeys());

  let body: ReactNode;
  if (!token) body = <LoginRequired text={t('mining.product.guest')} />;
  else if (robots.isPending) body = <DelayedLoading />;
  else if (robots.isError) body = <LoadError onRetry={() => void robots.refetch()} />;
  else if (!robot) body = <Empty text={t('mining.product.notFound')} />;
  else {
    const p = preview.data;
    const previewError = preview.error instanceof ApiError ? preview.error.message : undefined;
    body = (
      <div className="robot-list" data-testid="robot-product">
        <div className="robot-card">
          <div className="robot-card-head">
            <div>
              <div className="robot-title">{robot.name}</div>
              <div className="robot-sub">{robot.model}</div>
            </div>
            <SimulatedTag label={t('mining.simulated')} />
          </div>
          <RobotFacts robot={robot} />
          <Estimate robot={robot} />
        </div>
        <label className="robot-field">
          <span>{t('mining.product.units')}</span>
          <input inputMode="numeric" data-testid="robot-units" value={unitsText} onChange={(e) => setUnits(digits(e.target.value, 3))} />
        </label>
        <label className="robot-field">
          <span>{t('mining.product.energyDays')}</span>
          <input inputMode="numeric" data-testid="robot-energy-days" value={daysText} onChange={(e) => setDays(digits(e.target.value, 4))} />
          <small>{t('mining.product.energyHint')}</small>
        </label>
        {previewError ? (
          <div className="robot-error" data-testid="robot-preview-error">
            {previewError}
          </div>
        ) : null}
        {p ? (
          <section className="robot-card" data-testid="robot-cost">
            <Line label={t('mining.product.hashrate')} value={`${p.hashrateThs} TH/s`} />
            <Line label={t('mining.product.price')} value={usd(p.price)} testId="robot-price" />
            <Line label={t('mining.product.energy')} value={usd(p.energyPrepaid)} testId="robot-energy" />
            <Line label={t('mining.product.total')} value={usd(p.total)} testId="robot-total" strong />
            <Line label={t('mining.product.expected')} value={`${p.expectedDailyBtc} BTC ≈ ${usd(p.expectedDailyUsd)}`} testId="robot-expected" />
            <Line label={t('mining.product.energyPerDay')} value={usd(p.energyUsdPerDay)} />
            <p className="robot-note">{t('mining.product.from', { wallet: t('money.wallets.FINANCIAL') })}</p>
            <p className="robot-note" data-testid="robot-redeem-rule">
              <strong>{t('mining.product.redeem')}: </strong>
              {p.redeemRule}
            </p>
          </section>
        ) : null}
        <RuleCard product="mining" item="BTC" testId="robot-rule" />
        <Button block color="primary" size="large" className="robot-touch" disabled={!p || preview.isError || preview.isFetching} data-testid="robot-confirm" onClick={() => setPaying(true)}>
          {t('mining.product.confirm')}
        </Button>
        <PayPasswordSheet
          visible={paying}
          summary={p ? `${robot.model} × ${p.units} · ${usd(p.total)}` : undefined}
          onClose={() => setPaying(false)}
          onError={(error) => {
            if (error instanceof ApiError && error.code !== 401 && error.code !== 403) Toast.show({ content: `${t('mining.product.failed')}: ${error.message}`, duration: 3000 });
            else showError(error);
            void preview.refetch();
          }}
          onSubmit={async (payPassword) => {
            const request = { robotId, units, energyDays, termsVersionId: p!.rule.versionId };
            const key = keys.current.keyFor(request);
            const order = await call(miningApi.create, { body: { ...request, payPassword, idempotencyKey: key } });
            keys.current.reset();
            setPaying(false);
            await invalidateMining();
            Toast.show({ content: t('mining.product.done') });
            nav.go('/pages/robotai/detail', { id: String(order.id) });
          }}
        />
      </div>
    );
  }
  return <PageShell title={t('mining.product.title')}>{body}</PageShell>;
}
