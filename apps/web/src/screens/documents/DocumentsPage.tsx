import { type DocumentView } from '@app/contracts';
import { Button, List, Switch, Toast } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client.ts';
import { PageShell } from '../../components/PageShell.tsx';
import { DelayedLoading, Empty, LoadError } from '../../components/states.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { currentLocale } from '../../i18n/index.ts';
import { useSession } from '../../state/session.ts';
import type { PageProps } from '../types.ts';
import { closedMonths, useDocumentPreferences, useDocuments, useDownload, useEmailDocument, useSavePreferences } from './queries.ts';
import './documents.css';

const INTL: Record<string, string> = { es: 'es-MX', en: 'en-US', zh: 'zh-CN' };

/** 'noviembre de 2026', 'November 2026', '2026年11月'. */
function monthName(month: string): string {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return new Intl.DateTimeFormat(INTL[currentLocale()], { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(Date.UTC(year, m - 1, 15));
}

function refused(error: unknown): void {
  if (error instanceof ApiError && error.code !== 401 && error.code !== 403) Toast.show({ content: error.message, duration: 2500 });
}

/**
 * The client's documents (issue 31): a PDF statement per closed month (made on the first
 * download, in the app's language), the trade confirmation of an order (`?orderId=`), the
 * documents already made with their email button, and whether statements and confirmations go by email.
 */
export function DocumentsPage({ route, query }: PageProps) {
  const { t } = useTranslation();
  const { token } = useSession();
  const orderId = /^\d+$/.test(query.orderId ?? '') ? Number(query.orderId) : undefined;
  return (
    <PageShell title={t(`nav.title.${route.title}`)}>
      <div className="documents-page" data-testid="documents-page">
        {!token ? (
          <Empty text={t('documents.guest')} />
        ) : (
          <>
            {orderId !== undefined && <ConfirmationCard orderId={orderId} />}
            <Months />
            <Made />
            <Preferences />
          </>
        )}
      </div>
    </PageShell>
  );
}

function ConfirmationCard({ orderId }: { orderId: number }) {
  const { t } = useTranslation();
  const download = useDownload();
  return (
    <section className="documents-card" data-testid="documents-confirmation">
      <h2 className="documents-heading">{t('documents.confirmation', { orderId })}</h2>
      <p className="documents-note">{t('documents.confirmationNote')}</p>
      <Button color="primary" block loading={download.isPending} onClick={() => download.mutate({ orderId }, { onError: refused })} data-testid="documents-confirmation-download">
        {t('documents.downloadPdf')}
      </Button>
    </section>
  );
}

function Months() {
  const { t } = useTranslation();
  const download = useDownload();
  // Months closed by the server's clock (a demo or test server's may differ from the phone's).
  const docs = useDocuments();
  if (!docs.data) return null;
  return (
    <section className="documents-card" data-testid="documents-months">
      <h2 className="documents-heading">{t('documents.monthly')}</h2>
      <List>
        {closedMonths(docs.data.time, 12).map((month) => (
          <List.Item
            key={month}
            extra={
              <Button size="small" fill="outline" loading={download.isPending && download.variables && 'month' in download.variables && download.variables.month === month} onClick={() => download.mutate({ month }, { onError: refused })} data-testid={`documents-month-${month}`}>
                {t('documents.pdf')}
              </Button>
            }
          >
            <span className="documents-month">{t('documents.statementOf', { month: monthName(month) })}</span>
          </List.Item>
        ))}
      </List>
    </section>
  );
}

function MadeRow({ doc }: { doc: DocumentView }) {
  const { t } = useTranslation();
  const download = useDownload();
  const email = useEmailDocument();
  return (
    <List.Item
      description={`${formatDateTime(doc.createdAt)} · ${doc.locale.toUpperCase()}${doc.emailedAt ? ` · ${t('documents.emailed')}` : ''}`}
      extra={
        <span className="documents-actions">
          <Button size="small" fill="none" loading={email.isPending} onClick={() => email.mutate(doc.id, { onSuccess: () => Toast.show({ content: t('documents.sent'), duration: 1500 }), onError: refused })} data-testid={`documents-email-${doc.id}`}>
            {t('documents.email')}
          </Button>
          <Button size="small" fill="outline" loading={download.isPending} onClick={() => download.mutate({ id: doc.id }, { onError: refused })} data-testid={`documents-download-${doc.id}`}>
            {t('documents.pdf')}
          </Button>
        </span>
      }
    >
      {doc.title}
    </List.Item>
  );
}

function Made() {
  const { t } = useTranslation();
  const docs = useDocuments();
  let body;
  if (docs.isError && !docs.data) body = <LoadError onRetry={() => void docs.refetch()} />;
  else if (!docs.data) body = <DelayedLoading />;
  else if (docs.data.list.length === 0) body = <Empty text={t('documents.none')} />;
  else
    body = (
      <List data-testid="documents-list">
        {docs.data.list.map((doc) => (
          <MadeRow key={doc.id} doc={doc} />
        ))}
      </List>
    );
  return (
    <section className="documents-card" data-testid="documents-made">
      <h2 className="documents-heading">{t('documents.made')}</h2>
      {body}
    </section>
  );
}

function Preferences() {
  const { t } = useTranslation();
  const prefs = useDocumentPreferences();
  const save = useSavePreferences();
  if (!prefs.data) return null;
  const set = (change: Partial<typeof prefs.data>) =>
    save.mutate({ ...prefs.data!, locale: currentLocale(), ...change }, { onSuccess: () => Toast.show({ content: t('documents.saved'), duration: 1500 }), onError: refused });
  return (
    <section className="documents-card" data-testid="documents-preferences">
      <h2 className="documents-heading">{t('documents.byEmail')}</h2>
      <List>
        <List.Item extra={<Switch checked={prefs.data.emailStatements} onChange={(on) => set({ emailStatements: on })} data-testid="documents-email-statements" />}>{t('documents.emailStatements')}</List.Item>
        <List.Item extra={<Switch checked={prefs.data.emailConfirmations} onChange={(on) => set({ emailConfirmations: on })} data-testid="documents-email-confirmations" />}>{t('documents.emailConfirmations')}</List.Item>
      </List>
      <p className="documents-note">{t('documents.languageNote')}</p>
    </section>
  );
}
