import { QueryClientProvider } from '@tanstack/react-query';
import 'antd-mobile/es/global';
import { unstableSetRender } from 'antd-mobile/es/utils/unstable-render';
import { startTransition, StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { HashRouter } from 'react-router';
import { configureApi } from './api/client.ts';
import { queryClient } from './api/query-client.ts';
import { currentLocale, i18n, initI18n } from './i18n/index.ts';
import { applyTrendColors } from './lib/trend-colors.ts';
import { startPwa } from './pwa/register.ts';
import { AntdLocale } from './shell/AntdLocale.tsx';
import { AppRoutes, navigateOutside } from './shell/router.tsx';
import { LOGIN_PATH } from './shell/routes.ts';
import { session } from './state/session.ts';
import './styles.css';

// antd-mobile's imperative Toast and Dialog render through this under React 19 (ant-design-mobile PR 6860).
unstableSetRender((node, container) => {
  const holder = container as Element & { _reactRoot?: Root };
  holder._reactRoot ??= createRoot(holder);
  holder._reactRoot.render(node);
  return async () => {
    holder._reactRoot?.unmount();
    delete holder._reactRoot;
  };
});

const TOAST_MS = 2000;
let lastNetworkToast = 0;

/** Toast pulls in antd-mobile's animation library: load it when a toast is first shown, not with the first page. */
function toast(content: string): void {
  import('antd-mobile/es/components/toast')
    .then(({ default: Toast }) => Toast.show({ content, duration: TOAST_MS }))
    .catch(() => {}); // offline and the chunk not cached yet: nothing to show it with
}

configureApi({
  getToken: session.token,
  getLocale: currentLocale,
  onSessionExpired: () => {
    if (!session.token()) return;
    toast(i18n.t('common.loginExpired'));
    session.clear();
    queryClient.clear();
    navigateOutside(LOGIN_PATH, { replace: true });
  },
  onNetworkError: () => {
    // Several calls failing together show one toast, not a stack of them.
    if (Date.now() - lastNetworkToast < TOAST_MS) return;
    lastNetworkToast = Date.now();
    toast(i18n.t('common.networkError'));
  },
});

await initI18n();
applyTrendColors();
startPwa();

const root = createRoot(document.getElementById('root')!);
// A transition: React renders the first screen in slices that yield to the browser (~5 ms each)
// instead of one long task a phone could not answer a tap during.
startTransition(() => root.render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <AntdLocale>
        <HashRouter>
          <AppRoutes />
        </HashRouter>
      </AntdLocale>
    </QueryClientProvider>
  </StrictMode>,
));
