import { adminApi, adminBackofficeApi, rolesAllow, type CustomerView } from '@app/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { adminCall } from '../../api.ts';
import { Badge, errorText, LoadFailed, Loading, Modal, notify } from '../../components/ui.tsx';
import { formatDateTime } from '../../format.ts';
import { useT } from '../../i18n.ts';
import { hrefOf } from '../../router.ts';
import { useOperatorSession } from '../../session.ts';
import { UserDetailPage } from '../UserDetailPage.tsx';
import { AreaSections } from './AreaSections.tsx';
import { AuditPart, BalancesPart, DepositsPart, KycPart, NoticesPart, OrdersPart, PositionsPart, TransfersPart, WithdrawalsPart } from './CustomerParts.tsx';
import '../dashboard/dashboard.css';
import '../engagement/engagement.css';

export const customerKey = (id: number) => ['admin', 'backoffice', 'customer', id] as const;

/**
 * One page per customer (issue 20): the profile with freeze/unfreeze and notes (the user
 * page), then every part the server answers for the operator's roles — KYC, balances,
 * positions, orders, each product area's section (registered by the area on the server),
 * money movements, sessions (sign out everywhere), notices, the chat history, and the audit
 * trail of the customer and their objects.
 */
export function CustomerPage({ id }: { id: number }) {
  return (
    <>
      <UserDetailPage id={id} />
      <CustomerSections id={id} />
    </>
  );
}

function CustomerSections({ id }: { id: number }) {
  // Always fresh on opening: a review done elsewhere shows at once.
  const view = useQuery({ queryKey: customerKey(id), queryFn: ({ signal }) => adminCall(adminBackofficeApi.customer, {}, { id }, signal), refetchOnMount: 'always' });
  if (view.isError && !view.data) return <LoadFailed error={view.error} onRetry={() => void view.refetch()} />;
  if (!view.data) return <Loading />;
  const v = view.data;
  return (
    <div data-testid="customer-view">
      <KycPart v={v} />
      <BalancesPart v={v} />
      <PositionsPart v={v} />
      <OrdersPart v={v} />
      <AreaSections sections={v.sections} />
      <DepositsPart v={v} />
      <WithdrawalsPart v={v} />
      <TransfersPart v={v} />
      <Sessions view={v} userId={id} />
      <NoticesPart v={v} />
      <ChatHistory view={v} />
      <AuditPart v={v} />
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
