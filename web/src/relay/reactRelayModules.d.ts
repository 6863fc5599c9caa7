// react-relay's hook modules, which its package publishes without types of their own: each is
// typed as the hook react-relay's types declare (src/relay/reactRelay.ts imports them).
declare module 'react-relay/lib/relay-hooks/RelayEnvironmentProvider' {
  export { RelayEnvironmentProvider as default } from 'react-relay';
}
declare module 'react-relay/lib/relay-hooks/loadQuery' {
  export { loadQuery } from 'react-relay';
}
declare module 'react-relay/lib/relay-hooks/useFragment' {
  export { useFragment as default } from 'react-relay';
}
declare module 'react-relay/lib/relay-hooks/useLazyLoadQuery' {
  export { useLazyLoadQuery as default } from 'react-relay';
}
declare module 'react-relay/lib/relay-hooks/useMutation' {
  export { useMutation as default } from 'react-relay';
}
declare module 'react-relay/lib/relay-hooks/usePaginationFragment' {
  export { usePaginationFragment as default } from 'react-relay';
}
declare module 'react-relay/lib/relay-hooks/usePreloadedQuery' {
  export { usePreloadedQuery as default } from 'react-relay';
}
declare module 'react-relay/lib/relay-hooks/useQueryLoader' {
  export { useQueryLoader as default } from 'react-relay';
}
declare module 'react-relay/lib/relay-hooks/useRelayEnvironment' {
  export { useRelayEnvironment as default } from 'react-relay';
}
declare module 'react-relay/lib/relay-hooks/useSubscription' {
  export { useSubscription as default } from 'react-relay';
}
