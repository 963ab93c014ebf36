import { currentLocale } from '../i18n/index.ts';
import { listenForInstallPrompt } from './install.ts';
import { PWA_TEXTS } from './texts.ts';
import './pwa.css';

/*
 * The installable app (issue 33.5): the service worker (public/sw.js) after the page has loaded,
 * the install prompt kept for the account tab, and a "no connection" bar while the device is offline.
 */

const PROBE_MS = 5000;

/**
 * The "no connection" bar: shown while the device says it is offline, or when the app opened
 * from the kept shell and a probe of the server fails (a browser may still think it is online);
 * then probed every few seconds until the server answers again.
 */
function offlineBar(): void {
  let bar: HTMLDivElement | undefined;
  let probing: ReturnType<typeof setTimeout> | undefined;
  const show = (online: boolean) => {
    if (online && !bar) return;
    bar ??= Object.assign(document.createElement('div'), { className: 'pwa-offline' });
    bar.setAttribute('role', 'status');
    bar.dataset.testid = 'offline-bar';
    bar.dataset.state = online ? 'online' : 'offline';
    bar.textContent = PWA_TEXTS[online ? 'back' : 'offline'][currentLocale()];
    if (!bar.isConnected) document.body.append(bar);
    if (online) {
      const done = bar;
      setTimeout(() => {
        if (done.dataset.state === 'online') done.remove();
      }, 2500);
    }
  };
  const probe = async () => {
    probing = undefined;
    const up = await fetch('healthz', { method: 'HEAD', cache: 'no-store' }).then(
      () => true,
      () => false,
    );
    if (up) {
      if (bar?.dataset.state === 'offline') show(true);
      return;
    }
    show(false);
    probing = setTimeout(() => void probe(), PROBE_MS);
  };
  window.addEventListener('offline', () => {
    show(false);
    if (!probing) probing = setTimeout(() => void probe(), PROBE_MS);
  });
  window.addEventListener('online', () => void probe());
  if (!navigator.onLine) show(false);
  if (!navigator.onLine || navigator.serviceWorker?.controller) void probe();
}

export function startPwa(): void {
  listenForInstallPrompt();
  offlineBar();
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  const register = () => void navigator.serviceWorker.register('./sw.js', { scope: './' }).catch(() => undefined);
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
