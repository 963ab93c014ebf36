import { CHAT_HEARTBEAT_MS, CHAT_SOCKET_PATH, LANG_HEADER_BY_LOCALE, type ChatClientMessage, type ChatServerMessage } from '@app/contracts';
import { useEffect, useRef, useState } from 'react';
import { currentLocale } from '../../i18n.ts';
import { operatorSession } from '../../session.ts';

/**
 * The operator's chat socket while a chat page is open: every conversation's messages,
 * receipts and queue changes. Reconnects with backoff (1 s doubling to 30 s); the page
 * refetches its lists on every (re)connect, so nothing said meanwhile is missed.
 */
export function useOperatorChat(onMessage: (message: ChatServerMessage) => void): { ready: boolean; send: (message: ChatClientMessage) => boolean } {
  const [ready, setReady] = useState(false);
  const ws = useRef<WebSocket | null>(null);
  const handler = useRef(onMessage);
  useEffect(() => {
    handler.current = onMessage;
  });

  useEffect(() => {
    let closed = false;
    let attempt = 0;
    let retry: ReturnType<typeof setTimeout> | undefined;
    const connect = () => {
      const token = operatorSession.token();
      if (!token || closed) return;
      const protocol = window.location.protocol === 'https:' ? 'wss' : 'ws';
      const socket = new WebSocket(`${protocol}://${window.location.host}${CHAT_SOCKET_PATH}?lang=${LANG_HEADER_BY_LOCALE[currentLocale()]}`);
      ws.current = socket;
      socket.onopen = () => socket.send(JSON.stringify({ op: 'auth', kind: 'operator', token } satisfies ChatClientMessage));
      socket.onmessage = (event) => {
        const message = JSON.parse(String(event.data)) as ChatServerMessage;
        if (message.type === 'ready') {
          attempt = 0;
          setReady(true);
        }
        handler.current(message);
      };
      socket.onclose = () => {
        if (ws.current === socket) ws.current = null;
        setReady(false);
        if (!closed) retry = setTimeout(connect, Math.min(30_000, 1000 * 2 ** attempt++));
      };
    };
    connect();
    const ping = setInterval(() => ws.current?.readyState === WebSocket.OPEN && ws.current.send(JSON.stringify({ op: 'ping' })), CHAT_HEARTBEAT_MS);
    return () => {
      closed = true;
      if (retry) clearTimeout(retry);
      clearInterval(ping);
      ws.current?.close(1000);
      ws.current = null;
    };
  }, []);

  return {
    ready,
    send: (message) => {
      if (!ready || ws.current?.readyState !== WebSocket.OPEN) return false;
      ws.current.send(JSON.stringify(message));
      return true;
    },
  };
}
