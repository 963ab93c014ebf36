import { adminApi, rolesAllow, type AdminUser } from '@app/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { adminCall, queryClient } from '../api.ts';
import { Badge, errorText, KYC_TONE, LoadFailed, Loading, Modal, notify, PageHeader } from '../components/ui.tsx';
import { formatDateTime } from '../format.ts';
import { useT } from '../i18n.ts';
import { adminKeys } from '../queries.ts';
import { hrefOf } from '../router.ts';
import { useOperatorSession } from '../session.ts';
import { UserNotesCard } from './backoffice/UserNotes.tsx';

export function UserDetailPage({ id }: { id: number }) {
  const { t } = useT();
  const { operator } = useOperatorSession();
  const isAdmin = rolesAllow(operator?.roles ?? [], adminApi.freeze.roles);
  const user = useQuery({ queryKey: adminKeys.userDetail(id), queryFn: ({ signal }) => adminCall(adminApi.userDetail, {}, { id }, signal) });
  const [dialog, setDialog] = useState<'freeze' | 'unfreeze'>();
  const [reason, setReason] = useState('');
  const [dialogError, setDialogError] = useState<string>();

  const done = (result: AdminUser, message: string) => {
    queryClient.setQueryData(adminKeys.userDetail(id), result);
    void queryClient.invalidateQueries({ queryKey: adminKeys.users() });
    setDialog(undefined);
    setReason('');
    notify(message);
  };
  const freeze = useMutation({
    mutationFn: () => adminCall(adminApi.freeze, { body: { userId: id, reason: reason.trim() } }),
    onSuccess: (result) => done(result, t('users.frozenDone')),
    onError: (error) => setDialogError(errorText(error, t('common.networkError'))),
  });
  const unfreeze = useMutation({
    mutationFn: () => adminCall(adminApi.unfreeze, { body: { userId: id } }),
    onSuccess: (result) => done(result, t('users.unfrozenDone')),
    onError: (error) => setDialogError(errorText(error, t('common.networkError'))),
  });

  const back = (
    <a className="btn" href={hrefOf('users')} data-testid="user-back">
      ← {t('common.back')}
    </a>
  );
  if (user.isError && !user.data)
    return (
      <>
        <PageHeader title={t('users.detailTitle', { id })} actions={back} />
        <LoadFailed error={user.error} onRetry={() => void user.refetch()} />
      </>
    );
  if (!user.data) return <Loading />;
  const u = user.data;
  const open = (which: 'freeze' | 'unfreeze') => {
    setDialogError(undefined);
    setDialog(which);
  };

  return (
    <>
      <PageHeader
        title={t('users.detailTitle', { id })}
        actions={
          <>
            {back}
            <button
              type="button"
              className={`btn ${u.frozen ? 'btn-primary' : 'btn-danger'}`}
              disabled={!isAdmin}
              title={isAdmin ? undefined : t('users.adminOnlyAction')}
              onClick={() => open(u.frozen ? 'unfreeze' : 'freeze')}
              data-testid={u.frozen ? 'user-unfreeze' : 'user-freeze'}
            >
              {t(u.frozen ? 'users.unfreeze' : 'users.freeze')}
            </button>
          </>
        }
      />
      <section className="card narrow">
        <h2 className="card-title">
          {u.username}
          {u.frozen ? <Badge tone="bad" testId="user-state">{t('users.frozen')}</Badge> : <Badge tone="good" testId="user-state">{t('users.active')}</Badge>}
        </h2>
        <dl className="facts">
          <dt>{t('kyc.field.userId')}</dt>
          <dd className="num">#{u.userId}</dd>
          <dt>{t('kyc.field.email')}</dt>
          <dd>{u.email}</dd>
          <dt>{t('kyc.field.accountType')}</dt>
          <dd>{t(`kyc.accountType.${u.accountType}`)}</dd>
          <dt>KYC</dt>
          <dd>
            <Badge tone={KYC_TONE[u.kycStatus]}>{t(`kyc.status.${u.kycStatus}`)}</Badge>
          </dd>
          <dt>{t('users.field.invitationCode')}</dt>
          <dd className="num">{u.invitationCode}</dd>
          <dt>{t('users.field.payPassword')}</dt>
          <dd>{t(u.payPasswordSet ? 'users.set' : 'users.notSet')}</dd>
          {u.twoFactorEnabled !== undefined && (
            <>
              <dt>{t('users.field.twoFactor')}</dt>
              <dd data-testid="user-twofactor">{t(u.twoFactorEnabled ? 'users.twoFactorOn' : 'users.twoFactorOff')}</dd>
            </>
          )}
          <dt>{t('users.col.created')}</dt>
          <dd className="num">{formatDateTime(u.createdAt)}</dd>
          <dt>{t('users.col.lastLogin')}</dt>
          <dd className="num">{u.lastLoginAt ? formatDateTime(u.lastLoginAt) : t('users.never')}</dd>
          {u.frozen && (
            <>
              <dt>{t('users.field.frozenReason')}</dt>
              <dd className="text-bad">{u.frozenReason ?? '—'}</dd>
            </>
          )}
        </dl>
        {!isAdmin && <p className="muted small">{t('users.adminOnlyAction')}</p>}
      </section>
      <UserNotesCard userId={u.userId} />

      {dialog === 'freeze' && (
        <Modal
          title={t('users.freezeTitle', { user: u.username })}
          onClose={() => setDialog(undefined)}
          testId="user-freeze-dialog"
          footer={
            <>
              <button type="button" className="btn" onClick={() => setDialog(undefined)}>
                {t('common.cancel')}
              </button>
              <button type="button" className="btn btn-danger" disabled={freeze.isPending || reason.trim().length < 2} onClick={() => freeze.mutate()} data-testid="user-freeze-confirm">
                {t('users.freeze')}
              </button>
            </>
          }
        >
          <p className="muted">{t('users.freezeHint')}</p>
          <textarea value={reason} onChange={(e) => setReason(e.target.value)} placeholder={t('kyc.reasonPlaceholder')} maxLength={200} rows={3} data-testid="user-freeze-reason" />
          {dialogError && <div className="form-error">{dialogError}</div>}
        </Modal>
      )}
      {dialog === 'unfreeze' && (
        <Modal
          title={t('users.unfreeze')}
          onClose={() => setDialog(undefined)}
          testId="user-unfreeze-dialog"
          footer={
            <>
              <button type="button" className="btn" onClick={() => setDialog(undefined)}>
                {t('common.cancel')}
              </button>
              <button type="button" className="btn btn-primary" disabled={unfreeze.isPending} onClick={() => unfreeze.mutate()} data-testid="user-unfreeze-confirm">
                {t('users.unfreeze')}
              </button>
            </>
          }
        >
          <p>{t('users.unfreezeConfirm', { user: u.username })}</p>
          {dialogError && <div className="form-error">{dialogError}</div>}
        </Modal>
      )}
    </>
  );
}
