import { adminApi, adminBackofficeApi, rolesAllow, type CustomerView } from '@app/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { adminCall } from '../../api.ts';
import { Badge, errorText, KYC_TONE, LoadFailed, Loading, Modal, notify } from '../../components/ui.tsx';
import { formatDateTime } from '../../format.ts';
import { useT } from '../../i18n.ts';
import { hrefOf } from '../../router.ts';
import { useOperatorSession } from '../../session.ts';
import { formatAmount, ReviewBadge } from '../money/shared.tsx';
import { UserDetailPage } from '../UserDetailPage.tsx';
import { AuditDetail, useActionLabel } from './audit.tsx';
import '../dashboard/dashboard.css';
import '../engagement/engagement.css';

export const customerKey = (id: number) => ['admin', 'backoffice', 'customer', id] as const;

/**
 * One page per customer (issue 20): the profile with freeze/unfreeze and notes (the user
 * page), then every part the server answers for the operator's roles — KYC, balances,
 * positions, orders, bonds, money movements, sessions (sign out everywhere), notices, the chat
 * history, and the audit trail of the customer and their objects.
 */
export function CustomerPage({ id }: { id: number }) {
  return (
    <>
      <UserDetailPage id={id} />
      <CustomerSections id={id} />
    </>
  );
}

function Section({ title, testId, empty, children }: { title: string; testId: string; empty: boolean; children: ReactNode }) {
  const { t } = useT();
  return (
    <section className="card card-pad section-gap" data-testid={testId}>
      <h2 className="card-title">{title}</h2>
      {empty ? <p className="muted">{t('backoffice.customer.none')}</p> : <div className="table-scroll">{children}</div>}
    </section>
  );
}

function CustomerSections({ id }: { id: number }) {
  const { t } = useT();
  const actionLabel = useActionLabel();
  // Always fresh on opening: a review done elsewhere shows at once.
  const view = useQuery({ queryKey: customerKey(id), queryFn: ({ signal }) => adminCall(adminBackofficeApi.customer, {}, { id }, signal), refetchOnMount: 'always' });
  if (view.isError && !view.data) return <LoadFailed error={view.error} onRetry={() => void view.refetch()} />;
  if (!view.data) return <Loading />;
  const v = view.data;
  const c = (key: string) => t(`backoffice.customer.${key}`);
  return (
    <div data-testid="customer-view">
      {v.kyc && (
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
      )}
      {v.balances && (
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
                  <td>{b.walletType}</td>
                  <td className="amount-cell">{formatAmount(b.balance, b.currency)}</td>
                  <td className="amount-cell">{formatAmount(b.frozen, b.currency)}</td>
                  <td className="amount-cell">{formatAmount(b.available, b.currency)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </Section>
      )}
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
      {v.bonds.length > 0 && (
        <Section title={c('bonds')} testId="customer-bonds" empty={false}>
          <table className="table">
            <tbody>
              {v.bonds.map((b) => (
                <tr key={b.id}>
                  <td>
                    <strong>{b.code}</strong> <span className="muted small">{b.name}</span>
                  </td>
                  <td className="num">{b.quantity}</td>
                  <td className="amount-cell">{formatAmount(b.cost, b.currency)}</td>
                  <td>{b.status}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </Section>
      )}
      {v.deposits && (
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
      )}
      {v.withdrawals && (
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
      )}
      {v.transfers && (
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
      )}
      <Sessions view={v} userId={id} />
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
      <ChatHistory view={v} />
      {v.audit && (
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
      )}
    </div>
  );
}

/** The customer's chat: its state, who holds it, the latest messages (the chat page has the rest and the reply box). */
function ChatHistory({ view }: { view: CustomerView }) {
  const { t } = useT();
  const chat = view.chat;
  const c = (key: string, params?: Record<string, string | number>) => t(`backoffice.customer.${key}`, params);
  return (
    <section className="card card-pad section-gap" data-testid="customer-chat">
      <h2 className="card-title">
        {c('chat')}
        {chat && (
          <a className="btn btn-small" href={hrefOf('chat', chat.conversation.id, { status: 'all' })} data-testid="customer-chat-open">
            {c('chatOpen')}
          </a>
        )}
      </h2>
      {!chat ? (
        <p className="muted">{c('chatNone')}</p>
      ) : (
        <>
          <p className="muted small" data-testid="customer-chat-state">
            <Badge tone={chat.conversation.status === 'open' ? 'good' : 'neutral'}>{c(chat.conversation.status === 'open' ? 'chatIsOpen' : 'chatIsClosed')}</Badge>{' '}
            {chat.conversation.assignedOperator ? c('chatAssigned', { name: chat.conversation.assignedOperator }) : c('chatUnassigned')}
            {chat.hasMore ? ` · ${c('chatOlder')}` : ''}
          </p>
          <ul className="chat-messages customer-chat" data-testid="customer-chat-messages">
            {chat.messages.map((m) => (
              <li key={m.id} className={`chat-msg ${m.sender === 'operator' ? 'from-op' : 'from-user'}`} data-testid={`customer-chat-msg-${m.id}`}>
                <div className="chat-bubble">
                  <span className="muted small">{m.sender === 'operator' ? (m.operator ?? c('chatOperator')) : view.profile.username}</span>
                  {m.image && <span className="muted small">[{t('engagement.chat.image')}]</span>}
                  {m.text && <span className="chat-text">{m.text}</span>}
                  <span className="chat-meta">{formatDateTime(m.createdAt)}</span>
                </div>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

/** Sessions and devices, with "sign out everywhere" (admin, a reason, audited). */
function Sessions({ view, userId }: { view: CustomerView; userId: number }) {
  const { t } = useT();
  const { operator } = useOperatorSession();
  const queryClient = useQueryClient();
  const isAdmin = rolesAllow(operator?.roles ?? [], adminApi.freeze.roles);
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const signOut = useMutation({
    mutationFn: () => adminCall(adminBackofficeApi.customerSignOut, { body: { userId, reason: reason.trim() } }),
    onSuccess: (result) => {
      setOpen(false);
      setReason('');
      notify(t('backoffice.customer.signOutDone', { count: result.revoked }));
      void queryClient.invalidateQueries({ queryKey: customerKey(userId) });
    },
  });
  const c = (key: string) => t(`backoffice.customer.${key}`);
  return (
    <section className="card card-pad section-gap" data-testid="customer-sessions">
      <h2 className="card-title">
        {c('sessions')}
        {isAdmin && (
          <button type="button" className="btn btn-small btn-danger" onClick={() => setOpen(true)} data-testid="customer-sign-out">
            {c('signOut')}
          </button>
        )}
      </h2>
      {view.sessions.length === 0 ? (
        <p className="muted">{c('none')}</p>
      ) : (
        <table className="table">
          <thead>
            <tr>
              <th>{c('started')}</th>
              <th>{c('expires')}</th>
              <th>{c('ip')}</th>
              <th>{c('status')}</th>
            </tr>
          </thead>
          <tbody>
            {view.sessions.map((s) => (
              <tr key={s.id}>
                <td className="num nowrap">{formatDateTime(s.createdAt)}</td>
                <td className="num nowrap">{formatDateTime(s.revokedAt ?? s.expiresAt)}</td>
                <td className="num">{s.ip ?? '—'}</td>
                <td>
                  <Badge tone={s.live ? 'good' : 'neutral'}>{s.live ? c('live') : c('ended')}</Badge>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {open && (
        <Modal
          title={t('backoffice.customer.signOutTitle', { user: view.profile.username })}
          onClose={() => setOpen(false)}
          testId="customer-sign-out-dialog"
          footer={
            <>
              <button type="button" className="btn" onClick={() => setOpen(false)}>
                {t('common.cancel')}
              </button>
              <button type="button" className="btn btn-danger" disabled={signOut.isPending || reason.trim().length < 2} onClick={() => signOut.mutate()} data-testid="customer-sign-out-confirm">
                {c('signOut')}
              </button>
            </>
          }
        >
          <p className="muted">{c('signOutHint')}</p>
          <textarea value={reason} onChange={(e) => setReason(e.target.value)} maxLength={200} rows={3} data-testid="customer-sign-out-reason" />
          {signOut.isError && <div className="form-error">{errorText(signOut.error, t('common.networkError'))}</div>}
        </Modal>
      )}
    </section>
  );
}
