// Per-request loaders for the signed-in member. The viewer is ONE GET /api/user/me per request,
// however many fields (viewer, node(id), isSubscriber, …) ask; its membership comes with it, and
// only an answer without one costs a GET /api/user/subscription (also once). A session opened or
// closed by a mutation replaces both, so the payload's `viewer { … }` costs no call at all.
import { ErrorCode } from '../errors.js';
import { RestFailure, type RestClient } from '../rest/client.js';
import type { MembershipModel, UserModel } from './models.js';
import { fetchMe, fetchSubscription } from './rest.js';

export interface AccountLoaders {
  /** The member the request's token belongs to; null without a token or when the session has ended. */
  viewer(): Promise<UserModel | null>;
  /**
   * A user by database id. Only the viewer can be read: any other id is null, so one member can
   * never read another's account through node(id).
   */
  userById(id: number): Promise<UserModel | null>;
  /** The viewer's membership: from the user payload, else one GET /api/user/subscription. */
  membership(user: UserModel): Promise<MembershipModel>;
  /** A mutation opened a session: later calls use its token and `viewer()` is this user. */
  startSession(authToken: string, user: UserModel): void;
  /** A mutation ended the session: no token from now on, and no viewer. */
  endSession(): void;
}

/** A 401 means the token is missing, expired, revoked or tampered with: signed out, not an error. */
export function isSessionEnded(error: unknown): boolean {
  return error instanceof RestFailure && error.upstreamStatus === 401 && error.extensions.code === ErrorCode.Unauthenticated;
}

export function createAccountLoaders(rest: RestClient): AccountLoaders {
  let viewer: Promise<UserModel | null> | undefined;
  let subscription: Promise<MembershipModel> | undefined;

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
    membership(user) {
      if (user.subscription) return Promise.resolve(user.subscription);
      // Only the viewer is ever loaded, so one memo serves every User in the request.
      return (subscription ??= fetchSubscription(rest));
    },
    startSession(authToken, user) {
      rest.setAuthorization(authToken);
      viewer = Promise.resolve(user);
      subscription = undefined;
    },
    endSession() {
      rest.setAuthorization(undefined);
      viewer = Promise.resolve(null);
      subscription = undefined;
    },
  };
}
