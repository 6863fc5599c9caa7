// Schema-first: the checked-in schema/schema.graphql is served as is, with the resolvers of every
// domain. makeExecutableSchema refuses resolvers for fields the schema does not have.
import { readFileSync } from 'node:fs';
import { makeExecutableSchema } from '@graphql-tools/schema';
import type { GraphQLSchema } from 'graphql';
import type { Resolvers } from './__generated__/resolvers-types.js';
import { accountsDomainResolvers } from './accounts/resolvers.js';
import { liveDomainResolvers } from './live/resolvers.js';
import { newsletterDomainResolvers } from './newsletter/resolvers.js';
import { nodeResolvers } from './node/resolvers.js';
import { paymentsDomainResolvers } from './payments/resolvers.js';
import { DateTimeScalar } from './scalars/date-time.js';
import { studiosDomainResolvers } from './studios/resolvers.js';

export const resolvers: Resolvers[] = [
  { DateTime: DateTimeScalar },
  nodeResolvers,
  ...studiosDomainResolvers,
  ...accountsDomainResolvers,
  ...paymentsDomainResolvers,
  ...liveDomainResolvers,
  ...newsletterDomainResolvers,
];

export function loadSchema(schemaFile: string): GraphQLSchema {
  const typeDefs = readFileSync(schemaFile, 'utf8');
  return makeExecutableSchema({
    typeDefs,
    resolvers,
    resolverValidationOptions: { requireResolversToMatchSchema: 'error', requireResolversForResolveType: 'error' },
  });
}
