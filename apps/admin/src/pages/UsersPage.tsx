import { adminApi } from '@app/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { adminCall } from '../api.ts';
import { PagedTable, pageNumOf } from '../components/PagedTable.tsx';
import { Badge, KYC_TONE, PageHeader } from '../components/ui.tsx';
import { formatDateTime } from '../format.ts';
import { useT } from '../i18n.ts';
import { adminKeys } from '../queries.ts';
import { navigate, type AdminRoute } from '../router.ts';

const PAGE_SIZE = 20;
const FROZEN = ['all', 'true', 'false'] as const;

export function UsersPage({ route }: { route: AdminRoute }) {
  const { t } = useT();
  const keyword = route.query.keyword ?? '';
  const frozen = (FROZEN as readonly string[]).includes(route.query.frozen ?? '') ? (route.query.frozen as (typeof FROZEN)[number]) : 'all';
  const pageNum = pageNumOf(route.query.page);
  const [draft, setDraft] = useState(keyword);
  const list = useQuery({
    queryKey: adminKeys.userList(keyword, frozen, pageNum),
    queryFn: ({ signal }) =>
      adminCall(adminApi.userList, { query: { keyword: keyword || undefined, frozen: frozen === 'all' ? undefined : frozen, pageNum, pageSize: PAGE_SIZE } }, {}, signal),
    placeholderData: keepPreviousData,
  });
  const search = (event: FormEvent) => {
    event.preventDefault();
    navigate('users', undefined, { keyword: draft.trim(), frozen: frozen === 'all' ? undefined : frozen });
  };

  return (
    <>
      <PageHeader title={t('users.title')} subtitle={t('users.subtitle')} />
      <form className="toolbar" onSubmit={search} role="search">
        <input type="search" value={draft} onChange={(e) => setDraft(e.target.value)} placeholder={t('users.keyword')} maxLength={100} data-testid="users-keyword" />
        <select value={frozen} onChange={(e) => navigate('users', undefined, { keyword, frozen: e.target.value === 'all' ? undefined : e.target.value })} aria-label={t('users.col.state')} data-testid="users-frozen">
          {FROZEN.map((value) => (
            <option key={value} value={value}>
              {t(`users.frozenFilter.${value}`)}
            </option>
          ))}
        </select>
        <button type="submit" className="btn btn-primary" data-testid="users-search">
          {t('common.search')}
        </button>
      </form>
      <PagedTable
        query={list}
        testId="users-table"
        columns={[t('users.col.id'), t('users.col.username'), t('users.col.email'), t('users.col.type'), t('users.col.kyc'), t('users.col.state'), t('users.col.created'), t('users.col.lastLogin')]}
        row={(user) => (
          <tr key={user.userId} className="row-link" onClick={() => navigate('users', user.userId)} data-testid={`user-row-${user.userId}`}>
            <td className="num">#{user.userId}</td>
            <td>
              <strong>{user.username}</strong>
            </td>
            <td>{user.email}</td>
            <td>{t(`kyc.accountType.${user.accountType}`)}</td>
            <td>
              <Badge tone={KYC_TONE[user.kycStatus]}>{t(`kyc.status.${user.kycStatus}`)}</Badge>
            </td>
            <td>{user.frozen ? <Badge tone="bad">{t('users.frozen')}</Badge> : <Badge tone="good">{t('users.active')}</Badge>}</td>
            <td className="num nowrap">{formatDateTime(user.createdAt)}</td>
            <td className="num nowrap">{user.lastLoginAt ? formatDateTime(user.lastLoginAt) : t('users.never')}</td>
          </tr>
        )}
        pageNum={pageNum}
        pageSize={PAGE_SIZE}
        onPage={(page) => navigate('users', undefined, { keyword, frozen: frozen === 'all' ? undefined : frozen, page })}
      />
    </>
  );
}
