import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { PageSpinner } from '../ui/Spinner';
import { afterLogOutPath } from './access/redirects';
import { useSession } from './session/SessionContext';

/** /logout and /logout/:studio: ends the session, then /login/{studio} or /. */
export function LogoutRoute() {
  const { pathname } = useLocation();
  const { logOut } = useSession();
  // Once per visit: StrictMode runs effects twice, and the page re-renders as the session clears.
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void logOut(afterLogOutPath(pathname));
  }, [logOut, pathname]);
  return <PageSpinner label="Logging out…" />;
}
