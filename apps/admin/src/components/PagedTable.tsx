import type { ReactNode } from 'react';
import { useT } from '../i18n.ts';
import { Empty, LoadFailed, Loading, Pager } from './ui.tsx';

/** A header cell: its text (none for an actions column) and an optional class. */
export type Column = string | { label?: string; className?: string };

/** What a paged list query gives (a react-query result fits). */
export interface PagedQuery<Row> {
  isError: boolean;
  error: unknown;
  data: { list: Row[]; total: number; totalEstimated?: boolean | undefined } | undefined;
  refetch: () => unknown;
}

/** A list card: load error with retry, loading, empty, or the table with its rows and the pager. */
export function PagedTable<Row>({
  query,
  testId,
  columns,
  row,
  pageNum,
  pageSize,
  onPage,
}: {
  query: PagedQuery<Row>;
  testId: string;
  columns: Column[];
  row: (row: Row) => ReactNode;
  pageNum: number;
  pageSize: number;
  onPage: (page: number) => void;
}) {
  return (
    <section className="card">
      {query.isError && !query.data ? (
        <LoadFailed error={query.error} onRetry={() => void query.refetch()} />
      ) : !query.data ? (
        <Loading />
      ) : query.data.list.length === 0 ? (
        <Empty />
      ) : (
        <>
          <table className="table" data-testid={testId}>
            <thead>
              <tr>
                {columns.map((column, i) =>
                  typeof column === 'string' ? (
                    <th key={i}>{column}</th>
                  ) : (
                    <th key={i} className={column.className}>
                      {column.label}
                    </th>
                  ),
                )}
              </tr>
            </thead>
            <tbody>{query.data.list.map((item) => row(item))}</tbody>
          </table>
          <Pager pageNum={pageNum} pageSize={pageSize} total={query.data.total} estimated={query.data.totalEstimated} onPage={onPage} />
        </>
      )}
    </section>
  );
}

/** Status tabs as links; the current one shows the list's total when given. */
export function StatusTabs<S extends string>({
  statuses,
  current,
  href,
  label,
  testId,
  total,
}: {
  statuses: readonly S[];
  current: S;
  href: (status: S) => string;
  label: (status: S) => string;
  testId: string;
  total?: number;
}) {
  return (
    <div className="tabs" role="tablist">
      {statuses.map((s) => (
        <a key={s} role="tab" aria-selected={s === current} className={`tab ${s === current ? 'tab-active' : ''}`} href={href(s)} data-testid={`${testId}-tab-${s}`}>
          {label(s)}
          {s === current && total !== undefined ? <span className="tab-count">{total}</span> : null}
        </a>
      ))}
    </div>
  );
}

export function RefreshButton({ onRefresh, testId }: { onRefresh: () => unknown; testId: string }) {
  const { t } = useT();
  return (
    <button type="button" className="btn" onClick={() => void onRefresh()} data-testid={testId}>
      {t('common.refresh')}
    </button>
  );
}

/** The page number of a list route (`?page=`), 1 when absent or not a number. */
export const pageNumOf = (page: string | undefined): number => Math.max(1, Number(page) || 1);
