import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import {
  createMemoryRouter,
  Outlet,
  RouterProvider,
  type InitialEntry,
  type RouteObject,
} from 'react-router';

import { AppProvider } from '@/app/provider';
import { RouterSiteNavigation } from '@/app/router-navigation';

export function createTestQueryClient() {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } },
  });
}

/**
 * Renders routes in a memory router with the app's providers, starting at `path` (a location
 * object to start with router state).
 */
export function renderRoutes(routes: RouteObject[], path: InitialEntry) {
  const queryClient = createTestQueryClient();
  // As in the app (RootLayout): links and navigation shared with the islands go through the router.
  const withNavigation: RouteObject[] = [
    {
      element: (
        <RouterSiteNavigation>
          <Outlet />
        </RouterSiteNavigation>
      ),
      children: routes,
    },
  ];
  const router = createMemoryRouter(withNavigation, { initialEntries: [path] });
  const utils = render(
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { ...utils, router, queryClient };
}
