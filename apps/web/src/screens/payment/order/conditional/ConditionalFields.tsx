import { conditionalApi, type OrderRulesView, type TradeMarket } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { Switch } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { call } from '../../../../api/client.ts';
import { STALE } from '../../../../api/query-client.ts';
import { cleanDecimalInput } from '../../../../components/trade/quantity.ts';
import { bracketAllowed, extendedHoursAllowed, ticketKinds, type TicketKind } from '../order-types/order-types.ts';
import type { ConditionalError, ConditionalForm } from './conditional-form.ts';
import './conditional.css';

/** The published rules of conditional orders, fractions and extended hours (GET /orders/conditional/rules). */
export function useOrderRules() {
  const lang = useTranslation().i18n.language;
  return useQuery({
    queryKey: ['trade-ref', 'conditional-rules', lang],
    queryFn: ({ signal }) => call(conditionalApi.rules, { query: {} }, { signal }),
    staleTime: STALE.quotes * 12,
  });
}

/** The ticket's order types (market, limit, stop, stop limit, trailing stop); a sale of shares held offers the market and the stops. */
export function KindPicker({ value, onChange }: { value: TicketKind; onChange: (kind: TicketKind) => void }) {
  const { t } = useTranslation();
  const kinds = ticketKinds();
  return (
    <div className="kind-picker" role="tablist" data-testid="order-type">
      {kinds.map((kind) => (
        <button
          key={kind}
          type="button"
          role="tab"
          aria-selected={value === kind}
          className={value === kind ? 'active' : undefined}
          onClick={() => onChange(kind)}
          data-testid={`order-type-${kind}`}
        >
          {t(`conditional.kind.${kind}`)}
        </button>
      ))}
    </div>
  );
}

interface Props {
  market: TradeMarket;
  direction: 0 | 1;
  sellsHolding: boolean;
  /** Buy by amount offered (US market buy on a cash account). */
  amountAllowed: boolean;
  value: ConditionalForm;
  onChange: (patch: Partial<ConditionalForm>) => void;
  currency: string;
  priceDecimals: number;
  placeholder: string;
  error: ConditionalError | undefined;
  serverError: string | undefined;
  rules: OrderRulesView | undefined;
}

/** Day or good-till-cancelled, and extended hours (a US limit, when the published rule allows it). */
function TimeInForceFields({ market, value: c, onChange, rules }: Pick<Props, 'market' | 'value' | 'onChange' | 'rules'>) {
  const { t } = useTranslation();
  return (
    <>
    {c.kind !== 'market' && (
      <div className="order-field">
        <div className="order-field-head">
          <span className="order-field-label">{t('conditional.tif.label')}</span>
          <div className="pay-chip-row">
            {(['day', 'gtc'] as const).map((tif) => (
              <button key={tif} type="button" className={`pay-chip${c.tif === tif ? ' active' : ''}`} aria-pressed={c.tif === tif} onClick={() => onChange({ tif })} data-testid={`cond-tif-${tif}`}>
                {t(`conditional.tif.${tif}`)}
              </button>
            ))}
          </div>
        </div>
        <p className="order-field-hint">{c.tif === 'day' ? t('conditional.tif.dayHint') : t('conditional.tif.gtcHint', { days: rules?.gtcMaxDays ?? 90 })}</p>
      </div>
    )}
    {extendedHoursAllowed(market, c.kind, rules?.extendedHours) && (
      <div className="order-field-head">
        <span className="order-field-label">
          {t('conditional.extended')} <small className="muted">{t('conditional.extendedHint')}</small>
        </span>
        <Switch checked={c.extended} onChange={(v) => onChange({ extended: v })} data-testid="cond-extended" />
      </div>
    )}
    </>
  );
}

/** The fields of a stop, stop limit or trailing stop, the time in force, extended hours, buy by amount and the bracket (issue 21). */
export function ConditionalFields({ market, direction, sellsHolding, amountAllowed, value: c, onChange, currency, priceDecimals, placeholder, error, serverError, rules }: Props) {
  const { t } = useTranslation();
  const side = direction === 0 ? 'Buy' : 'Sell';
  const input = (key: 'trigger' | 'limit' | 'trail' | 'takeProfit' | 'stopLoss' | 'amount', label: string, decimals = priceDecimals) => (
    <label className="stops-input">
      <span>{label}</span>
      <input className="num" inputMode="decimal" value={c[key]} onChange={(e) => onChange({ [key]: cleanDecimalInput(e.target.value, decimals) })} placeholder={placeholder} data-testid={`cond-${key}`} />
    </label>
  );
  const errorText = error ? t(`conditional.errors.${error}`) : serverError;
  return (
    <div className="cond-fields" data-testid="cond-fields" data-kind={c.kind}>
      {(c.kind === 'stop' || c.kind === 'stop_limit') && (
        <div className="order-field">
          <div className="stops-grid">
            {input('trigger', `${t('conditional.fields.trigger')} (${currency})`)}
            {c.kind === 'stop_limit' && input('limit', `${t('conditional.fields.limit')} (${currency})`)}
          </div>
          <p className="order-field-hint">{t(`conditional.hints.${c.kind === 'stop' ? 'stop' : 'stopLimit'}${side}`)}</p>
        </div>
      )}
      {c.kind === 'trailing' && (
        <div className="order-field">
          <div className="order-field-head">
            <span className="order-field-label">{t('conditional.fields.trailBy')}</span>
            <div className="pay-chip-row">
              {(['percent', 'amount'] as const).map((by) => (
                <button key={by} type="button" className={`pay-chip${c.trailBy === by ? ' active' : ''}`} aria-pressed={c.trailBy === by} onClick={() => onChange({ trailBy: by, trail: '' })} data-testid={`cond-trail-${by}`}>
                  {t(`conditional.fields.${by}`)}
                </button>
              ))}
            </div>
          </div>
          <div className="stops-grid">{input('trail', c.trailBy === 'percent' ? t('conditional.fields.trailPercent') : t('conditional.fields.trailAmount', { currency }), c.trailBy === 'percent' ? 2 : priceDecimals)}</div>
          <p className="order-field-hint">{t(`conditional.hints.trailing${side}`)}</p>
        </div>
      )}
      {amountAllowed && (
        <div className="order-field">
          <div className="order-field-head">
            <span className="order-field-label">
              {t('conditional.byAmount')} <small className="muted">{rules ? t('conditional.byAmountHint', { decimals: rules.fractionalDecimals, min: rules.minAmount }) : ''}</small>
            </span>
            <Switch checked={c.byAmount} onChange={(v) => onChange({ byAmount: v })} data-testid="cond-by-amount" />
          </div>
          {c.byAmount && <div className="stops-grid">{input('amount', `${t('conditional.fields.amount')} (${currency})`, 2)}</div>}
        </div>
      )}
      <TimeInForceFields market={market} value={c} onChange={onChange} rules={rules} />
      {bracketAllowed(c.kind, sellsHolding) && (
        <div className="order-field">
          <div className="order-field-head">
            <span className="order-field-label">
              {t('conditional.bracket')} <small className="muted">{t('conditional.bracketHint')}</small>
            </span>
            <Switch checked={c.bracket} onChange={(v) => onChange({ bracket: v, ...(v ? { byAmount: false } : {}) })} data-testid="cond-bracket" />
          </div>
          {c.bracket && (
            <div className="stops-grid">
              {input('takeProfit', t('conditional.fields.takeProfit'))}
              {input('stopLoss', t('conditional.fields.stopLoss'))}
            </div>
          )}
        </div>
      )}
      {errorText && (
        <p className="order-field-error" role="alert" data-testid="cond-error">
          {errorText}
        </p>
      )}
    </div>
  );
}
