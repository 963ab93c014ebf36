import { useTranslation } from 'react-i18next';
import { Sparkline } from '../../components/market/Sparkline.tsx';
import { PageShell } from '../../components/PageShell.tsx';
import { DelayedLoading, LoadError } from '../../components/states.tsx';
import { SimulatedTag } from '../../components/Trend.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { NetworkCard, Line, usd } from './RobotPages.tsx';
import { useNetwork, useRobotKline } from './queries.ts';
import './robotai.css';

const COUNT = 120;

/** The BTC chart of the robot pages (/crypto/robotKline, simulated) and the network beside it. */
export function RobotQuotePage() {
  const { t } = useTranslation();
  const kline = useRobotKline(COUNT);
  const network = useNetwork();
  const closes = kline.data?.list.map((c) => c.close) ?? [];
  const last = kline.data?.list.at(-1);
  return (
    <PageShell title={t('mining.quote.title')} right={<SimulatedTag label={t('mining.simulated')} />}>
      <div className="robot-list">
        <section className="robot-card" data-testid="robot-kline">
          {kline.isPending ? <DelayedLoading /> : kline.isError ? <LoadError onRetry={() => void kline.refetch()} /> : null}
          {last ? (
            <>
              <Line label={t('mining.quote.last')} value={usd(last.close)} testId="robot-kline-last" strong />
              <Sparkline values={closes} width={340} height={140} className="robot-chart" />
              <p className="robot-note">
                {t('mining.quote.period', { count: closes.length })} · {formatDateTime(last.time)}
              </p>
            </>
          ) : null}
        </section>
        {network.data ? <NetworkCard network={network.data} /> : null}
      </div>
    </PageShell>
  );
}
