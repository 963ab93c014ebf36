import type { OrderPreview } from '@app/contracts';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNav } from '../../../../shell/nav.ts';

/** The bottom bar: why the order cannot go yet (funds, a closed market), and the confirm button. */
export function OrderBar({ preview: p, closedForMarket, side, code, canConfirm, onConfirm }: { preview: OrderPreview | undefined; closedForMarket: boolean; side: 'buy' | 'sell'; code: string; canConfirm: boolean; onConfirm: () => void }) {
  const { t } = useTranslation();
  const nav = useNav();
  return (
    <div className="order-bar">
      {p && !p.enough && !p.sell ? (
        <div className="order-bar-note is-warning" data-testid="order-bar-insufficient">
          <span>{t('payment.cost.insufficient', { wallet: t(`trade.wallets.${p.walletType}`, { defaultValue: p.walletType }) })}</span>
          <button type="button" className="tr-link" onClick={() => nav.go('/pages/profile/transfer')} data-testid="order-bar-transfer">
            {t('payment.cost.transfer')}
          </button>
        </div>
      ) : closedForMarket ? (
        <div className="order-bar-note" data-testid="order-bar-closed">
          {t('payment.closedMarketOrder')}
        </div>
      ) : null}
      <Button block shape="rounded" size="large" className={`order-submit side-${side}`} disabled={!canConfirm} onClick={onConfirm} data-testid="order-submit">
        {t(`payment.confirm.${side}`, { code })}
      </Button>
    </div>
  );
}
