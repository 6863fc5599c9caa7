// Every domain of the graph, once. The request context builds each one's loaders, the schema
// serves each one's resolvers, and node(id) refetches each one's Node types, all from this list:
// adding a domain is adding its line here (see README.md, "Adding a domain").
import { accountsDomain } from './accounts/index.js';
import type { DependenciesOf, DomainServices, LoadersOf } from './domain.js';
import { liveDomain } from './live/index.js';
import { newsletterDomain } from './newsletter/index.js';
import { paymentsDomain } from './payments/index.js';
import { studiosDomain } from './studios/index.js';
import { workoutsDomain } from './workouts/index.js';

export const domains = [studiosDomain, accountsDomain, paymentsDomain, liveDomain, workoutsDomain, newsletterDomain] as const;

export type RegisteredDomain = (typeof domains)[number];
export type DomainName = RegisteredDomain['name'];

/** The request's loaders, one entry per domain, each of the type its factory builds. */
export type Loaders = { [D in RegisteredDomain as D['name']]: LoadersOf<D> };

/**
 * Compile-time check that every domain's declared needs are met by the registered loaders: a
 * domain needing one that is not registered (or of another shape) names itself here.
 */
type UnmetNeeds = {
  [D in RegisteredDomain as D['name']]: Loaders & DomainServices extends DependenciesOf<D> ? never : D['name'];
}[DomainName];
const allNeedsMet: [UnmetNeeds] extends [never] ? true : UnmetNeeds = true;
void allNeedsMet;
