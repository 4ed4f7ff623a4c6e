import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter, RouterProvider, createMemoryRouter } from 'react-router';
import type { InitialEntry } from 'react-router';
import { SWRConfig } from 'swr';
import { AppProvider } from '@/app/provider';
import { routes } from '@/app/router';
import { createFakeAuth } from '@/testing/fake-auth';
import type { FakeAuth } from '@/testing/fake-auth';

type RenderOptions = {
  /** Firebase stand-in; by default nobody is signed in. */
  auth?: FakeAuth;
};

/**
 * The app's providers, with a fresh SWR cache per test, no automatic error retries, and the fake
 * auth adapter instead of Firebase.
 */
function TestProviders({ children, auth }: { children: ReactNode; auth: FakeAuth }) {
  return (
    <AppProvider authAdapter={auth}>
      <SWRConfig
        value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}
      >
        {children}
      </SWRConfig>
    </AppProvider>
  );
}

/** Renders one component inside the providers and a router at `route`. */
export function renderWithProviders(
  ui: ReactElement,
  { route = '/', auth = createFakeAuth() }: RenderOptions & { route?: InitialEntry } = {},
) {
  const result = render(
    <TestProviders auth={auth}>
      <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
    </TestProviders>,
  );
  return { ...result, auth };
}

/**
 * Renders the whole app (shell and routes) at `route`: a path, or `{ pathname, state }` to
 * arrive as a redirect would.
 */
export function renderApp(
  route: InitialEntry = '/',
  { auth = createFakeAuth() }: RenderOptions = {},
) {
  const router = createMemoryRouter(routes, { initialEntries: [route] });
  const result = render(
    <TestProviders auth={auth}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return { ...result, router, auth };
}
