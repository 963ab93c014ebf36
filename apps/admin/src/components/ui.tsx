import { useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { AdminApiError, fetchFileBlob } from '../api.ts';
import { pageCount } from '../format.ts';
import { useT } from '../i18n.ts';

export function Loading() {
  const { t } = useT();
  return (
    <div className="state" role="status" data-testid="loading">
      <span className="spinner" aria-hidden />
      {t('common.loading')}
    </div>
  );
}

export function Empty() {
  const { t } = useT();
  return (
    <div className="state" data-testid="empty">
      {t('common.empty')}
    </div>
  );
}

/** A failed load: the server's message (or a role refusal), and a retry. */
export function LoadFailed({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const { t } = useT();
  const forbidden = error instanceof AdminApiError && error.code === 403;
  const msg = forbidden ? t('common.adminOnly') : error instanceof AdminApiError && error.code !== 0 ? error.message : t('common.loadFailed');
  return (
    <div className="state state-error" role="alert" data-testid={forbidden ? 'forbidden' : 'load-error'}>
      <span>{msg}</span>
      {onRetry && !forbidden && (
        <button type="button" className="btn btn-small" onClick={onRetry} data-testid="retry">
          {t('common.retry')}
        </button>
      )}
    </div>
  );
}

/** `estimated`: the server estimated a list too long to count (over 10,000 rows): the figures read "≈". */
export function Pager({ pageNum, pageSize, total, estimated, onPage }: { pageNum: number; pageSize: number; total: number; estimated?: boolean | undefined; onPage: (page: number) => void }) {
  const { t } = useT();
  const pages = pageCount(total, pageSize);
  const about = (n: number) => (estimated ? `≈${n.toLocaleString()}` : n);
  return (
    <div className="pager" data-testid="pager">
      <span className="muted">{t('common.page', { page: pageNum, pages: about(pages), total: about(total) })}</span>
      <div className="pager-buttons">
        <button type="button" className="btn btn-small" disabled={pageNum <= 1} onClick={() => onPage(pageNum - 1)} data-testid="pager-prev">
          {t('common.prev')}
        </button>
        <button type="button" className="btn btn-small" disabled={pageNum >= pages} onClick={() => onPage(pageNum + 1)} data-testid="pager-next">
          {t('common.next')}
        </button>
      </div>
    </div>
  );
}

export function Badge({ tone, children, testId }: { tone: 'neutral' | 'warn' | 'good' | 'bad' | 'info'; children: ReactNode; testId?: string }) {
  return (
    <span className={`badge badge-${tone}`} data-testid={testId}>
      {children}
    </span>
  );
}

export const KYC_TONE = { none: 'neutral', pending: 'warn', verified: 'good', failed: 'bad' } as const;

export function PageHeader({ title, subtitle, actions }: { title: string; subtitle?: string; actions?: ReactNode }) {
  return (
    <header className="page-header">
      <div>
        <h1 data-testid="page-title">{title}</h1>
        {subtitle && <p className="muted">{subtitle}</p>}
      </div>
      {actions && <div className="page-actions">{actions}</div>}
    </header>
  );
}

export function Modal({ title, children, onClose, footer, testId }: { title: string; children: ReactNode; onClose: () => void; footer: ReactNode; testId: string }) {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onClose();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);
  return (
    <div className="modal-mask" onMouseDown={(e) => e.target === e.currentTarget && onClose()}>
      <div className="modal" role="dialog" aria-modal aria-label={title} data-testid={testId}>
        <h2>{title}</h2>
        <div className="modal-body">{children}</div>
        <div className="modal-footer">{footer}</div>
      </div>
    </div>
  );
}

/** Small notices at the top right ("Submission approved"). */
type Note = { id: number; text: string; tone: 'good' | 'bad' };
let notes: Note[] = [];
let nextId = 1;
const noteListeners = new Set<() => void>();
export function notify(text: string, tone: Note['tone'] = 'good'): void {
  const id = nextId++;
  notes = [...notes, { id, text, tone }];
  noteListeners.forEach((l) => l());
  setTimeout(() => {
    notes = notes.filter((n) => n.id !== id);
    noteListeners.forEach((l) => l());
  }, 3000);
}
export function Notes() {
  const list = useSyncExternalStore(
    (l) => {
      noteListeners.add(l);
      return () => void noteListeners.delete(l);
    },
    () => notes,
  );
  return (
    <div className="notes" aria-live="polite">
      {list.map((n) => (
        <div key={n.id} className={`note note-${n.tone}`} data-testid="notice-toast">
          {n.text}
        </div>
      ))}
    </div>
  );
}

export function errorText(error: unknown, fallback: string): string {
  return error instanceof AdminApiError && error.code !== 0 ? error.message : fallback;
}

/** An uploaded image, fetched with the operator token (files are not public). */
export function AuthImage({ url, alt, testId }: { url: string; alt: string; testId: string }) {
  const { t } = useT();
  const [state, setState] = useState<{ url: string; src?: string; failed?: boolean }>({ url });
  useEffect(() => {
    const controller = new AbortController();
    let objectUrl: string | undefined;
    fetchFileBlob(url, controller.signal)
      .then((blob) => {
        objectUrl = URL.createObjectURL(blob);
        setState({ url, src: objectUrl });
      })
      .catch(() => !controller.signal.aborted && setState({ url, failed: true }));
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [url]);
  const current = state.url === url ? state : { url };
  if (current.failed) return <div className="image-box image-failed" data-testid={`${testId}-failed`}>{t('kyc.image.failed')}</div>;
  if (!current.src)
    return (
      <div className="image-box" data-testid={`${testId}-loading`}>
        <span className="spinner" aria-hidden />
      </div>
    );
  return (
    <a className="image-box" href={current.src} target="_blank" rel="noreferrer" title={t('kyc.image.open')} data-testid={`${testId}-link`}>
      <img src={current.src} alt={alt} data-testid={testId} />
    </a>
  );
}

const ICON_PATHS = {
  shield: 'M12 3l7 3v5c0 4.5-3 8.3-7 10-4-1.7-7-5.5-7-10V6l7-3zm-1.2 12.2l5-5-1.4-1.4-3.6 3.6-1.6-1.6-1.4 1.4 3 3z',
  users: 'M9 11a4 4 0 110-8 4 4 0 010 8zm7.5 0a3 3 0 110-6 3 3 0 010 6zM2 20c0-3.3 3.1-6 7-6s7 2.7 7 6H2zm15.5 0c0-2-.8-3.8-2.1-5.1.7-.2 1.4-.4 2.1-.4 2.8 0 4.5 2.2 4.5 5.5h-4.5z',
  mail: 'M3 5h18a1 1 0 011 1v12a1 1 0 01-1 1H3a1 1 0 01-1-1V6a1 1 0 011-1zm9 7.2L4 7.3V17h16V7.3l-8 4.9zM4.6 7l7.4 4.5L19.4 7H4.6z',
  list: 'M4 5h2v2H4V5zm4 0h12v2H8V5zM4 11h2v2H4v-2zm4 0h12v2H8v-2zm-4 6h2v2H4v-2zm4 0h12v2H8v-2z',
  in: 'M11 3h2v10.2l3.6-3.6 1.4 1.4-6 6-6-6 1.4-1.4 3.6 3.6V3zM4 19h16v2H4v-2z',
  out: 'M11 21h2V10.8l3.6 3.6 1.4-1.4-6-6-6 6 1.4 1.4 3.6-3.6V21zM4 3h16v2H4V3z',
  bank: 'M12 2l10 5v2H2V7l10-5zM4 11h3v7H4v-7zm6.5 0h3v7h-3v-7zM17 11h3v7h-3v-7zM2 20h20v2H2v-2z',
  scale: 'M11 3h2v2.1l6 1.5V8h-1.2l2.7 6.5c0 1.7-1.6 3-3.5 3s-3.5-1.3-3.5-3L16.2 8H13v11h4v2H7v-2h4V8H7.8l2.7 6.5c0 1.7-1.6 3-3.5 3s-3.5-1.3-3.5-3L6.2 8H5V6.6l6-1.5V3zM7 10.6l-1.6 3.9h3.2L7 10.6zm10 0l-1.6 3.9h3.2L17 10.6z',
  news: 'M4 4h13v3h3v11a2 2 0 01-2 2H6a2 2 0 01-2-2V4zm2 2v12h10V6H6zm12 3v9h.01V9H18zM8 8h6v3H8V8zm0 5h6v1.5H8V13zm0 3h6v1.5H8V16z',
  bell: 'M12 22a2.5 2.5 0 002.45-2h-4.9A2.5 2.5 0 0012 22zm7-6V11a7 7 0 00-5.5-6.84V3a1.5 1.5 0 00-3 0v1.16A7 7 0 005 11v5l-2 2v1h18v-1l-2-2z',
  chat: 'M4 4h16a1 1 0 011 1v11a1 1 0 01-1 1H9l-5 4v-4H4a1 1 0 01-1-1V5a1 1 0 011-1zm3 5v2h2V9H7zm4 0v2h2V9h-2zm4 0v2h2V9h-2z',
} as const;

export function Icon({ name }: { name: keyof typeof ICON_PATHS }) {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden fill="currentColor">
      <path d={ICON_PATHS[name]} />
    </svg>
  );
}
