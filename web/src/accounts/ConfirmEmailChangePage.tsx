import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { usePageMeta } from '../ui/pageMeta';
import { ACCOUNT_PATH, LOGIN_PATH } from './access/redirects';
import { useSession } from './session/SessionContext';
import { useConfirmEmailChange } from './useConfirmEmailChange';
import './accounts.css';

export const CONFIRM_EMAIL_TITLE = 'Confirm your new e-mail address';

type State = { kind: 'working' } | { kind: 'done'; email: string } | { kind: 'failed'; message: string };

/** The token after `#token=` in the link (kept in the fragment, out of server logs). */
function tokenOf(hash: string): string {
  return new URLSearchParams(hash.replace(/^#/, '')).get('token') ?? '';
}

/**
 * /account/email#token=…: the link mailed to a new address. Opening it moves the account there
 * (once; on any device, signed in or not) and says so, or says why the link no longer works.
 */
export function ConfirmEmailChangePage() {
  const { hash } = useLocation();
  const { user } = useSession();
  const [confirm] = useConfirmEmailChange();
  const [state, setState] = useState<State>({ kind: 'working' });
  const started = useRef(false);
  const resultRef = useRef<HTMLParagraphElement>(null);
  usePageMeta({ section: CONFIRM_EMAIL_TITLE });

  useEffect(() => {
    // Once per page: a link is used up by its first use.
    if (started.current) return;
    started.current = true;
    void confirm(tokenOf(hash)).then((outcome) =>
      setState(
        outcome.ok ? { kind: 'done', email: outcome.email } : { kind: 'failed', message: outcome.message },
      ),
    );
  }, [confirm, hash]);
  useEffect(() => {
    if (state.kind !== 'working') resultRef.current?.focus();
  }, [state.kind]);

  return (
    <section className="auth-page" aria-labelledby="confirm-email-heading">
      <div className="auth-card">
        <h1 id="confirm-email-heading">{CONFIRM_EMAIL_TITLE}</h1>
        {state.kind === 'working' && (
          <p role="status" aria-busy="true">
            Confirming your new e-mail address…
          </p>
        )}
        {state.kind === 'done' && (
          <>
            <p className="form-success" role="status" tabIndex={-1} ref={resultRef}>
              Your e-mail address is now {state.email}. Log in with it from now on.
            </p>
            <Link className="button button--brand" to={user ? ACCOUNT_PATH : LOGIN_PATH}>
              {user ? 'Go to your account' : 'Log in'}
            </Link>
          </>
        )}
        {state.kind === 'failed' && (
          <>
            <p className="form-error" role="alert" tabIndex={-1} ref={resultRef}>
              {state.message}
            </p>
            <Link className="button button--brand" to={user ? ACCOUNT_PATH : LOGIN_PATH}>
              {user ? 'Go to your account' : 'Log in'}
            </Link>
          </>
        )}
      </div>
    </section>
  );
}
