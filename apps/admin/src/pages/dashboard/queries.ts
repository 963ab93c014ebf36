import { adminBackofficeApi, BACKOFFICE_SOCKET_PATH, type BadgesMessage, type Dashboard } from '@app/contracts';
import { ReconnectingSocket, socketUrl } from '@app/socket';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { adminCall } from '../../api.ts';
import { operatorSession } from '../../session.ts';

export const dashboardKey = () => ['admin', 'backoffice', 'dashboard'] as const;

/**
 * The dashboard's figures, shared by the page and the navigation badges. The counts are
 * pushed over the back office's socket (useLiveBadges); the call itself is refreshed every
 * 2 minutes (today's money, reconciliation, jobs) and whenever the socket reconnects.
 */
export function useDashboard() {
  return useQuery({
    queryKey: dashboardKey(),
    queryFn: ({ signal }) => adminCall(adminBackofficeApi.dashboard, {}, {}, signal),
    refetchInterval: 120_000,
    staleTime: 10_000,
  });
}

type ServerMessage = BadgesMessage | { type: 'pong' };

let users = 0;
let socket: ReconnectingSocket<ServerMessage> | null = null;

/** One socket for every badge on the page: the server pushes the queue counts when they change. */
export function useLiveBadges(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const token = operatorSession.token();
    if (!token) return;
    users++;
    if (!socket) {
      socket = new ReconnectingSocket<ServerMessage>({
        url: () => socketUrl(BACKOFFICE_SOCKET_PATH),
        heartbeatMs: 25_000,
        ping: { op: 'ping' },
        onOpen: (s) => s.send({ op: 'auth', token: operatorSession.token() ?? token }),
        onMessage: (message) => {
          if (message.type !== 'badges') return;
          const before = queryClient.getQueryData<Dashboard>(dashboardKey());
          const changed = !before || before.openChats !== message.openChats || message.queues.some((p) => before.queues.find((q) => q.key === p.key)?.count !== p.count);
          queryClient.setQueryData<Dashboard>(dashboardKey(), (old) =>
            old
              ? {
                  ...old,
                  queues: old.queues.map((q) => {
                    const pushed = message.queues.find((p) => p.key === q.key);
                    return pushed ? { ...q, count: pushed.count, overdue: pushed.overdue } : q;
                  }),
                  openChats: message.openChats,
                }
              : old,
          );
          // The counts show at once; the tiles' oldest items and today's figures follow from the call.
          if (changed) void queryClient.invalidateQueries({ queryKey: dashboardKey() });
        },
        // A refused session stops reconnecting (the console logs out on its next call).
        shouldReconnect: ({ code }) => code !== 4401,
      });
      socket.open();
    }
    return () => {
      users--;
      if (users === 0) {
        socket?.close(1000);
        socket = null;
      }
    };
  }, [queryClient]);
}
