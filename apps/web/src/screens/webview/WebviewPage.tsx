import { ExclamationCircleOutline, LinkOutline } from 'antd-mobile-icons';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageShell } from '../../components/PageShell.tsx';
import { DelayedLoading, Empty } from '../../components/states.tsx';
import type { PageProps } from '../types.ts';
import { webviewTarget } from './target.ts';
import './webview.css';

/** The customer chat is reached through this route (`?chat=1`, the wsUrl of /api/user/info); its own chunk. */
const ChatPage = lazy(() => import('../chat/ChatPage.tsx'));

/**
 * Shows the page given by `url` (an allowed host, or the app's own origin) in a frame,
 * with its host and a way out to the browser; anything else is refused with a message.
 * `title` names the page in the top bar when given.
 */
export function WebviewPage(props: PageProps) {
  if (props.query.chat) {
    return (
      <Suspense fallback={<DelayedLoading />}>
        <ChatPage {...props} />
      </Suspense>
    );
  }
  return <Webview {...props} />;
}

function Webview({ route, query }: PageProps) {
  const { t } = useTranslation();
  const target = webviewTarget(query.url, window.location.origin);
  const [loaded, setLoaded] = useState(false);
  const title = query.title?.slice(0, 40) || t(`nav.title.${route.title}`);

  let body;
  if (target.kind === 'missing') body = <Empty text={t('news.webview.missing')} />;
  else if (target.kind === 'refused')
    body = (
      <div className="webview-refused" data-testid="webview-refused">
        <ExclamationCircleOutline className="webview-refused-icon" aria-hidden />
        <h2>{t('news.webview.refusedTitle')}</h2>
        <p>{t('news.webview.refusedBody')}</p>
        <p className="webview-refused-host">{t('news.webview.refusedHost', { host: target.host })}</p>
      </div>
    );
  else
    body = (
      <div className="webview" data-testid="webview">
        <div className="webview-bar">
          <LinkOutline aria-hidden />
          <span className="webview-host" data-testid="webview-host">
            {target.host}
          </span>
          <a href={target.url} target="_blank" rel="noopener noreferrer" data-testid="webview-external">
            {t('news.webview.openExternal')}
          </a>
        </div>
        {!loaded && <p className="webview-hint">{t('news.webview.blockedHint')}</p>}
        <iframe
          className="webview-frame"
          src={target.url}
          title={title}
          // The framed page runs in its own sandbox: no access to the app's storage or top window.
          sandbox="allow-scripts allow-forms allow-popups allow-popups-to-escape-sandbox allow-same-origin"
          referrerPolicy="no-referrer"
          onLoad={() => setLoaded(true)}
          data-testid="webview-frame"
        />
      </div>
    );
  return <PageShell title={title}>{body}</PageShell>;
}
