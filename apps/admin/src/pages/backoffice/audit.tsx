import type { ReactNode } from 'react';
import { useT } from '../../i18n.ts';
import { AREA_MESSAGES } from '../../messages.ts';

/** The platform's actions the server records (a new one still shows under "all" and reads as words). */
const PLATFORM_ACTIONS = [
  'operator.login',
  'operator.logout',
  'operator.create',
  'kyc.approve',
  'kyc.reject',
  'user.freeze',
  'user.unfreeze',
  'user.note',
  'user.signOut',
  'queue.export',
  'deposit.approve',
  'deposit.reject',
  'withdrawal.approve',
  'withdrawal.approve.first',
  'withdrawal.reject',
  'withdrawal.send',
  'withdrawal.paid',
  'withdrawal.return',
  'deposit.propose',
  'ledger.reconcile',
  'private.reveal',
  'job.run',
  'terms.publish',
  'access_key.issue',
  'access_key.revoke',
  'article.create',
  'article.update',
  'article.delete',
  'article.publish',
  'article.unpublish',
  'notice.send',
  'notice.broadcast',
  'chat.assign',
  'chat.close',
] as const;

/**
 * The product areas' actions, from the labels each area gives them in its own messages
 * (`audit: { issue_create: ... }` for `bonds.issue.create`: the dots of the action as underscores).
 */
// The back office's own `audit` texts are the log's page texts (its actions are the platform's, `audit.actions`).
const AREA_ACTIONS = Object.entries(AREA_MESSAGES).filter(([area]) => area !== 'backoffice').flatMap(([area, texts]) =>
  Object.keys((texts.es as { audit?: Record<string, string> }).audit ?? {}).map((key) => `${area}.${key.replaceAll('_', '.')}`),
);

/** Every action the server records, for the audit log's filter. */
export const AUDIT_ACTIONS: readonly string[] = [...PLATFORM_ACTIONS, ...AREA_ACTIONS];

/** An action code as words in the operator's language ("withdrawal.approve" -> "Approved a withdrawal"); an unknown one as its words. */
export function useActionLabel(): (action: string) => string {
  const { t } = useT();
  return (action) => {
    // A product area labels its own actions in its messages (`<area>.audit.<rest>`); the
    // platform's (users, operators, money, chat...) are the back office's.
    const [area = '', ...rest] = action.split('.');
    for (const key of [`${area}.audit.${rest.join('_')}`, `backoffice.audit.actions.${action.replaceAll('.', '_')}`]) {
      const text = t(key);
      if (text !== key) return text;
    }
    const words = action.replace(/[._]/g, ' ');
    return words.charAt(0).toUpperCase() + words.slice(1);
  };
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A recorded detail as readable lines: "Reason: fraud", and "field: before → after" where the action recorded both. */
export function AuditDetail({ detail }: { detail: Record<string, unknown> | undefined }) {
  const { t } = useT();
  if (!detail || Object.keys(detail).length === 0) return <>—</>;
  const label = (key: string) => {
    const text = t(`backoffice.audit.fields.${key}`);
    return text === `backoffice.audit.fields.${key}` ? key : text;
  };
  const value = (v: unknown): ReactNode => {
    if (v === null || v === undefined || v === '') return '—';
    if (typeof v === 'boolean') return v ? t('backoffice.audit.yes') : t('backoffice.audit.no');
    if (Array.isArray(v)) return v.map((item) => (typeof item === 'object' ? JSON.stringify(item) : String(item))).join(', ');
    if (isRecord(v)) return Object.entries(v).map(([k, inner]) => `${label(k)}: ${typeof inner === 'object' ? JSON.stringify(inner) : String(inner)}`).join('; ');
    return String(v);
  };
  const { before, after, ...rest } = detail;
  const changed = isRecord(before) || isRecord(after) ? [...new Set([...Object.keys(isRecord(before) ? before : {}), ...Object.keys(isRecord(after) ? after : {})])] : [];
  return (
    <dl className="audit-detail">
      {changed.map((key) => (
        <div key={`change-${key}`} data-testid={`audit-change-${key}`}>
          <dt>{label(key)}</dt>
          <dd>
            <span className="text-bad">{value(isRecord(before) ? before[key] : undefined)}</span> → <span className="text-good">{value(isRecord(after) ? after[key] : undefined)}</span>
          </dd>
        </div>
      ))}
      {Object.entries(rest).map(([key, v]) => (
        <div key={key}>
          <dt>{label(key)}</dt>
          <dd>{value(v)}</dd>
        </div>
      ))}
    </dl>
  );
}
