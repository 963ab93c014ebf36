import { referralApi } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import Button from 'antd-mobile/es/components/button';
import Toast from 'antd-mobile/es/components/toast';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/client.ts';
import { STALE } from '../../api/query-client.ts';
import { PageShell } from '../../components/PageShell.tsx';
import { DelayedLoading, LoadError } from '../../components/states.tsx';
import { formatDate } from '../../lib/format.ts';
import { LoginRequired } from '../setting/LoginRequired.tsx';
import type { PageProps } from '../types.ts';
import { accountKeys, useUserInfo } from './queries.ts';
import './share.css';

/** The QR code library loads with this page only (its own chunk), never with the account tab. */
const QrCode = lazy(() => import('qrcode.react').then((module) => ({ default: module.QRCodeSVG })));

const referralKeys = {
  invitees: () => [...accountKeys.all, 'referral', 'invitees'] as const,
  summary: () => [...accountKeys.all, 'referral', 'summary'] as const,
};

/** Copies text; the Clipboard API needs a secure context, so a hidden textarea is the fallback. */
async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.appendChild(area);
    area.select();
    const done = document.execCommand('copy');
    area.remove();
    return done;
  }
}

/** /pages/profile/share: the invitation code, a QR of the registration link, copy and share, and who registered with it. */
export function SharePage({ route }: PageProps) {
  const { t } = useTranslation();
  const info = useUserInfo();
  const invitees = useQuery({
    queryKey: referralKeys.invitees(),
    queryFn: ({ signal }) => call(referralApi.invitees, { query: { pageNum: 1, pageSize: 100 } }, { signal }),
    enabled: info.loggedIn,
    staleTime: STALE.lists,
  });

  // The link is the server's, on its configured public address (PUBLIC_URL): never this page's own
  // origin, which on a phone testing a local server is http://127.0.0.1:... (issue 28).
  const summary = useQuery({
    queryKey: referralKeys.summary(),
    queryFn: ({ signal }) => call(referralApi.summary, {}, { signal }),
    enabled: info.loggedIn,
    staleTime: STALE.lists,
  });

  let body;
  if (!info.loggedIn) body = <LoginRequired text={t('share.loginFirst')} />;
  else if (info.isError && !info.data) body = <LoadError onRetry={() => void info.refetch()} />;
  else if (!info.data) body = <DelayedLoading />;
  else {
    const code = info.data.invitationCode;
    const link = summary.data?.link;
    const copy = async (text: string) => {
      const ok = await copyText(text);
      Toast.show({ icon: ok ? 'success' : 'fail', content: ok ? t('share.copied') : t('share.copyFailed'), duration: 2000 });
    };
    const share = async () => {
      if (typeof navigator.share === 'function') {
        try {
          await navigator.share({ title: t('nav.title.share'), text: t('share.shareText', { code }), ...(link ? { url: link } : {}) });
          return;
        } catch (error) {
          if ((error as Error).name === 'AbortError') return; // the user closed the share sheet
        }
      }
      await copy(link ? `${t('share.shareText', { code })} ${link}` : t('share.shareText', { code }));
    };
    const people = invitees.data?.list ?? [];
    body = (
      <div className="share" data-testid="share-page">
        <p className="share-intro">{t('share.intro')}</p>
        <section className="share-card">
          <span className="share-label">{t('share.code')}</span>
          <strong className="share-code num" data-testid="share-code">
            {code}
          </strong>
          {link ? (
            <>
              <div className="share-qr" data-testid="share-qr" data-link={link}>
                <Suspense fallback={<div className="share-qr-placeholder" />}>
                  <QrCode value={link} size={184} marginSize={2} level="M" title={t('share.qr')} />
                </Suspense>
              </div>
              <span className="share-label">{t('share.qr')}</span>
              <div className="share-link" data-testid="share-link">
                {link}
              </div>
            </>
          ) : (
            summary.data && <p className="share-label" data-testid="share-no-link">{t('share.noLink')}</p>
          )}
          <div className="share-actions">
            <Button shape="rounded" fill="outline" color="primary" onClick={() => void copy(code)} data-testid="share-copy-code">
              {t('share.copyCode')}
            </Button>
            {link && (
              <Button shape="rounded" fill="outline" color="primary" onClick={() => void copy(link)} data-testid="share-copy-link">
                {t('share.copyLink')}
              </Button>
            )}
            <Button shape="rounded" color="primary" onClick={() => void share()} data-testid="share-share">
              {t('share.share')}
            </Button>
          </div>
        </section>
        <section className="share-card share-invitees" data-testid="share-invitees">
          <div className="share-invitees-head">
            <h2>{t('share.invited')}</h2>
            {invitees.data && <span className="num">{t('share.invitedCount', { count: invitees.data.total })}</span>}
          </div>
          {invitees.isError ? (
            <LoadError onRetry={() => void invitees.refetch()} />
          ) : !invitees.data ? (
            <DelayedLoading />
          ) : people.length === 0 ? (
            <p className="share-none">{t('share.none')}</p>
          ) : (
            <ul>
              {people.map((person, index) => (
                <li key={`${person.username}-${person.registeredAt}-${index}`} data-testid="share-invitee">
                  <span>{person.username}</span>
                  <span className="num">{t('share.registered', { date: formatDate(person.registeredAt) })}</span>
                </li>
              ))}
            </ul>
          )}
        </section>
        <p className="share-note">{t('share.noRewards')}</p>
      </div>
    );
  }
  return <PageShell title={t(`nav.title.${route.title}`)}>{body}</PageShell>;
}
