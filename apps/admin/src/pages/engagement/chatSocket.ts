import { CHAT_CLOSE, CHAT_HEARTBEAT_MS, CHAT_SOCKET_PATH, LANG_HEADER_BY_LOCALE, type ChatClientMessage, type ChatServerMessage } from '@app/contracts';
import { ReconnectingSocket, socketUrl } from '@app/socket';
import { useEffect, useRef, useState } from 'react';
import { currentLocale } from '../../i18n.ts';
import { operatorSession } from '../../session.ts';

/**
 * The operator's chat socket while a chat page is open: every conversation's messages,
 * receipts and queue changes, on the shared reconnecting client (packages/socket:
 * heartbeat, backoff with jitter, guarded parsing). The page refetches its lists on every
 * `ready`, so nothing said meanwhile is missed. A refused session (4401) stops reconnecting.
 */
export function useOperatorChat(onMessage: (message: ChatServerMessage) => void): { ready: boolean; send: (message: ChatClientMessage) => boolean } {
  const [ready, setReady] = useState(false);
  const socketRef = useRef<ReconnectingSocket<ChatServerMessage> | null>(null);
  const handler = useRef(onMessage);
  useEffect(() => {
    handler.current = onMessage;
  });

  useEffect(() => {
    const token = operatorSession.token();
    if (!token) return;
    const socket = new ReconnectingSocket<ChatServerMessage>({
      url: () => socketUrl(`${CHAT_SOCKET_PATH}?lang=${LANG_HEADER_BY_LOCALE[currentLocale()]}`),
      heartbeatMs: CHAT_HEARTBEAT_MS,
      ping: { op: 'ping' } satisfies ChatClientMessage,
      resetBackoffOnOpen: false,
      onOpen: (s) => {
        s.send({ op: 'auth', kind: 'operator', token: operatorSession.token() ?? token } satisfies ChatClientMessage);
      },
      onMessage: (message) => {
        if (message.type === 'ready') {
          socket.resetBackoff();
          setReady(true);
        }
        handler.current(message);
      },
      shouldReconnect: ({ code }) => {
        setReady(false);
        return code !== CHAT_CLOSE.unauthorized;
      },
    });
    socketRef.current = socket;
    socket.open();
    const wake = () => socket.wake();
    window.addEventListener('online', wake);
    return () => {
      window.removeEventListener('online', wake);
      socket.close(1000);
      socketRef.current = null;
      setReady(false);
    };
  }, []);

  return {
    ready,
    send: (message) => {
      if (!ready) return false;
      return socketRef.current?.send(message) ?? false;
    },
  };
}
