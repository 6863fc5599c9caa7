import { createContext, useCallback, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { useLogOut } from '../useLogOut';
import type { Session } from './session';
import type { SessionUser } from './sessionUser';
import { readAuthToken } from './storage';

export interface SessionValue {
  /** The member; while `loading`, the stored copy (for the header only). */
  user: SessionUser | null;
  loading: boolean;
  /** `User.isSubscriber(host)` of the member on this site; false when signed out. */
  subscribed: boolean;
  /** The host subscription is decided for (mutations select `isSubscriber(host:)` with it). */
  host: string;
  /** Setting a user stores the user and the token. */
  setSession: (token: string, user: SessionUser) => void;
  /** Keeps the member as a mutation answered it (after a purchase or a subscription change). */
  updateUser: (user: SessionUser) => void;
  /** Ends the session on the server, forgets it here, then goes to `to`. */
  logOut: (to: string) => Promise<void>;
}

const SessionContext = createContext<SessionValue | null>(null);

/** Shares the app's session with components (loaders read the Session object itself). */
export function SessionProvider({ session, children }: { session: Session; children: ReactNode }) {
  const state = useSyncExternalStore(session.subscribe, session.getState);
  const navigate = useNavigate();
  const endSession = useLogOut();

  const logOut = useCallback(
    async (to: string) => {
      // The mutation carries the stored token, which the gateway then revokes.
      if (readAuthToken()) await endSession();
      session.clear();
      await navigate(to, { replace: true });
    },
    [endSession, navigate, session],
  );
  const setSession = useCallback(
    (token: string, user: SessionUser) => session.setSession(token, user),
    [session],
  );
  const updateUser = useCallback((user: SessionUser) => session.setUser(user), [session]);

  const value = useMemo<SessionValue>(
    () => ({
      user: state.user,
      loading: state.loading,
      subscribed: !state.loading && (state.user?.subscribed ?? false),
      host: session.host,
      setSession,
      updateUser,
      logOut,
    }),
    [state, session.host, setSession, updateUser, logOut],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession() must be used inside <SessionProvider>.');
  return value;
}
