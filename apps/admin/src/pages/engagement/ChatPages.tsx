import { adminChatApi, CHAT_TEXT_MAX, type AdminConversation, type ChatMessage, type ChatReceipts, type ChatServerMessage } from '@app/contracts';
import { ChatProfile } from './ChatProfile.tsx';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { adminCall, queryClient } from '../../api.ts';
import { AuthImage, Badge, Empty, errorText, LoadFailed, Loading, notify, PageHeader } from '../../components/ui.tsx';
import { formatDateTime } from '../../format.ts';
import { useT } from '../../i18n.ts';
import { hrefOf, parseHash, useHash, type AdminRoute } from '../../router.ts';
import { useOperatorSession } from '../../session.ts';
import { useOperatorChat } from './chatSocket.ts';
import { engagementKeys, uploadOperatorImage } from './shared.ts';
import './engagement.css';

type ConversationHistory = Awaited<ReturnType<typeof adminCall<typeof adminChatApi.conversation>>>;

const STATUSES = ['open', 'closed', 'all'] as const;
type Status = (typeof STATUSES)[number];

/** `#/chat`: the queue. */
export function ChatQueuePage(_props: { route: AdminRoute }) {
  return <ChatConsole />;
}

/** `#/chat/<id>`: the queue and one conversation. */
export function ChatConversationPage({ id }: { id: number }) {
  return <ChatConsole selected={id} />;
}

function mergeMessages(current: ChatMessage[], incoming: ChatMessage[]): ChatMessage[] {
  const byId = new Map(current.map((m) => [m.id, m]));
  for (const message of incoming) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

function ChatConsole({ selected }: { selected?: number }) {
  const { t } = useT();
  const query = parseHash(useHash()).query;
  const status: Status = (STATUSES as readonly string[]).includes(query.status ?? '') ? (query.status as Status) : 'open';
  const mine = query.mine === 'true';
  const [live, setLive] = useState<{ messages: ChatMessage[]; receipts?: ChatReceipts; pending: Record<string, string> }>({ messages: [], pending: {} });

  const queue = useQuery({
    queryKey: engagementKeys.queue(status, mine),
    queryFn: ({ signal }) => adminCall(adminChatApi.queue, { query: { status, pageSize: 100, ...(mine ? { mine: 'true' } : {}) } }, {}, signal),
    refetchInterval: 30_000,
  });

  const onMessage = (message: ChatServerMessage) => {
    switch (message.type) {
      case 'ready':
        // (Re)connected: what happened while away comes with fresh lists.
        void queryClient.invalidateQueries({ queryKey: engagementKeys.chat() });
        break;
      case 'conversation':
        void queryClient.invalidateQueries({ queryKey: [...engagementKeys.chat(), 'queue'] });
        // The open conversation's header follows its live state (assigned on a reply, closed; issue 30.9).
        queryClient.setQueryData(engagementKeys.conversation(message.conversation.id), (old: ConversationHistory | undefined) =>
          old ? { ...old, conversation: { ...old.conversation, ...message.conversation } } : old,
        );
        break;
      case 'message':
        if (message.message.conversationId === selected) setLive((s) => ({ ...s, messages: mergeMessages(s.messages, [message.message]) }));
        break;
      case 'ack':
        setLive((s) => {
          const pending = { ...s.pending };
          delete pending[message.clientId];
          return { ...s, pending, messages: mergeMessages(s.messages, [message.message]) };
        });
        break;
      case 'receipts':
        if (message.receipts.conversationId === selected) setLive((s) => ({ ...s, receipts: message.receipts }));
        break;
      case 'error':
        if (message.clientId) {
          setLive((s) => {
            const pending = { ...s.pending };
            delete pending[message.clientId!];
            return { ...s, pending };
          });
        }
        notify(message.msg, 'bad');
        break;
      default:
        break;
    }
  };
  const socket = useOperatorChat(onMessage);

  return (
    <>
      <PageHeader
        title={t('engagement.chat.title')}
        subtitle={t('engagement.chat.subtitle')}
        actions={
          <Badge tone={socket.ready ? 'good' : 'warn'} testId="chat-live">
            {socket.ready ? t('engagement.chat.live') : t('engagement.chat.offline')}
          </Badge>
        }
      />
      <div className="chat-console">
        <section className="card chat-queue">
          <div className="tabs chat-tabs" role="tablist">
            {STATUSES.map((s) => (
              <a key={s} role="tab" aria-selected={s === status} className={`tab ${s === status ? 'tab-active' : ''}`} href={hrefOf('chat', selected, { status: s, ...(mine ? { mine: 'true' } : {}) })} data-testid={`chat-tab-${s}`}>
                {t(`engagement.chat.status.${s}`)}
                {s === status && queue.data ? <span className="tab-count">{queue.data.total}</span> : null}
              </a>
            ))}
          </div>
          <ChatProfile />
          <label className="inline-field chat-mine">
            <input type="checkbox" checked={mine} onChange={(e) => (window.location.hash = hrefOf('chat', selected, { status, ...(e.target.checked ? { mine: 'true' } : {}) }))} data-testid="chat-mine" />
            {t('engagement.chat.mine')}
          </label>
          {queue.isError && !queue.data ? (
            <LoadFailed error={queue.error} onRetry={() => void queue.refetch()} />
          ) : !queue.data ? (
            <Loading />
          ) : queue.data.list.length === 0 ? (
            <Empty />
          ) : (
            <ul className="chat-queue-list" data-testid="chat-queue">
              {queue.data.list.map((c) => (
                <QueueItem key={c.id} conversation={c} active={c.id === selected} href={hrefOf('chat', c.id, { status, ...(mine ? { mine: 'true' } : {}) })} />
              ))}
            </ul>
          )}
        </section>
        <section className="card chat-pane">
          {selected === undefined ? (
            <div className="state">{t('engagement.chat.pick')}</div>
          ) : (
            <Conversation key={selected} id={selected} live={live} setLive={setLive} socket={socket} />
          )}
        </section>
      </div>
    </>
  );
}

function whoOf(c: AdminConversation, t: ReturnType<typeof useT>['t']): string {
  if (c.kind === 'user') return c.username ?? t('engagement.chat.user', { id: c.userId ?? 0 });
  return `${t('engagement.chat.guest')} #${c.id}`;
}

function QueueItem({ conversation: c, active, href }: { conversation: AdminConversation; active: boolean; href: string }) {
  const { t } = useT();
  const preview = c.lastMessage?.text ?? (c.lastMessage?.image ? `[${t('engagement.chat.image')}]` : '');
  return (
    <li>
      <a className={`chat-queue-item ${active ? 'is-active' : ''}`} href={href} data-testid={`chat-item-${c.id}`}>
        <span className="chat-queue-top">
          <strong>{whoOf(c, t)}</strong>
          {c.unread > 0 && (
            <span className="chat-unread" data-testid={`chat-unread-${c.id}`}>
              {c.unread}
            </span>
          )}
        </span>
        <span className="chat-preview">{preview}</span>
        <span className="chat-queue-meta muted small">
          {c.status === 'closed' ? t('engagement.chat.closedBadge') : c.assignedOperator ? t('engagement.chat.assignedTo', { name: c.assignedOperator }) : t('engagement.chat.unassigned')}
          {c.lastMessageAt ? ` · ${formatDateTime(c.lastMessageAt)}` : ''}
        </span>
      </a>
    </li>
  );
}

type LiveState = { messages: ChatMessage[]; receipts?: ChatReceipts; pending: Record<string, string> };

function Conversation({
  id,
  live,
  setLive,
  socket,
}: {
  id: number;
  live: LiveState;
  setLive: (update: (s: LiveState) => LiveState) => void;
  socket: ReturnType<typeof useOperatorChat>;
}) {
  const { t } = useT();
  const { operator } = useOperatorSession();
  const [text, setText] = useState('');
  const [uploading, setUploading] = useState(false);
  const end = useRef<HTMLDivElement>(null);
  const history = useQuery({ queryKey: engagementKeys.conversation(id), queryFn: ({ signal }) => adminCall(adminChatApi.conversation, { query: { limit: 100 } }, { id }, signal) });

  // A new conversation opened: start from its history.
  useEffect(() => {
    setLive(() => ({ messages: [], pending: {} }));
  }, [id, setLive]);

  const messages = useMemo(() => mergeMessages(history.data?.messages ?? [], live.messages), [history.data, live.messages]);
  const receipts = live.receipts ?? history.data?.conversation.receipts;
  const lastTheirs = [...messages].reverse().find((m) => m.sender !== 'operator')?.id ?? 0;

  // What the operator sees is read (and delivered).
  useEffect(() => {
    if (lastTheirs > 0 && socket.ready && (receipts?.operatorReadUpTo ?? 0) < lastTheirs) socket.send({ op: 'read', conversationId: id, upTo: lastTheirs });
  }, [lastTheirs, socket, id, receipts?.operatorReadUpTo]);

  useEffect(() => {
    end.current?.scrollIntoView({ block: 'end' });
  }, [messages.length]);

  const after = (message: string) => {
    notify(message);
    void queryClient.invalidateQueries({ queryKey: engagementKeys.chat() });
  };
  const assign = useMutation({ mutationFn: () => adminCall(adminChatApi.assign, { body: { id } }), onSuccess: () => after(t('engagement.chat.assigned')), onError: (e) => notify(errorText(e, t('common.loadFailed')), 'bad') });
  const close = useMutation({ mutationFn: () => adminCall(adminChatApi.close, { body: { id } }), onSuccess: () => after(t('engagement.chat.closed')), onError: (e) => notify(errorText(e, t('common.loadFailed')), 'bad') });

  const sendMessage = (content: { text?: string; image?: string }) => {
    const clientId = `op-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
    if (!socket.send({ op: 'send', conversationId: id, clientId, ...content })) {
      notify(t('engagement.chat.offline'), 'bad');
      return false;
    }
    setLive((s) => ({ ...s, pending: { ...s.pending, [clientId]: content.text ?? `[${t('engagement.chat.image')}]` } }));
    return true;
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = text.trim();
    if (value && sendMessage({ text: value.slice(0, CHAT_TEXT_MAX) })) setText('');
  };
  async function onImage(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setUploading(true);
    try {
      sendMessage({ image: await uploadOperatorImage(file) });
    } catch (e) {
      notify(errorText(e, t('engagement.chat.uploadFail')), 'bad');
    } finally {
      setUploading(false);
    }
  }

  if (history.isError) return <LoadFailed error={history.error} onRetry={() => void history.refetch()} />;
  if (!history.data) return <Loading />;
  const c = history.data.conversation;
  const statusOf = (m: ChatMessage) => (receipts && m.id <= receipts.userReadUpTo ? 'read' : receipts && m.id <= receipts.userDeliveredUpTo ? 'delivered' : 'sent');

  return (
    <div className="chat-conversation" data-testid="chat-conversation">
      <header className="chat-head">
        <div>
          <strong data-testid="chat-who">{whoOf(c, t)}</strong>
          <div className="muted small">
            {c.kind === 'guest' ? (c.email ? t('engagement.chat.email', { email: c.email }) : t('engagement.chat.noEmail')) : <a href={hrefOf('users', c.userId)}>#{c.userId}</a>}
            {' · '}
            {c.assignedOperator ? t('engagement.chat.assignedTo', { name: c.assignedOperator }) : t('engagement.chat.unassigned')}
            {c.status === 'closed' && (
              <>
                {' · '}
                <Badge tone="neutral">{t('engagement.chat.closedBadge')}</Badge>
              </>
            )}
          </div>
        </div>
        <div className="page-actions">
          {c.assignedOperatorId !== operator?.id && (
            <button type="button" className="btn btn-small" disabled={assign.isPending} onClick={() => assign.mutate()} data-testid="chat-assign">
              {t('engagement.chat.assignMe')}
            </button>
          )}
          {c.status === 'open' && (
            <button type="button" className="btn btn-small" disabled={close.isPending} onClick={() => close.mutate()} data-testid="chat-close">
              {t('engagement.chat.close')}
            </button>
          )}
        </div>
      </header>
      <ul className="chat-messages" data-testid="chat-messages">
        {messages.map((m) => (
          <li key={m.id} className={`chat-msg ${m.sender === 'operator' ? 'from-op' : 'from-user'}`} data-testid={`chat-msg-${m.id}`}>
            <div className="chat-bubble">
              {m.sender === 'operator' && m.operator && <span className="muted small">{m.operator}</span>}
              {m.image && <AuthImage url={m.image} alt={t('engagement.chat.image')} testId={`chat-img-${m.id}`} />}
              {m.text && <span className="chat-text">{m.text}</span>}
              <span className="chat-meta">
                {formatDateTime(m.createdAt)}
                {m.sender === 'operator' && ` · ${t(`engagement.chat.${statusOf(m)}`)}`}
              </span>
            </div>
          </li>
        ))}
        {Object.entries(live.pending).map(([clientId, label]) => (
          <li key={clientId} className="chat-msg from-op is-pending">
            <div className="chat-bubble">
              <span className="chat-text">{label}</span>
              <span className="chat-meta">{t('engagement.chat.sending')}</span>
            </div>
          </li>
        ))}
        <div ref={end} />
      </ul>
      <form className="chat-compose" onSubmit={submit}>
        <label className="btn btn-small">
          {t('engagement.chat.image')}
          <input type="file" accept="image/*" hidden disabled={uploading || !socket.ready} onChange={(e) => void onImage(e)} data-testid="chat-image-file" />
        </label>
        <input value={text} maxLength={CHAT_TEXT_MAX} placeholder={t('engagement.chat.placeholder')} onChange={(e) => setText(e.target.value)} data-testid="chat-reply" />
        <button type="submit" className="btn btn-primary" disabled={!text.trim() || !socket.ready} data-testid="chat-send">
          {t('engagement.chat.send')}
        </button>
      </form>
    </div>
  );
}
