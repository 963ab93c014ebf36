import type { ReactNode } from 'react';
import { useT } from '../../i18n.ts';

/** Every action the server records, for the filter (a new one still shows under "all" and reads as words). */
export const AUDIT_ACTIONS = [
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
  'withdrawal.reject',
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
  'bonds.issue.create',
  'bonds.issue.update',
  'ipo.create',
  'ipo.update',
  'loans.approve',
  'loans.approve.first',
  'loans.reject',
  'funds.approve',
  'funds.reject',
  'funds.scheme.create',
  'funds.scheme.update',
] as const;

/** An action code as words in the operator's language ("withdrawal.approve" -> "Approved a withdrawal"); an unknown one as its words. */
export function useActionLabel(): (action: string) => string {
  const { t } = useT();
  return (action) => {
    const key = `backoffice.audit.actions.${action.replaceAll('.', '_')}`;
    const text = t(key);
    if (text !== key) return text;
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
