import type { CustomerView } from '@app/contracts';
import type { ReactNode } from 'react';
import { Badge, KYC_TONE } from '../../components/ui.tsx';
import { formatDateTime } from '../../format.ts';
import { useT } from '../../i18n.ts';
import { hrefOf } from '../../router.ts';
import { formatAmount, ReviewBadge } from '../money/shared.tsx';
import { AuditDetail, useActionLabel } from './audit.tsx';

/*
 * The customer view's own parts (issue 20), one component each: what the back office reads
 * from accounts, wallet, funding, trading, notices and the audit trail. The product areas'
 * parts are their registered sections (AreaSections.tsx).
 */

/** The customer view's texts (`backoffice.customer.*`). */
export function useCustomerText(): (key: string) => string {
  const { t } = useT();
  return (key) => t(`backoffice.customer.${key}`);
}

/** A card of the customer view: its title, then its table or "none". */
export function Section({ title, testId, empty, children }: { title: string; testId: string; empty: boolean; children: ReactNode }) {
  const { t } = useT();
  return (
    <section className="card card-pad section-gap" data-testid={testId}>
    <h2 className="card-title">{title}</h2>
    {empty ? <p className="muted">{t('backoffice.customer.none')}</p> : <div className="table-scroll">{children}</div>}
    </section>
  );
}

/** KYC submissions (KYC reviewers). */
export function KycPart({ v }: { v: CustomerView }) {
  const { t } = useT();
  const c = useCustomerText();
  if (!v.kyc) return null;
  return (
    <Section title={c('kyc')} testId="customer-kyc" empty={v.kyc.length === 0}>
      <table className="table">
        <tbody>
          {v.kyc.map((k) => (
            <tr key={k.id}>
              <td className="num">
                <a href={hrefOf('kyc', k.id)} data-testid={`customer-kyc-${k.id}`}>
                  #{k.id}
                </a>
              </td>
              <td>{k.company?.fullName ?? [k.firstName, k.lastName].filter(Boolean).join(' ')}</td>
              <td className="num">{k.documentNumber ?? '—'}</td>
              <td>{k.country ?? '—'}</td>
              <td>
                <Badge tone={KYC_TONE[k.status]}>{t(`kyc.status.${k.status}`)}</Badge>
              </td>
              <td className="num nowrap">{formatDateTime(k.submittedAt)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Section>
  );
}

/** Balances per wallet and currency (money roles). */
export function BalancesPart({ v }: { v: CustomerView }) {
  const c = useCustomerText();
  const { t } = useT();
  if (!v.balances) return null;
  return (
    <Section title={c('balances')} testId="customer-balances" empty={v.balances.length === 0}>
      <table className="table">
        <thead>
          <tr>
            <th>{c('wallet')}</th>
            <th className="amount-cell">{c('balance')}</th>
            <th className="amount-cell">{c('frozen')}</th>
            <th className="amount-cell">{c('available')}</th>
          </tr>
        </thead>
        <tbody>
          {v.balances.map((b) => (
            <tr key={`${b.walletType}-${b.currency}`}>
              <td>{t(`money.wallet.${b.walletType}`) === `money.wallet.${b.walletType}` ? b.walletType : t(`money.wallet.${b.walletType}`)}</td>
              <td className="amount-cell">{formatAmount(b.balance, b.currency)}</td>
              <td className="amount-cell">{formatAmount(b.frozen, b.currency)}</td>
              <td className="amount-cell">{formatAmount(b.available, b.currency)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Section>
  );
}

/** Open positions. */
export function PositionsPart({ v }: { v: CustomerView }) {
  const c = useCustomerText();
  return (
    <Section title={c('positions')} testId="customer-positions" empty={v.positions.length === 0}>
      <table className="table">
        <tbody>
          {v.positions.map((p) => (
            <tr key={p.id}>
              <td>
                <strong>{p.code}</strong> <span className="muted small">{p.name}</span>
              </td>
              <td>{p.direction === 0 ? '↑' : '↓'}</td>
              <td className="num">{p.positionNum}</td>
              <td className="amount-cell">{formatAmount(p.openPrice, p.priceCurrency)}</td>
              <td className="num nowrap">{formatDateTime(p.openTime)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Section>
  );
}

/** The latest orders. */
export function OrdersPart({ v }: { v: CustomerView }) {
  const c = useCustomerText();
  return (
    <Section title={c('orders')} testId="customer-orders" empty={v.orders.length === 0}>
      <table className="table">
        <tbody>
          {v.orders.map((o) => (
            <tr key={o.id}>
              <td className="num">{o.orderNo}</td>
              <td>
                <strong>{o.code}</strong>
              </td>
              <td>{o.direction === 0 ? '↑' : '↓'}</td>
              <td className="num">{o.quantity}</td>
              <td className="amount-cell">{formatAmount(o.total, o.priceCurrency)}</td>
              <td className="num nowrap">{formatDateTime(o.createTimeTimestamp)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Section>
  );
}

/** Deposits (money roles). */
export function DepositsPart({ v }: { v: CustomerView }) {
  const c = useCustomerText();
  if (!v.deposits) return null;
  return (
    <Section title={c('deposits')} testId="customer-deposits" empty={v.deposits.length === 0}>
      <table className="table">
        <tbody>
          {v.deposits.map((d) => (
            <tr key={d.id}>
              <td className="num">
                <a href={hrefOf('deposits', d.id)}>{d.orderNo}</a>
              </td>
              <td className="amount-cell">{formatAmount(d.amount, d.currency)}</td>
              <td>
                <ReviewBadge status={d.status as 1 | 2 | 3} />
              </td>
              <td className="num nowrap">{formatDateTime(d.createdAt)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Section>
  );
}

/** Withdrawals, the payout account masked (money roles). */
export function WithdrawalsPart({ v }: { v: CustomerView }) {
  const c = useCustomerText();
  if (!v.withdrawals) return null;
  return (
    <Section title={c('withdrawals')} testId="customer-withdrawals" empty={v.withdrawals.length === 0}>
      <table className="table">
        <tbody>
          {v.withdrawals.map((w) => (
            <tr key={w.id}>
              <td className="num">
                <a href={hrefOf('withdrawals', w.id)}>{w.orderNo}</a>
              </td>
              <td className="amount-cell">{formatAmount(w.amount, w.currency)}</td>
              <td className="num">{w.destinationDetail?.cardNo ?? w.destination.cardNoMasked ?? w.destination.address ?? ''}</td>
              <td>
                <ReviewBadge status={w.status as 1 | 2 | 3} />
              </td>
              <td className="num nowrap">{formatDateTime(w.createdAt)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Section>
  );
}

/** Transfers between wallets (money roles). */
export function TransfersPart({ v }: { v: CustomerView }) {
  const c = useCustomerText();
  if (!v.transfers) return null;
  return (
    <Section title={c('transfers')} testId="customer-transfers" empty={v.transfers.length === 0}>
      <table className="table">
        <tbody>
          {v.transfers.map((tr) => (
            <tr key={tr.id}>
              <td>
                {tr.fromWallet} → {tr.toWallet}
              </td>
              <td className="amount-cell">{formatAmount(tr.amount, tr.fromCurrency)}</td>
              <td>{tr.status}</td>
              <td className="num nowrap">{formatDateTime(tr.createdAt)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Section>
  );
}

/** Notices sent to the customer. */
export function NoticesPart({ v }: { v: CustomerView }) {
  const c = useCustomerText();
  return (
    <Section title={c('notices')} testId="customer-notices" empty={v.notices.length === 0}>
      <table className="table">
        <tbody>
          {v.notices.map((n) => (
            <tr key={n.id}>
              <td>
                <strong>{n.title}</strong>
                <div className="muted small">{n.body}</div>
              </td>
              <td className="num nowrap">{formatDateTime(n.createdAt)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Section>
  );
}

/** Operators' actions on the customer and their objects (admins). */
export function AuditPart({ v }: { v: CustomerView }) {
  const { t } = useT();
  const actionLabel = useActionLabel();
  const c = useCustomerText();
  if (!v.audit) return null;
  return (
    <Section title={c('audit')} testId="customer-audit" empty={v.audit.length === 0}>
      <table className="table">
        <tbody>
          {v.audit.map((a) => (
            <tr key={a.id}>
              <td className="num nowrap">{formatDateTime(a.createdAt)}</td>
              <td>{a.operatorUsername}</td>
              <td>{actionLabel(a.action)}</td>
              <td className="nowrap">
                {a.targetType && a.targetType !== 'user' && (
                  <a href={hrefOf('audit', undefined, { targetType: a.targetType, targetId: a.targetId })} data-testid={`customer-audit-object-${a.id}`}>
                    {t(`backoffice.customer.object.${a.targetType}`, { defaultValue: a.targetType })} #{a.targetId}
                  </a>
                )}
              </td>
              <td>
                <AuditDetail detail={a.detail as Record<string, unknown> | undefined} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </Section>
  );
}
