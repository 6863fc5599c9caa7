// Query.viewer, User and Membership: the signed-in member, read from the request's one
// GET /api/user/me; their studio and their membership's studio from the request's one studio-list
// call. (User's payment fields live in payments/member-resolvers.ts.)
import type { Resolvers } from '../__generated__/resolvers-types.js';
import { toGlobalId } from '../node/global-id.js';
import { loadSite } from '../studios/site.js';
import { memberOf } from './loaders.js';
import { initialOf } from './rest.js';
import { isSubscriberOn } from './subscriber.js';

export const viewerResolvers: Resolvers = {
  Query: {
    // Null (no error) without a token or after a 401: the client takes null as signed out.
    viewer: (_parent, _args, { loaders }) => loaders.accounts.viewer(),
  },

  User: {
    id: (user) => toGlobalId('User', user.id),
    databaseId: (user) => user.id,
    studio: (user, _args, { loaders }) =>
      user.studioId === null ? null : loaders.studios.byId.load(user.studioId),
    member: (user) => memberOf(user),
    membership: (user, _args, { loaders }) => loaders.accounts.membership(user),
    isSubscriber: async (user, { host }, context) =>
      isSubscriberOn(await loadSite(context, host), user, () => context.loaders.accounts.membership(user)),
  },

  Member: {
    id: (member) => toGlobalId('Member', member.id),
    firstName: (member) => member.firstName.trim(),
    lastNameInitial: (member) => member.lastNameInitial,
    displayName: (member) =>
      [member.firstName.trim(), member.lastNameInitial && `${member.lastNameInitial}.`]
        .filter(Boolean)
        .join(' '),
    avatarInitials: (member) => `${initialOf(member.firstName)}${member.lastNameInitial}`,
    homeStudio: (member, _args, { loaders }) =>
      member.studioId === null ? null : loaders.studios.byId.load(member.studioId),
  },

  Membership: {
    studio: (membership, _args, { loaders }) =>
      membership.studioId === null ? null : loaders.studios.byId.load(membership.studioId),
  },
};
