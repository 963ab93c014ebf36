import { adminApi, type KycSubmission } from '@app/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { adminCall, queryClient } from '../api.ts';
import { ReviewActions } from '../components/ReviewActions.tsx';
import { AuthImage, Badge, errorText, KYC_TONE, LoadFailed, Loading, Modal, notify, PageHeader } from '../components/ui.tsx';
import { formatDateTime } from '../format.ts';
import { useT } from '../i18n.ts';
import { adminKeys } from '../queries.ts';
import { hrefOf } from '../router.ts';
import { RevealValue } from './backoffice/Reveal.tsx';

/** Private fields: masked by the server, shown on a deliberate (audited) reveal. */
const PRIVATE = ['documentNumber', 'bankAccount', 'officeAddress', 'phone'] as const;
const isPrivate = (key: string): key is (typeof PRIVATE)[number] => (PRIVATE as readonly string[]).includes(key);

const QUICK_REASONS = ['blurry', 'mismatch', 'expired', 'incomplete'] as const;

export function KycDetailPage({ id }: { id: number }) {
  const { t } = useT();
  const detail = useQuery({ queryKey: adminKeys.kycDetail(id), queryFn: ({ signal }) => adminCall(adminApi.kycDetail, {}, { id }, signal) });
  const [dialog, setDialog] = useState<'approve' | 'reject'>();
  const [reason, setReason] = useState('');
  const [dialogError, setDialogError] = useState<string>();

  const done = (result: KycSubmission, message: string) => {
    queryClient.setQueryData(adminKeys.kycDetail(id), result);
    void queryClient.invalidateQueries({ queryKey: adminKeys.kyc() });
    void queryClient.invalidateQueries({ queryKey: adminKeys.users() });
    setDialog(undefined);
    setReason('');
    notify(message);
  };
  const approve = useMutation({
    mutationFn: () => adminCall(adminApi.kycApprove, { body: { id } }),
    onSuccess: (result) => done(result, t('kyc.approved')),
    onError: (error) => setDialogError(errorText(error, t('common.networkError'))),
  });
  const reject = useMutation({
    mutationFn: () => adminCall(adminApi.kycReject, { body: { id, reason: reason.trim() } }),
    onSuccess: (result) => done(result, t('kyc.rejected')),
    onError: (error) => setDialogError(errorText(error, t('common.networkError'))),
  });

  const back = (
    <a className="btn" href={hrefOf('kyc')} data-testid="kyc-back">
      ← {t('common.back')}
    </a>
  );
  if (detail.isError && !detail.data)
    return (
      <>
        <PageHeader title={t('kyc.detailTitle', { id })} actions={back} />
        <LoadFailed error={detail.error} onRetry={() => void detail.refetch()} />
      </>
    );
  if (!detail.data) return <Loading />;
  const s = detail.data;
  const pending = s.status === 'pending';
  const open = (which: 'approve' | 'reject') => {
    setDialogError(undefined);
    setDialog(which);
  };
  const images = [
    ...(s.frontImage ? [{ key: 'front', url: s.frontImage }] : []),
    ...(s.backImage ? [{ key: 'back', url: s.backImage }] : []),
    ...(s.licenseImage ? [{ key: 'license', url: s.licenseImage }] : []),
  ];
  const facts: [string, string | undefined][] =
    s.kind === 'company' && s.company
      ? [
          ['fullName', s.company.fullName],
          ['licenseNumber', s.company.licenseNumber],
          ['officeAddress', s.company.officeAddress],
          ['bankAccount', s.company.bankAccount],
          ['registrationPlace', s.company.registrationPlace],
          ['officerInfo', s.company.officerInfo],
          ['phone', s.company.phone],
        ]
      : [
          ['firstName', s.firstName],
          ['lastName', s.lastName],
          ['documentType', s.documentType ? t(`kyc.docType.${s.documentType}`) : undefined],
          ['documentNumber', s.documentNumber],
          ['country', s.country],
        ];

  return (
    <>
      <PageHeader
        title={t('kyc.detailTitle', { id })}
        actions={<ReviewActions back={back} reviewable={pending} prefix="kyc" rejectLabel={t('kyc.reject')} approveLabel={t('kyc.approve')} onOpen={open} />}
      />
      <div className="detail-grid">
        <section className="card">
          <h2 className="card-title">
            {t('kyc.applicant')}
            <Badge tone={KYC_TONE[s.status]} testId="kyc-detail-status">
              {t(`kyc.status.${s.status}`)}
            </Badge>
          </h2>
          <dl className="facts">
            <dt>{t('kyc.field.userId')}</dt>
            <dd>
              <a href={hrefOf('users', s.userId)} data-testid="kyc-user-link">
                #{s.userId} · {s.username}
              </a>
            </dd>
            <dt>{t('kyc.field.email')}</dt>
            <dd>{s.email}</dd>
            <dt>{t('kyc.field.accountType')}</dt>
            <dd>{t(`kyc.accountType.${s.accountType}`)}</dd>
            <dt>{t('kyc.field.submittedAt')}</dt>
            <dd className="num">{formatDateTime(s.submittedAt)}</dd>
            {s.reviewedAt && (
              <>
                <dt>{t('kyc.field.reviewedAt')}</dt>
                <dd className="num">{formatDateTime(s.reviewedAt)}</dd>
                <dt>{t('kyc.field.reviewedBy')}</dt>
                <dd>{s.reviewedBy ?? '—'}</dd>
              </>
            )}
            {s.reason && (
              <>
                <dt>{t('kyc.field.reason')}</dt>
                <dd className="text-bad" data-testid="kyc-detail-reason">
                  {s.reason}
                </dd>
              </>
            )}
          </dl>
          <h3 className="card-subtitle">{t('kyc.data')}</h3>
          <dl className="facts" data-testid="kyc-detail-data">
            {facts.map(([key, value]) =>
              isPrivate(key) ? (
                <PrivateRow key={key} label={t(`kyc.field.${key}`)}>
                  <RevealValue masked={value} target={{ type: 'kyc', id: s.id, field: key }} allowed />
                </PrivateRow>
              ) : (
                <FactRow key={key} label={t(`kyc.field.${key}`)} value={value} />
              ),
            )}
          </dl>
          {!pending && <p className="muted small">{t('kyc.reviewedNote')}</p>}
        </section>
        <section className="card">
          <h2 className="card-title">{t('kyc.images')}</h2>
          {images.length === 0 && (
            <p className="muted" data-testid="kyc-no-images">
              {t('backoffice.noImages')}
            </p>
          )}
          <div className="images">
            {images.map((image) => (
              <figure key={image.key}>
                <AuthImage url={image.url} alt={t(`kyc.image.${image.key}`)} testId={`kyc-image-${image.key}`} />
                <figcaption>{t(`kyc.image.${image.key}`)}</figcaption>
              </figure>
            ))}
          </div>
        </section>
      </div>

      {dialog === 'approve' && (
        <Modal
          title={t('kyc.approve')}
          onClose={() => setDialog(undefined)}
          testId="kyc-approve-dialog"
          footer={
            <>
              <button type="button" className="btn" onClick={() => setDialog(undefined)}>
                {t('common.cancel')}
              </button>
              <button type="button" className="btn btn-primary" disabled={approve.isPending} onClick={() => approve.mutate()} data-testid="kyc-approve-confirm">
                {t('kyc.approve')}
              </button>
            </>
          }
        >
          <p>{t('kyc.approveConfirm', { user: s.username })}</p>
          {dialogError && <div className="form-error">{dialogError}</div>}
        </Modal>
      )}
      {dialog === 'reject' && (
        <Modal
          title={t('kyc.rejectTitle')}
          onClose={() => setDialog(undefined)}
          testId="kyc-reject-dialog"
          footer={
            <>
              <button type="button" className="btn" onClick={() => setDialog(undefined)}>
                {t('common.cancel')}
              </button>
              <button type="button" className="btn btn-danger" disabled={reject.isPending || reason.trim().length < 2} onClick={() => reject.mutate()} data-testid="kyc-reject-confirm">
                {t('kyc.reject')}
              </button>
            </>
          }
        >
          <p className="muted">{t('kyc.rejectHint')}</p>
          <div className="chips">
            {QUICK_REASONS.map((key) => (
              <button key={key} type="button" className="chip" onClick={() => setReason(t(`kyc.quickReasons.${key}`))} data-testid={`kyc-reason-${key}`}>
                {t(`kyc.quickReasons.${key}`)}
              </button>
            ))}
          </div>
          <textarea value={reason} onChange={(e) => setReason(e.target.value)} placeholder={t('kyc.reasonPlaceholder')} maxLength={200} rows={3} data-testid="kyc-reject-reason" />
          {dialogError && <div className="form-error">{dialogError}</div>}
        </Modal>
      )}
    </>
  );
}

function PrivateRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </>
  );
}

function FactRow({ label, value }: { label: string; value: string | undefined }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{value || '—'}</dd>
    </>
  );
}
