import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Providers } from '@/app/providers';
import { installNavigator, routes } from '@/app/router';

/** Mounts the real route table (guards, layout, lazy pages) in a memory router at `path`. */
export function renderApp(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  installNavigator(router);
  const visited: string[] = [];
  router.subscribe((state) => {
    const pending = state.navigation.location;
    if (pending) visited.push(pending.pathname);
  });
  const view = render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
  const location = () => router.state.location.pathname + router.state.location.search;
  return { router, visited, location, ...view };
}
