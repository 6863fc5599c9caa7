import { useId, useState, type FormEvent } from 'react';

/**
 * The footer's newsletter form. The mailing-list service is not connected yet,
 * so a valid address gets an honest 'opens soon' note rather than a fake success.
 */
export function NewsletterForm() {
  const [email, setEmail] = useState('');
  const [message, setMessage] = useState<{ kind: 'error' | 'info'; text: string } | null>(null);
  const inputId = useId();
  const messageId = useId();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Spec §5: an e-mail address is valid if it contains '@'.
    if (!email.includes('@')) {
      setMessage({ kind: 'error', text: 'Please enter a valid email address.' });
      return;
    }
    setMessage({ kind: 'info', text: 'Newsletter sign-up opens soon.' });
  };

  return (
    <form className="newsletter" onSubmit={onSubmit} noValidate>
      <label htmlFor={inputId} className="newsletter__label">
        Get workouts and news in your inbox
      </label>
      <div className="newsletter__row">
        <input
          id={inputId}
          type="email"
          name="email"
          autoComplete="email"
          placeholder="you@example.com"
          value={email}
          aria-invalid={message?.kind === 'error' ? true : undefined}
          aria-describedby={message ? messageId : undefined}
          onChange={(event) => {
            setEmail(event.target.value);
            // Spec §5: the warning clears once an '@' appears.
            if (message?.kind === 'error' && event.target.value.includes('@')) setMessage(null);
          }}
        />
        <button type="submit" className="button button--brand">
          Subscribe
        </button>
      </div>
      <p
        id={messageId}
        className={message?.kind === 'error' ? 'newsletter__message newsletter__message--error' : 'newsletter__message'}
        role="status"
      >
        {message?.text}
      </p>
    </form>
  );
}
