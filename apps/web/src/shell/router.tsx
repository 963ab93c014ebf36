import { Outlet, useNavigate, useRoutes, type NavigateFunction, type RouteObject } from 'react-router';
import { NotFound } from './NotFound.tsx';
import { RoutePage } from './RoutePage.tsx';
import { PAGE_ROUTES, TAB_ROUTES } from './routes.ts';
import { TabLayout } from './TabLayout.tsx';
import { TabBadges } from './TabBadges.tsx';

/** Hash routing (SPEC section 2): `/` and `/pages/home/index` are both home. */
const ROUTES: RouteObject[] = [
  {
    path: '/',
    element: <Outlet />,
    children: [
      {
        element: <TabBadges render={(badges) => <TabLayout badges={badges} />} />,
        children: [
          { index: true, element: <RoutePage route={TAB_ROUTES[0]!} /> },
          ...TAB_ROUTES.map((route) => ({ path: route.path, element: <RoutePage route={route} /> })),
        ],
      },
      ...PAGE_ROUTES.map((route) => ({ path: route.path, element: <RoutePage route={route} /> })),
      { path: '*', element: <NotFound /> },
    ],
  },
];

let outsideNavigate: NavigateFunction | null = null;

/**
 * Navigation from outside React (the API client's session expiry). Declarative routing
 * (`<HashRouter>` + `useRoutes`) instead of a data router keeps the data router's code
 * (loaders, fetchers, SSR) off the first page.
 */
export function navigateOutside(path: string, options?: { replace?: boolean }): void {
  if (outsideNavigate) void outsideNavigate(path, options);
  else window.location.replace(`#${path}`);
}

export function AppRoutes() {
  outsideNavigate = useNavigate();
  return useRoutes(ROUTES);
}
