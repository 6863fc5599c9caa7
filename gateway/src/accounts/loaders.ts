// Per-request loaders for the signed-in member. The viewer is ONE GET /api/user/me per request,
// however many fields (viewer, node(id), isSubscriber, …) ask; its membership comes with it, and
// only an answer without one costs a GET /api/user/subscription (also once, and shared with the
// payments domain, which reads the same call). A session opened or closed by a mutation replaces
// both, so the payload's `viewer { … }` costs no call at all; a purchase or a change to the
// subscription forgets them, so the payload's `viewer` is read again after the change.
import DataLoader from 'dataloader';
import type { RestClient } from '../rest/client.js';
import { isSessionEnded } from '../shared/session.js';
import type { MemberModel, MembershipModel, UserModel } from './models.js';
import { fetchMe, fetchMembers, fetchSubscription, initialOf, MAX_MEMBER_IDS } from './rest.js';

export interface AccountLoaders {
  /** The member the request's token belongs to; null without a token or when the session has ended. */
  viewer(): Promise<UserModel | null>;
  /**
   * A user by database id. Only the viewer can be read: any other id is null, so one member can
   * never read another's account through node(id).
   */
  userById(id: number): Promise<UserModel | null>;
  /**
   * A member's public face by database id: ONE GET /api/members?ids=… for every member the request
   * names (≤100 a batch). Signed-in members only (null without a session): it is what a member
   * shows another, never what a visitor may list.
   */
  memberById(id: number): Promise<MemberModel | null>;
  /** The viewer's membership: from the user payload, else one GET /api/user/subscription. */
  membership(user: UserModel): Promise<MembershipModel>;
  /** A mutation opened a session: later calls use its token and `viewer()` is this user. */
  startSession(authToken: string, user: UserModel): void;
  /** A mutation ended the session: no token from now on, and no viewer. */
  endSession(): void;
  /**
   * A mutation changed the viewer's account and the backend answered it (a new name): `viewer()`
   * is that answer, so the payload's viewer costs no call; other domains' member data is kept.
   */
  replaceViewer(user: UserModel): void;
  /**
   * A mutation changed the member (a purchase, a cancellation): the next `viewer()` and
   * `membership()` read them again (one more GET /api/user/me, only if something asks), and so
   * does every other domain's member data (`onMemberChange`).
   */
  refresh(): void;
}

export interface AccountLoaderOptions {
  /**
   * GET /api/user/subscription as a membership: by default its own call; the context passes the
   * payments domain's loader so that one call per request serves both.
   */
  loadMembership?: () => Promise<MembershipModel>;
  /**
   * Called whenever the request's member changes (a session opened or ended, a refresh), so other
   * domains forget what they loaded for the member before: nothing of one account may be shown
   * as another's after a logIn in the same operation.
   */
  onMemberChange?: () => void;
}

/** The public face of an account: its names and studio, nothing else. */
export function memberOf(user: UserModel): MemberModel {
  return {
    __typename: 'Member',
    id: user.id,
    firstName: user.firstName,
    lastNameInitial: initialOf(user.lastName),
    studioId: user.studioId,
  };
}

export function createAccountLoaders(rest: RestClient, options: AccountLoaderOptions = {}): AccountLoaders {
  const loadMembership = options.loadMembership ?? (() => fetchSubscription(rest));
  const memberChanged = options.onMemberChange ?? (() => undefined);
  let viewer: Promise<UserModel | null> | undefined;
  let subscription: Promise<MembershipModel> | undefined;
  const members = new DataLoader<number, MemberModel | null>(
    async (ids) => {
      const found = new Map((await fetchMembers(rest, ids)).map((member) => [member.id, member]));
      return ids.map((id) => found.get(id) ?? null);
    },
    { maxBatchSize: MAX_MEMBER_IDS },
  );

  const loadViewer = (): Promise<UserModel | null> => {
    if (!rest.hasAuthorization) return Promise.resolve(null);
    return fetchMe(rest).catch((error: unknown) => {
      if (isSessionEnded(error)) return null;
      throw error;
    });
  };

  return {
    viewer: () => (viewer ??= loadViewer()),
    async userById(id) {
      const user = await (viewer ??= loadViewer());
      return user && user.id === id ? user : null;
    },
    async memberById(id) {
      if (!rest.hasAuthorization) return null;
      try {
        return await members.load(id);
      } catch (error) {
        if (isSessionEnded(error)) return null;
        throw error;
      }
    },
    membership(user) {
      if (user.subscription) return Promise.resolve(user.subscription);
      // Only the viewer is ever loaded, so one memo serves every User in the request.
      return (subscription ??= loadMembership());
    },
    startSession(authToken, user) {
      rest.setAuthorization(authToken);
      viewer = Promise.resolve(user);
      subscription = undefined;
      memberChanged();
    },
    endSession() {
      rest.setAuthorization(undefined);
      viewer = Promise.resolve(null);
      subscription = undefined;
      members.clearAll();
      memberChanged();
    },
    replaceViewer(user) {
      viewer = Promise.resolve(user);
      if (user.subscription) subscription = Promise.resolve(user.subscription);
    },
    refresh() {
      viewer = undefined;
      subscription = undefined;
      memberChanged();
    },
  };
}
