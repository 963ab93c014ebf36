import { Switch } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { cleanDecimalInput } from '../../../../components/trade/quantity.ts';
import type { TicketState } from './use-ticket-form.ts';

/** Optional stop-loss and take-profit on the position an order opens. */
export function StopsField({ ticket, placeholder, serverError }: { ticket: TicketState; placeholder: string; serverError: string | undefined }) {
  const { t } = useTranslation();
  const { form, set, errors, pDecimals } = ticket;
  return (
    <div className="order-field">
      <div className="order-field-head">
        <span className="order-field-label">
          {t('payment.fields.stops')} <small className="muted">{t('payment.fields.optional')}</small>
        </span>
        <Switch checked={form.stops} onChange={(v) => set({ stops: v })} data-testid="order-stops-toggle" />
      </div>
      {form.stops && (
        <div className="stops-grid">
          {(['stopLoss', 'takeProfit'] as const).map((k) => (
            <label key={k} className="stops-input">
              <span>{t(`payment.fields.${k}`)}</span>
              <input className="num" inputMode="decimal" value={form[k]} onChange={(e) => set({ [k]: cleanDecimalInput(e.target.value, pDecimals) })} placeholder={placeholder} data-testid={`order-${k}`} />
            </label>
          ))}
        </div>
      )}
      {(errors.stops || serverError) && (
        <p className="order-field-error" role="alert">
          {errors.stops ? t('trade.stops.invalid') : serverError}
        </p>
      )}
    </div>
  );
}
