import { useDashboard, useLiveBadges } from './queries.ts';

/** Sidebar pages with a count (open items of their queue). */
const QUEUE_OF_PAGE: Record<string, 'kyc' | 'deposits' | 'withdrawals' | 'serviceApplications' | 'chat'> = {
  kyc: 'kyc',
  deposits: 'deposits',
  withdrawals: 'withdrawals',
  chat: 'chat',
};

/** The open-item count of a sidebar page (red when its oldest item is past its service level). */
export function NavBadge({ page }: { page: string }) {
  const which = QUEUE_OF_PAGE[page];
  useLiveBadges();
  const dashboard = useDashboard();
  if (!which || !dashboard.data) return null;
  const queue = dashboard.data.queues.find((q) => q.key === which);
  const count = which === 'chat' ? dashboard.data.openChats : (queue?.count ?? 0);
  if (count === 0) return null;
  return (
    <span className={`nav-badge ${queue?.overdue ? 'nav-badge-overdue' : ''}`} data-testid={`nav-badge-${page}`}>
      {count > 999 ? '999+' : count}
    </span>
  );
}
