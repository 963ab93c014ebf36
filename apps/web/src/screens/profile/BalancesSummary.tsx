import { useTranslation } from 'react-i18next';

/**
 * The balances summary of the account tab. The wallet capability fills it in; until
 * then it shows a plain "—" and says why, never made-up numbers.
 */
export function BalancesSummary() {
  const { t } = useTranslation();
  return (
    <section className="balances-card" data-testid="balances-summary" data-state="pending">
      <div className="balances-title">{t('profile.balances.title')} (MXN)</div>
      <div className="balances-total num">—</div>
      <div className="balances-row">
        {(['available', 'invested', 'pnl'] as const).map((key) => (
          <div key={key} className="balances-cell">
            <span>{t(`profile.balances.${key}`)}</span>
            <strong className="num">—</strong>
          </div>
        ))}
      </div>
      <p className="balances-note">{t('profile.balances.pending')}</p>
    </section>
  );
}
