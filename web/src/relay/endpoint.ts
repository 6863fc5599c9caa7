/** The gateway's GraphQL endpoint: same origin, for HTTP POST and graphql-ws alike. */
export const GRAPHQL_PATH = '/graphql';
