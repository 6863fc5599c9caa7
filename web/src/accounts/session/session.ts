import { commitLocalUpdate, fetchQuery, graphql } from 'react-relay';
import type { IEnvironment } from 'relay-runtime';
import { resetSubscriptionClient } from '../../relay/environment';
import { onSessionEndedBySocket } from '../../relay/sessionEnded';
import type { sessionQuery as SessionQueryType } from './__generated__/sessionQuery.graphql';
import { readSessionUser, type SessionUser } from './sessionUser';
import {
  clearStoredSession,
  forgetStoredUser,
  readAuthToken,
  readStoredUser,
  storeSession,
  storeUser,
} from './storage';

/** The signed-in member (null when signed out), for the header, access control and forms. */
export const SessionQuery = graphql`
  query sessionQuery($host: String!) {
    viewer {
      ...sessionUser_user
    }
  }
`;

export interface SessionState {
  /** True while the stored token is being checked; access control waits for it. */
  loading: boolean;
  /**
   * The member. While loading it is the stored copy (so the header renders at once);
   * access control never trusts it until loading ends.
   */
  user: SessionUser | null;
}

/**
 * The app's session, kept outside React so route loaders (access control) and
 * components (through SessionProvider) read the same state. Signed in when a
 * stored token exists; the token loads the user; any failure logs the user out.
 */
export class Session {
  private state: SessionState;
  private readonly listeners = new Set<() => void>();
  private loadingPromise: Promise<SessionState> | null = null;

  constructor(
    private readonly environment: IEnvironment,
    /** The host subscription is decided for (`User.isSubscriber(host:)`). */
    readonly host: string,
  ) {
    const token = readAuthToken();
    this.state = token ? { loading: true, user: readStoredUser() } : { loading: false, user: null };
    // A stored user without a token is a leftover: drop it.
    if (!token) forgetStoredUser();
  }

  /** Starts checking the stored token (at boot, alongside the site query). */
  start(): this {
    void this.ready();
    return this;
  }

  getState = (): SessionState => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Resolves once the session is known (at once when nothing is loading). */
  ready(): Promise<SessionState> {
    if (this.state.loading) return (this.loadingPromise ??= this.load());
    return Promise.resolve(this.state);
  }

  /** Setting a user stores the user and the token. */
  setSession(token: string, user: SessionUser): void {
    storeSession(token, user);
    // The socket (when one exists) reconnects with the new token.
    resetSubscriptionClient();
    this.loadingPromise = null;
    this.update({ loading: false, user });
  }

  /**
   * Keeps the member a mutation answered with (a purchase, a cancellation, a pause): the
   * access rules then see the new membership at once. The token is unchanged.
   */
  setUser(user: SessionUser): void {
    if (!readAuthToken()) return;
    storeUser(user);
    this.loadingPromise = null;
    this.update({ loading: false, user });
  }

  /** Asks the graph for the member again (after a purchase changes the membership). */
  refresh(): Promise<SessionState> {
    if (!readAuthToken()) return Promise.resolve(this.state);
    this.loadingPromise = this.load();
    return this.loadingPromise;
  }

  /**
   * Forgets the member: storage (token, user, daily random) and what the Relay store
   * holds about them, so nothing of the account stays on screen or in memory.
   */
  clear(): void {
    const userId = this.state.user?.id ?? null;
    clearStoredSession();
    resetSubscriptionClient();
    this.loadingPromise = null;
    commitLocalUpdate(this.environment, (store) => {
      store.getRoot().setValue(null, 'viewer');
      if (userId) store.delete(userId);
      // Anything fetched with the old token is fetched again.
      store.invalidateStore();
    });
    this.update({ loading: false, user: null });
  }

  private update(next: SessionState): void {
    this.state = next;
    for (const listener of this.listeners) listener();
  }

  private async load(): Promise<SessionState> {
    const token = readAuthToken();
    try {
      const data = await fetchQuery<SessionQueryType>(
        this.environment,
        SessionQuery,
        { host: this.host },
        { fetchPolicy: 'network-only' },
      ).toPromise();
      // Superseded by a log-in or log-out while the query ran.
      if (readAuthToken() !== token) return this.state;
      const viewer = data?.viewer;
      if (!viewer) {
        // The token no longer signs anyone in (expired, revoked).
        this.clear();
        return this.state;
      }
      const user = readSessionUser(viewer);
      storeUser(user);
      this.update({ loading: false, user });
    } catch (error) {
      if (readAuthToken() !== token || leavingPage) return this.state;
      // Failure to fetch user information is logged and the user logged out.
      console.error('[session] could not load the signed-in member', error);
      this.clear();
    }
    return this.state;
  }
}

/**
 * Set while the browser is leaving the page: it aborts the session check in flight, and that
 * abort is not a failure to load the member (logging out then would sign them out of the page
 * they are going to). Cleared again if the page is restored from the back-forward cache.
 */
let leavingPage = false;
if (typeof window !== 'undefined') {
  window.addEventListener('pagehide', () => {
    leavingPage = true;
  });
  window.addEventListener('pageshow', () => {
    leavingPage = false;
  });
}

/**
 * Creates the session and starts checking the stored token. When the gateway says the session
 * ended elsewhere (the live-update socket closed with its code), the token is checked again: a
 * revoked one signs the member out here too.
 */
export function startSession(environment: IEnvironment, host: string): Session {
  const session = new Session(environment, host).start();
  onSessionEndedBySocket(() => void session.refresh());
  return session;
}
