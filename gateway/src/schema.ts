// Schema-first: the checked-in schema/schema.graphql is served as is, with the resolvers of every
// registered domain (domains.ts). makeExecutableSchema refuses resolvers for fields the schema does not have.
import { readFileSync } from 'node:fs';
import { makeExecutableSchema } from '@graphql-tools/schema';
import type { GraphQLSchema } from 'graphql';
import type { Resolvers } from './__generated__/resolvers-types.js';
import { domains } from './domains.js';
import { createNodeResolvers } from './node/resolvers.js';
import { DateTimeScalar } from './scalars/date-time.js';

/** node(id) over every registered domain's Node types. */
export const nodes = createNodeResolvers(domains);

export const resolvers: Resolvers[] = [
  { DateTime: DateTimeScalar },
  nodes.resolvers,
  ...domains.flatMap((domain) => domain.resolvers),
];

export function loadSchema(schemaFile: string): GraphQLSchema {
  const typeDefs = readFileSync(schemaFile, 'utf8');
  return makeExecutableSchema({
    typeDefs,
    resolvers,
    resolverValidationOptions: {
      requireResolversToMatchSchema: 'error',
      requireResolversForResolveType: 'error',
    },
  });
}
