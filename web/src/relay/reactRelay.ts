// What the app takes from react-relay, one module per hook. The build resolves `react-relay` here
// (vite.config.ts), so each page's chunk holds only the hooks it uses: the landing page carries no
// pagination or refetch code, while react-relay's own index would bring every hook to every page.
// Types still come from react-relay's (every import in the app is `from 'react-relay'`); a name
// missing here fails the build.
export { default as RelayEnvironmentProvider } from 'react-relay/lib/relay-hooks/RelayEnvironmentProvider';
export { loadQuery } from 'react-relay/lib/relay-hooks/loadQuery';
export { default as useFragment } from 'react-relay/lib/relay-hooks/useFragment';
export { default as useLazyLoadQuery } from 'react-relay/lib/relay-hooks/useLazyLoadQuery';
export { default as useMutation } from 'react-relay/lib/relay-hooks/useMutation';
export { default as usePaginationFragment } from 'react-relay/lib/relay-hooks/usePaginationFragment';
export { default as usePreloadedQuery } from 'react-relay/lib/relay-hooks/usePreloadedQuery';
export { default as useQueryLoader } from 'react-relay/lib/relay-hooks/useQueryLoader';
export { default as useRelayEnvironment } from 'react-relay/lib/relay-hooks/useRelayEnvironment';
export { default as useSubscription } from 'react-relay/lib/relay-hooks/useSubscription';
export { commitLocalUpdate, fetchQuery, graphql, readInlineData, requestSubscription } from 'relay-runtime';
