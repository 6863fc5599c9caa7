import { RelayEnvironmentProvider } from 'react-relay';
import { RouterProvider, type createBrowserRouter } from 'react-router-dom';
import type { IEnvironment } from 'relay-runtime';

interface AppRootProps {
  environment: IEnvironment;
  router: ReturnType<typeof createBrowserRouter>;
}

/** The Relay environment and the router: everything main.tsx (and the tests) mount. */
export function AppRoot({ environment, router }: AppRootProps) {
  return (
    <RelayEnvironmentProvider environment={environment}>
      {/* Without transitions, a page that suspends shows its spinner at once
          instead of React silently keeping the previous page on screen. */}
      <RouterProvider router={router} useTransitions={false} />
    </RelayEnvironmentProvider>
  );
}
