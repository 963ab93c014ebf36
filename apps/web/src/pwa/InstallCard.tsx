import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '../i18n/index.ts';
import { dismissInstall, installState, promptInstall, subscribeInstall } from './install.ts';
import { PWA_TEXTS } from './texts.ts';
import './install.css';

/** The account tab's offer to install the app (issue 33.5): when the browser allows it, or how on iPhone. */
export default function InstallCard() {
  useTranslation(); // re-renders on a language switch
  const state = useSyncExternalStore(subscribeInstall, installState);
  if (state === 'none') return null;
  const text = (key: keyof typeof PWA_TEXTS) => PWA_TEXTS[key][currentLocale()];
  return (
    <section className="pwa-install" data-testid="install-card" aria-label={text('installTitle')}>
      <img src="icons/icon-192.png" alt="" />
      <h2>{text('installTitle')}</h2>
      <p>{state === 'ios' ? text('iosHint') : text('installBody')}</p>
      <div className="pwa-install-actions">
        <button type="button" onClick={dismissInstall} data-testid="install-later">
          {text('later')}
        </button>
        {state === 'prompt' && (
          <button type="button" className="is-primary" onClick={() => void promptInstall()} data-testid="install-app">
            {text('install')}
          </button>
        )}
      </div>
    </section>
  );
}
