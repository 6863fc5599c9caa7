// Every domain of the graph, once. The request context builds each one's loaders, the schema
// serves each one's resolvers, and node(id) refetches each one's Node types, all from this list:
// adding a domain is adding its line here (see README.md, "Adding a domain").
import { accountsDomain } from './accounts/index.js';
import type { DependenciesOf, DomainServices, LoadersOf } from './graph/domain.js';
import { libraryDomain } from './library/index.js';
import { liveDomain } from './live/index.js';
import { newsletterDomain } from './newsletter/index.js';
import { paymentsDomain } from './payments/index.js';
import { progressDomain } from './progress/index.js';
import { socialDomain } from './social/index.js';
import { studiosDomain } from './studios/index.js';
import { workoutsDomain } from './workouts/index.js';

export const domains = [
  studiosDomain,
  accountsDomain,
  paymentsDomain,
  liveDomain,
  libraryDomain,
  workoutsDomain,
  newsletterDomain,
  socialDomain,
  progressDomain,
] as const;

export type RegisteredDomain = (typeof domains)[number];
export type DomainName = RegisteredDomain['name'];

/** The request's loaders, one entry per domain, each of the type its factory builds. */
type RegisteredLoaders = { [D in RegisteredDomain as D['name']]: LoadersOf<D> };

// The context's `Loaders` (graph/context.ts) is declared empty so domains can name the context
// without importing this list; here it becomes the registered domains' loaders.
declare module './graph/context.js' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- its members come from RegisteredLoaders
  interface Loaders extends RegisteredLoaders {}
}

/**
 * Compile-time check that every domain's declared needs are met by the registered loaders: a
 * domain needing one that is not registered (or of another shape) names itself here.
 */
type UnmetNeeds = {
  [D in RegisteredDomain as D['name']]: RegisteredLoaders & DomainServices extends DependenciesOf<D>
    ? never
    : D['name'];
}[DomainName];
const allNeedsMet: [UnmetNeeds] extends [never] ? true : UnmetNeeds = true;
void allNeedsMet;
