import type { StockQuote, TradeRate } from '@app/contracts';
import { formatMoney } from '../../../../lib/format.ts';
import { useTranslation } from 'react-i18next';
import { Field } from '../../parts.tsx';
import type { TicketState } from './use-ticket-form.ts';

/** Leverage and isolated / cross margin, where the market offers a choice. */
export function LeverageFields({ ticket, rate, quote, leverageError }: { ticket: TicketState; rate: TradeRate; quote: StockQuote; leverageError: string | undefined }) {
  const { t } = useTranslation();
  const { form, set } = ticket;
  const chosen = form.leverage ?? rate.defaultLeverage;
  return (
    <>
      {rate.leverages.length > 1 && (
        <Field
          label={t('payment.fields.leverage')}
          testId="order-leverage"
          error={leverageError}
          // Futures: the exchange's margin per contract is the least an order sets aside (server: trading/margin.ts).
          hint={quote.initialMargin !== undefined ? t('payment.initialMarginHint', { amount: formatMoney(quote.initialMargin, quote.currency) }) : undefined}
        >
          <div className="pay-chip-row">
            {rate.leverages.map((lev) => (
              <button key={lev} type="button" className={`pay-chip${chosen === lev ? ' active' : ''}`} onClick={() => set({ leverage: lev })} aria-pressed={chosen === lev} data-testid={`order-leverage-${lev}`}>
                ×{lev}
              </button>
            ))}
          </div>
        </Field>
      )}
      {rate.marginModes.length > 1 && (
        <Field label={t('payment.fields.marginMode')} hint={t(form.marginMode === 'half' ? 'payment.mode.halfHint' : 'payment.mode.fullHint')} testId="order-margin-mode">
          <div className="pay-chip-row">
            {rate.marginModes.map((mode) => (
              <button key={mode} type="button" className={`pay-chip${form.marginMode === mode ? ' active' : ''}`} onClick={() => set({ marginMode: mode })} aria-pressed={form.marginMode === mode} data-testid={`order-mode-${mode}`}>
                {t(`payment.mode.${mode}`)}
              </button>
            ))}
          </div>
        </Field>
      )}
    </>
  );
}
