import type { NoticeNewEventData, NoticeUnreadEventData } from '@app/contracts';
import { useEffect } from 'react';
import { queryClient } from '../../api/query-client.ts';
import { usePushEvent, usePushState } from '../../push/live.ts';
import { noticeKeys } from '../../screens/notice/queries.ts';
import { accountKeys, useUnreadCount } from '../../screens/profile/queries.ts';
import { useSession } from '../../state/session.ts';

/** The unread count shown in a badge: nothing for a guest or zero, "99+" past 99. */
export function badgeText(count: number | undefined): string | undefined {
  if (!count || count <= 0) return undefined;
  return count > 99 ? '99+' : String(count);
}

/**
 * Keeps the unread notices count (accountKeys.unread(), the same query the account page
 * reads) current from the push socket: `message.new` brings the new count (or, for a
 * notice to everybody, one more), `notice.unread` the count after reading in any tab or
 * device, and a reconnect refetches what may have been missed. Mount it once (TabBadges).
 */
export function useLiveUnreadCount(): number | undefined {
  const { token } = useSession();
  const loggedIn = Boolean(token);
  const unread = useUnreadCount();

  usePushEvent(
    'message.new',
    (data) => {
      const event = data as NoticeNewEventData;
      if (typeof event.unreadCount === 'number') queryClient.setQueryData(accountKeys.unread(), event.unreadCount);
      else if (queryClient.getQueryData(accountKeys.unread()) !== undefined) queryClient.setQueryData<number>(accountKeys.unread(), (n) => (n ?? 0) + 1);
      else void queryClient.invalidateQueries({ queryKey: accountKeys.unread() });
      void queryClient.invalidateQueries({ queryKey: noticeKeys.list() });
    },
    loggedIn,
  );
  usePushEvent(
    'notice.unread',
    (data) => {
      queryClient.setQueryData(accountKeys.unread(), (data as NoticeUnreadEventData).unreadCount);
      void queryClient.invalidateQueries({ queryKey: noticeKeys.list() });
    },
    loggedIn,
  );

  // On every (re)connect: events may have been missed while the socket was away.
  const state = usePushState();
  useEffect(() => {
    if (state === 'open' && loggedIn) void queryClient.invalidateQueries({ queryKey: accountKeys.unread() });
  }, [state, loggedIn]);

  return loggedIn ? unread.data : undefined;
}
