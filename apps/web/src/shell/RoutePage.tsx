import { lazy, Suspense, useMemo, type LazyExoticComponent } from 'react';
import { useSearchParams } from 'react-router';
import { ErrorBoundary } from '../components/ErrorBoundary.tsx';
import { PageShell } from '../components/PageShell.tsx';
import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';
import { DelayedLoading } from '../components/states.tsx';
import { ensureAreaMessages, preloadAreaMessages } from '../i18n/index.ts';
import { AREA_LOADERS } from '../screens/registry.ts';
import type { AreaModule, PageComponent } from '../screens/types.ts';
import { Placeholder } from './Placeholder.tsx';
import type { AppRoute } from './routes.ts';

const lazyPages = new Map<string, LazyExoticComponent<PageComponent>>();

function pageFor(route: AppRoute): LazyExoticComponent<PageComponent> {
  let page = lazyPages.get(route.path);
  if (!page) {
    page = lazy(async () => {
      // The area's code and its own texts load together; then the texts it declares.
      const [area]: [AreaModule, void] = await Promise.all([AREA_LOADERS[route.area](), preloadAreaMessages(route.area)]);
      await ensureAreaMessages(area.texts);
      return { default: area.pages[route.path] ?? Placeholder };
    });
    lazyPages.set(route.path, page);
  }
  return page;
}

/** Renders a route's page from its area's code chunk, with its query string as inputs. */
export function RoutePage({ route }: { route: AppRoute }) {
  const [params] = useSearchParams();
  const query = useMemo(() => Object.fromEntries(params), [params]);
  const Page = pageFor(route);
  const page = (
    <ErrorBoundary key={route.path} frame={(content) => <FailedPage route={route}>{content}</FailedPage>}>
      <Suspense fallback={<LoadingPage route={route} />}>
        <Page route={route} query={query} />
      </Suspense>
    </ErrorBoundary>
  );
  // Tab pages sit in TabLayout's <main>; every other page is its own.
  return route.tab === undefined ? <main className="route-main">{page}</main> : page;
}

/**
 * A page whose code is still loading: its title (the page's one <h1>) and back button at once,
 * the same top bar the page then renders, so nothing jumps and a screen reader knows where it is.
 */
function LoadingPage({ route }: { route: AppRoute }) {
  const { t } = useTranslation();
  return (
    <PageShell title={t(`nav.title.${route.title}`)} noBack={route.tab !== undefined}>
      <DelayedLoading />
    </PageShell>
  );
}

/** A page whose code or data failed: its title and back button stay, with the retry below. */
function FailedPage({ route, children }: { route: AppRoute; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <PageShell title={t(`nav.title.${route.title}`)} noBack={route.tab !== undefined}>
      {children}
    </PageShell>
  );
}
