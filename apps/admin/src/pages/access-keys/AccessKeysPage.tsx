import { ACCESS_KEY_PRODUCTS, accessKeysApi, rolesAllow, type AccessKeyProduct, type AccessKeyView } from '@app/contracts';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { adminCall, queryClient } from '../../api.ts';
import { Badge, Empty, errorText, LoadFailed, Loading, Modal, notify, PageHeader, Pager } from '../../components/ui.tsx';
import { formatDateTime } from '../../format.ts';
import { useT } from '../../i18n.ts';
import { hrefOf, navigate, type AdminRoute } from '../../router.ts';
import { useOperatorSession } from '../../session.ts';
import './access-keys.css';

const PAGE_SIZE = 20;
const STATUSES = ['active', 'expired', 'revoked', 'used_up'] as const;
type Status = (typeof STATUSES)[number];
const TONE = { active: 'good', expired: 'neutral', revoked: 'bad', used_up: 'info' } as const;

export const accessKeyKeys = {
  all: ['admin', 'access-keys'] as const,
  list: (product: string, status: string, page: number) => [...accessKeyKeys.all, 'list', product, status, page] as const,
  uses: (page: number) => [...accessKeyKeys.all, 'uses', page] as const,
};

const isProduct = (value: string | undefined): value is AccessKeyProduct => ACCESS_KEY_PRODUCTS.includes(value as AccessKeyProduct);
const isStatus = (value: string | undefined): value is Status => STATUSES.includes(value as Status);

/**
 * Access keys (#/access-keys?product=&status=&page=): issue a key (admins; the clear key is
 * shown once, in a dialog), the keys with their uses and state, revoke, and the latest
 * checks and uses of every key.
 */
export function AccessKeysPage({ route }: { route: AdminRoute }) {
  const { t } = useT();
  const { operator } = useOperatorSession();
  const isAdmin = rolesAllow(operator?.roles ?? [], accessKeysApi.adminIssue.roles);
  const product = isProduct(route.query.product) ? route.query.product : undefined;
  const status = isStatus(route.query.status) ? route.query.status : undefined;
  const pageNum = Math.max(1, Number(route.query.page) || 1);
  const [issued, setIssued] = useState<{ key: string; accessKey: AccessKeyView }>();

  const keys = useQuery({
    queryKey: accessKeyKeys.list(product ?? '', status ?? '', pageNum),
    queryFn: ({ signal }) => adminCall(accessKeysApi.adminList, { query: { pageNum, pageSize: PAGE_SIZE, ...(product ? { product } : {}), ...(status ? { status } : {}) } }, {}, signal),
    placeholderData: keepPreviousData,
  });
  const revoke = useMutation({
    mutationFn: (id: number) => adminCall(accessKeysApi.adminRevoke, { body: { id } }),
    onSuccess: () => {
      notify(t('accessKeys.revoked'));
      void queryClient.invalidateQueries({ queryKey: accessKeyKeys.all });
    },
    onError: (e) => notify(errorText(e, t('common.loadFailed')), 'bad'),
  });
  const filter = (next: { product?: string | undefined; status?: string | undefined }) =>
    navigate('access-keys', undefined, { product: 'product' in next ? next.product : product, status: 'status' in next ? next.status : status });

  return (
    <>
      <PageHeader title={t('accessKeys.title')} subtitle={t('accessKeys.subtitle')} />
      {isAdmin ? <IssueForm onIssued={setIssued} /> : <p className="muted small">{t('accessKeys.adminOnly')}</p>}

      <div className="toolbar">
        <select value={product ?? ''} onChange={(e) => filter({ product: e.target.value || undefined })} aria-label={t('accessKeys.col.product')} data-testid="keys-filter-product">
          <option value="">{t('accessKeys.all')}</option>
          {ACCESS_KEY_PRODUCTS.map((p) => (
            <option key={p} value={p}>
              {t(`accessKeys.products.${p}`)}
            </option>
          ))}
        </select>
        <select value={status ?? ''} onChange={(e) => filter({ status: e.target.value || undefined })} aria-label={t('accessKeys.col.status')} data-testid="keys-filter-status">
          <option value="">{t('accessKeys.all')}</option>
          {STATUSES.map((s) => (
            <option key={s} value={s}>
              {t(`accessKeys.status.${s}`)}
            </option>
          ))}
        </select>
      </div>
      <section className="card">
        {keys.isError && !keys.data ? (
          <LoadFailed error={keys.error} onRetry={() => void keys.refetch()} />
        ) : !keys.data ? (
          <Loading />
        ) : keys.data.list.length === 0 ? (
          <Empty />
        ) : (
          <>
            <table className="table" data-testid="keys-table">
              <thead>
                <tr>
                  <th>{t('accessKeys.col.id')}</th>
                  <th>{t('accessKeys.col.product')}</th>
                  <th>{t('accessKeys.col.key')}</th>
                  <th>{t('accessKeys.col.label')}</th>
                  <th>{t('accessKeys.col.uses')}</th>
                  <th>{t('accessKeys.col.user')}</th>
                  <th>{t('accessKeys.col.expires')}</th>
                  <th>{t('accessKeys.col.status')}</th>
                  <th>{t('accessKeys.col.created')}</th>
                  <th>{t('accessKeys.col.actions')}</th>
                </tr>
              </thead>
              <tbody>
                {keys.data.list.map((key) => (
                  <tr key={key.id} data-testid={`key-row-${key.id}`}>
                    <td className="num">{key.id}</td>
                    <td>
                      {t(`accessKeys.products.${key.product}`)}
                      {key.scope ? <span className="muted small"> · {key.scope}</span> : null}
                    </td>
                    <td className="access-key-prefix">{key.prefix}…</td>
                    <td>{key.label ?? '—'}</td>
                    <td className="num">
                      {key.uses} / {key.maxUses}
                    </td>
                    <td>{key.userId ? <a href={hrefOf('users', key.userId)}>#{key.userId}</a> : t('accessKeys.anyone')}</td>
                    <td className="nowrap num">{key.expiresAt ? formatDateTime(key.expiresAt) : t('accessKeys.never')}</td>
                    <td>
                      <Badge tone={TONE[key.status]} testId={`key-status-${key.id}`}>
                        {t(`accessKeys.status.${key.status}`)}
                      </Badge>
                    </td>
                    <td className="nowrap num">
                      {formatDateTime(key.createdAt)}
                      {key.createdBy ? <div className="muted small">{key.createdBy}</div> : null}
                    </td>
                    <td>
                      {isAdmin && key.status !== 'revoked' ? (
                        <button
                          type="button"
                          className="btn btn-small btn-danger"
                          disabled={revoke.isPending}
                          onClick={() => {
                            if (window.confirm(t('accessKeys.revokeConfirm', { prefix: key.prefix }))) revoke.mutate(key.id);
                          }}
                          data-testid={`key-revoke-${key.id}`}
                        >
                          {t('accessKeys.revoke')}
                        </button>
                      ) : null}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
            <Pager pageNum={pageNum} pageSize={PAGE_SIZE} total={keys.data.total} onPage={(page) => navigate('access-keys', undefined, { product, status, page })} />
          </>
        )}
      </section>

      <RecentUses />

      {issued && (
        <Modal
          title={t('accessKeys.issued')}
          onClose={() => setIssued(undefined)}
          testId="key-issued"
          footer={
            <>
              <button
                type="button"
                className="btn"
                onClick={() => {
                  void navigator.clipboard?.writeText(issued.key).then(() => notify(t('accessKeys.copied')));
                }}
                data-testid="key-copy"
              >
                {t('accessKeys.copy')}
              </button>
              <button type="button" className="btn btn-primary" onClick={() => setIssued(undefined)} data-testid="key-issued-close">
                {t('accessKeys.close')}
              </button>
            </>
          }
        >
          <p className="access-key-clear" data-testid="key-clear">
            {issued.key}
          </p>
          <p className="muted small">{t('accessKeys.showOnce')}</p>
        </Modal>
      )}
    </>
  );
}

function IssueForm({ onIssued }: { onIssued: (issued: { key: string; accessKey: AccessKeyView }) => void }) {
  const { t } = useT();
  const [product, setProduct] = useState<AccessKeyProduct>('placing');
  const [scope, setScope] = useState('');
  const [label, setLabel] = useState('');
  const [maxUses, setMaxUses] = useState('1');
  const [userId, setUserId] = useState('');
  const [expiresAt, setExpiresAt] = useState('');
  const [error, setError] = useState<string>();
  const issue = useMutation({
    mutationFn: () =>
      adminCall(accessKeysApi.adminIssue, {
        body: {
          product,
          maxUses: maxUses === '' ? 1 : Number(maxUses),
          ...(scope.trim() ? { scope: scope.trim() } : {}),
          ...(label.trim() ? { label: label.trim() } : {}),
          ...(userId ? { userId: Number(userId) } : {}),
          ...(expiresAt ? { expiresAt: new Date(expiresAt).getTime() } : {}),
        },
      }),
    onSuccess: (issued) => {
      setError(undefined);
      setScope('');
      setLabel('');
      setUserId('');
      setExpiresAt('');
      onIssued(issued);
      void queryClient.invalidateQueries({ queryKey: accessKeyKeys.all });
    },
    onError: (e) => setError(errorText(e, t('common.loadFailed'))),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    issue.mutate();
  };
  return (
    <form className="card narrow access-key-form" onSubmit={submit} data-testid="key-form">
      <h2 className="card-title">{t('accessKeys.issue')}</h2>
      <div className="access-key-grid">
        <label className="field">
          {t('accessKeys.product')}
          <select value={product} onChange={(e) => setProduct(e.target.value as AccessKeyProduct)} data-testid="key-product">
            {ACCESS_KEY_PRODUCTS.map((p) => (
              <option key={p} value={p}>
                {t(`accessKeys.products.${p}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          {t('accessKeys.scope')}
          <input value={scope} maxLength={64} onChange={(e) => setScope(e.target.value)} data-testid="key-scope" />
        </label>
        <label className="field">
          {t('accessKeys.label')}
          <input value={label} maxLength={100} onChange={(e) => setLabel(e.target.value)} data-testid="key-label" />
        </label>
        <label className="field">
          {t('accessKeys.maxUses')}
          <input inputMode="numeric" value={maxUses} onChange={(e) => setMaxUses(e.target.value.replace(/\D/g, ''))} data-testid="key-max-uses" />
        </label>
        <label className="field">
          {t('accessKeys.userId')}
          <input inputMode="numeric" value={userId} onChange={(e) => setUserId(e.target.value.replace(/\D/g, ''))} data-testid="key-user" />
        </label>
        <label className="field">
          {t('accessKeys.expiresAt')}
          <input type="datetime-local" value={expiresAt} onChange={(e) => setExpiresAt(e.target.value)} data-testid="key-expires" />
        </label>
      </div>
      {error && (
        <div className="form-error" role="alert" data-testid="key-error">
          {error}
        </div>
      )}
      <button type="submit" className="btn btn-primary" disabled={issue.isPending} data-testid="key-issue">
        {t('accessKeys.issue')}
      </button>
    </form>
  );
}

function RecentUses() {
  const { t } = useT();
  const [pageNum, setPageNum] = useState(1);
  const uses = useQuery({
    queryKey: accessKeyKeys.uses(pageNum),
    queryFn: ({ signal }) => adminCall(accessKeysApi.adminUses, { query: { pageNum, pageSize: PAGE_SIZE } }, {}, signal),
    placeholderData: keepPreviousData,
  });
  return (
    <>
      <h2 className="card-subtitle">{t('accessKeys.uses')}</h2>
      <section className="card">
        {uses.isError && !uses.data ? (
          <LoadFailed error={uses.error} onRetry={() => void uses.refetch()} />
        ) : !uses.data ? (
          <Loading />
        ) : uses.data.list.length === 0 ? (
          <Empty />
        ) : (
          <>
            <table className="table" data-testid="key-uses">
              <thead>
                <tr>
                  <th>{t('accessKeys.useCol.at')}</th>
                  <th>{t('accessKeys.useCol.key')}</th>
                  <th>{t('accessKeys.useCol.user')}</th>
                  <th>{t('accessKeys.useCol.ip')}</th>
                  <th>{t('accessKeys.useCol.action')}</th>
                  <th>{t('accessKeys.useCol.outcome')}</th>
                </tr>
              </thead>
              <tbody>
                {uses.data.list.map((use) => (
                  <tr key={use.id}>
                    <td className="nowrap num">{formatDateTime(use.createdAt)}</td>
                    <td className="num">{use.keyId ? `#${use.keyId}` : '—'}</td>
                    <td>{use.userId ? <a href={hrefOf('users', use.userId)}>#{use.userId}</a> : '—'}</td>
                    <td className="num">{use.ip ?? '—'}</td>
                    <td>{t(`accessKeys.action.${use.action}`)}</td>
                    <td>
                      <Badge tone={use.outcome === 'ok' ? 'good' : use.outcome === 'locked' ? 'bad' : 'warn'}>{t(`accessKeys.outcome.${use.outcome}`)}</Badge>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
            <Pager pageNum={pageNum} pageSize={PAGE_SIZE} total={uses.data.total} onPage={setPageNum} />
          </>
        )}
      </section>
    </>
  );
}
