import { CHAT_GUEST_HEADER, CHAT_TEXT_MAX, ERROR_CODES, chatApi, type ChatConversation, type ChatMessage, type ChatReceipts, type ChatServerMessage } from '@app/contracts';
import Toast from 'antd-mobile/es/components/toast';
import { PictureOutline } from 'antd-mobile-icons';
import { useCallback, useEffect, useMemo, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, call } from '../../api/client.ts';
import { PageShell } from '../../components/PageShell.tsx';
import { DelayedLoading, LoadError } from '../../components/states.tsx';
import { compressImage, isImageType, isTooLarge, uploadImage } from '../../components/upload/upload.ts';
import { currentLocale } from '../../i18n/index.ts';
import { formatTime } from '../../lib/format.ts';
import { useNav } from '../../shell/nav.ts';
import { useSession } from '../../state/session.ts';
import type { PageProps } from '../types.ts';
import { newClientId, Outbox, type PendingMessage } from './outbox.ts';
import { ChatSocket, type ChatSocketState } from './socket.ts';
import './chat.css';

const GUEST_TOKEN_KEY = 'chatGuestToken';

type Identity = { kind: 'user'; token: string; key: string } | { kind: 'guest'; token: string; key: string };

/** The logged-in user's conversation, or a guest's tied to this browser (a random token in localStorage). */
function useIdentity(): { identity?: Identity; error?: unknown; retry: () => void } {
  const { token, user } = useSession();
  const [guest, setGuest] = useState<string | null>(() => localStorage.getItem(GUEST_TOKEN_KEY));
  const [error, setError] = useState<unknown>();
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (token || guest) return;
    let cancelled = false;
    call(chatApi.guestStart)
      .then(({ guestToken }) => {
        if (cancelled) return;
        localStorage.setItem(GUEST_TOKEN_KEY, guestToken);
        setGuest(guestToken);
      })
      .catch((e: unknown) => !cancelled && setError(e));
    return () => {
      cancelled = true;
    };
  }, [token, guest, attempt]);
  const identity: Identity | undefined = token
    ? { kind: 'user', token, key: `user:${user?.userId ?? 'me'}:${token.slice(-8)}` }
    : guest
      ? { kind: 'guest', token: guest, key: `guest:${guest.slice(0, 12)}` }
      : undefined;
  return { identity, error, retry: () => (setError(undefined), setAttempt((n) => n + 1)) };
}

/** Fetches a chat image with the user's token or the guest's header and shows it from a blob. */
function ChatImage({ url, identity, alt }: { url: string; identity: Identity; alt: string }) {
  const [src, setSrc] = useState<string>();
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const controller = new AbortController();
    let objectUrl: string | undefined;
    const headers: Record<string, string> = identity.kind === 'user' ? { authorization: identity.token } : { [CHAT_GUEST_HEADER]: identity.token };
    fetch(url, { headers, signal: controller.signal })
      .then((res) => (res.ok ? res.blob() : Promise.reject(new Error(`HTTP ${res.status}`))))
      .then((blob) => {
        objectUrl = URL.createObjectURL(blob);
        setSrc(objectUrl);
      })
      .catch(() => !controller.signal.aborted && setFailed(true));
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [url, identity.kind, identity.token]);
  if (src) return <img className="chat-image" src={src} alt={alt} data-testid="chat-image" />;
  return <span className="chat-image chat-image-missing">{failed ? <PictureOutline fontSize={28} /> : null}</span>;
}

function mergeMessages(current: ChatMessage[], incoming: ChatMessage[]): ChatMessage[] {
  const byId = new Map(current.map((m) => [m.id, m]));
  for (const message of incoming) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

type Status = 'sent' | 'delivered' | 'read';
function statusOf(message: ChatMessage, receipts: ChatReceipts | undefined): Status {
  if (receipts && message.id <= receipts.operatorReadUpTo) return 'read';
  if (receipts && message.id <= receipts.operatorDeliveredUpTo) return 'delivered';
  return 'sent';
}

/** Customer chat (reached as /pages/webview/index?chat=1): history, live messages, receipts, images, a guest's email. */
export default function ChatPage(_props: PageProps) {
  const { t } = useTranslation();
  const nav = useNav();
  const { identity, error: identityError, retry } = useIdentity();
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [conversation, setConversation] = useState<ChatConversation>();
  const [receipts, setReceipts] = useState<ChatReceipts>();
  const [hasMore, setHasMore] = useState(false);
  const [loadError, setLoadError] = useState<unknown>();
  const [loaded, setLoaded] = useState(false);
  const [state, setState] = useState<ChatSocketState>('connecting');
  const [pending, setPending] = useState<PendingMessage[]>([]);
  const [text, setText] = useState('');
  const [uploading, setUploading] = useState(false);
  const socketRef = useRef<ChatSocket | null>(null);
  const outboxRef = useRef<Outbox | null>(null);
  const endRef = useRef<HTMLDivElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);

  const messagesRef = useRef<ChatMessage[]>([]);
  useEffect(() => {
    messagesRef.current = messages;
  }, [messages]);

  /** Loads the newest page ('initial', 'refresh' after a reconnect) or the page before the oldest shown ('older'). */
  const history = useCallback(
    async (mode: 'initial' | 'refresh' | 'older') => {
      if (!identity) return;
      const before = mode === 'older' ? messagesRef.current[0]?.id : undefined;
      const body = { limit: 50, ...(before ? { before } : {}), ...(identity.kind === 'guest' ? { guestToken: identity.token } : {}) };
      const page = await call(chatApi.history, { body });
      setConversation(page.conversation);
      setReceipts((r) => (r ? maxReceipts(r, page.conversation.receipts) : page.conversation.receipts));
      setMessages((current) => mergeMessages(current, page.messages));
      if (mode !== 'refresh') setHasMore(page.hasMore);
      return page;
    },
    [identity],
  );

  // Tells the operators what this screen received and showed.
  const acknowledge = useCallback((list: ChatMessage[]) => {
    const socket = socketRef.current;
    const theirs = list.filter((m) => m.sender === 'operator');
    if (!socket || theirs.length === 0) return;
    const upTo = Math.max(...theirs.map((m) => m.id));
    socket.send({ op: document.visibilityState === 'visible' ? 'read' : 'delivered', upTo });
  }, []);

  const flush = useCallback(() => {
    const socket = socketRef.current;
    const outbox = outboxRef.current;
    if (!socket || !outbox) return;
    for (const message of outbox.all()) {
      if (message.failed) continue;
      socket.send({ op: 'send', clientId: message.clientId, ...(message.text ? { text: message.text } : {}), ...(message.image ? { image: message.image } : {}) });
    }
  }, []);

  const identityKey = identity?.key;
  useEffect(() => {
    if (!identity) return;
    const outbox = new Outbox(`chatOutbox:${identity.key}`);
    outboxRef.current = outbox;
    setPending(outbox.all());
    setMessages([]);
    setLoaded(false);
    let cancelled = false;
    history('initial')
      .then((page) => {
        if (cancelled || !page) return;
        setLoaded(true);
        acknowledge(page.messages);
      })
      .catch((e: unknown) => !cancelled && setLoadError(e));

    const onMessage = (message: ChatServerMessage) => {
      switch (message.type) {
        case 'ack':
          setPending(outbox.remove(message.clientId));
          setMessages((current) => mergeMessages(current, [message.message]));
          break;
        case 'message':
          // Our own message from another tab, or the echo of this one: no longer pending.
          if (message.message.sender !== 'operator' && message.message.clientId) setPending(outbox.remove(message.message.clientId));
          setMessages((current) => mergeMessages(current, [message.message]));
          acknowledge([message.message]);
          break;
        case 'receipts':
          setReceipts((r) => (r ? maxReceipts(r, message.receipts) : message.receipts));
          break;
        case 'error':
          if (message.clientId) setPending(outbox.mark(message.clientId, message.msg));
          else if (message.code !== ERROR_CODES.LOGIN_EXPIRED) Toast.show({ content: message.msg, duration: 2000 });
          break;
        default:
          break;
      }
    };
    const socket = new ChatSocket({
      kind: identity.kind,
      token: identity.token,
      locale: currentLocale(),
      onMessage,
      onReady: (_id, reconnected) => {
        flush();
        // Anything said while this screen was away comes with the history.
        if (reconnected) void history('refresh').then((page) => page && acknowledge(page.messages)).catch(() => undefined);
      },
      onState: setState,
      onUnauthorized: () => setState('closed'),
    });
    socketRef.current = socket;
    socket.open();
    const wake = () => socket.wake();
    const visible = () => {
      if (document.visibilityState !== 'visible') return;
      socket.wake();
      acknowledge(messagesRef.current);
    };
    window.addEventListener('online', wake);
    document.addEventListener('visibilitychange', visible);
    return () => {
      cancelled = true;
      window.removeEventListener('online', wake);
      document.removeEventListener('visibilitychange', visible);
      socket.close();
      socketRef.current = null;
    };
    // Reconnects only when who is chatting changes (the key stands for the identity).
    // eslint-disable-next-line react-hooks/exhaustive-deps -- acknowledge and flush never change; identity and history change with identityKey (a new identity object with the same key must not reconnect)
  }, [identityKey]);

  useEffect(() => {
    endRef.current?.scrollIntoView({ block: 'end' });
  }, [messages.length, pending.length]);

  const queue = (message: Omit<PendingMessage, 'clientId' | 'createdAt'>) => {
    const outbox = outboxRef.current;
    if (!outbox) return;
    const entry: PendingMessage = { clientId: newClientId(), createdAt: Date.now(), ...message };
    setPending(outbox.add(entry));
    socketRef.current?.send({ op: 'send', clientId: entry.clientId, ...(entry.text ? { text: entry.text } : {}), ...(entry.image ? { image: entry.image } : {}) });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = text.trim();
    if (!value) return;
    queue({ text: value.slice(0, CHAT_TEXT_MAX) });
    setText('');
  };

  const retrySend = (message: PendingMessage) => {
    const outbox = outboxRef.current;
    if (!outbox) return;
    setPending(outbox.mark(message.clientId, undefined));
    socketRef.current?.send({ op: 'send', clientId: message.clientId, ...(message.text ? { text: message.text } : {}), ...(message.image ? { image: message.image } : {}) });
  };

  async function onPick(event: ChangeEvent<HTMLInputElement>) {
    const picked = event.target.files?.[0];
    event.target.value = '';
    if (!picked) return;
    if (!isImageType(picked.type)) return void Toast.show({ icon: 'fail', content: t('kyc.upload.notImage'), duration: 2000 });
    setUploading(true);
    try {
      const file = await compressImage(picked);
      if (isTooLarge(file.size)) {
        Toast.show({ icon: 'fail', content: t('common.sizeExceeded', { limit: 5 }), duration: 2000 });
        return;
      }
      queue({ image: await uploadImage(file) });
    } catch (error) {
      const tooLarge = error instanceof ApiError && error.code === 413;
      Toast.show({ icon: 'fail', content: tooLarge ? t('common.sizeExceeded', { limit: 5 }) : t('chat.uploadFail'), duration: 2000 });
    } finally {
      setUploading(false);
    }
  }

  const unacked = useMemo(() => {
    const stored = new Set(messages.map((m) => m.clientId).filter(Boolean));
    return pending.filter((p) => !stored.has(p.clientId));
  }, [messages, pending]);

  let body;
  if (identityError && !identity) body = <LoadError onRetry={retry} />;
  else if (!identity) body = <DelayedLoading />;
  else if (loadError && !loaded)
    body = (
      <LoadError
        onRetry={() => {
          setLoadError(undefined);
          void history('initial')
            .then(() => setLoaded(true))
            .catch(setLoadError);
        }}
      />
    );
  else if (!loaded) body = <DelayedLoading />;
  else
    body = (
      <div className="chat" data-testid="chat" data-state={state}>
        {state !== 'open' && (
          <div className="chat-connection" data-testid="chat-connection">
            {t(state === 'reconnecting' || state === 'closed' ? 'chat.connection.reconnecting' : 'chat.connection.connecting')}
          </div>
        )}
        <div className="chat-scroll">
          {hasMore && (
            <button type="button" className="chat-older" onClick={() => void history('older')} data-testid="chat-older">
              {t('chat.older')}
            </button>
          )}
          <div className="chat-bubble-row from-operator chat-welcome-row">
            <div className="chat-bubble chat-welcome">{t('chat.welcome')}</div>
          </div>
          {identity.kind === 'guest' && <GuestPanel identity={identity} conversation={conversation} onSaved={setConversation} onLogin={() => nav.go('/pages/auth/login')} />}
          <ul className="chat-list" data-testid="chat-list">
            {messages.map((message) => {
              const mine = message.sender !== 'operator';
              const status = mine ? statusOf(message, receipts) : undefined;
              return (
                <li key={message.id} className={`chat-bubble-row ${mine ? 'from-me' : 'from-operator'}`} data-testid={`chat-message-${message.id}`} data-sender={message.sender}>
                  <div className="chat-bubble">
                    {!mine && <span className="chat-author">{message.operator ? `${t('chat.agent')} · ${message.operator}` : t('chat.agent')}</span>}
                    {message.image && <ChatImage url={message.image} identity={identity} alt={t('chat.image')} />}
                    {message.text && <span className="chat-text">{message.text}</span>}
                    <span className="chat-meta num">
                      {formatTime(message.createdAt)}
                      {status && (
                        <span className={`chat-status status-${status}`} data-testid="chat-status" data-status={status}>
                          {' · '}
                          {t(`chat.status.${status}`)}
                        </span>
                      )}
                    </span>
                  </div>
                </li>
              );
            })}
            {unacked.map((message) => (
              <li key={message.clientId} className="chat-bubble-row from-me is-pending" data-testid={`chat-pending-${message.clientId}`}>
                <button type="button" className="chat-bubble" disabled={!message.failed} onClick={() => retrySend(message)}>
                  {message.image && <span className="chat-text">🖼</span>}
                  {message.text && <span className="chat-text">{message.text}</span>}
                  <span className={`chat-meta ${message.failed ? 'status-failed' : ''}`} data-testid="chat-status" data-status={message.failed ? 'failed' : 'sending'}>
                    {message.failed ? `${message.failed} · ${t('chat.status.failed')}` : t('chat.status.sending')}
                  </span>
                </button>
              </li>
            ))}
          </ul>
          <div ref={endRef} />
        </div>
        <form className="chat-composer" onSubmit={submit}>
          <button
            type="button"
            className="chat-attach"
            aria-label={identity.kind === 'user' ? t('chat.image') : t('chat.imageGuest')}
            title={identity.kind === 'user' ? t('chat.image') : t('chat.imageGuest')}
            disabled={identity.kind !== 'user' || uploading}
            onClick={() => fileRef.current?.click()}
            data-testid="chat-attach"
          >
            <PictureOutline fontSize={24} />
          </button>
          <input ref={fileRef} type="file" accept="image/*" hidden onChange={(e) => void onPick(e)} data-testid="chat-file" />
          <input
            className="chat-input"
            value={text}
            maxLength={CHAT_TEXT_MAX}
            placeholder={t('chat.placeholder')}
            onChange={(e) => setText(e.target.value)}
            enterKeyHint="send"
            data-testid="chat-input"
          />
          <button type="submit" className="chat-send" disabled={!text.trim()} data-testid="chat-send">
            {t('chat.send')}
          </button>
        </form>
      </div>
    );
  return <PageShell title={t('chat.title')}>{body}</PageShell>;
}

function maxReceipts(a: ChatReceipts, b: ChatReceipts): ChatReceipts {
  if (a.conversationId !== b.conversationId) return b;
  return {
    conversationId: a.conversationId,
    userDeliveredUpTo: Math.max(a.userDeliveredUpTo, b.userDeliveredUpTo),
    userReadUpTo: Math.max(a.userReadUpTo, b.userReadUpTo),
    operatorDeliveredUpTo: Math.max(a.operatorDeliveredUpTo, b.operatorDeliveredUpTo),
    operatorReadUpTo: Math.max(a.operatorReadUpTo, b.operatorReadUpTo),
  };
}

/** A guest's note: log in, or leave an email for the answer. */
function GuestPanel({
  identity,
  conversation,
  onSaved,
  onLogin,
}: {
  identity: Identity;
  conversation: ChatConversation | undefined;
  onSaved: (conversation: ChatConversation) => void;
  onLogin: () => void;
}) {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [saving, setSaving] = useState(false);
  const save = async (event: FormEvent) => {
    event.preventDefault();
    const value = email.trim();
    if (!/^[^\s@]+@[^\s@]+$/.test(value)) return void Toast.show({ content: t('chat.email.invalid'), duration: 2000 });
    setSaving(true);
    try {
      onSaved(await call(chatApi.guestEmail, { body: { guestToken: identity.token, email: value } }));
    } catch (error) {
      Toast.show({ icon: 'fail', content: error instanceof ApiError ? error.message : t('chat.loadFailed'), duration: 2000 });
    } finally {
      setSaving(false);
    }
  };
  return (
    <div className="chat-guest" data-testid="chat-guest">
      <p>{t('chat.guestNote')}</p>
      <button type="button" className="chat-guest-login" onClick={onLogin} data-testid="chat-login">
        {t('chat.login')}
      </button>
      {conversation?.email ? (
        <p className="chat-guest-saved" data-testid="chat-email-saved">
          {t('chat.email.saved', { email: conversation.email })}
        </p>
      ) : (
        <form className="chat-guest-email" onSubmit={(e) => void save(e)}>
          <input
            type="email"
            value={email}
            placeholder={t('chat.email.placeholder')}
            aria-label={t('chat.email.label')}
            onChange={(e) => setEmail(e.target.value)}
            data-testid="chat-email"
          />
          <button type="submit" disabled={saving || !email.trim()} data-testid="chat-email-save">
            {t('chat.email.save')}
          </button>
        </form>
      )}
    </div>
  );
}
