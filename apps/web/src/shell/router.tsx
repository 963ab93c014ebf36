import { createHashRouter, Outlet } from 'react-router';
import { NotFound } from './NotFound.tsx';
import { RoutePage } from './RoutePage.tsx';
import { PAGE_ROUTES, TAB_ROUTES } from './routes.ts';
import { TabLayout } from './TabLayout.tsx';
import { TabBadges } from './TabBadges.tsx';

/** Hash routing (SPEC section 2): `/` and `/pages/home/index` are both home. */
export const router = createHashRouter([
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
]);
