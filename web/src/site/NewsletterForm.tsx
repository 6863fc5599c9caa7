import { useId, useState, type FormEvent } from 'react';
import { useSite } from './SiteContext';
import { useSubscribeToNewsletter } from './useSubscribeToNewsletter';

type Message = { kind: 'error' | 'success'; text: string };

export const INVALID_EMAIL = 'Please enter a valid email address.';
export const SUBSCRIBED = "Thanks! You're subscribed.";
export const ALREADY_SUBSCRIBED = "You're already subscribed.";

/**
 * The footer's newsletter form: the address goes to the StreamFit backend (which also hands it to
 * a mailing service when one is configured). On a white-label site it joins that studio's list.
 */
export function NewsletterForm() {
  const { isWhiteLabel, whiteLabelStudioShortName } = useSite();
  const [subscribe, inFlight] = useSubscribeToNewsletter();
  const [email, setEmail] = useState('');
  const [message, setMessage] = useState<Message | null>(null);
  const inputId = useId();
  const messageId = useId();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (inFlight) return;
    // An e-mail address is valid if it contains '@'.
    if (!email.includes('@')) {
      setMessage({ kind: 'error', text: INVALID_EMAIL });
      return;
    }
    setMessage(null);
    const result = await subscribe({
      email: email.trim(),
      studioShortName: isWhiteLabel ? whiteLabelStudioShortName : null,
    });
    if (result.ok) {
      setMessage({ kind: 'success', text: result.alreadySubscribed ? ALREADY_SUBSCRIBED : SUBSCRIBED });
      if (!result.alreadySubscribed) setEmail('');
    } else {
      setMessage({ kind: 'error', text: result.message });
    }
  };

  return (
    <form className="newsletter" onSubmit={onSubmit} noValidate aria-busy={inFlight}>
      <label htmlFor={inputId} className="newsletter__label">
        Get workouts and news in your inbox
      </label>
      <div className="newsletter__row">
        <input
          id={inputId}
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          placeholder="you@example.com"
          value={email}
          aria-invalid={message?.kind === 'error' ? true : undefined}
          aria-describedby={message ? messageId : undefined}
          onChange={(event) => {
            const value = event.target.value;
            setEmail(value);
            if (message?.kind !== 'error') return;
            // The warning clears once an '@' appears; the server's message once the address is edited.
            if (message.text !== INVALID_EMAIL || value.includes('@')) setMessage(null);
          }}
        />
        {/* Not disabled while busy: a disabled button would drop keyboard focus. aria-disabled says it, the handler ignores it. */}
        <button type="submit" className="button button--brand" aria-disabled={inFlight ? true : undefined}>
          {inFlight ? 'Subscribing…' : 'Subscribe'}
        </button>
      </div>
      <p
        id={messageId}
        className={
          message?.kind === 'error' ? 'newsletter__message newsletter__message--error' : 'newsletter__message'
        }
        role="status"
        aria-live="polite"
      >
        {message?.text}
      </p>
    </form>
  );
}
